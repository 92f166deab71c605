import { randomInt } from 'node:crypto';

/**
 * The sandbox lottery that LOTT and ELOTTO launches open (spec sections 2 and 4: play types trad and ent, prize
 * modes Lott, ZY, Elott and SEA). Like the slot it is small enough to check by hand and real enough to move money:
 * the returns below are computed exactly (lottery.test.ts enumerates every draw), not claimed.
 *
 *   trad (Tradition): pick 3 different numbers of 1-10; 3 different numbers are drawn; 2 hits pay ×3, 3 hits ×40.
 *   ent (Entertainment): pick Big (6-10) or Small (1-5); one number of 1-10 is drawn; the right side pays ×1.9.
 */

export const PLAY_TYPES = ['trad', 'ent'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export const isPlayType = (v: unknown): v is PlayType => (PLAY_TYPES as readonly unknown[]).includes(v);
export const isPrizeMode = (v: unknown): v is PrizeMode => (PRIZE_MODES as readonly unknown[]).includes(v);
/** The prize mode of a launch that names none (spec section 4): SEA for the TCG_SEA vendor, else Lott. */
export const defaultPrizeMode = (vendorCode: string): PrizeMode =>
  vendorCode === 'TCG_SEA' ? 'SEA' : 'Lott';

/** The numbers of the draw. */
export const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** How many numbers a traditional ticket picks and a traditional draw draws. */
export const PICKS = 3;
/** Traditional pay table: hits → multiplier of the stake. */
export const TRAD_PAYS: Readonly<Record<number, number>> = { 0: 0, 1: 0, 2: 3, 3: 40 };
export const SIDES = ['big', 'small'] as const;
export type Side = (typeof SIDES)[number];
/** Entertainment: the right side pays this many stakes. */
export const SIDE_PAYS = 1.9;
export const sideOf = (n: number): Side => (n >= 6 ? 'big' : 'small');

/** A ticket: the numbers (trad) or the side (ent) the player picked. */
export type Ticket = { playType: 'trad'; numbers: number[] } | { playType: 'ent'; side: Side };

/**
 * Reads a ticket from the bet form's fields, or says in words what is wrong with it: trad takes exactly 3 different
 * numbers of 1-10, ent one side.
 */
export function readTicket(
  playType: PlayType,
  numbers: readonly string[],
  side: string | undefined,
): Ticket | string {
  if (playType === 'ent')
    return side === 'big' || side === 'small' ? { playType, side } : 'pick Big or Small';
  const picked = [...new Set(numbers.map(Number))].sort((a, b) => a - b);
  if (picked.length !== numbers.length || picked.some((n) => !Number.isInteger(n) || n < 1 || n > 10))
    return 'numbers must be different whole numbers from 1 to 10';
  if (picked.length !== PICKS) return `pick exactly ${PICKS} numbers`;
  return { playType, numbers: picked };
}

export interface Draw {
  drawn: number[];
  /** Multiplier of the stake the ticket wins. */
  multiplier: number;
  winCents: number;
}

/** The multiplier a ticket wins against drawn numbers. */
export function pays(ticket: Ticket, drawn: readonly number[]): number {
  if (ticket.playType === 'ent') return sideOf(drawn[0]!) === ticket.side ? SIDE_PAYS : 0;
  const hits = ticket.numbers.filter((n) => drawn.includes(n)).length;
  return TRAD_PAYS[hits] ?? 0;
}

/** One draw for a ticket (whole cents, rounded down). `pick(n)` is a uniform integer in [0, n). */
export function draw(ticket: Ticket, stakeCents: number, pick: (n: number) => number = randomInt): Draw {
  const pool: number[] = [...NUMBERS];
  const count = ticket.playType === 'trad' ? PICKS : 1;
  const drawn: number[] = [];
  for (let i = 0; i < count; i++) drawn.push(pool.splice(pick(pool.length), 1)[0]!);
  drawn.sort((a, b) => a - b);
  const multiplier = pays(ticket, drawn);
  return { drawn, multiplier, winCents: Math.floor(stakeCents * multiplier) };
}

/** The exact expected return per unit staked of a play type, over every possible draw. */
export function returnToPlayer(playType: PlayType): number {
  if (playType === 'ent') return NUMBERS.filter((n) => sideOf(n) === 'big').length * (SIDE_PAYS / 10);
  const ticket: Ticket = { playType, numbers: [1, 2, 3] };
  let total = 0;
  let draws = 0;
  for (const a of NUMBERS)
    for (const b of NUMBERS)
      for (const c of NUMBERS)
        if (a < b && b < c) {
          total += pays(ticket, [a, b, c]);
          draws++;
        }
  return total / draws;
}

/** How a bet is kept in game_rounds.result: "trad Lott 2,5,9 → 1,5,9" or "ent Elott big → 7". */
export function resultText(prizeMode: PrizeMode, ticket: Ticket, drawn: readonly number[]): string {
  const picked = ticket.playType === 'trad' ? ticket.numbers.join(',') : ticket.side;
  return `${ticket.playType} ${prizeMode} ${picked} → ${drawn.join(',')}`;
}

/** The stake choices offered, in whole units of the merchant's currency (the slot's). */
export { STAKES } from './slot.ts';

/** The game types the sandbox lottery plays (spec section 4: LOTT and ELOTT tiles open the lottery). */
export const isLotteryType = (gameType: string): boolean => gameType === 'LOTT' || gameType === 'ELOTTO';
