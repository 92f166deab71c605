import type { LotteryDraw } from '@wl/contract';
import { seeded } from '../seed/random.ts';
import type { StoredGame } from './games.ts';

const DAY = 86_400_000;

/** Draw interval of a lottery game from its name ("5D Lotto 3 Min" draws every 3 minutes; others daily). */
function interval(name: string): number {
  const minutes = /(\d+) Min\b/.exec(name);
  return minutes ? Number(minutes[1]) * 60_000 : DAY;
}

/** The numbers of one draw: the game's format decides how many and from which range; the issue seeds them. */
function numbers(name: string, seed: string): string[] {
  const rnd = seeded(seed);
  const distinct = (count: number, max: number): string[] =>
    rnd
      .shuffle(Array.from({ length: max }, (_, i) => i + 1))
      .slice(0, count)
      .map(String);
  const pick = /(\d)\/(\d{2})/.exec(name);
  if (pick) return distinct(Number(pick[1]), Number(pick[2]));
  if (/keno|happy 8/i.test(name)) return distinct(20, 80);
  if (/pk10/i.test(name)) return distinct(10, 10);
  if (/11x5/i.test(name)) return distinct(5, 11);
  const digits = /(\d)D\b/.exec(name);
  const count = digits ? Number(digits[1]) : /fast 3|rapid 3/i.test(name) ? 3 : 5;
  return Array.from({ length: count }, () => String(rnd.int(0, 9)));
}

/**
 * The latest draw of a lottery game at time `now`. Draws are derived, not stored: issue n happens at n × interval,
 * and its numbers are seeded by merchant, game and issue, so every caller sees the same results.
 */
export function drawsOf(merchant: string, g: StoredGame, now: number): LotteryDraw {
  const every = interval(g.game_name);
  const issue = Math.floor(now / every);
  return {
    gameId: g.game_id,
    nodeId: g.node_id,
    gameName: g.game_name,
    vendorCode: g.vendor_code,
    issue: String(issue),
    numbers: numbers(g.game_name, `${merchant}:${g.game_id}:${issue}`),
    drawTime: issue * every,
    nextDrawTime: (issue + 1) * every,
  };
}

/** One past draw of a game: its issue, numbers and time. */
export interface PastDraw {
  issue: string;
  numbers: string[];
  drawTime: number;
}

/**
 * The latest `limit` draws of a lottery game at time `now`, newest first (the numero of spec section 7). Derived
 * like drawsOf, so an issue shows the same numbers in every list and on every call.
 */
export function pastDraws(merchant: string, g: StoredGame, now: number, limit: number): PastDraw[] {
  const every = interval(g.game_name);
  const latest = Math.floor(now / every);
  return Array.from({ length: Math.max(0, Math.min(limit, latest + 1)) }, (_, i) => {
    const issue = latest - i;
    return {
      issue: String(issue),
      numbers: numbers(g.game_name, `${merchant}:${g.game_id}:${issue}`),
      drawTime: issue * every,
    };
  });
}

/** A Vietnamese regional lottery (xổ số): the daily North, Central and South draws, which pay by prize tiers. */
export const isVnRegional = (g: Pick<StoredGame, 'vendor_code' | 'game_name'>): boolean =>
  g.vendor_code === 'TCG_LOTTO_VN' && /^Vietnam Lotto /.test(g.game_name);

/** The prize tiers of a Vietnamese regional draw: how many numbers each tier draws and how many digits each has. */
export const VN_TIERS = [
  { tier: 'special', count: 1, digits: 6 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 1, digits: 5 },
  { tier: 'third', count: 2, digits: 5 },
  { tier: 'fourth', count: 7, digits: 5 },
  { tier: 'fifth', count: 1, digits: 4 },
  { tier: 'sixth', count: 3, digits: 4 },
  { tier: 'seventh', count: 1, digits: 3 },
  { tier: 'eighth', count: 1, digits: 2 },
] as const;

export type VnTier = (typeof VN_TIERS)[number]['tier'];

/** One Vietnamese regional draw with its prize tiers (the VN numero). */
export interface VnDraw {
  gameId: string;
  nodeId: string;
  gameName: string;
  issue: string;
  drawTime: number;
  prizes: { tier: VnTier; numbers: string[] }[];
}

/** The VN regional draw of one issue: every tier's numbers, seeded by merchant, game and issue. */
export function vnDraw(merchant: string, g: StoredGame, issue: number): VnDraw {
  const every = interval(g.game_name);
  const rnd = seeded(`${merchant}:${g.game_id}:${issue}:vn`);
  return {
    gameId: g.game_id,
    nodeId: g.node_id,
    gameName: g.game_name,
    issue: String(issue),
    drawTime: issue * every,
    prizes: VN_TIERS.map(({ tier, count, digits }) => ({
      tier,
      numbers: Array.from({ length: count }, () =>
        Array.from({ length: digits }, () => String(rnd.int(0, 9))).join(''),
      ),
    })),
  };
}

/** The latest issue of a game at `now`. */
export const latestIssue = (g: StoredGame, now: number): number => Math.floor(now / interval(g.game_name));
