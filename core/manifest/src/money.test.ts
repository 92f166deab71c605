import { describe, expect, it } from 'vitest';
import { formatBalance, formatFor, formatMoney, moneyFormat, regroup } from './money.ts';

// The app's own tests (core/app/src/money/format.test.ts) cover each format field; these cover what the gateway's
// pages add: the signed amount with its symbol, in Node's Intl.
describe('formatMoney (an amount as a balance shows it, with its symbol)', () => {
  it('writes #,##0.00 with the symbol before by default, the minus before the symbol', () => {
    expect(formatMoney('₱', 1234.5, 'en')).toBe('₱1,234.50');
    expect(formatMoney('₱', 0, 'en')).toBe('₱0.00');
    expect(formatMoney('₱', -5, 'en')).toBe('-₱5.00');
  });

  it("follows the merchant's currency.format and the language's digits", () => {
    const vnd = moneyFormat({
      format: { decimals: 0, symbolPosition: 'after', groupSeparator: '.', decimalSeparator: ',' },
    });
    expect(formatMoney('₫', 50000, 'en', vnd)).toBe('50.000₫');
    expect(formatMoney('₨', 1.9, 'en', moneyFormat({ format: { decimals: 0 } }))).toBe('₨2');
    expect(formatMoney('৳', 1234.5, 'bn-BD')).toBe(`৳${formatBalance(1234.5, 'bn-BD')}`);
    expect(formatMoney('৳', 1234.5, 'bn-BD')).toMatch(/^৳[০-৯,.]+$/);
    expect(formatMoney('৳', 1.5, 'bn-BD', moneyFormat({ format: { digits: 'latin' } }))).toBe('৳1.50');
  });
});

describe('grouping style and settings per language (currency.format.groupingStyle, .languages)', () => {
  const inr = moneyFormat({ format: { languages: { EN: { groupingStyle: 'indian' } } } });

  it('groups the Indian way in English when the merchant says so: ₹2,47,125.15', () => {
    expect(formatMoney('₹', 247125.15, 'en', inr)).toBe('₹2,47,125.15');
    expect(formatMoney('₹', 12345678, 'en', inr)).toBe('₹1,23,45,678.00');
    expect(formatMoney('₹', 999, 'en', inr)).toBe('₹999.00');
    // Only in English: without the setting English groups in threes.
    expect(formatMoney('₹', 247125.15, 'en')).toBe('₹247,125.15');
  });

  it('applies to the language it names only; Hindi keeps its own (Indian) grouping and Devanagari digits', () => {
    expect(formatMoney('₹', 247125.15, 'hi', inr)).toBe(formatMoney('₹', 247125.15, 'hi'));
    const latinHi = moneyFormat({ format: { languages: { HI: { digits: 'latin' } } } });
    expect(formatMoney('₹', 247125.15, 'hi', latinHi)).toBe('₹2,47,125.15');
    expect(formatMoney('₹', 5, 'en', latinHi)).toBe('₹5.00');
  });

  it('thousands style puts a language that groups the Indian way in threes, in its own digits', () => {
    const thousands = moneyFormat({ format: { groupingStyle: 'thousands' } });
    expect(formatMoney('৳', 1234567, 'bn-BD', thousands)).toBe('৳১,২৩৪,৫৬৭.০০');
    expect(formatMoney('৳', 1234567, 'bn-BD')).toBe('৳১২,৩৪,৫৬৭.০০');
  });

  it("keeps the merchant's separators and a language's own group separator when regrouping", () => {
    const vnd = moneyFormat({ format: { decimals: 0, groupingStyle: 'indian', groupSeparator: '.' } });
    expect(formatMoney('₫', 1234567, 'vi', vnd)).toBe('₫12.34.567');
    expect(regroup('1234567', 'thousands', ',')).toBe('1,234,567');
    expect(regroup('1234567', 'indian', ',')).toBe('12,34,567');
    expect(regroup('12', 'indian', ',')).toBe('12');
  });

  it('reads the platform code from a tag with extensions (en-u-nu-latn)', () => {
    expect(formatFor(inr, 'en-u-nu-latn').groupingStyle).toBe('indian');
    expect(formatFor(inr, 'hi').groupingStyle).toBeUndefined();
  });
});
