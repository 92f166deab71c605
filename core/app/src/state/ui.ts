import { proxy } from 'valtio';
import type { MessageId } from '../i18n/messageIds.ts';
import { registerStore } from './kit/registry.ts';

/** A catalogue id with optional ICU values, or plain text that is already translated. */
export type Message = { id: MessageId; values?: Record<string, string | number> } | { text: string };

export interface Toast {
  id: number;
  message: Message;
  kind: 'info' | 'success' | 'error';
}

export interface DialogAction {
  id: string;
  label: Message;
  primary?: boolean;
}

export interface Dialog {
  id: number;
  title?: Message;
  message: Message;
  actions: DialogAction[];
  resolve: (actionId: string) => void;
}

/** Spec section 9: toasts and loading durations, in ms. */
export const DURATION = {
  saved: 1000,
  success: 1500,
  notice: 1500,
  short: 3000,
  long: 8000,
} as const;

const INITIAL = {
  toasts: [] as Toast[],
  dialogs: [] as Dialog[],
  /** Open loading overlays; the overlay shows while any is open. */
  loading: [] as { id: number; message?: Message }[],
  sideMenuOpen: false,
};

export const uiState = proxy(structuredClone(INITIAL));

/** Back to a first visit: no toast, dialog, loader or open menu. */
export function reset(): void {
  Object.assign(uiState, structuredClone(INITIAL));
}

let seq = 0;

/** Shows a toast for `duration` ms (notice default 1.5 s). */
export function toast(message: Message, opts: { duration?: number; kind?: Toast['kind'] } = {}): void {
  const id = ++seq;
  uiState.toasts.push({ id, message, kind: opts.kind ?? 'info' });
  setTimeout(() => {
    const i = uiState.toasts.findIndex((t) => t.id === id);
    if (i >= 0) uiState.toasts.splice(i, 1);
  }, opts.duration ?? DURATION.notice);
}

/** Opens a modal dialog; resolves with the id of the action chosen ('dismiss' when closed otherwise). */
export function openDialog(d: Omit<Dialog, 'id' | 'resolve'>): Promise<string> {
  return new Promise((resolve) => {
    const id = ++seq;
    uiState.dialogs.push({
      ...d,
      id,
      resolve: (actionId) => {
        const i = uiState.dialogs.findIndex((x) => x.id === id);
        if (i >= 0) uiState.dialogs.splice(i, 1);
        resolve(actionId);
      },
    });
  });
}

/** Confirm dialog with Cancel and a confirming action; resolves true when confirmed. */
export async function confirmDialog(
  message: Message,
  confirmLabel: Message = { id: 'action.ok' },
): Promise<boolean> {
  const choice = await openDialog({
    message,
    actions: [
      { id: 'cancel', label: { id: 'action.cancel' } },
      { id: 'confirm', label: confirmLabel, primary: true },
    ],
  });
  return choice === 'confirm';
}

/** Alert with a single OK. */
export async function alertDialog(message: Message): Promise<void> {
  await openDialog({ message, actions: [{ id: 'ok', label: { id: 'action.ok' }, primary: true }] });
}

/**
 * The one refusal a trial (free-play) player meets wherever a real account is needed (issue 27): the spec's text
 * (free_reject, or on deposit "Please login an actual account to use this function") with Cancel and Register now.
 * Resolves true when the player chose Register now (the caller goes to /m/register).
 */
export async function refuseTrial(message: Message = { id: 'free_reject' }): Promise<boolean> {
  const choice = await openDialog({
    message,
    actions: [
      { id: 'cancel', label: { id: 'action.cancel' } },
      { id: 'register', label: { id: 'action.register_now' }, primary: true },
    ],
  });
  return choice === 'register';
}

/**
 * Shows the loading overlay until the returned function is called or `maxMs` passes
 * (spec: up to 9999 s for login, trial, logout, SMS and chat; 10 s for favourites and the password change).
 */
export function showLoading(message?: Message, maxMs = 9_999_000): () => void {
  const id = ++seq;
  uiState.loading.push({ id, message });
  const hide = () => {
    clearTimeout(timer);
    const i = uiState.loading.findIndex((l) => l.id === id);
    if (i >= 0) uiState.loading.splice(i, 1);
  };
  const timer = setTimeout(hide, maxMs);
  return hide;
}

export function setSideMenu(open: boolean): void {
  uiState.sideMenuOpen = open;
}

registerStore({ name: 'ui', reset, states: [uiState] });
