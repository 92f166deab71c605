/**
 * The member's favourites: the node ids that mark hearts on tiles, the toggle (spec section 4) and the favourites
 * screen's paged list.
 */
import { proxy } from 'valtio';
import type { GameTile } from '@wl/contract';
import * as games from '../api/games.ts';
import { i18nState } from '../i18n/i18n.ts';
import { pathOf } from '../routes/paths.ts';
import { loginUrl } from '../routes/redirect.ts';
import { FAVOURITE_LOADING_MS, FAVOURITES_PAGE_SIZE, SAVED_TOAST_MS } from './gamesRules.ts';
import { emptyPaged, pagedList } from './kit/pagedList.ts';
import { registerStore } from './kit/registry.ts';
import { sessionState } from './session.ts';
import { showLoading, toast } from './ui.ts';

const initial = () => ({
  /** Node ids (strings) of every favourite; `known` once loaded for this session. */
  ids: [] as string[],
  known: false,
  /** The favourites screen's paged list (kit/pagedList.ts). */
  screen: emptyPaged<GameTile>(),
});

export const favouritesState = proxy(initial());

/** The favourites screen: 25 a page (spec section 9). */
const screenList = pagedList({
  state: () => favouritesState.screen,
  fetch: (pageNo) =>
    games.favouriteList({
      pageNo,
      pageSize: FAVOURITES_PAGE_SIZE,
      gameType: '',
      language: i18nState.lang,
    }),
  page: (v) => ({ items: v.content, page: v.pageNum, totalPages: v.totalPages, totalCount: v.totalCount }),
});

export function reset(): void {
  screenList.cancel();
  Object.assign(favouritesState, initial());
}

/** The favourite ids of the logged-in member (nothing for a guest). */
export async function loadFavouriteIds(): Promise<void> {
  if (!sessionState.info) return;
  try {
    favouritesState.ids = (await games.favouriteIds({})).list;
    favouritesState.known = true;
  } catch {
    // Hearts stay empty; the toggle still works and corrects the list.
  }
}

export const isFavourite = (ids: readonly string[], nodeId: string): boolean => ids.includes(nodeId);

export interface ToggleEnv {
  navigate: (to: string) => void;
  /** Where the player is, to come back after logging in. */
  from: string;
  /** Called after a favourite was removed (the Favourites mode drops its tile). */
  onRemoved?: (nodeId: string) => void;
}

/**
 * The heart (spec section 4): a guest goes to /m/login and comes back; otherwise the game is added or removed, the
 * local list updates and "changes saved" shows for 1 s. On failure only the loading indicator hides.
 * @returns whether the change was saved
 */
export async function toggleFavourite(
  game: Pick<GameTile, 'nodeId' | 'vendorCode'>,
  env: ToggleEnv,
): Promise<boolean> {
  if (!sessionState.info) {
    env.navigate(loginUrl(env.from || pathOf('home')));
    return false;
  }
  const was = isFavourite(favouritesState.ids, game.nodeId);
  const hide = showLoading(undefined, FAVOURITE_LOADING_MS);
  try {
    const req = { nodeId: game.nodeId, vendor: game.vendorCode };
    await (was ? games.removeFavourite(req) : games.addFavourite(req));
    if (was) {
      favouritesState.ids = favouritesState.ids.filter((id) => id !== game.nodeId);
      const s = favouritesState.screen;
      s.list = s.list.filter((g) => g.nodeId !== game.nodeId);
      env.onRemoved?.(game.nodeId);
    } else {
      favouritesState.ids = [...favouritesState.ids, game.nodeId];
    }
    hide();
    toast({ id: 'in_chang_saved' }, { duration: SAVED_TOAST_MS, kind: 'success' });
    return true;
  } catch {
    hide();
    return false;
  }
}

/** The favourites screen: page 1 replaces, a further page (the next one) appends (25 a page). */
export function loadFavouritesPage(page = 1): Promise<void> {
  return screenList.load(page <= 1 ? 'first' : 'more');
}

// Another session's data is never shown to the next one (state/sessionReactor.ts).
registerStore({ name: 'favourites', reset, states: [favouritesState], perSession: true });
