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
  listQuery,
  type Category,
  type Mode,
} from './gamesRules.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { emptyPaged, pagedList, type Page } from './kit/pagedList.ts';
import { registerStore } from './kit/registry.ts';

const initial = () => ({
  /** JSON of what the list answers (category, mode, term). */
  key: '',
  category: categoryOf('RNG') as Category,
  mode: { kind: 'all' } as Mode,
  term: '',
  /**
   * The paged list (kit/pagedList.ts). The games are held by reference (never proxied): a page appended replaces
   * the array, so a snapshot costs nothing per game and each game object keeps its identity (memoised tiles do not
   * re-render). A failed further page sets moreFailed (retry in place).
   */
  ...emptyPaged<GameTile>(),
  list: ref([]) as GameTile[],
  vendors: { status: 'idle' as LoadStatus, list: [] as Vendor[] },
});

export const gamesState = proxy(initial());

const keyOf = (c: Category, mode: Mode, term: string) => JSON.stringify([c.id, mode, term.trim()]);

/** One page of the shown category, mode and term. */
async function fetchPage(page: number): Promise<Page<GameTile>> {
  const { category: c, mode, term } = gamesState;
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
    return { items: list, page: v.pageNum, totalPages: v.totalPages, totalCount: v.totalCount };
  }
  const v = await games.gameList({
    ...listQuery(c, mode, term),
    pageNo: page,
    pageSize: CATEGORY_PAGE_SIZE,
    language,
  });
  return { items: v.games, page: v.pageNum, totalPages: v.totalPages, totalCount: v.totalCount };
}

const tiles = pagedList<GameTile, Page<GameTile>>({
  state: () => gamesState,
  fetch: fetchPage,
  page: (p) => p,
  byRef: true,
});

export function reset(): void {
  tiles.cancel();
  Object.assign(gamesState, initial());
}

/** Opens a category, mode and term at page 1 (replacing the list). */
export function openList(c: Category, mode: Mode, term = ''): Promise<void> {
  Object.assign(gamesState, { key: keyOf(c, mode, term), category: c, mode, term });
  return tiles.load('first');
}

/** The next page, appended, while there is one (nothing while a page is loading). */
export function loadMore(): Promise<void> {
  return tiles.load('more');
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
