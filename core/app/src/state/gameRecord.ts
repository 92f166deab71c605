/**
 * Betting record (/m/gameRecord): rounds of a local-day range and a category, the range's totals, paged.
 * A newer query wins: an answer to an older one is dropped.
 */
import type { ValueOf } from '@wl/contract';
import { proxy } from 'valtio';
import * as walletApi from '../api/wallet.ts';
import { rangeOf, type RangeId, type RecordType } from '../money/range.ts';
import { emptyPaged, pagedList, countedPage } from './kit/pagedList.ts';
import { registerStore } from './kit/registry.ts';

export type Round = ValueOf<'gameRecords'>['list'][number];
export type Totals = ValueOf<'gameRecords'>['totals'];

export const RECORDS_PAGE_SIZE = 20;

const INITIAL = {
  range: 'today' as RangeId,
  gameType: '' as RecordType,
  /** The range's totals, from its first page. */
  totals: null as Totals | null,
  /** The rounds, a paged list (kit/pagedList.ts); `status` is the first page's, totals included. */
  ...emptyPaged<Round>(),
};

export const recordState = proxy(structuredClone(INITIAL));

/** The range of the loaded list, fixed at the first page so later pages read the same window. */
let window = { startTime: 0, endTime: 0 };

const rounds = pagedList({
  state: () => recordState,
  fetch: (pageNo) =>
    walletApi.gameRecords({ ...window, gameType: recordState.gameType, pageNo, pageSize: RECORDS_PAGE_SIZE }),
  page: (v, pageNo) => countedPage(v.list, pageNo, v.totalCount, RECORDS_PAGE_SIZE),
  onAnswer: (v, first) => {
    if (first) recordState.totals = v.totals;
  },
  keepWhileLoading: true,
});

/** Loads the first page for the current range and category (or the given ones). */
export function loadRecords(
  opts: { range?: RangeId; gameType?: RecordType; now?: Date } = {},
): Promise<void> {
  if (opts.range) recordState.range = opts.range;
  if (opts.gameType !== undefined) recordState.gameType = opts.gameType;
  window = rangeOf(recordState.range, opts.now);
  return rounds.load('first');
}

/** Loads the next page of the same query. */
export function loadMoreRecords(): Promise<void> {
  return rounds.load('more');
}

/** Back to a first visit. */
export function reset(): void {
  rounds.cancel();
  window = { startTime: 0, endTime: 0 };
  Object.assign(recordState, structuredClone(INITIAL));
}

// Another session's data is never shown to the next one (state/sessionReactor.ts).
registerStore({ name: 'gameRecord', reset, states: [recordState], perSession: true });
