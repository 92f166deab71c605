/**
 * The one paged list every store uses (spec section 4: "hasMore is true while the current page is less than
 * totalPages. Paged lists append when loading further pages and replace otherwise"). A store keeps the fields of
 * `PagedState` in its proxy (flat, or as a sub-object) and drives them with `pagedList`: `load('first')` for a new
 * query (page 1 replaces the list), `load('more')` for the next page (appended). Each first load takes a new request
 * token, so an answer for an older query never lands, whatever order the answers come back in.
 */
import { ref } from 'valtio';
import type { LoadStatus } from './loadStatus.ts';

/** The fields of a paged list, named the same in every store. */
export interface PagedState<T> {
  /** Every item loaded so far, in page order. */
  list: T[];
  /** The last page loaded; 0 before the first answer. */
  page: number;
  totalPages: number;
  /** Items matching in all (what "shown / total" counts); the items loaded when the call does not count them. */
  totalCount: number;
  /** Page 1: idle, loading, ready, or error (the list's retry in place). */
  status: LoadStatus;
  /** A further page is loading; the shown list stays. */
  more: boolean;
  /** The last further page failed; the shown list stays and "more" retries. */
  moreFailed: boolean;
}

/** A paged list before its first load. */
export function emptyPaged<T>(): PagedState<T> {
  return { list: [], page: 0, totalPages: 0, totalCount: 0, status: 'idle', more: false, moreFailed: false };
}

/** hasMore while the current page is less than totalPages (spec section 4). */
export const hasMore = (p: { page: number; totalPages: number }): boolean => p.page < p.totalPages;

/** Page 1 replaces the list, a further page appends to it (spec section 4). */
export function mergePage<T>(list: readonly T[], page: number, next: readonly T[]): T[] {
  return page <= 1 ? [...next] : [...list, ...next];
}

/** One page as the list needs it, whatever the call names its fields. */
export interface Page<T> {
  items: readonly T[];
  /** The page this answer is. */
  page: number;
  totalPages: number;
  /** Items matching in all, when the call counts them. */
  totalCount?: number;
}

/** A page of a call that counts items but not pages (wallet, protection): its page count follows from the count. */
export function countedPage<T>(
  items: readonly T[],
  page: number,
  totalCount: number,
  pageSize: number,
): Page<T> {
  return { items, page, totalCount, totalPages: Math.ceil(totalCount / pageSize) };
}

export interface PagedListOptions<T, A> {
  /** The list's fields in the store, read at every use (a store's reset may replace the object). */
  state: () => PagedState<T>;
  /** Asks for one page (from 1) of the query the store holds now. */
  fetch: (pageNo: number) => Promise<A>;
  /** Reads the page out of an answer. */
  page: (answer: A, pageNo: number) => Page<T>;
  /** Takes whatever else an answer carries (a first page's totals, an unread count); only answers that land. */
  onAnswer?: (answer: A, first: boolean) => void;
  /**
   * Keeps the shown list while page 1 loads again (the orders re-read after a payment) instead of emptying it at
   * once; the answer replaces it either way.
   */
  keepWhileLoading?: boolean;
  /** Holds the list by reference (valtio `ref`): a snapshot costs nothing per item and items keep their identity. */
  byRef?: boolean;
  /** Item identity: an appended page leaves out items already shown (rows shift when new ones arrive). */
  key?: (item: T) => string | number;
}

export interface PagedList {
  /**
   * 'first' loads page 1 of the store's current query and replaces the list (an older query's answers are dropped
   * from then on); 'more' appends the next page, only while the list is ready, has more and no page is loading.
   */
  load(kind: 'first' | 'more'): Promise<void>;
  /** Drops every answer still on its way (the store's reset, or a query it abandons). */
  cancel(): void;
}

/**
 * Drives a store's paged list.
 * @example
 * const orders = pagedList({
 *   state: () => depositState.orders,
 *   fetch: (pageNo) => walletApi.depositOrders({ pageNo, pageSize: 10 }),
 *   page: (v, pageNo) => countedPage(v.list, pageNo, v.totalCount, 10),
 * });
 * await orders.load('first');
 */
export function pagedList<T, A>(opts: PagedListOptions<T, A>): PagedList {
  let token = 0;
  const hold = (list: T[]): T[] => (opts.byRef ? ref(list) : list);

  /** A further page appended, less the items already shown when the list knows their identity. */
  const append = (list: readonly T[], items: readonly T[]): T[] => {
    const { key } = opts;
    const shown = key ? new Set(list.map(key)) : null;
    return mergePage(list, 2, shown && key ? items.filter((i) => !shown.has(key(i))) : items);
  };

  function land(answer: A, pageNo: number): void {
    const p = opts.page(answer, pageNo);
    const s = opts.state();
    const list = pageNo <= 1 ? mergePage([], 1, p.items) : append(s.list, p.items);
    Object.assign(s, {
      list: hold(list),
      page: p.page,
      totalPages: p.totalPages,
      totalCount: p.totalCount ?? list.length,
    });
  }

  async function first(): Promise<void> {
    const mine = ++token;
    const s = opts.state();
    if (opts.keepWhileLoading) Object.assign(s, { status: 'loading', more: false, moreFailed: false });
    else Object.assign(s, { ...emptyPaged<T>(), list: hold([]), status: 'loading' });
    try {
      const answer = await opts.fetch(1);
      if (mine !== token) return;
      land(answer, 1);
      opts.state().status = 'ready';
      opts.onAnswer?.(answer, true);
    } catch {
      if (mine === token) opts.state().status = 'error';
    }
  }

  async function more(): Promise<void> {
    const s = opts.state();
    if (s.status !== 'ready' || s.more || !hasMore(s)) return;
    const mine = token;
    const pageNo = s.page + 1;
    s.more = true;
    s.moreFailed = false;
    try {
      const answer = await opts.fetch(pageNo);
      if (mine !== token) return;
      land(answer, pageNo);
      opts.onAnswer?.(answer, false);
    } catch {
      if (mine === token) opts.state().moreFailed = true;
    } finally {
      if (mine === token) opts.state().more = false;
    }
  }

  return {
    load: (kind) => (kind === 'first' ? first() : more()),
    cancel: () => void ++token,
  };
}
