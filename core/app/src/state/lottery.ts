/**
 * The lottery screens' data: the lottery list (/m/lottery), the latest draw of every lottery game
 * (/m/lotteryHistory), the lottery menu grouped by vendor and play type (/m/startLottery, /m/game) and the embedded
 * lottery's address (/m/launchGame). Each screen loads its area when it
 * opens (loading, then ready or the area's retry) and forgets it when it closes, so the next visit starts afresh.
 */
import type { GameTile, LotteryDraw, ValueOf } from '@wl/contract';
import { proxy } from 'valtio';
import * as content from '../api/content.ts';
import * as games from '../api/games.ts';
import { config } from '../config/config.ts';
import { i18nState } from '../i18n/i18n.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { registerStore } from './kit/registry.ts';
import { lotteryFrameUrl } from './lotteryFrame.ts';

export type LotteryMenu = ValueOf<'lotteryMenu'>['menu'];
export type PastDraw = ValueOf<'numero'>['list'][number];
export type VnDraw = ValueOf<'vnNumero'>;

/** How many past draws a game's numero shows; how many recent VN regional draws the history shows. */
export const NUMERO_LIMIT = 10;
export const RECENT_VN_LIMIT = 3;

const INITIAL = {
  /** Every lottery game. */
  list: { status: 'idle' as LoadStatus, games: [] as GameTile[] },
  /** The latest draw and the next draw's time of every lottery game (getLott). */
  draws: { status: 'idle' as LoadStatus, draws: [] as LotteryDraw[] },
  /** The lottery games by vendor and play type. */
  menu: { status: 'idle' as LoadStatus, menu: [] as LotteryMenu },
  /** The embedded lottery for the launch query `key` (its address once ready). */
  frame: { status: 'idle' as LoadStatus, key: '', url: '' },
  /** The latest Vietnamese regional draws with their prize tiers (recent VN lottery). */
  recentVn: { status: 'idle' as LoadStatus, draws: [] as VnDraw[] },
  /**
   * The one game whose past draws are open on the history: its numero, or for a Vietnamese regional lottery the
   * prize tiers of its latest draw (VN numero).
   */
  past: { gameId: '', status: 'idle' as LoadStatus, numero: [] as PastDraw[], vn: null as VnDraw | null },
};

export const lotteryState = proxy(structuredClone(INITIAL));

/** The latest load of each area: an answer for an older one is dropped. */
const queries = { list: 0, draws: 0, menu: 0, frame: 0, recentVn: 0, past: 0 };

/** Loads a list area; an answer for an older load is dropped. */
async function loadListArea<K extends 'list' | 'draws' | 'menu' | 'recentVn' | 'past'>(
  k: K,
  run: () => Promise<Partial<(typeof INITIAL)[K]>>,
): Promise<void> {
  const mine = ++queries[k];
  lotteryState[k].status = 'loading';
  try {
    const value = await run();
    if (mine === queries[k]) Object.assign(lotteryState[k], value, { status: 'ready' });
  } catch {
    if (mine === queries[k]) lotteryState[k].status = 'error';
  }
}

/** The lottery list (/m/lottery). */
export function loadLotteryList(): Promise<void> {
  return loadListArea('list', async () => ({
    games: (await games.lotteryList({ language: i18nState.lang })).list,
  }));
}

/**
 * The latest draws (/m/lotteryHistory). `again` reloads in the background (a draw came due): the list on screen
 * stays until the answer replaces it, and a failed reload leaves it there.
 */
export async function loadLotteryDraws({ again = false }: { again?: boolean } = {}): Promise<void> {
  if (!again || lotteryState.draws.status !== 'ready')
    return loadListArea('draws', async () => ({ draws: (await content.getLott({})).list }));
  const mine = ++queries.draws;
  try {
    const { list } = await content.getLott({});
    if (mine === queries.draws) lotteryState.draws.draws = list;
  } catch {
    /* the last answer stays on screen; the next due draw tries again */
  }
}

/** The latest Vietnamese regional draws (recent VN lottery), for the draw history. */
export function loadRecentVn(): Promise<void> {
  return loadListArea('recentVn', async () => ({
    draws: (await games.recentVnLottery({ limit: RECENT_VN_LIMIT })).list,
  }));
}

/** Whether a draw is a Vietnamese regional lottery's (its results have prize tiers: VN numero). */
export const isVnRegional = (d: Pick<LotteryDraw, 'vendorCode' | 'gameName'>): boolean =>
  d.vendorCode === 'TCG_LOTTO_VN' && /^Vietnam Lotto /.test(d.gameName);

/**
 * Opens a game's past draws on the history (closing the one open before): the numero, or the VN numero of a
 * Vietnamese regional lottery. The same game again closes it.
 */
export function togglePastDraws(d: Pick<LotteryDraw, 'gameId' | 'vendorCode' | 'gameName'>): Promise<void> {
  if (lotteryState.past.gameId === d.gameId && lotteryState.past.status !== 'error') {
    forgetLottery('past');
    return Promise.resolve();
  }
  lotteryState.past = { gameId: d.gameId, status: 'idle', numero: [], vn: null };
  return loadListArea('past', async () =>
    isVnRegional(d)
      ? { vn: await games.vnNumero({ gameId: d.gameId }) }
      : { numero: (await games.numero({ gameId: d.gameId, limit: NUMERO_LIMIT })).list },
  );
}

/** The lottery menu (/m/startLottery and /m/game). */
export function loadLotteryMenu(): Promise<void> {
  return loadListArea('menu', async () => ({
    menu: (await games.lotteryMenu({ language: i18nState.lang })).menu,
  }));
}

/**
 * Asks the gateway for a one-time launch address for the lottery frame page's query (playType, gameId, nodeId,
 * prize_mode, code) and adds the frame's own parameters (state/lotteryFrame.ts). An address that is not the
 * gateway's is refused (error); an answer for an older query is dropped.
 */
export async function loadLotteryFrame(query: string): Promise<void> {
  const q = new URLSearchParams(query);
  const playType = q.get('playType') === 'ent' ? 'ent' : 'trad';
  const prize = q.get('prize_mode');
  const prizeMode = prize === 'Elott' || prize === 'ZY' || prize === 'SEA' ? prize : 'Lott';
  const gameId = q.get('gameId') ?? '';
  const mine = ++queries.frame;
  lotteryState.frame = { status: 'loading', key: query, url: '' };
  try {
    const v = await games.launchGame({
      nodeId: q.get('nodeId') ?? '',
      ...(gameId ? { gameId } : {}),
      playType,
      prizeMode,
      code: q.get('code') || 'lobby',
    });
    // A lottery launch is a launch too: it goes into the recent games (state/game.ts).
    games.addRecent({ nodeId: v.nodeId }).catch(() => undefined);
    if (mine !== queries.frame) return;
    const url = lotteryFrameUrl(v.url, {
      playType,
      gameId,
      prizeMode,
      merchant: config().code,
      allowedOrigin: new URL(config().gateway.baseUrl, window.location.href).origin,
    });
    lotteryState.frame = { status: url ? 'ready' : 'error', key: query, url: url ?? '' };
  } catch {
    if (mine === queries.frame) lotteryState.frame.status = 'error';
  }
}

/**
 * Forgets an area when its screen closes (an answer still on its way is dropped): the next visit loads afresh, and
 * the frame's launch address, which works once, is never shown again.
 */
export function forgetLottery(k: 'list' | 'draws' | 'menu' | 'frame' | 'recentVn' | 'past'): void {
  queries[k]++;
  Object.assign(lotteryState, { [k]: structuredClone(INITIAL[k]) });
}

/** Back to a first visit (tests, the prerender). */
export function reset(): void {
  for (const k of ['list', 'draws', 'menu', 'frame', 'recentVn', 'past'] as const) queries[k]++;
  Object.assign(lotteryState, structuredClone(INITIAL));
}

registerStore({ name: 'lottery', reset, states: [lotteryState] });
