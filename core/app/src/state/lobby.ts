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
import { loadArea, type LoadStatus } from './kit/loadStatus.ts';
import { emptyPaged, pagedList } from './kit/pagedList.ts';
import { registerStore } from './kit/registry.ts';
import { orderCategories, sortWinners, type MenuCategory } from './lobbyRules.ts';

/** Spec section 9: the home game list pages 15 at a time; favourites on home load 100; winners limit 20. */
export const HOME_PAGE_SIZE = 15;
export const HOME_FAVOURITES_SIZE = 100;
export const WINNERS_LIMIT = 20;

/** Where the announcement popup's closing is kept for the session. */
export const POPUP_CLOSED_KEY = 'MC_POPUP_CLOSED';

function popupClosedStored(): boolean {
  try {
    return sessionStorage.getItem(POPUP_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

const initial = () => ({
  content: {
    status: 'idle' as LoadStatus,
    banners: [] as Banner[],
    notices: [] as Announcement[],
    /** The announcement popups (type PU) for the arrival popup. */
    popups: [] as Announcement[],
  },
  /** Whether the announcement popup was closed this session (session storage MC_POPUP_CLOSED). */
  popupClosed: typeof window !== 'undefined' && popupClosedStored(),
  /** Whether the live-host list has any host (m_live banners show only then); unknown counts as none. */
  liveHosts: false,
  /** The active live hosts themselves (components/lobby/LiveHosts.tsx lists them). */
  hostList: [] as ValueOf<'liveModels'>['list'],
  winners: { status: 'idle' as LoadStatus, list: [] as WinnerEntry[] },
  menu: { status: 'idle' as LoadStatus, categories: [] as MenuCategory[], vendors: [] as Vendor[] },
  hot: { status: 'idle' as LoadStatus, list: [] as GameTile[] },
  favourites: { status: 'idle' as LoadStatus, list: [] as GameTile[] },
  /** The home game list (kit/pagedList.ts), with the query it answers (JSON), so a grid shows only its own list. */
  games: { key: '', ...emptyPaged<GameTile>() },
});

export const lobbyState = proxy(initial());

export type HomeQuery = Pick<GameQuery, 'gameType' | 'vassalage' | 'gameClassify'>;

const lang = () => i18nState.lang;

/** The query of the home game list shown. */
let homeQuery: HomeQuery = {};

const homeGames = pagedList({
  state: () => lobbyState.games,
  fetch: (pageNo) =>
    games.gameList({
      ...homeQuery,
      platform: 'html5',
      pageNo,
      pageSize: HOME_PAGE_SIZE,
      language: lang(),
    }),
  page: (v) => ({ items: v.games, page: v.pageNum, totalPages: v.totalPages, totalCount: v.totalCount }),
});

/** Back to a first visit (tests; a merchant switch). */
export function reset(): void {
  homeGames.cancel();
  homeQuery = {};
  Object.assign(lobbyState, initial());
}

/**
 * Banners and announcements for home (types B, PL, PU) and whether live hosts exist. `quiet` (a language switch)
 * keeps what is shown until the new language's copy is in, and keeps it when the call fails.
 */
export function loadContent(opts: { quiet?: boolean } = {}): Promise<void> {
  if (opts.quiet && lobbyState.content.status === 'ready') return refreshContent();
  const hosts = member
    .liveModels({ active: true })
    .then((v) => {
      lobbyState.liveHosts = v.list.length > 0;
      lobbyState.hostList = v.list;
    })
    .catch(() => {
      lobbyState.liveHosts = false;
    });
  return loadArea(lobbyState.content, async () => {
    const [v] = await Promise.all([
      content.announcements({ types: 'B,PL,PU', platform: 'M', language: lang() }),
      hosts,
    ]);
    lobbyState.content.banners = v.banners;
    lobbyState.content.notices = v.playerNotices;
    lobbyState.content.popups = v.popups;
  });
}

/** The home content again in the current language, in place: no skeleton, the old copy stays if the call fails. */
async function refreshContent(): Promise<void> {
  const asked = lang();
  try {
    const v = await content.announcements({ types: 'B,PL,PU', platform: 'M', language: asked });
    if (asked !== lang()) return; // a later switch asks again
    lobbyState.content.banners = v.banners;
    lobbyState.content.notices = v.playerNotices;
    lobbyState.content.popups = v.popups;
  } catch {
    /* keep the shown copy: the next switch or visit asks again */
  }
}

/**
 * The announcement popups to show on arrival: once per session, and for a logged-in player only those not read yet
 * (the gateway keeps the read flags, so a popup read once does not return after the next login).
 */
export function popupsToShow(popups: readonly Announcement[], loggedIn: boolean): Announcement[] {
  return popups.filter((p) => !loggedIn || !p.read);
}

/**
 * Closes the announcement popup: recorded for the session; a logged-in player's popups are marked read on the
 * gateway too (a failure only means it may show again in a later session).
 */
export function closePopups(ids: readonly number[], loggedIn: boolean): void {
  lobbyState.popupClosed = true;
  try {
    sessionStorage.setItem(POPUP_CLOSED_KEY, '1');
  } catch {
    /* storage refused: the popup shows again next visit */
  }
  if (!loggedIn) return;
  for (const id of ids) {
    const p = lobbyState.content.popups.find((x) => x.id === id);
    if (p) p.read = true;
    content.markAsRead({ announcementId: id, read: true }).catch(() => undefined);
  }
}

/** The latest winners, highest win first. */
export function loadWinners(): Promise<void> {
  return loadArea(lobbyState.winners, async () => {
    const v = await content.winnerBoard({ gameCategory: 'ALL', language: lang(), limitNum: WINNERS_LIMIT });
    lobbyState.winners.list = sortWinners(v.list);
  });
}

/** The game menu: categories in the server's order with the spec's rules, and the vendors' art. */
export function loadMenu(): Promise<void> {
  return loadArea(lobbyState.menu, async () => {
    const [types, vendors] = await Promise.all([
      games.vendorGameTypes({ typeId: 1, language: lang() }),
      games.vendors({}),
    ]);
    lobbyState.menu.categories = orderCategories(types.gameCategory);
    lobbyState.menu.vendors = vendors.list;
  });
}

export function loadHot(): Promise<void> {
  return loadArea(lobbyState.hot, async () => {
    lobbyState.hot.list = (await games.hotGames({ isPlatform: 2, language: lang(), platform: 'html5' })).list;
  });
}

/** The member's favourites (the FAV tab). */
export function loadFavourites(): Promise<void> {
  return loadArea(lobbyState.favourites, async () => {
    const v = await games.favouriteList({ pageNo: 1, pageSize: HOME_FAVOURITES_SIZE, language: lang() });
    lobbyState.favourites.list = v.content;
  });
}

/**
 * The one game of a vendor's list, when it has exactly one (a category with one vendor launches it directly); null
 * when it has more. Rejects when the call fails.
 */
export async function soleGame(query: HomeQuery): Promise<GameTile | null> {
  const page = await games.gameList({ ...query, pageNo: 1, pageSize: 2 });
  return (page.totalCount === 1 ? page.games[0] : undefined) ?? null;
}

/**
 * Loads the home game list for a query: page 1 replaces the list, a further page ("more") appends to it. An answer
 * for a query that is no longer shown is dropped.
 */
export function loadGames(query: HomeQuery, page = 1): Promise<void> {
  if (page > 1) return loadMoreGames(query);
  homeQuery = query;
  lobbyState.games.key = JSON.stringify(query);
  return homeGames.load('first');
}

/** "More": the next 15 of the list shown, while it has more pages. */
export function loadMoreGames(query: HomeQuery): Promise<void> {
  if (lobbyState.games.key !== JSON.stringify(query)) return Promise.resolve();
  return homeGames.load('more');
}

/** Whether the home list has more to show (the kit's rule: hasMore while page < totalPages). */
export { hasMore } from './kit/pagedList.ts';

registerStore({ name: 'lobby', reset, states: [lobbyState] });
