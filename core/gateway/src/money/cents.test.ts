import { describe, expect, it } from 'vitest';
import { centsOf, centsText, parseAmount, percentOf, roundToCents, toCents, wireAmount } from './cents.ts';

describe('centsOf: a written decimal to cents, exactly', () => {
  it('reads the awkward values floats get wrong', () => {
    // 0.29 * 100 is 28.999999999999996 in floats; read digit by digit it is 29.
    expect(0.29 * 100).not.toBe(29);
    expect(centsOf(0.29)).toBe(29);
    expect(centsOf(1.1)).toBe(110);
    expect(centsOf(4.35)).toBe(435);
    expect(centsOf(1288.5)).toBe(128850);
    expect(centsOf(2000)).toBe(200000);
    expect(centsOf(0)).toBe(0);
  });

  it('reads text the same way, trailing zeros included', () => {
    expect(centsOf('12.30')).toBe(1230);
    expect(centsOf('12.3')).toBe(1230);
    expect(centsOf('0.05')).toBe(5);
    expect(centsOf('007')).toBe(700);
  });

  it('keeps the sign, and no negative zero', () => {
    expect(centsOf(-5)).toBe(-500);
    expect(centsOf('-0.29')).toBe(-29);
    expect(Object.is(centsOf('-0.00'), 0)).toBe(true);
    expect(Object.is(centsOf(-0), 0)).toBe(true);
  });

  it('refuses what it cannot hold exactly instead of rounding it', () => {
    // Math.round(1.005 * 100) is 100: the float is 1.00499999…; a third decimal is refused, not guessed.
    expect(Math.round(1.005 * 100)).toBe(100);
    // A float that came out of arithmetic (0.1 + 0.2 is 0.30000000000000004) is no written amount either.
    for (const bad of [1.005, '12.345', '1.999', 0.1 + 0.2, 1e21, 1e-7, Number.NaN, Infinity, -Infinity])
      expect(() => centsOf(bad), String(bad)).toThrow(RangeError);
    for (const bad of ['', ' 5', '5 ', '1,000', '1e3', '+5', '.5', '5.', '0x10', 'abc'])
      expect(() => centsOf(bad), JSON.stringify(bad)).toThrow(RangeError);
  });

  it('refuses more cents than a JavaScript number holds exactly', () => {
    expect(centsOf('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => centsOf('90071992547409.92')).toThrow(/too large/);
    expect(() => centsOf(123456789012345680000)).toThrow(/too large/);
  });
});

describe('cents out', () => {
  it('answers the wire in major units: the decimal, never a float artefact', () => {
    expect(wireAmount(1205)).toBe(12.05);
    expect(JSON.stringify(wireAmount(29))).toBe('0.29');
    expect(JSON.stringify(wireAmount(-1))).toBe('-0.01');
    expect(JSON.stringify(wireAmount(100_000_000_000))).toBe('1000000000');
    for (const cents of [1, 7, 29, 101, 435, 99_999, 12_345_678_901])
      expect(centsOf(wireAmount(cents)), String(cents)).toBe(cents);
  });

  it('rounds a computed amount to the nearest cent (seeded content only)', () => {
    expect(roundToCents(500 * 3.33)).toBe(166500);
    expect(roundToCents(0.125)).toBe(13);
  });

  it('takes a percentage exactly, rounded down to the cent', () => {
    expect(percentOf(10_000, 0.29)).toBe(29);
    expect(percentOf(500_000, 0.38)).toBe(1900);
    expect(percentOf(999, 1)).toBe(9);
    expect(percentOf(0, 0.5)).toBe(0);
    expect(() => percentOf(-1, 1)).toThrow(RangeError);
    expect(() => percentOf(100, 0.125)).toThrow(RangeError);
  });
});

describe('money text', () => {
  it('converts between numeric text and cents exactly', () => {
    expect(toCents('1288.50')).toBe(128850);
    expect(toCents('-0.05')).toBe(-5);
    expect(toCents('7')).toBe(700);
    expect(toCents(null)).toBe(0);
    expect(centsText(-1205)).toBe('-12.05');
    expect(centsText(5)).toBe('0.05');
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
    expect(toCents('0.10') + toCents('0.20')).toBe(30);
  });

  it('refuses amounts a wallet must never take, naming the field', () => {
    expect(parseAmount('amount', '100')).toBe(10000);
    expect(parseAmount('amount', 100.25)).toBe(10025);
    expect(parseAmount('amount', ' 5.5 ')).toBe(550);
    for (const bad of ['-5', '0', '0.00', 'abc', '', '1e3', 'NaN', '10.', '1,000', null, undefined, {}, -1])
      expect(() => parseAmount('amount', bad), String(bad)).toThrow(/^amount: /);
    expect(() => parseAmount('amount', '1.005')).toThrow('amount: has more than two decimals');
    expect(() => parseAmount('amount', '501', 50000)).toThrow('amount: must be at most 500.00');
  });
});
