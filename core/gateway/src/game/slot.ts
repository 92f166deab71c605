import { randomInt } from 'node:crypto';

/**
 * The sandbox slot: three reels of the same weighted strip, paid on the centre line. Small enough to check by hand,
 * real enough to move money: the return to player below is computed exactly from the strip and the pay table
 * (slot.test.ts enumerates every outcome), not claimed.
 */

export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** How many stops of each symbol one reel has (15 stops). */
export const WEIGHTS: Record<SlotSymbol, number> = { cherry: 5, lemon: 4, bell: 3, star: 2, seven: 1 };

/** Multiplier of the stake for three of a kind. */
export const THREE_OF_A_KIND: Record<SlotSymbol, number> = {
  cherry: 5,
  lemon: 10,
  bell: 22,
  star: 50,
  seven: 250,
};
/** Multiplier for exactly two cherries anywhere on the line. */
export const TWO_CHERRIES = 1;
/** A win of at least this many stakes enters the merchant's winners list. */
export const BIG_WIN_MULTIPLIER = 50;

const STRIP: SlotSymbol[] = SYMBOLS.flatMap((s) => Array<SlotSymbol>(WEIGHTS[s]).fill(s));

/** The multiplier a line pays. */
export function multiplier(line: readonly SlotSymbol[]): number {
  const [a, b, c] = line;
  if (a === b && b === c) return THREE_OF_A_KIND[a!];
  return line.filter((s) => s === 'cherry').length === 2 ? TWO_CHERRIES : 0;
}

/** One spin: the line and the win in cents (whole cents, rounded down). */
export function spin(
  stakeCents: number,
  pick: (n: number) => number = randomInt,
): { line: SlotSymbol[]; winCents: number } {
  const line = [0, 1, 2].map(() => STRIP[pick(STRIP.length)]!);
  return { line, winCents: Math.floor(stakeCents * multiplier(line)) };
}

/** The exact expected return per unit staked, over every combination of stops. */
export function returnToPlayer(): number {
  let total = 0;
  for (const a of STRIP) for (const b of STRIP) for (const c of STRIP) total += multiplier([a, b, c]);
  return total / STRIP.length ** 3;
}

/** The stake choices offered, in whole units of the merchant's currency. */
export const STAKES = [1, 2, 5, 10, 20, 50, 100] as const;
