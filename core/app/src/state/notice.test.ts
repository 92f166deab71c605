import type { Announcement } from '@wl/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ notices: vi.fn(), markAsRead: vi.fn() }));
vi.mock('../api/content.ts', () => api);
const { noticeState, loadNotices, readNotice, refreshNoticeUnread, reset } = await import('./notice.ts');
const { unreadState, unreadTotal, setUnread, reset: resetUnread } = await import('./unread.ts');
const { setSession, clearSession } = await import('./session.ts');

const note = (id: number, read = false): Announcement => ({
  id,
  type: 'PL',
  title: `N${id}`,
  content: `<p>${id}</p>`,
  read,
  createdAt: 1_700_000_000_000 - id,
});

describe('announcements', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    reset();
    resetUnread();
    api.notices.mockReset();
    api.markAsRead.mockReset().mockResolvedValue({ success: true });
    setSession({ token: 't', userName: 'u', type: 0, firstTimeLogin: false, merchantCode: 'X' });
  });
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
  });

  it('marks read here first, then on the gateway, then refreshes the list', async () => {
    const list = [note(1), note(2), note(3, true)];
    api.notices.mockResolvedValueOnce({ list, unread: 2 });
    await loadNotices();
    expect(unreadState.notice).toBe(2);
    const order: string[] = [];
    api.markAsRead.mockImplementation(async () => {
      order.push(`mark:${noticeState.list[0]!.read}:${unreadState.notice}`);
      return { success: true };
    });
    api.notices.mockImplementation(async () => {
      order.push('refresh');
      return { list: [note(1, true), note(2), note(3, true)], unread: 1 };
    });
    const done = readNotice(1);
    // Local first: the dot and the badge drop before any call.
    expect(noticeState.list[0]!.read).toBe(true);
    expect(unreadState.notice).toBe(1);
    await vi.runAllTimersAsync();
    await done;
    expect(order).toEqual(['mark:true:1', 'refresh']);
    expect(api.markAsRead).toHaveBeenCalledWith({ announcementId: 1, read: true });
  });

  it('spaces mark-read calls at least 150 ms apart and sends every one', async () => {
    api.notices.mockResolvedValue({ list: [note(1), note(2), note(3)], unread: 3 });
    await loadNotices();
    const times: number[] = [];
    api.markAsRead.mockImplementation(async () => {
      times.push(Date.now());
      return { success: true };
    });
    const all = Promise.all([readNotice(1), readNotice(2), readNotice(3)]);
    await vi.runAllTimersAsync();
    await all;
    expect(api.markAsRead.mock.calls.map((c) => c[0].announcementId)).toEqual([1, 2, 3]);
    // Spec section 7: "markAsRead: POST with announcementId and read=true, throttled 150 ms" (section 9 too).
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(150);
  });

  it('reading twice or reading a read one calls nothing', async () => {
    api.notices.mockResolvedValue({ list: [note(1, true)], unread: 0 });
    await loadNotices();
    await readNotice(1);
    await readNotice(99);
    expect(api.markAsRead).not.toHaveBeenCalled();
  });

  it('keeps the local mark when the gateway fails, and does not refresh', async () => {
    api.notices.mockResolvedValueOnce({ list: [note(1)], unread: 1 });
    await loadNotices();
    api.markAsRead.mockRejectedValueOnce(new Error('offline'));
    const done = readNotice(1);
    await vi.runAllTimersAsync();
    await done;
    expect(noticeState.list[0]!.read).toBe(true);
    expect(api.notices).toHaveBeenCalledTimes(1);
  });

  it('counts for the badge: zero for a guest, throttled 250 ms, summed with the inbox', async () => {
    api.notices.mockResolvedValue({ list: [], unread: 4 });
    setUnread(3);
    await refreshNoticeUnread(0, 10_000);
    await refreshNoticeUnread(0, 10_100);
    expect(api.notices).toHaveBeenCalledTimes(1);
    expect(unreadTotal(unreadState)).toBe(7);
    await refreshNoticeUnread(null, 10_500);
    expect(unreadState.notice).toBe(0);
  });

  it('counts nothing for a trial account (no unread badge for type 4), without asking the gateway', async () => {
    api.notices.mockResolvedValue({ list: [], unread: 4 });
    await refreshNoticeUnread(0, 10_000);
    expect(unreadState.notice).toBe(4);
    await refreshNoticeUnread(4, 20_000);
    expect(unreadState.notice).toBe(0);
    expect(api.notices).toHaveBeenCalledTimes(1);
  });

  it('a guest reads locally only', async () => {
    clearSession();
    api.notices.mockResolvedValue({ list: [note(1)], unread: 1 });
    await loadNotices();
    await readNotice(1);
    expect(noticeState.list[0]!.read).toBe(true);
    expect(api.markAsRead).not.toHaveBeenCalled();
  });
});
