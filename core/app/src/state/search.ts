/**
 * The search popup (spec sections 2, 4 and 9): a trimmed term with a vendor and a game-type filter (default RNG),
 * results 9 a page ("more" appends, disabled on the last page), the history of recent terms kept on the device, the
 * member's recent games (page 1, size 9), and the most played games (populars, 9).
 */
import { proxy } from 'valtio';
import type { GameTile, GameTypeFilter } from '@wl/contract';
import * as games from '../api/games.ts';
import { i18nState } from '../i18n/i18n.ts';
import { SEARCH_PAGE_SIZE } from './gamesRules.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { emptyPaged, pagedList } from './kit/pagedList.ts';
import { registerStore } from './kit/registry.ts';
import { sessionState } from './session.ts';

/** Local storage key of the search history; at most HISTORY_MAX terms, newest first. */
export const HISTORY_KEY = 'WL_GAME_SEARCH_HISTORY';
export const HISTORY_MAX = 10;

function readHistory(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

function saveHistory(list: string[]): void {
  try {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(list));
  } catch {
    // Private mode or a full store: the history lives for this page only.
  }
}

const initial = () => ({
  vendor: '',
  gameType: 'RNG' as GameTypeFilter,
  /** The term the results answer ('' before any search). */
  term: '',
  /** The results, a paged list (kit/pagedList.ts); a failed "more" leaves the button, so the player can try again. */
  ...emptyPaged<GameTile>(),
  history: [] as string[],
  recent: { status: 'idle' as LoadStatus, list: [] as GameTile[] },
  /** The most played games (the spec's populars call), for everyone, before a term is typed. */
  popular: { status: 'idle' as LoadStatus, list: [] as GameTile[] },
});

export const searchState = proxy(initial());

/** The results of the term searched, 9 a page (spec section 9). */
const results = pagedList({
  state: () => searchState,
  fetch: (pageNo) =>
    games.gameList({
      gameName: searchState.term,
      gameType: searchState.gameType,
      ...(searchState.vendor ? { vassalage: searchState.vendor } : {}),
      platform: 'html5',
      pageNo,
      pageSize: SEARCH_PAGE_SIZE,
      language: i18nState.lang,
    }),
  page: (v) => ({ items: v.games, page: v.pageNum, totalPages: v.totalPages, totalCount: v.totalCount }),
});

export function reset(): void {
  results.cancel();
  Object.assign(searchState, initial());
}

/** Reads the history from the device (when the popup opens). */
export function loadHistory(): void {
  searchState.history = readHistory();
}

/** Puts a term first in the history (once), keeping at most HISTORY_MAX. */
export function remember(list: readonly string[], term: string): string[] {
  return [term, ...list.filter((t) => t !== term)].slice(0, HISTORY_MAX);
}

export function removeHistory(term: string): void {
  searchState.history = searchState.history.filter((t) => t !== term);
  saveHistory(searchState.history);
}

export function setFilters(f: { vendor?: string; gameType?: GameTypeFilter }): void {
  Object.assign(searchState, f);
}

/** A new search (the list resets): the trimmed term, remembered in the history. An empty term clears the results. */
export function search(raw: string): Promise<void> {
  const term = raw.trim();
  if (!term) {
    results.cancel();
    Object.assign(searchState, { ...emptyPaged<GameTile>(), term: '' });
    return Promise.resolve();
  }
  searchState.term = term;
  searchState.history = remember(searchState.history, term);
  saveHistory(searchState.history);
  return results.load('first');
}

/** "More games": the next page, appended; nothing on the last page. */
export function searchMore(): Promise<void> {
  return results.load('more');
}

/** The member's recent games (page 1, size 9); guests get none (the popup shows the info message). */
export async function loadRecent(): Promise<void> {
  if (!sessionState.info) {
    searchState.recent = { status: 'idle', list: [] };
    return;
  }
  searchState.recent.status = 'loading';
  try {
    const v = await games.recentList({
      pageNo: 1,
      pageSize: SEARCH_PAGE_SIZE,
      gameType: '',
      language: i18nState.lang,
      clientType: 2,
    });
    searchState.recent = { status: 'ready', list: v.list };
  } catch {
    searchState.recent.status = 'error';
  }
}

/** The most played games (populars, 9 of them), for guests and members alike; kept once loaded. */
export async function loadPopular(): Promise<void> {
  if (searchState.popular.status === 'ready' || searchState.popular.status === 'loading') return;
  searchState.popular.status = 'loading';
  try {
    const v = await games.populars({ limitNum: SEARCH_PAGE_SIZE, language: i18nState.lang });
    searchState.popular = { status: 'ready', list: v.list };
  } catch {
    searchState.popular.status = 'error';
  }
}

// Another session's data is never shown to the next one (state/sessionReactor.ts).
registerStore({ name: 'search', reset, states: [searchState], perSession: true });
