/**
 * The store registry: every store module registers its reset (a test imports them all and finds none missing),
 * resetAllStores() resets them all, and a session change resets those that hold one session's data.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getVersion, snapshot } from 'valtio';

const api = vi.hoisted(() => ({ memberInfo: vi.fn(), wallet: vi.fn(), inboxUnreadCount: vi.fn() }));
vi.mock('../../api/member.ts', async (original) => ({ ...(await original()), ...api }));
const { registerStore, registeredStores, resetAllStores } = await import('./registry.ts');
const { reset: resetSession, setSession } = await import('../session.ts');
const { startSessionReactor } = await import('../sessionReactor.ts');
// A store of one session's data: importing it registers its reset (as its screen's lazy chunk does in the app).
const { searchState } = await import('../search.ts');

const member = {
  token: 'm'.repeat(32),
  userName: 'alice',
  type: 0,
  firstTimeLogin: false,
  merchantCode: 'TST',
};

/** Every module that may hold a store: state/ (and its kit), plus the layout's and the API client's own. */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../*.ts', './*.ts', '../../layout/*.ts', '../../api/*.ts', '!**/*.test.ts'],
  { eager: true },
);

describe('the registry is complete', () => {
  const stores = registeredStores();
  const states = new Set<unknown>(stores.flatMap((s) => s.states ?? []));
  const resets = new Set<unknown>(stores.map((s) => s.reset));
  const exported = Object.entries(modules).flatMap(([file, mod]) =>
    Object.entries(mod).map(([name, value]) => ({ file, name, value })),
  );

  it('found the store modules', () => {
    expect(Object.keys(modules)).toEqual(
      expect.arrayContaining(['../deposit.ts', '../session.ts', '../../layout/termsNotice.ts']),
    );
  });

  it('registers every exported store (valtio proxy)', () => {
    const proxies = exported.filter(
      ({ value }) => typeof value === 'object' && value !== null && getVersion(value) !== undefined,
    );
    expect(proxies.length).toBeGreaterThanOrEqual(28);
    const missing = proxies.filter(({ value }) => !states.has(value)).map((x) => `${x.file}: ${x.name}`);
    expect(missing, 'exported stores that are not registered (registerStore in their module)').toEqual([]);
  });

  it("registers every store module's reset", () => {
    const own = exported.filter(({ name, value }) => name === 'reset' && typeof value === 'function');
    const missing = own.filter(({ value }) => !resets.has(value)).map((x) => x.file);
    expect(missing, 'modules whose reset is not registered').toEqual([]);
  });

  it('resets every registered store to a first visit', () => {
    const all = stores.flatMap((s) => s.states ?? []) as Record<string, unknown>[];
    const first = all.map((s) => JSON.stringify(snapshot(s)));
    // Every top-level flag, count and text changed, as a visit would.
    for (const s of all)
      for (const [k, v] of Object.entries(s)) {
        if (typeof v === 'boolean') s[k] = !v;
        else if (typeof v === 'number') s[k] = v + 1;
        else if (typeof v === 'string') s[k] = `${v}~`;
      }
    expect(all.map((s) => JSON.stringify(snapshot(s)))).not.toEqual(first);
    resetAllStores();
    expect(all.map((s) => JSON.stringify(snapshot(s)))).toEqual(first);
  });

  it('resets, on a session change, exactly the stores that hold one session data', () => {
    expect(
      stores
        .filter((s) => s.perSession)
        .map((s) => s.name)
        .sort(),
    ).toEqual(
      [
        'agent',
        'chat',
        'deposit',
        'favourites',
        'feedback',
        'gameRecord',
        'inbox',
        'invite',
        'kyc',
        'notice',
        'personalInfo',
        'protection',
        'rewards',
        'search',
        'securitySettings',
        // Issue 28: the member's wallet balances.
        'transfer',
        'withdraw',
      ].sort(),
    );
  });
});

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

  it('resets every per-session store when a session starts and when it ends, and not otherwise', () => {
    const reset = vi.fn();
    const other = vi.fn();
    registerStore({ name: 'test-session', reset, perSession: true });
    registerStore({ name: 'test-page', reset: other });
    setSession(member);
    expect(reset).toHaveBeenCalledTimes(1);
    setSession(member);
    expect(reset).toHaveBeenCalledTimes(1);
    resetSession();
    expect(reset).toHaveBeenCalledTimes(2);
    expect(other).not.toHaveBeenCalled();
    resetAllStores();
    expect(other).toHaveBeenCalledOnce();
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
