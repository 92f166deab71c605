import { describe, expect, it } from 'vitest';
import { multiplier, returnToPlayer, spin, SYMBOLS, THREE_OF_A_KIND, WEIGHTS } from './slot.ts';

describe('the sandbox slot', () => {
  it('states a return to player computed from the strip and the pay table', () => {
    // By hand: P(three of s) = (w/15)^3, P(exactly two cherries) = 3·(5/15)²·(10/15).
    const total = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
    let expected = 3 * (5 / total) ** 2 * ((total - 5) / total) * 1;
    for (const s of SYMBOLS) expected += (WEIGHTS[s] / total) ** 3 * THREE_OF_A_KIND[s];
    expect(returnToPlayer()).toBeCloseTo(expected, 12);
    expect(returnToPlayer()).toBeGreaterThan(0.9);
    expect(returnToPlayer()).toBeLessThan(1);
  });

  it('pays three of a kind and two cherries, nothing else', () => {
    expect(multiplier(['seven', 'seven', 'seven'])).toBe(250);
    expect(multiplier(['cherry', 'bell', 'cherry'])).toBe(1);
    expect(multiplier(['cherry', 'cherry', 'cherry'])).toBe(5);
    expect(multiplier(['bell', 'bell', 'star'])).toBe(0);
    // Stops are picked by the given source: stop 14 is the single seven.
    expect(spin(1000, () => 14)).toEqual({ line: ['seven', 'seven', 'seven'], winCents: 250_000 });
    const stops = [0, 5, 9]; // cherry, lemon, bell
    expect(spin(1000, () => stops.shift()!)).toEqual({ line: ['cherry', 'lemon', 'bell'], winCents: 0 });
    expect(spin(1000, () => 5).winCents).toBe(10_000); // three lemons pay 10×
  });
});
