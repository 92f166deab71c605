import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ gameRecords: vi.fn() }));
vi.mock('../api/wallet.ts', () => api);
const { loadMoreRecords, loadRecords, recordState, reset, RECORDS_PAGE_SIZE } =
  await import('./gameRecord.ts');

const round = (i: number) => ({
  roundId: `R${i}`,
  gameName: 'Slot',
  vendorCode: 'SBX',
  gameType: 'RNG',
  stake: 5,
  win: 0,
  net: -5,
  time: 1,
});
const page = (pageNo: number, n: number, total: number) => ({
  list: Array.from({ length: n }, (_, i) => round((pageNo - 1) * RECORDS_PAGE_SIZE + i)),
  totals: { count: total, stake: 5 * total, win: 0, net: -5 * total },
  totalCount: total,
  pageNo,
  pageSize: RECORDS_PAGE_SIZE,
});

describe('betting record store', () => {
  beforeEach(() => {
    api.gameRecords.mockReset();
    reset();
  });

  it('asks for the local day range and category, then pages through the same window', async () => {
    const now = new Date(2026, 5, 1, 0, 0, 5); // five seconds after local midnight
    api.gameRecords
      .mockResolvedValueOnce(page(1, RECORDS_PAGE_SIZE, 25))
      .mockResolvedValueOnce(page(2, 5, 25));
    await loadRecords({ range: 'yesterday', gameType: 'RNG', now });
    expect(api.gameRecords).toHaveBeenLastCalledWith({
      startTime: new Date(2026, 4, 31).getTime(),
      endTime: new Date(2026, 5, 1).getTime(),
      gameType: 'RNG',
      pageNo: 1,
      pageSize: RECORDS_PAGE_SIZE,
    });
    await loadMoreRecords();
    expect(api.gameRecords.mock.calls[1]![0]).toMatchObject({
      startTime: new Date(2026, 4, 31).getTime(),
      pageNo: 2,
    });
    expect(recordState.list).toHaveLength(25);
    expect(recordState.totals).toEqual({ count: 25, stake: 125, win: 0, net: -125 });
  });

  it('drops the answer of an older query (a quick tab change)', async () => {
    let slow!: (v: unknown) => void;
    api.gameRecords.mockReturnValueOnce(new Promise((r) => (slow = r))).mockResolvedValueOnce(page(1, 1, 1));
    const first = loadRecords({ range: 'month' });
    await loadRecords({ range: 'today' });
    slow(page(1, 3, 3));
    await first;
    expect(recordState.range).toBe('today');
    expect(recordState.list).toHaveLength(1);
  });

  it('a failure leaves a retry state; a failed next page keeps the list; reset empties it', async () => {
    api.gameRecords.mockRejectedValueOnce(new Error('offline'));
    await loadRecords();
    expect(recordState.status).toBe('error');
    api.gameRecords
      .mockResolvedValueOnce(page(1, RECORDS_PAGE_SIZE, 30))
      .mockRejectedValueOnce(new Error('x'));
    await loadRecords();
    await loadMoreRecords();
    expect(recordState.moreFailed).toBe(true);
    expect(recordState.list).toHaveLength(RECORDS_PAGE_SIZE);
    reset();
    expect(recordState).toMatchObject({
      list: [],
      totals: null,
      status: 'idle',
      range: 'today',
      gameType: '',
    });
  });
});
