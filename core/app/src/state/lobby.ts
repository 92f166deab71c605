/**
 * The lobby's data (home page): banners and notices, live hosts, winners, the game menu, hot games, favourites and
 * the paged home game list. Each area loads on its own and keeps its own status, so a failed call shows a retry in
 * that area only and the rest of the page stays usable.
 */
import { proxy } from 'valtio';
import type { Banner, GameQuery, GameTile, Announcement, Vendor, ValueOf, WinnerEntry } from '@wl/contract';
import * as content from '../api/content.ts';
import * as games from '../api/games.ts';
import * as member from '../api/member.ts';
import { i18nState } from '../i18n/i18n.ts';
import { orderCategories, sortWinners, type MenuCategory } from './lobbyRules.ts';
import { registerStore } from './kit/registry.ts';

export type Status = 'idle' | 'loading' | 'ready' | 'error';

/** Spec section 9: the home game list pages 15 at a time; favourites on home load 100; winners limit 20. */
export const HOME_PAGE_SIZE = 15;
export const HOME_FAVOURITES_SIZE = 100;
export const WINNERS_LIMIT = 20;

export interface GamePageState {
  /** The query this list answers (JSON), so a late answer for another tab is dropped. */
  key: string;
  list: GameTile[];
  page: number;
  totalPages: number;
  totalCount: number;
  status: Status;
  /** Loading a further page ("more"); the shown list stays. */
  more: boolean;
}

const emptyPage = (): GamePageState => ({
  key: '',
  list: [],
  page: 0,
  totalPages: 0,
  totalCount: 0,
  status: 'idle',
  more: false,
});

const initial = () => ({
  content: {
    status: 'idle' as Status,
    banners: [] as Banner[],
    notices: [] as Announcement[],
  },
  /** Whether the live-host list has any host (m_live banners show only then); unknown counts as none. */
  liveHosts: false,
  /** The active live hosts themselves (screens/Service/LiveHosts.tsx lists them). */
  hostList: [] as ValueOf<'liveModels'>['list'],
  winners: { status: 'idle' as Status, list: [] as WinnerEntry[] },
  menu: { status: 'idle' as Status, categories: [] as MenuCategory[], vendors: [] as Vendor[] },
  hot: { status: 'idle' as Status, list: [] as GameTile[] },
  favourites: { status: 'idle' as Status, list: [] as GameTile[] },
  games: emptyPage(),
});

export const lobbyState = proxy(initial());

/** Back to a first visit (tests; a merchant switch). */
export function reset(): void {
  Object.assign(lobbyState, initial());
}

const lang = () => i18nState.lang;

/** Runs a load for an area: status loading → ready, or error (the area shows its retry). */
async function load(area: { status: Status }, run: () => Promise<void>): Promise<void> {
  area.status = 'loading';
  try {
    await run();
    area.status = 'ready';
  } catch {
    area.status = 'error';
  }
}

/** Banners and announcements for home (types B, PL, PU) and whether live hosts exist. */
export function loadContent(): Promise<void> {
  const hosts = member
    .liveModels({ active: true })
    .then((v) => {
      lobbyState.liveHosts = v.list.length > 0;
      lobbyState.hostList = v.list;
    })
    .catch(() => {
      lobbyState.liveHosts = false;
    });
  return load(lobbyState.content, async () => {
    const [v] = await Promise.all([
      content.announcements({ types: 'B,PL,PU', platform: 'M', language: lang() }),
      hosts,
    ]);
    lobbyState.content.banners = v.banners;
    lobbyState.content.notices = v.playerNotices;
  });
}

/** The latest winners, highest win first. */
export function loadWinners(): Promise<void> {
  return load(lobbyState.winners, async () => {
    const v = await content.winnerBoard({ gameCategory: 'ALL', language: lang(), limitNum: WINNERS_LIMIT });
    lobbyState.winners.list = sortWinners(v.list);
  });
}

/** The game menu: categories in the server's order with the spec's rules, and the vendors' art. */
export function loadMenu(): Promise<void> {
  return load(lobbyState.menu, async () => {
    const [types, vendors] = await Promise.all([
      games.vendorGameTypes({ typeId: 1, language: lang() }),
      games.vendors({}),
    ]);
    lobbyState.menu.categories = orderCategories(types.gameCategory);
    lobbyState.menu.vendors = vendors.list;
  });
}

export function loadHot(): Promise<void> {
  return load(lobbyState.hot, async () => {
    lobbyState.hot.list = (await games.hotGames({ isPlatform: 2, language: lang(), platform: 'html5' })).list;
  });
}

/** The member's favourites (the FAV tab). */
export function loadFavourites(): Promise<void> {
  return load(lobbyState.favourites, async () => {
    const v = await games.favouriteList({ pageNo: 1, pageSize: HOME_FAVOURITES_SIZE, language: lang() });
    lobbyState.favourites.list = v.content;
  });
}

export type HomeQuery = Pick<GameQuery, 'gameType' | 'vassalage' | 'gameClassify'>;

/**
 * Loads the home game list for a query: page 1 replaces the list, a further page ("more") appends to it. An answer
 * for a query that is no longer shown is dropped.
 */
export async function loadGames(query: HomeQuery, page = 1): Promise<void> {
  const key = JSON.stringify(query);
  const g = lobbyState.games;
  if (page === 1) Object.assign(g, { ...emptyPage(), key, status: 'loading' as Status });
  else g.more = true;
  try {
    const v = await games.gameList({
      ...query,
      platform: 'html5',
      pageNo: page,
      pageSize: HOME_PAGE_SIZE,
      language: lang(),
    });
    if (lobbyState.games.key !== key) return;
    g.list = page === 1 ? v.games : [...g.list, ...v.games];
    g.page = v.pageNum;
    g.totalPages = v.totalPages;
    g.totalCount = v.totalCount ?? v.games.length;
    g.status = 'ready';
  } catch {
    if (lobbyState.games.key !== key) return;
    if (page === 1) g.status = 'error';
  } finally {
    if (lobbyState.games.key === key) g.more = false;
  }
}

/** "More": the next 15, while the list has more pages. */
export function loadMoreGames(query: HomeQuery): Promise<void> {
  const g = lobbyState.games;
  if (g.more || g.status !== 'ready' || g.page >= g.totalPages) return Promise.resolve();
  return loadGames(query, g.page + 1);
}

/** Whether the home list has more to show (hasMore while page < totalPages). */
export const hasMore = (g: Pick<GamePageState, 'page' | 'totalPages'>): boolean => g.page < g.totalPages;

registerStore({ name: 'lobby', reset, states: [lobbyState] });
