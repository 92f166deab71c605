import { isTrialType } from '@wl/contract';
import { proxy } from 'valtio';
import * as memberApi from '../api/member.ts';
import { registerStore } from './kit/registry.ts';

const INITIAL = {
  /** Unread inbox messages. */
  count: 0,
  /** Unread announcements (state/notice.ts sets it). */
  notice: 0,
  /** Unread live-chat messages (CBS3 only; state/chat.ts fetches them). */
  chat: 0,
};

/** Unread counts, summed into the members badge of the bottom menu (unreadTotal). */
export const unreadState = proxy(structuredClone(INITIAL));

/** Spec section 9: the inbox unread count is throttled to one call per 250 ms. */
export const UNREAD_THROTTLE_MS = 250;
let last = 0;

/**
 * Refreshes the unread count for a logged-in account. A trial account (type 4) never fetches it (spec section 4),
 * a guest has none, and calls within 250 ms of the previous one are dropped.
 * @param type the session's account type, or null for a guest
 */
export async function refreshUnread(type: number | null, now: number = Date.now()): Promise<void> {
  if (type === null || isTrialType(type)) {
    unreadState.count = 0;
    return;
  }
  if (now - last < UNREAD_THROTTLE_MS) return;
  last = now;
  try {
    const n = (await memberApi.inboxUnreadCount()).unreadCount;
    unreadState.count = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  } catch {
    /* "no alert" per spec: keep the last count */
  }
}

/** Sets the count directly (e.g. after reading a message). */
export function setUnread(count: number): void {
  unreadState.count = Math.max(0, Math.floor(count));
}

/** Sets the unread announcement count (state/notice.ts, after loading or reading announcements). */
export function setNoticeUnread(count: number): void {
  unreadState.notice = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** What the members badge counts: every unread part summed. */
export function unreadTotal(s: { count: number; notice: number; chat: number }): number {
  return s.count + s.notice + s.chat;
}

/** Sets the unread chat count (state/chat.ts, which knows when chat counts may be fetched). */
export function setChatUnread(count: number): void {
  unreadState.chat = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** Back to a first visit: no count, no throttle. */
export function reset(): void {
  last = 0;
  Object.assign(unreadState, structuredClone(INITIAL));
}

registerStore({ name: 'unread', reset, states: [unreadState] });
