/**
 * Betting record (/m/gameRecord): rounds of a local-day range and a category, the range's totals, paged.
 * A newer query wins: an answer to an older one is dropped.
 */
import type { ValueOf } from '@wl/contract';
import { proxy } from 'valtio';
import * as walletApi from '../api/wallet.ts';
import { rangeOf, type RangeId, type RecordType } from '../money/range.ts';
import type { Load } from './deposit.ts';
import { registerStore } from './kit/registry.ts';

export type Round = ValueOf<'gameRecords'>['list'][number];
export type Totals = ValueOf<'gameRecords'>['totals'];

export const RECORDS_PAGE_SIZE = 20;

const INITIAL = {
  range: 'today' as RangeId,
  gameType: '' as RecordType,
  list: [] as Round[],
  totals: null as Totals | null,
  total: 0,
  page: 0,
  load: 'idle' as Load,
  more: false,
  moreFailed: false,
};

export const recordState = proxy(structuredClone(INITIAL));

let query = 0;
/** The range of the loaded list, fixed at the first page so later pages read the same window. */
let window: { startTime: number; endTime: number } | null = null;

/** Loads the first page for the current range and category (or the given ones). */
export async function loadRecords(
  opts: { range?: RangeId; gameType?: RecordType; now?: Date } = {},
): Promise<void> {
  if (opts.range) recordState.range = opts.range;
  if (opts.gameType !== undefined) recordState.gameType = opts.gameType;
  const q = ++query;
  window = rangeOf(recordState.range, opts.now);
  recordState.load = 'loading';
  recordState.moreFailed = false;
  try {
    const v = await walletApi.gameRecords({
      ...window,
      gameType: recordState.gameType,
      pageNo: 1,
      pageSize: RECORDS_PAGE_SIZE,
    });
    if (q !== query) return;
    recordState.list = v.list;
    recordState.totals = v.totals;
    recordState.total = v.totalCount;
    recordState.page = 1;
    recordState.load = 'ready';
  } catch {
    if (q === query) recordState.load = 'error';
  }
}

/** Loads the next page of the same query. */
export async function loadMoreRecords(): Promise<void> {
  if (!window || recordState.more || recordState.load !== 'ready') return;
  const q = query;
  recordState.more = true;
  recordState.moreFailed = false;
  try {
    const v = await walletApi.gameRecords({
      ...window,
      gameType: recordState.gameType,
      pageNo: recordState.page + 1,
      pageSize: RECORDS_PAGE_SIZE,
    });
    if (q !== query) return;
    recordState.list = [...recordState.list, ...v.list];
    recordState.total = v.totalCount;
    recordState.page += 1;
  } catch {
    if (q === query) recordState.moreFailed = true;
  } finally {
    if (q === query) recordState.more = false;
  }
}

/** Back to a first visit. */
export function reset(): void {
  query += 1;
  window = null;
  Object.assign(recordState, structuredClone(INITIAL));
}

// Another session's data is never shown to the next one (state/sessionReactor.ts).
registerStore({ name: 'gameRecord', reset, states: [recordState], perSession: true });
