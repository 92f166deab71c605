/** The paged-list helper against the spec's rule (section 4): append on more, replace on a new query, hasMore. */
import { describe, expect, it } from 'vitest';
import { getVersion, proxy } from 'valtio';
import { countedPage, emptyPaged, hasMore, mergePage, pagedList, type PagedState } from './pagedList.ts';

type Answer = { items: number[]; page: number; totalPages: number; totalCount: number };
const answer = (page: number, totalPages: number, items: number[]): Answer => ({
  items,
  page,
  totalPages,
  totalCount: totalPages * 2,
});

/** A list whose calls wait until the test answers them, in any order. */
function harness(opts: { keepWhileLoading?: boolean; byRef?: boolean; key?: (n: number) => number } = {}) {
  const state = proxy({ query: 'a', ...emptyPaged<number>() });
  const calls: { query: string; pageNo: number; answer: (a: Answer) => void; fail: () => void }[] = [];
  const answered: [Answer, boolean][] = [];
  const list = pagedList<number, Answer>({
    state: () => state,
    fetch: (pageNo) =>
      new Promise((resolve, reject) =>
        calls.push({ query: state.query, pageNo, answer: resolve, fail: () => reject(new Error('down')) }),
      ),
    page: (a) => a,
    onAnswer: (a, first) => answered.push([a, first]),
    ...opts,
  });
  return { state, calls, answered, list };
}

describe('hasMore and mergePage (spec section 4)', () => {
  it('has more while page < totalPages', () => {
    expect(hasMore({ page: 0, totalPages: 0 })).toBe(false);
    expect(hasMore({ page: 1, totalPages: 2 })).toBe(true);
    expect(hasMore({ page: 2, totalPages: 2 })).toBe(false);
  });

  it('page 1 replaces, a further page appends', () => {
    expect(mergePage([1, 2], 1, [3])).toEqual([3]);
    expect(mergePage([1, 2], 2, [3])).toEqual([1, 2, 3]);
  });

  it('counts the pages of a call that only counts items', () => {
    expect(countedPage([1], 1, 21, 10)).toEqual({ items: [1], page: 1, totalCount: 21, totalPages: 3 });
    expect(countedPage([], 1, 0, 10).totalPages).toBe(0);
  });
});

describe('pagedList', () => {
  it('replaces on first, appends on more, and stops on the last page', async () => {
    const { state, calls, answered, list } = harness();
    const first = list.load('first');
    expect(state.status).toBe('loading');
    calls[0]!.answer(answer(1, 2, [1, 2]));
    await first;
    expect(state).toMatchObject({ list: [1, 2], page: 1, totalPages: 2, totalCount: 4, status: 'ready' });
    const more = list.load('more');
    expect(state.more).toBe(true);
    expect(calls[1]!.pageNo).toBe(2);
    calls[1]!.answer(answer(2, 2, [3, 4]));
    await more;
    expect(state).toMatchObject({ list: [1, 2, 3, 4], page: 2, more: false });
    await list.load('more');
    expect(calls).toHaveLength(2);
    expect(answered.map(([, f]) => f)).toEqual([true, false]);
  });

  it('a new query empties the list at once and starts again at page 1', async () => {
    const { state, calls, list } = harness();
    const a = list.load('first');
    calls[0]!.answer(answer(1, 3, [1, 2]));
    await a;
    state.query = 'b';
    const b = list.load('first');
    expect(state).toMatchObject({ list: [], page: 0, totalPages: 0, totalCount: 0, status: 'loading' });
    expect(calls[1]).toMatchObject({ query: 'b', pageNo: 1 });
    calls[1]!.answer(answer(1, 1, [9]));
    await b;
    expect(state.list).toEqual([9]);
  });

  it('never lands a stale answer: an older query answering last is dropped, first page or further', async () => {
    const { state, calls, answered, list } = harness();
    const a = list.load('first');
    calls[0]!.answer(answer(1, 3, [1, 2]));
    await a;
    const moreOfA = list.load('more');
    state.query = 'b';
    const firstOfB = list.load('first');
    const secondOfB = list.load('first');
    calls[3]!.answer(answer(1, 1, [20]));
    await secondOfB;
    calls[2]!.answer(answer(1, 1, [10]));
    calls[1]!.answer(answer(2, 3, [3, 4]));
    await Promise.all([firstOfB, moreOfA]);
    expect(state).toMatchObject({ list: [20], page: 1, totalPages: 1, status: 'ready', more: false });
    expect(answered).toHaveLength(2);
  });

  it('a failure of a stale call changes nothing', async () => {
    const { state, calls, list } = harness();
    const a = list.load('first');
    const b = list.load('first');
    calls[1]!.answer(answer(1, 1, [5]));
    calls[0]!.fail();
    await Promise.all([a, b]);
    expect(state.status).toBe('ready');
  });

  it('page 1 failing shows the retry state; a further page failing keeps the list and flags it', async () => {
    const { state, calls, list } = harness();
    const a = list.load('first');
    calls[0]!.fail();
    await a;
    expect(state.status).toBe('error');
    const b = list.load('first');
    calls[1]!.answer(answer(1, 2, [1]));
    await b;
    const more = list.load('more');
    calls[2]!.fail();
    await more;
    expect(state).toMatchObject({ list: [1], page: 1, status: 'ready', more: false, moreFailed: true });
    const retry = list.load('more');
    expect(state.moreFailed).toBe(false);
    calls[3]!.answer(answer(2, 2, [2]));
    await retry;
    expect(state.list).toEqual([1, 2]);
  });

  it('asks for no further page while one is loading, before page 1, or while page 1 reloads', async () => {
    const { calls, list } = harness();
    await list.load('more');
    expect(calls).toHaveLength(0);
    const a = list.load('first');
    void list.load('more');
    calls[0]!.answer(answer(1, 3, [1]));
    await a;
    void list.load('more');
    void list.load('more');
    expect(calls.map((c) => c.pageNo)).toEqual([1, 2]);
  });

  it('cancel drops the answers on their way', async () => {
    const { state, calls, list } = harness();
    const a = list.load('first');
    list.cancel();
    calls[0]!.answer(answer(1, 1, [1]));
    await a;
    expect(state).toMatchObject({ list: [], status: 'loading' });
  });

  it('keepWhileLoading leaves the shown list until page 1 answers, then replaces it', async () => {
    const { state, calls, list } = harness({ keepWhileLoading: true });
    const a = list.load('first');
    calls[0]!.answer(answer(1, 2, [1, 2]));
    await a;
    const b = list.load('first');
    expect(state).toMatchObject({ list: [1, 2], page: 1, status: 'loading' });
    calls[1]!.answer(answer(1, 1, [7]));
    await b;
    expect(state.list).toEqual([7]);
  });

  it('byRef holds the list unproxied; key leaves out rows already shown', async () => {
    const { state, calls, list } = harness({ byRef: true, key: (n) => n });
    const a = list.load('first');
    calls[0]!.answer(answer(1, 2, [1, 2]));
    await a;
    expect(getVersion(state.list)).toBeUndefined();
    const more = list.load('more');
    calls[1]!.answer(answer(2, 2, [2, 3]));
    await more;
    expect(state.list).toEqual([1, 2, 3]);
  });

  it('counts the loaded items when the call does not count them', async () => {
    const state = proxy(emptyPaged<number>()) as PagedState<number>;
    const list = pagedList<number, number[]>({
      state: () => state,
      fetch: async () => [1, 2, 3],
      page: (items) => ({ items, page: 1, totalPages: 1 }),
    });
    await list.load('first');
    expect(state.totalCount).toBe(3);
  });
});
