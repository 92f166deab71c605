import { describe, expect, it } from 'vitest';
import { formatBalance, formatMoney, moneyFormat } from './money.ts';

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
