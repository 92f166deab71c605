/**
 * Launching a game: the one action every lobby tile, winner entry and vendor goes through. This version
 * applies the spec's rules for guests and trial accounts and opens the sandbox game page the gateway answers with;
 * the launch issue completes it (lottery play types, prize modes, vendor routing).
 */
import type { GameTile } from '@wl/contract';
import * as games from '../api/games.ts';
import { isApiError } from '../api/errors.ts';
import { pathOf } from '../routes/paths.ts';
import { loginUrl } from '../routes/redirect.ts';
import { isTrial, sessionState } from './session.ts';
import { showLoading, toast, DURATION } from './ui.ts';

/** Spec section 8: the free-play restriction toast shows for 2 s. */
export const FREE_PLAY_TOAST_MS = 2000;

/** What a launch needs of a game (a tile, or a winner entry's game). */
export type Launchable = Pick<GameTile, 'nodeId' | 'gameId' | 'vendorCode' | 'gameType'> &
  Partial<Pick<GameTile, 'isGameH5' | 'freeplay' | 'supportPlay'>>;

export interface LaunchEnv {
  navigate: (to: string) => void;
  /** Opens the game's address (the page's location by default). */
  open?: (url: string) => void;
  /** Where the player is, to come back after logging in. */
  from?: string;
}

/** The game-list route of one vendor (a VASSALAGE tile opens it). */
export function vendorListPath(gameType: string, vendorCode: string): string {
  return pathOf('gameList', { gameType, vassalage: vendorCode });
}

/**
 * Launches a game. A guest goes to /m/login (and comes back after logging in); a vendor tile opens the vendor's
 * game list; a trial account may only open free-play games (else free_reject for 2 s); otherwise the gateway's
 * launch call answers the game's address, which carries a one-time ticket and never the session token.
 * @returns whether the game was opened
 */
export async function launchGame(game: Launchable, env: LaunchEnv): Promise<boolean> {
  const session = sessionState.info;
  if (!session) {
    env.navigate(loginUrl(env.from ?? pathOf('home')));
    return false;
  }
  if (game.isGameH5 === 'VASSALAGE') {
    env.navigate(vendorListPath(game.gameType, game.vendorCode));
    return false;
  }
  if (isTrial(session) && game.freeplay === false) {
    toast({ id: 'free_reject' }, { duration: FREE_PLAY_TOAST_MS, kind: 'error' });
    return false;
  }
  const hide = showLoading(undefined, 10_000);
  try {
    const v = await games.launchGame({
      nodeId: game.nodeId,
      gameId: game.gameId,
      vendor: game.vendorCode,
      category: game.gameType,
      ...(game.supportPlay ? { supportPlay: game.supportPlay } : {}),
    });
    (env.open ?? ((url: string) => window.location.assign(url)))(v.url);
    return true;
  } catch (e) {
    const key = isApiError(e) ? (e.code === 'TRIAL_REJECTED' ? 'free_reject' : e.key) : 'error.unknown';
    toast(
      { id: key },
      { duration: key === 'free_reject' ? FREE_PLAY_TOAST_MS : DURATION.short, kind: 'error' },
    );
    return false;
  } finally {
    hide();
  }
}
