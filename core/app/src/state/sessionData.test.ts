import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ memberInfo: vi.fn(), wallet: vi.fn(), inboxUnreadCount: vi.fn() }));
vi.mock('../api/member.ts', () => api);
const { forgetOnSessionChange } = await import('./sessionData.ts');
const { reset: resetSession, setSession } = await import('./session.ts');
const { startSessionReactor } = await import('./sessionReactor.ts');
// A store of one session's data: importing it registers its reset (as its screen's lazy chunk does in the app).
const { searchState } = await import('./search.ts');

const member = {
  token: 'm'.repeat(32),
  userName: 'alice',
  type: 0,
  firstTimeLogin: false,
  merchantCode: 'TST',
};

describe('session data', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    for (const f of Object.values(api)) f.mockReset();
    api.memberInfo.mockResolvedValue({ id: 7, type: 0, nickname: 'Alice', account: 'alice' });
    api.wallet.mockResolvedValue({ sumBalance: 1, currencySymbol: '₱' });
    api.inboxUnreadCount.mockResolvedValue({ unreadCount: 0 });
    resetSession();
    stop = startSessionReactor();
  });
  afterEach(() => stop());

  it('resets every registered store when a session starts and when it ends, and not otherwise', () => {
    const reset = vi.fn();
    forgetOnSessionChange(reset);
    setSession(member);
    expect(reset).toHaveBeenCalledTimes(1);
    setSession(member);
    expect(reset).toHaveBeenCalledTimes(1);
    resetSession();
    expect(reset).toHaveBeenCalledTimes(2);
  });

  it("forgets a loaded store's data with the session that made it", () => {
    setSession(member);
    searchState.term = 'fortune';
    searchState.totalCount = 12;
    resetSession();
    expect(searchState.term).toBe('');
    expect(searchState.totalCount).toBe(0);
  });
});
