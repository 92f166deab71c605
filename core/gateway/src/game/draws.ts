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
