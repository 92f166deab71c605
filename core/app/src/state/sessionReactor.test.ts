import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ memberInfo: vi.fn(), wallet: vi.fn(), inboxUnreadCount: vi.fn() }));
vi.mock('../api/member.ts', () => api);
const { resetAllStores } = await import('./kit/registry.ts');
const { memberState } = await import('./member.ts');
const { reset: resetSession, setSession, sessionState } = await import('./session.ts');
const { reset: resetUnread, unreadState } = await import('./unread.ts');
const { walletState } = await import('./wallet.ts');
const { sessionExpired, startSessionReactor } = await import('./sessionReactor.ts');

const member = {
  token: 'm'.repeat(32),
  userName: 'alice',
  type: 0,
  firstTimeLogin: false,
  merchantCode: 'TST',
};
const trial = { ...member, token: 't'.repeat(32), userName: 'trial001', type: 4 };

describe('session reactor', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    for (const f of Object.values(api)) f.mockReset();
    api.memberInfo.mockResolvedValue({ id: 7, type: 0, nickname: 'Alice', account: 'alice' });
    api.wallet.mockResolvedValue({ sumBalance: 120.5, currencySymbol: '₱' });
    api.inboxUnreadCount.mockResolvedValue({ unreadCount: 3 });
    resetAllStores();
    stop = startSessionReactor();
  });
  afterEach(() => stop());

  it('loads member info, balance and unread count when a session starts', async () => {
    setSession(member);
    await vi.waitFor(() => expect(unreadState.count).toBe(3));
    expect(memberState.info?.nickname).toBe('Alice');
    expect(walletState.balance).toBe(120.5);
    expect(api.memberInfo).toHaveBeenCalledOnce();
    expect(api.wallet).toHaveBeenCalledOnce();
  });

  it('never asks a trial account for its unread count', async () => {
    setSession(trial);
    await vi.waitFor(() => expect(walletState.balance).toBe(120.5));
    expect(api.inboxUnreadCount).not.toHaveBeenCalled();
    expect(unreadState.count).toBe(0);
  });

  it('forgets it all when the session ends (log out) or the platform answers 401', async () => {
    for (const end of [resetSession, sessionExpired]) {
      setSession({ ...member, token: `${end.name}`.padEnd(32, 'x') });
      await vi.waitFor(() => expect(unreadState.count).toBe(3));
      end();
      expect(sessionState.info).toBeNull();
      expect(memberState.info).toBeNull();
      expect(walletState.balance).toBeNull();
      expect(unreadState.count).toBe(0);
      resetUnread(); // the 250 ms throttle would drop the next session's first count
    }
  });

  it('reacts at start to a session restored from storage', async () => {
    stop();
    setSession(member);
    expect(api.memberInfo).not.toHaveBeenCalled();
    stop = startSessionReactor();
    await vi.waitFor(() => expect(memberState.info?.id).toBe(7));
  });
});
