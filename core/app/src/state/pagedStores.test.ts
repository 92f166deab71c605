/**
 * Every store that pages through the kit's helper (kit/pagedList.ts), wired to its own call: page 1 replaces, "more"
 * asks for the next page and appends, the last page stops it (from totalPages, or from totalCount and the page size
 * when the call only counts items), and an older query's answer never lands.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const wallet = vi.hoisted(() => ({ depositOrders: vi.fn(), withdrawals: vi.fn() }));
const agent = vi.hoisted(() => ({ agentTeam: vi.fn() }));
const protection = vi.hoisted(() => ({ protectionHistory: vi.fn() }));
const member = vi.hoisted(() => ({ inboxList: vi.fn() }));
vi.mock('../api/wallet.ts', () => wallet);
vi.mock('../api/agent.ts', () => agent);
vi.mock('../api/protection.ts', () => protection);
vi.mock('../api/member.ts', () => member);
const { resetAllStores } = await import('./kit/registry.ts');
const deposit = await import('./deposit.ts');
const withdraw = await import('./withdraw.ts');
const agentStore = await import('./agent.ts');
const protectionStore = await import('./protection.ts');
const inbox = await import('./inbox.ts');
const { unreadState } = await import('./unread.ts');

const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }));
/** A wallet-style answer: items and a count, no page count (10 a page). */
const counted = (pageNo: number, n: number, totalCount: number) => ({
  list: rows((pageNo - 1) * 10, n),
  totalCount,
  pageNo,
  pageSize: 10,
});

beforeEach(() => {
  for (const f of [wallet, agent, protection, member].flatMap((m) => Object.values(m))) f.mockReset();
  resetAllStores();
});

describe('deposit orders and withdrawals (10 a page, pages from the count)', () => {
  it('append the next page and stop on the last one', async () => {
    wallet.depositOrders.mockResolvedValueOnce(counted(1, 10, 15)).mockResolvedValueOnce(counted(2, 5, 15));
    await deposit.loadOrders();
    await deposit.loadOrders(true);
    await deposit.loadOrders(true);
    expect(wallet.depositOrders.mock.calls.map((c) => c[0])).toEqual([
      { pageNo: 1, pageSize: 10 },
      { pageNo: 2, pageSize: 10 },
    ]);
    expect(deposit.depositState.orders).toMatchObject({ page: 2, totalPages: 2, totalCount: 15 });
    expect(deposit.depositState.orders.list).toHaveLength(15);

    wallet.withdrawals.mockResolvedValueOnce(counted(1, 10, 11)).mockResolvedValueOnce(counted(2, 1, 11));
    await withdraw.loadWithdrawals();
    await withdraw.loadWithdrawals(true);
    expect(withdraw.withdrawState.withdrawals.list).toHaveLength(11);
    expect(wallet.withdrawals).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 });
  });

  it('keep the shown orders while page 1 is read again (after a payment), then replace them', async () => {
    wallet.depositOrders.mockResolvedValueOnce(counted(1, 3, 3));
    await deposit.loadOrders();
    let answer!: (v: unknown) => void;
    wallet.depositOrders.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const again = deposit.loadOrders();
    expect(deposit.depositState.orders).toMatchObject({ status: 'loading', list: rows(0, 3) });
    answer(counted(1, 1, 1));
    await again;
    expect(deposit.depositState.orders.list).toEqual(rows(0, 1));
  });
});

describe('agent team (20 a page)', () => {
  it('asks for the scope and search of the query shown, and drops an older query', async () => {
    let slow!: (v: unknown) => void;
    agent.agentTeam
      .mockReturnValueOnce(new Promise((r) => (slow = r)))
      .mockResolvedValueOnce({ list: rows(0, 20), pageNo: 1, totalPages: 2, totalCount: 21 })
      .mockResolvedValueOnce({ list: rows(20, 1), pageNo: 2, totalPages: 2, totalCount: 21 });
    const older = agentStore.loadTeam();
    await agentStore.loadTeam({ scope: 'all', search: ' bob ' });
    slow({ list: rows(100, 1), pageNo: 1, totalPages: 1, totalCount: 1 });
    await older;
    await agentStore.loadMoreTeam();
    await agentStore.loadMoreTeam();
    expect(agent.agentTeam.mock.calls.map((c) => c[0])).toEqual([
      { scope: 'direct', pageNo: 1, pageSize: 20 },
      { scope: 'all', pageNo: 1, pageSize: 20, search: 'bob' },
      { scope: 'all', pageNo: 2, pageSize: 20, search: 'bob' },
    ]);
    expect(agentStore.agentState.team).toMatchObject({ page: 2, totalCount: 21, status: 'ready' });
    expect(agentStore.agentState.team.list).toHaveLength(21);
  });
});

describe('protection history (20 a page)', () => {
  it('takes the date it starts from off the first page, and appends the next', async () => {
    protection.protectionHistory
      .mockResolvedValueOnce({ list: rows(0, 20), totalCount: 25, pageNo: 1, pageSize: 20, from: 1234 })
      .mockResolvedValueOnce({ list: rows(20, 5), totalCount: 25, pageNo: 2, pageSize: 20, from: 9999 });
    await protectionStore.loadHistory('bet');
    await protectionStore.loadMoreHistory();
    await protectionStore.loadMoreHistory();
    expect(protection.protectionHistory).toHaveBeenCalledTimes(2);
    expect(protection.protectionHistory).toHaveBeenLastCalledWith({ type: 'bet', pageNo: 2, pageSize: 20 });
    expect(protectionStore.protectionState.history).toMatchObject({ from: 1234, page: 2, totalCount: 25 });
    expect(protectionStore.protectionState.history.list).toHaveLength(25);
  });
});

describe('inbox (20 a page)', () => {
  it('leaves out messages already shown when a page shifts, and follows the unread count', async () => {
    member.inboxList
      .mockResolvedValueOnce({ list: rows(0, 20), pageNo: 1, totalPages: 2, unreadCount: 4 })
      .mockResolvedValueOnce({ list: rows(19, 3), pageNo: 2, totalPages: 2, unreadCount: 3 });
    await inbox.loadInbox();
    expect(unreadState.count).toBe(4);
    await inbox.loadMoreInbox();
    expect(member.inboxList).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 20 });
    expect(inbox.inboxState.list.map((m) => m.id)).toEqual(rows(0, 22).map((m) => m.id));
    expect(unreadState.count).toBe(3);
    await inbox.loadMoreInbox();
    expect(member.inboxList).toHaveBeenCalledTimes(2);
  });
});
