/**
 * Live chat (spec sections 6, 7, 8): a guest goes to /m/login and comes back; a trial player gets free_reject for
 * 1 s; a member gets the platform chat (CBS_launchChat, flag CBS3) opened as the page location after 500 ms, or,
 * without CBS3, the merchant's configured LIVECHAT link. The session token never goes into the chat's URL.
 */
import type { Location, NavigateFunction } from 'react-router-dom';
import { proxy } from 'valtio';
import { isTrialType } from '@wl/contract';
import * as memberApi from '../api/member.ts';
import { config } from '../config/config.ts';
import { i18nState } from '../i18n/i18n.ts';
import { toastFailure } from './accountErrors.ts';
import { isTrial, requireSession, sessionState } from './session.ts';
import { pathOf } from '../routes/paths.ts';
import { refuseTrial, showLoading, toast } from './ui.ts';
import { safeUrl } from './links.ts';
import { setChatUnread } from './unread.ts';
import { registerStore } from './kit/registry.ts';
import { runtime } from './runtime.ts';

/** The spec's pause between the chat answer and leaving the page. */
export const CHAT_OPEN_DELAY_MS = 500;

/** Spec section 9: chat permission and unread counts are throttled to one call per 250 ms. */
export const CHAT_THROTTLE_MS = 250;

/** Whether the platform lets this member chat (hasPermission); null until asked. */
export const chatState = proxy({ hasPermission: null as boolean | null });
let lastChat = 0;

/**
 * Refreshes the chat permission and unread count: only with CBS3, for a logged-in account of a type other than 4
 * (spec section 4); anyone else has no chat count. Calls within 250 ms of the previous one are dropped, and a
 * failure keeps the last values (no alert).
 */
export async function refreshChat(type: number | null, now: number = Date.now()): Promise<void> {
  if (type === null || isTrialType(type) || !runtime().whitelabel.CBS3) {
    chatState.hasPermission = null;
    setChatUnread(0);
    return;
  }
  if (now - lastChat < CHAT_THROTTLE_MS) return;
  lastChat = now;
  try {
    const { hasPermission } = await memberApi.chatPermission();
    chatState.hasPermission = hasPermission;
    setChatUnread(hasPermission ? (await memberApi.chatUnreadCount()).unReadCount : 0);
  } catch {
    /* no alert: keep the last values */
  }
}

/** Back to a first visit (logout, tests, the prerender). */
export function reset(): void {
  lastChat = 0;
  chatState.hasPermission = null;
}

function headerColour(): string | undefined {
  const v = getComputedStyle(document.documentElement).getPropertyValue('--color-header').trim();
  return /^#[0-9a-f]{3,8}$/i.test(v) ? v : undefined;
}

/** Opens live chat for the current player, or explains why not. Resolves once the page is on its way. */
export async function openLiveChat(
  navigate: NavigateFunction,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  if (!requireSession(navigate, location)) return;
  if (isTrial(sessionState.info)) {
    if (await refuseTrial()) navigate(pathOf('register'));
    return;
  }
  const configured = runtime().links.customerService.find((c) => c.csType === 'LIVECHAT')?.url;
  if (!runtime().whitelabel.CBS3) {
    if (configured) window.location.assign(configured);
    return;
  }
  if (chatState.hasPermission === null) {
    lastChat = 0;
    await refreshChat(sessionState.info?.type ?? null);
  }
  if (chatState.hasPermission === false) {
    toast({ id: 'error.no_permission' }, { kind: 'error' });
    return;
  }
  const hide = showLoading(undefined, 9_999_000);
  try {
    const colour = headerColour();
    const { chatUrl } = await memberApi.launchChat({
      b2c: 1,
      language: i18nState.lang,
      backUrl: window.location.href,
      title: config().brandName,
      ...(colour ? { headerColor: colour } : {}),
    });
    // The chat URL comes from the gateway: opened only if https and on the merchant's allowlist (state/links.ts).
    const url = safeUrl(chatUrl);
    if (!url) {
      toast({ id: 'links.blocked' }, { kind: 'error' });
      return;
    }
    await new Promise((r) => setTimeout(r, CHAT_OPEN_DELAY_MS));
    window.location.assign(url.href);
  } catch (e) {
    toastFailure(e);
  } finally {
    hide();
  }
}

// Another session's data is never shown to the next one (state/sessionReactor.ts).
registerStore({ name: 'chat', reset, states: [chatState], perSession: true });
