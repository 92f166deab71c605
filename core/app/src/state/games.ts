/**
 * The category screen's list (/m/gameList): one category, one mode (All, Favourites, a vendor or the filter panel)
 * and a search term. Changing any of them starts again at page 1 (replace); loading further pages appends. An answer
 * for a list that is no longer shown is dropped.
 */
import { proxy, ref } from 'valtio';
import type { GameCategory, GameTile, Vendor } from '@wl/contract';
import * as games from '../api/games.ts';
import { i18nState } from '../i18n/i18n.ts';
import {
  categoryOf,
  CATEGORY_PAGE_SIZE,
  FAVOURITES_PAGE_SIZE,
  hasMore,
  listQuery,
  mergePage,
  type Category,
  type Mode,
} from './gamesRules.ts';
import { registerStore } from './kit/registry.ts';

export type Status = 'idle' | 'loading' | 'ready' | 'error';

const initial = () => ({
  /** JSON of what the list answers (category, mode, term). */
  key: '',
  category: categoryOf('RNG') as Category,
  mode: { kind: 'all' } as Mode,
  term: '',
  /**
   * The games shown, held by reference (never proxied): a page appended replaces the array, so a snapshot costs
   * nothing per game and each game object keeps its identity (memoised tiles do not re-render).
   */
  list: ref([]) as GameTile[],
  page: 0,
  totalPages: 0,
  totalCount: 0,
  status: 'idle' as Status,
  /** Loading a further page; the shown list stays. A failed further page sets moreFailed (retry in place). */
  more: false,
  moreFailed: false,
  vendors: { status: 'idle' as Status, list: [] as Vendor[] },
});

export const gamesState = proxy(initial());

export function reset(): void {
  Object.assign(gamesState, initial());
}

const keyOf = (c: Category, mode: Mode, term: string) => JSON.stringify([c.id, mode, term.trim()]);

async function fetchPage(c: Category, mode: Mode, term: string, page: number) {
  const language = i18nState.lang;
  if (mode.kind === 'fav') {
    const v = await games.favouriteList({
      pageNo: page,
      pageSize: FAVOURITES_PAGE_SIZE,
      gameType: c.base.gameType,
      language,
    });
    const name = term.trim().toLowerCase();
    const list = name ? v.content.filter((g) => g.gameName.toLowerCase().includes(name)) : v.content;
    return { games: list, pageNum: v.pageNum, totalPages: v.totalPages, totalCount: v.totalCount };
  }
  return games.gameList({
    ...listQuery(c, mode, term),
    pageNo: page,
    pageSize: CATEGORY_PAGE_SIZE,
    language,
  });
}

/** Opens a category, mode and term at page 1 (replacing the list). */
export async function openList(c: Category, mode: Mode, term = ''): Promise<void> {
  const key = keyOf(c, mode, term);
  Object.assign(gamesState, {
    key,
    category: c,
    mode,
    term,
    list: ref([]) as GameTile[],
    page: 0,
    totalPages: 0,
    totalCount: 0,
    status: 'loading' as Status,
    more: false,
    moreFailed: false,
  });
  try {
    const v = await fetchPage(c, mode, term, 1);
    if (gamesState.key !== key) return;
    Object.assign(gamesState, {
      list: ref(mergePage([], 1, v.games)),
      page: v.pageNum,
      totalPages: v.totalPages,
      totalCount: v.totalCount,
      status: 'ready' as Status,
    });
  } catch {
    if (gamesState.key === key) gamesState.status = 'error';
  }
}

/** The next page, appended, while there is one (nothing while a page is loading). */
export async function loadMore(): Promise<void> {
  const s = gamesState;
  if (s.status !== 'ready' || s.more || !hasMore(s)) return;
  const { key, category, mode, term } = s;
  s.more = true;
  s.moreFailed = false;
  try {
    const v = await fetchPage(category, mode, term, s.page + 1);
    if (s.key !== key) return;
    s.list = ref(mergePage(s.list, v.pageNum, v.games));
    s.page = v.pageNum;
    s.totalPages = v.totalPages;
    s.totalCount = v.totalCount;
  } catch {
    if (s.key === key) s.moreFailed = true;
  } finally {
    if (s.key === key) s.more = false;
  }
}

/** Reloads what is shown from page 1 (the retry in place). */
export function reload(): Promise<void> {
  return openList(gamesState.category, gamesState.mode, gamesState.term);
}

/** Drops a tile (a favourite removed while the Favourites mode is shown). */
export function dropTile(nodeId: string): void {
  const list = gamesState.list.filter((g) => g.nodeId !== nodeId);
  if (list.length === gamesState.list.length) return;
  gamesState.list = ref(list);
  gamesState.totalCount = Math.max(0, gamesState.totalCount - 1);
}

/** The merchant's vendors (the vendor filter and the filter panel). */
export async function loadVendors(force = false): Promise<void> {
  const st = gamesState.vendors.status;
  if (!force && (st === 'ready' || st === 'loading')) return;
  gamesState.vendors.status = 'loading';
  try {
    gamesState.vendors.list = (await games.vendors({})).list;
    gamesState.vendors.status = 'ready';
  } catch {
    gamesState.vendors.status = 'error';
  }
}

/** The menu category whose vendors make a game class (the BGS and BINGO presets). */
const CLASS_CATEGORY: Partial<Record<string, GameCategory>> = { Crash: 'MINI', BG: 'BINGO' };

/** The vendors a category's vendor filter offers: those with games of its type (one entry per vendor). */
export function vendorsFor(c: Category, list: readonly Vendor[]): Vendor[] {
  const seen = new Set<string>();
  return list.filter((v) => {
    const menu = c.base.gameClassify ? CLASS_CATEGORY[c.base.gameClassify] : undefined;
    const fits = c.base.vassalage
      ? v.vendorCode === c.base.vassalage
      : menu
        ? v.gameCategory === menu
        : !c.base.gameType || v.gameType === c.base.gameType;
    if (!fits || seen.has(v.vendorCode) || v.gameCount === 0) return false;
    seen.add(v.vendorCode);
    return true;
  });
}

registerStore({ name: 'games', reset, states: [gamesState] });
