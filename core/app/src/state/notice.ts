/**
 * Announcements (/m/notice): the list with the player's read flags, and reading one. Reading is marked locally at
 * once (the dot and the badge drop), then reported to the gateway no more than once per 150 ms, then the list is
 * refreshed from the gateway (spec sections 4 and 9).
 */
import { isTrialType, type Announcement } from '@wl/contract';
import { proxy } from 'valtio';
import * as content from '../api/content.ts';
import { i18nState } from '../i18n/i18n.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { sessionState } from './session.ts';
import { setNoticeUnread } from './unread.ts';
import { registerStore } from './kit/registry.ts';

const INITIAL = { list: [] as Announcement[], load: 'idle' as LoadStatus };

export const noticeState = proxy(structuredClone(INITIAL));

/** Spec section 9: mark-read is throttled to one call per 150 ms. */
export const MARK_READ_THROTTLE_MS = 150;
/** The unread count follows the inbox count's throttle (250 ms): it is renewed on every navigation. */
export const NOTICE_COUNT_THROTTLE_MS = 250;

let query = 0;
let lastCount = 0;
let lastMark = -Infinity;
let marks: Promise<unknown> = Promise.resolve();

const unreadOf = (list: readonly Announcement[]) => list.filter((n) => !n.read).length;

/** Loads the announcements; `quiet` keeps the shown list (no skeleton) while it refreshes. */
export async function loadNotices(opts: { quiet?: boolean } = {}): Promise<void> {
  const q = ++query;
  if (!opts.quiet || noticeState.load !== 'ready') noticeState.load = 'loading';
  try {
    const v = await content.notices({ language: i18nState.lang });
    if (q !== query) return;
    noticeState.list = v.list;
    noticeState.load = 'ready';
    if (sessionState.info) setNoticeUnread(v.unread);
  } catch {
    if (q === query && !opts.quiet) noticeState.load = 'error';
  }
}

/** Waits until 150 ms have passed since the previous mark-read call, then makes this one (calls never overlap). */
function throttledMark(id: number): Promise<void> {
  const next = marks.then(async () => {
    const wait = lastMark + MARK_READ_THROTTLE_MS - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    lastMark = Date.now();
    await content.markAsRead({ announcementId: id, read: true });
  });
  marks = next.catch(() => undefined);
  return next;
}

/**
 * Reads an announcement: marked read here first (the badge falls at once), then on the gateway (throttled
 * 150 ms), then the list is refreshed. A guest has no read flags on the gateway, so only the local mark applies.
 */
export async function readNotice(id: number): Promise<void> {
  const item = noticeState.list.find((n) => n.id === id);
  if (!item || item.read) return;
  item.read = true;
  if (!sessionState.info) return;
  setNoticeUnread(unreadOf(noticeState.list));
  try {
    await throttledMark(id);
  } catch {
    return; // the local mark stays; the next load shows the gateway's view
  }
  await loadNotices({ quiet: true });
}

/**
 * Renews the unread announcement count for the badge as the player moves around: none for a guest, at most one
 * call per 250 ms.
 * @param type the session's account type, or null for a guest
 */
export async function refreshNoticeUnread(type: number | null, now: number = Date.now()): Promise<void> {
  // A guest has no badge, and a trial account shows none (spec section 4: no unread counts for type 4).
  if (type === null || isTrialType(type)) {
    setNoticeUnread(0);
    return;
  }
  if (now - lastCount < NOTICE_COUNT_THROTTLE_MS) return;
  lastCount = now;
  try {
    const v = await content.notices({ language: i18nState.lang });
    if (sessionState.info) setNoticeUnread(v.unread);
  } catch {
    /* no alert: keep the last count */
  }
}

/** Back to a first visit: no list, no throttles. */
export function reset(): void {
  query++;
  lastCount = 0;
  lastMark = -Infinity;
  marks = Promise.resolve();
  Object.assign(noticeState, structuredClone(INITIAL));
}

// Another session's data is never shown to the next one (state/sessionReactor.ts).
registerStore({ name: 'notice', reset, states: [noticeState], perSession: true });
