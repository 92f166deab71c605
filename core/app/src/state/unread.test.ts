import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ inboxUnreadCount: vi.fn() }));
vi.mock('../api/member.ts', () => api);
const { refreshUnread, reset, unreadState } = await import('./unread.ts');
/** The inbox count call answers what `count` answers. */
const setUnreadLoader = (count: () => Promise<number>) =>
  api.inboxUnreadCount.mockImplementation(async () => ({ unreadCount: await count() }));

describe('refreshUnread', () => {
  beforeEach(() => {
    api.inboxUnreadCount.mockReset();
    reset();
  });

  it('fetches the inbox count for a member', async () => {
    const loader = vi.fn().mockResolvedValue(7);
    setUnreadLoader(loader);
    await refreshUnread(0, 10_000);
    expect(loader).toHaveBeenCalledOnce();
    expect(unreadState.count).toBe(7);
  });

  it('never fetches for a trial account (type 4) or a guest', async () => {
    const loader = vi.fn().mockResolvedValue(7);
    setUnreadLoader(loader);
    unreadState.count = 3;
    await refreshUnread(4, 10_000);
    await refreshUnread(null, 20_000);
    expect(loader).not.toHaveBeenCalled();
    expect(unreadState.count).toBe(0);
  });

  it('throttles calls to one per 250 ms', async () => {
    const loader = vi.fn().mockResolvedValue(1);
    setUnreadLoader(loader);
    await refreshUnread(1, 10_000);
    await refreshUnread(1, 10_100);
    await refreshUnread(1, 10_260);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('keeps the last count when the call fails (no alert)', async () => {
    setUnreadLoader(vi.fn().mockResolvedValue(5));
    await refreshUnread(2, 10_000);
    setUnreadLoader(vi.fn().mockRejectedValue(new Error('500')));
    await refreshUnread(2, 20_000);
    expect(unreadState.count).toBe(5);
  });
});
