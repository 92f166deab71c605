/**
 * The category screen's rules (spec sections 2, 4 and 9), free of React and of the store so unit tests read them as
 * a table: the presets, which parts a category shows, the query a mode asks for, and the clocks.
 */
import type { GameQuery, GameTypeFilter } from '@wl/contract';

/** A game class the list can be filtered by ('all' is any). */
export type Classify = NonNullable<GameQuery['gameClassify']>;

/** Spec section 9: the category list pages 30 at a time, favourites 25; search and recent games 9. */
export const CATEGORY_PAGE_SIZE = 30;
export const FAVOURITES_PAGE_SIZE = 25;
export const SEARCH_PAGE_SIZE = 9;
/** Spec section 9: search debounce 400 ms, load-more throttle 1 s, infinite-scroll threshold 300 px. */
export const SEARCH_DEBOUNCE_MS = 400;
export const LOAD_MORE_THROTTLE_MS = 1000;
export const SCROLL_THRESHOLD_PX = 300;
/** Spec section 9: "changes saved" shows for 1 s. */
export const SAVED_TOAST_MS = 1000;
/** Spec section 9: the favourites loading waits at most 10 s. */
export const FAVOURITE_LOADING_MS = 10_000;
/**
 * Up to this many tiles (two pages) the grid keeps every row in the DOM; past it only the rows near the screen
 * (spec: 600+ games stay smooth; at 240 a scroll to the end held 2,264 DOM nodes and tasks of 300 ms at 4x).
 */
export const VIRTUALISE_AFTER = 60;

/** Spec section 9: minimum-bet options (0 is "all") and line options (0 is "all", 21 is "more than 20"). */
export const MIN_BET_OPTIONS = [0, 0.01, 0.05, 0.1, 0.5, 0.75] as const;
export const LINE_OPTIONS = [0, 10, 15, 20, 21] as const;
/** Game classes offered by the filter panel's game-type choice. */
export const CLASS_OPTIONS: readonly Classify[] = ['all', 'JP', 'SC', 'VP', 'TG', 'AC', 'BG', 'Crash'];

/** The tabs of the category screen, in order (each a `gameType` value of /m/gameList). */
export const CATEGORY_TABS = ['RNG', 'FISH', 'PVP', 'BINGO', 'BGS', 'JILI', 'TF'] as const;

/** What a category (the gameType query of /m/gameList) lists and shows. */
export interface Category {
  /** The gameType query value, as opened. */
  id: string;
  /** The fixed part of the query. */
  base: Pick<GameQuery, 'gameClassify' | 'vassalage'> & { gameType: GameTypeFilter };
  /** The All / FAV / vendor select bar (hidden for BINGO, TF and JILI). */
  selectBar: boolean;
  /** The filter panel (RNG only). */
  filterPanel: boolean;
  /** Infinite scroll (not for JILI, which pages with a "more" button). */
  infinite: boolean;
}

const GAME_TYPES: readonly GameTypeFilter[] = [
  'ELOTTO',
  'RNG',
  'FISH',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'LOTT',
];

/**
 * The category a /m/gameList gameType opens. Presets (spec section 4): BINGO is RNG with classify BG, TF is SPORTS
 * with vendor TF, BGS is classify Crash with an empty type, JILI is the JILI vendor's games; any game type lists
 * itself; an unknown value lists every game.
 */
export function categoryOf(id: string): Category {
  const show = { selectBar: true, filterPanel: false, infinite: true };
  switch (id) {
    case 'BINGO':
      return { id, base: { gameType: 'RNG', gameClassify: 'BG' }, ...show, selectBar: false };
    case 'TF':
      return { id, base: { gameType: 'SPORTS', vassalage: 'TF' }, ...show, selectBar: false };
    case 'BGS':
      return { id, base: { gameType: '', gameClassify: 'Crash' }, ...show };
    case 'JILI':
      return { id, base: { gameType: '', vassalage: 'JILI' }, ...show, selectBar: false, infinite: false };
    case 'RNG':
      return { id, base: { gameType: 'RNG' }, ...show, filterPanel: true };
    default: {
      const t = GAME_TYPES.find((g) => g === id) ?? (id === 'ELOTT' ? 'ELOTTO' : '');
      return { id, base: { gameType: t }, ...show };
    }
  }
}

/** The filter panel's choices; 0 / 'all' / '' mean any. */
export interface GameFilter {
  vendor: string;
  classify: Classify;
  minBet: number;
  minLine: number;
}
export const NO_FILTER: GameFilter = { vendor: '', classify: 'all', minBet: 0, minLine: 0 };

/** The list modes (spec section 4): All, Favourites, one vendor, or the filter panel's choices. */
export type Mode =
  | { kind: 'all' }
  | { kind: 'fav' }
  | { kind: 'vendor'; vendor: string }
  | { kind: 'filter'; filter: GameFilter };

/** The game-list query of a category, mode and search term (the favourites mode has its own call). */
export function listQuery(c: Category, mode: Mode, term: string): GameQuery {
  const q: GameQuery = { ...c.base, platform: 'html5' };
  const name = term.trim();
  if (name) q.gameName = name;
  if (mode.kind === 'vendor') q.vassalage = mode.vendor;
  if (mode.kind === 'filter') {
    const f = mode.filter;
    if (f.vendor) q.vassalage = f.vendor;
    if (f.classify !== 'all') q.gameClassify = f.classify;
    if (f.minBet > 0) q.minBet = f.minBet;
    if (f.minLine > 0) q.minLine = f.minLine;
  }
  return q;
}

/** The mode the filter panel's choices make: none chosen is All again. */
export function filterMode(f: GameFilter): Mode {
  return f.vendor || f.classify !== 'all' || f.minBet > 0 || f.minLine > 0
    ? { kind: 'filter', filter: { ...f } }
    : { kind: 'all' };
}

/** The paging rule is the kit's (state/kit/pagedList.ts); the category screens read hasMore from here. */
export { hasMore } from './kit/pagedList.ts';

/** Whether the bottom of a scrolled area is within the threshold (300 px) of the viewport's bottom. */
export function nearEnd(
  scrollTop: number,
  viewport: number,
  contentHeight: number,
  threshold = SCROLL_THRESHOLD_PX,
): boolean {
  return contentHeight - (scrollTop + viewport) <= threshold;
}
