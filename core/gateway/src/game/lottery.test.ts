import { describe, expect, it } from 'vitest';
import { draw, pays, readTicket, resultText, returnToPlayer, type Ticket } from './lottery.ts';

describe('the sandbox lottery', () => {
  it('pays by the table, and its returns are exact over every draw', () => {
    const trad: Ticket = { playType: 'trad', numbers: [2, 5, 9] };
    expect(pays(trad, [1, 3, 4])).toBe(0);
    expect(pays(trad, [2, 3, 4])).toBe(0);
    expect(pays(trad, [2, 5, 4])).toBe(3);
    expect(pays(trad, [2, 5, 9])).toBe(40);
    expect(pays({ playType: 'ent', side: 'big' }, [6])).toBe(1.9);
    expect(pays({ playType: 'ent', side: 'big' }, [5])).toBe(0);
    expect(pays({ playType: 'ent', side: 'small' }, [1])).toBe(1.9);
    // C(3,2)·C(7,1) = 21 draws of 120 hit two, 1 hits three: (21·3 + 40) / 120.
    expect(returnToPlayer('trad')).toBeCloseTo(103 / 120, 12);
    expect(returnToPlayer('ent')).toBeCloseTo(0.95, 12);
  });

  it('draws different numbers of 1-10 and pays whole cents, rounded down', () => {
    // pick always takes the first of what is left: 1, 2, 3.
    expect(draw({ playType: 'trad', numbers: [1, 2, 3] }, 105, () => 0)).toEqual({
      drawn: [1, 2, 3],
      multiplier: 40,
      winCents: 4200,
    });
    expect(draw({ playType: 'ent', side: 'big' }, 105, () => 9)).toEqual({
      drawn: [10],
      multiplier: 1.9,
      winCents: 199,
    });
    for (let i = 0; i < 200; i++) {
      const d = draw({ playType: 'trad', numbers: [1, 2, 3] }, 100);
      expect(new Set(d.drawn).size).toBe(3);
      expect(d.drawn.every((n) => n >= 1 && n <= 10)).toBe(true);
    }
  });

  it('takes exactly 3 different numbers of 1-10 (trad) or one side (ent)', () => {
    expect(readTicket('trad', ['9', '2', '5'], undefined)).toEqual({ playType: 'trad', numbers: [2, 5, 9] });
    expect(readTicket('trad', ['2', '5'], undefined)).toBe('pick exactly 3 numbers');
    expect(readTicket('trad', ['2', '5', '5'], undefined)).toMatch(/different/);
    expect(readTicket('trad', ['2', '5', '11'], undefined)).toMatch(/from 1 to 10/);
    expect(readTicket('trad', ['2', '5', 'x'], undefined)).toMatch(/whole numbers/);
    expect(readTicket('ent', [], 'big')).toEqual({ playType: 'ent', side: 'big' });
    expect(readTicket('ent', [], 'huge')).toBe('pick Big or Small');
    expect(resultText('Elott', { playType: 'ent', side: 'big' }, [7])).toBe('ent Elott big → 7');
  });
});
