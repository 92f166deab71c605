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
import { lobbyState } from './lobby.ts';
import { isTrial, sessionState } from './session.ts';
import { refuseTrial, showLoading, toast, DURATION } from './ui.ts';

/** What a launch needs of a game (a tile, or a winner entry's game). */
export type Launchable = Pick<GameTile, 'nodeId' | 'gameId' | 'vendorCode' | 'gameType'> &
  Partial<Pick<GameTile, 'isGameH5' | 'freeplay' | 'supportPlay' | 'gameCode' | 'lottoMode' | 'gameGroupId'>>;

/** Spec section 9: prize modes; vendors that launch a lottery lobby. */
export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';
export const LOTTO_VN = 'TCG_LOTTO_VN';
export const LOTTO_SEA = 'TCG_SEA';

/**
 * The current prize mode (spec section 4): the e-lottery mode when the vendor mapping has an ELOTT entry for
 * TCG_LOTTO_VN or a LOTT vendor, otherwise the lottery mode.
 */
export function prizeModeOf(
  categories: readonly {
    category: string;
    vendorNames: readonly { vendorCode: string; gameType: string }[];
  }[],
): PrizeMode {
  const elott = categories.find((c) => c.category === 'ELOTT');
  const hit = elott?.vendorNames.some((v) => v.vendorCode === LOTTO_VN || v.gameType === 'LOTT');
  return hit ? 'Elott' : 'Lott';
}

/** The lottery play type of a tile: ent when its lottoMode contains Entertainment, else trad. */
export const playTypeOf = (g: Pick<Launchable, 'lottoMode'>): 'ent' | 'trad' =>
  g.lottoMode?.includes('Entertainment') ? 'ent' : 'trad';

/** Whether a tile is a LOTT or ELOTT game (opened in the lottery frame page /m/launchGame). */
const isLottery = (g: Launchable) => g.gameType === 'LOTT' || g.gameType === 'ELOTTO';

export interface LaunchEnv {
  navigate: (to: string) => void;
  /** Opens the game's address (the page's location by default). */
  open?: (url: string) => void;
  /** Where the player is, to come back after logging in. */
  from?: string;
  /** The current prize mode (by default from the lobby's vendor mapping). */
  prizeMode?: PrizeMode;
}

/** The lottery frame page's address for a LOTT or ELOTT tile (pageBack=home when launched from home). */
export function lotteryFramePath(game: Launchable, prizeMode: PrizeMode, from?: string): string {
  return pathOf('launchGame', {
    playType: playTypeOf(game),
    gameId: game.gameId,
    nodeId: game.nodeId,
    gameGroupId: game.gameGroupId || undefined,
    prize_mode: prizeMode,
    code: game.gameCode || 'lobby',
    pageBack: !from || from.split('?')[0] === pathOf('home') ? 'home' : undefined,
  });
}

/** The game-list route of one vendor (a VASSALAGE tile opens it). */
export function vendorListPath(gameType: string, vendorCode: string): string {
  return pathOf('gameList', { gameType, vassalage: vendorCode });
}

/** Adds a launched game to the member's recent games; a failure is not the player's concern (the game opens). */
export async function recordRecent(nodeId: string): Promise<void> {
  try {
    await games.addRecent({ nodeId });
  } catch {
    // The recent list misses one game; nothing to show.
  }
}

/**
 * Launches a game. A guest goes to /m/login (and comes back after logging in); a vendor tile opens the vendor's
 * game list; a trial account may only open free-play games (else the one trial refusal, ui.ts refuseTrial); otherwise the gateway's
 * launch call answers the game's address, which carries a one-time ticket and never the session token.
 * @returns whether the game was opened
 */
export async function launchGame(game: Launchable, env: LaunchEnv): Promise<boolean> {
  const session = sessionState.info;
  if (!session) {
    env.navigate(loginUrl(env.from ?? pathOf('home')));
    return false;
  }
  const prizeMode = env.prizeMode ?? prizeModeOf(lobbyState.menu.categories);
  // Spec section 4, in its order: TCG_LOTTO_VN and TCG_SEA open their lottery lobby through the launcher.
  const lobby =
    game.vendorCode === LOTTO_VN
      ? { code: game.gameCode || 'lobby', prizeMode }
      : game.vendorCode === LOTTO_SEA
        ? { code: game.gameCode || 'lobby', prizeMode: 'SEA' as const }
        : undefined;
  if (!lobby && isLottery(game)) {
    env.navigate(lotteryFramePath(game, prizeMode, env.from));
    return false;
  }
  if (!lobby && game.isGameH5 === 'VASSALAGE') {
    env.navigate(vendorListPath(game.gameType, game.vendorCode));
    return false;
  }
  if (isTrial(session) && game.freeplay === false) {
    if (await refuseTrial()) env.navigate(pathOf('register'));
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
      ...lobby,
    });
    // Spec section 7's add recent, on every launch, so the recent games (search popup) are the player's own. Awaited:
    // opening the game leaves the page, which would cancel it; a failure never keeps the player from the game.
    await recordRecent(v.nodeId);
    (env.open ?? ((url: string) => window.location.assign(url)))(v.url);
    return true;
  } catch (e) {
    hide();
    if (isApiError(e) && e.code === 'TRIAL_REJECTED') {
      if (await refuseTrial()) env.navigate(pathOf('register'));
      return false;
    }
    toast({ id: isApiError(e) ? e.key : 'error.unknown' }, { duration: DURATION.short, kind: 'error' });
    return false;
  } finally {
    hide();
  }
}
