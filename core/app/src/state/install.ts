/**
 * Add to home screen: the browser's own install prompt where it offers one (beforeinstallprompt, kept for the
 * player's tap), else on iOS Safari a short guide (Share, then Add to Home Screen). Nothing inside the installed app.
 */
import { proxy, ref } from 'valtio';
import { isStandalone } from './platform.ts';
import { registerStore } from './kit/registry.ts';

/** The event Chromium browsers fire when the page may be installed (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Where the popup's dismissal is kept for the session. */
export const INSTALL_DISMISSED_KEY = 'MC_A2HS_CLOSED';

const initial = () => ({ prompt: null as InstallPromptEvent | null, installed: false });
export const installState = proxy(initial());

export function reset(): void {
  Object.assign(installState, initial());
}

/** Starts listening; call once at startup, before the browser fires the event. */
export function watchInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    installState.prompt = ref(e as InstallPromptEvent);
  });
  win.addEventListener('appinstalled', () => {
    installState.prompt = null;
    installState.installed = true;
  });
}

/** Which install offer fits this browser: the real prompt, the iOS guide, or none. */
export function installOffer(
  hasPrompt: boolean,
  win: Pick<Window, 'navigator' | 'matchMedia'> = window,
): 'prompt' | 'iosGuide' | null {
  if (isStandalone(win as Window)) return null;
  if (hasPrompt) return 'prompt';
  const ua = win.navigator.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua);
  const safari = /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
  return ios && safari ? 'iosGuide' : null;
}

/** Shows the browser's install prompt; resolves whether the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const e = installState.prompt;
  if (!e) return false;
  installState.prompt = null; // a prompt can be shown once
  await e.prompt();
  return (await e.userChoice).outcome === 'accepted';
}

export function installDismissed(): boolean {
  try {
    return sessionStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissInstall(): void {
  try {
    sessionStorage.setItem(INSTALL_DISMISSED_KEY, '1');
  } catch {
    /* shows again next time */
  }
}

registerStore({ name: 'install', reset, states: [installState] });
