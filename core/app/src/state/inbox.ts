/**
 * The inbox (/m/webEmail): the member's messages, newest first, a page at a time; opening one marks it read (locally
 * first, then on the gateway), and deleting removes it. Every answer carries the unread count, which the bottom
 * menu's badge shows (state/unread.ts).
 */
import { proxy } from 'valtio';
import type { ValueOf } from '@wl/contract';
import * as memberApi from '../api/member.ts';
import { toastFailure } from './accountErrors.ts';
import { emptyPaged, pagedList } from './kit/pagedList.ts';
import { setUnread } from './unread.ts';
import { registerStore } from './kit/registry.ts';

export type InboxMessage = ValueOf<'inboxList'>['list'][number];

/** Messages per page. */
export const INBOX_PAGE_SIZE = 20;

const INITIAL = {
  /** The messages, a paged list (kit/pagedList.ts); an appended page leaves out messages already shown. */
  ...emptyPaged<InboxMessage>(),
  /** The message shown open, by id. */
  openId: null as number | null,
};

export const inboxState = proxy(structuredClone(INITIAL));

const messages = pagedList({
  state: () => inboxState,
  fetch: (pageNo) => memberApi.inboxList({ pageNo, pageSize: INBOX_PAGE_SIZE }),
  page: (v) => ({ items: v.list, page: v.pageNo, totalPages: v.totalPages }),
  onAnswer: (v) => setUnread(v.unreadCount),
  keepWhileLoading: true,
  key: (m) => m.id,
});

/** Loads the first page (again). */
export function loadInbox(): Promise<void> {
  return messages.load('first');
}

/** Appends the next page. */
export function loadMoreInbox(): Promise<void> {
  return messages.load('more');
}

/** Opens (or closes) a message; an unread one is marked read here first, then on the gateway. */
export async function openMessage(id: number | null): Promise<void> {
  inboxState.openId = inboxState.openId === id ? null : id;
  const msg = inboxState.list.find((m) => m.id === inboxState.openId);
  if (!msg || msg.read) return;
  msg.read = true;
  try {
    setUnread((await memberApi.inboxRead({ id: msg.id })).unreadCount);
  } catch {
    // Shown as read either way; the next list load tells the truth.
  }
}

/** Deletes a message; on failure it stays and the reason is shown. */
export async function deleteMessage(id: number): Promise<boolean> {
  try {
    const { unreadCount } = await memberApi.inboxDelete({ id });
    const i = inboxState.list.findIndex((m) => m.id === id);
    if (i >= 0) inboxState.list.splice(i, 1);
    if (inboxState.openId === id) inboxState.openId = null;
    setUnread(unreadCount);
    return true;
  } catch (e) {
    toastFailure(e);
    return false;
  }
}

/** Back to a first visit (logout, tests, the prerender). */
export function reset(): void {
  messages.cancel();
  Object.assign(inboxState, structuredClone(INITIAL));
}

// Another session's data is never shown to the next one (state/sessionReactor.ts).
registerStore({ name: 'inbox', reset, states: [inboxState], perSession: true });
