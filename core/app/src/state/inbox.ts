/**
 * The inbox (/m/webEmail): the member's messages, newest first, a page at a time; opening one marks it read (locally
 * first, then on the gateway), and deleting removes it. Every answer carries the unread count, which the bottom
 * menu's badge shows (state/unread.ts).
 */
import { proxy } from 'valtio';
import type { ValueOf } from '@wl/contract';
import * as memberApi from '../api/member.ts';
import { toastFailure } from './accountErrors.ts';
import { setUnread } from './unread.ts';
import { registerStore } from './kit/registry.ts';

export type InboxMessage = ValueOf<'inboxList'>['list'][number];

/** Messages per page. */
export const INBOX_PAGE_SIZE = 20;

const INITIAL = {
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  list: [] as InboxMessage[],
  pageNo: 0,
  totalPages: 0,
  /** A further page is loading, or failed to. */
  more: false,
  moreFailed: false,
  /** The message shown open, by id. */
  openId: null as number | null,
};

export const inboxState = proxy(structuredClone(INITIAL));

/** Loads the first page (again). */
export async function loadInbox(): Promise<void> {
  inboxState.status = 'loading';
  try {
    const v = await memberApi.inboxList({ pageNo: 1, pageSize: INBOX_PAGE_SIZE });
    Object.assign(inboxState, { list: v.list, pageNo: v.pageNo, totalPages: v.totalPages, status: 'ready' });
    setUnread(v.unreadCount);
  } catch {
    inboxState.status = 'error';
  }
}

/** Appends the next page. */
export async function loadMoreInbox(): Promise<void> {
  if (inboxState.more || inboxState.pageNo >= inboxState.totalPages) return;
  inboxState.more = true;
  inboxState.moreFailed = false;
  try {
    const v = await memberApi.inboxList({ pageNo: inboxState.pageNo + 1, pageSize: INBOX_PAGE_SIZE });
    const seen = new Set(inboxState.list.map((m) => m.id));
    inboxState.list.push(...v.list.filter((m) => !seen.has(m.id)));
    inboxState.pageNo = v.pageNo;
    inboxState.totalPages = v.totalPages;
    setUnread(v.unreadCount);
  } catch {
    inboxState.moreFailed = true;
  } finally {
    inboxState.more = false;
  }
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
  Object.assign(inboxState, structuredClone(INITIAL));
}

// Another session's data is never shown to the next one (state/sessionReactor.ts).
registerStore({ name: 'inbox', reset, states: [inboxState], perSession: true });
