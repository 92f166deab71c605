import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount, formatBalance, isolateLtr, moneyFormat, withSymbol } from '@wl/manifest/money';
import type { ResolvedConfig } from '@wl/manifest/types';
import { installConfig } from '../config/config.ts';
import { testConfig } from '../test/config.ts';
import {
  displayBalance,
  formatMoney,
  formatMoneyRange,
  formatOffer,
  MASKED_BALANCE,
  symbolParts,
} from './format.ts';

/** Installs the test merchant with another currency (symbol and format). */
function merchant(symbol: string, format?: ResolvedConfig['currency']['format']) {
  const cfg = testConfig();
  installConfig({ ...cfg, currency: { ...cfg.currency, symbol, ...(format ? { format } : {}) } });
}

afterEach(() => installConfig(testConfig()));

const VND = { decimals: 0, symbolPosition: 'after', groupSeparator: '.', decimalSeparator: ',' } as const;

describe("the app's money (merchant config symbol and currency.format)", () => {
  it('writes #,##0.00 with the symbol before by default, the minus before the symbol', () => {
    expect(formatMoney(1234.5, 'en')).toBe('₱1,234.50');
    expect(formatMoney(0, 'en')).toBe('₱0.00');
    expect(formatMoney(-5, 'en')).toBe('-₱5.00');
    expect(formatMoneyRange(100, 50000, 'en')).toBe('₱100.00 – ₱50,000.00');
  });

  it('shows 50.000₫ on a VND merchant everywhere: money screens, ranges, the balance and the offer', () => {
    merchant('₫', VND);
    expect(formatMoney(50000, 'en')).toBe('50.000₫');
    expect(formatMoney(-1234567.4, 'en')).toBe('-1.234.567₫');
    expect(formatMoneyRange(10000, 5000000, 'en')).toBe('10.000₫ – 5.000.000₫');
    expect(displayBalance(50000, false, 'en')).toBe('50.000');
    expect(formatOffer(50000, 'en')).toBe('50.000₫');
    expect(symbolParts('50.000')).toEqual([
      { type: 'number', value: '50.000' },
      { type: 'symbol', value: '₫' },
    ]);
  });

  it('puts a no-break space between symbol and number when the format asks for one', () => {
    merchant('₫', { ...VND, symbolSpace: true });
    expect(formatMoney(50000, 'en')).toBe('50.000\u00a0₫');
    expect(symbolParts(MASKED_BALANCE)).toEqual([
      { type: 'number', value: MASKED_BALANCE },
      { type: 'gap', value: '\u00a0' },
      { type: 'symbol', value: '₫' },
    ]);
  });

  it("uses the language's digits and the merchant's decimals (৳ in Bengali, ₨ without decimals)", () => {
    merchant('৳');
    expect(formatMoney(1234.5, 'bn-BD')).toMatch(/^৳[০-৯,.]+\.৫০$/);
    merchant('₨', { decimals: 0 });
    expect(formatMoney(300, 'ur')).toBe('₨300');
    expect(formatOffer(300, 'ur', true)).toBe('\u2066₨300\u2069');
  });

  it('masks a hidden balance whatever the amount; no balance yet reads 0 in the format', () => {
    expect(displayBalance(1234.5, true, 'en')).toBe(MASKED_BALANCE);
    expect(displayBalance(null, true, 'en')).toBe(MASKED_BALANCE);
    expect(MASKED_BALANCE).toMatch(/^\*+$/);
    expect(displayBalance(99.9, false, 'en')).toBe('99.90');
    expect(displayBalance(null, false, 'en')).toBe('0.00');
    expect(symbolParts(MASKED_BALANCE)).toEqual([
      { type: 'symbol', value: '₱' },
      { type: 'number', value: MASKED_BALANCE },
    ]);
  });
});

describe('formatBalance (#,##0.00)', () => {
  it('groups thousands and keeps two decimals in English', () => {
    expect(formatBalance(1234567.5, 'en')).toBe('1,234,567.50');
    expect(formatBalance(0, 'en')).toBe('0.00');
    expect(formatBalance(12.345, 'en')).toBe('12.35');
    expect(formatBalance(-5, 'en')).toBe('-5.00');
  });

  it('uses Tagalog (fil) separators', () => {
    expect(formatBalance(1234.5, 'fil')).toBe('1,234.50');
  });

  it('shows Bengali digits in BN', () => {
    const s = formatBalance(1234.5, 'bn-BD');
    expect(s).toMatch(/^[০-৯,.]+$/);
    expect(s.endsWith('.৫০')).toBe(true);
    expect(s.replace(/[^০-৯]/g, '')).toBe('১২৩৪৫০');
  });

  it('treats a missing or broken amount as zero', () => {
    expect(formatBalance(Number.NaN, 'en')).toBe('0.00');
  });

  it('falls back to English digits for an unknown tag', () => {
    expect(formatBalance(1, 'zz-invalid-tag-!!')).toBe('1.00');
  });
});

describe('formatAmount (referral reward)', () => {
  it('reads ₱200 in English and ৳২৮৮ in Bengali', () => {
    expect(formatAmount('₱', 200, 'en')).toBe('₱200');
    expect(formatAmount('৳', 288, 'bn-BD')).toBe('৳২৮৮');
  });
});

describe('merchant money formats (manifest currency.format)', () => {
  const vnd = moneyFormat({
    format: { decimals: 0, symbolPosition: 'after', groupSeparator: '.', decimalSeparator: ',' },
  });

  it('shows 50.000₫: no decimals, symbol after, dot grouping, for the amount and the balance', () => {
    expect(formatAmount('₫', 50000, 'en', vnd)).toBe('50.000₫');
    expect(formatBalance(50000, 'en', vnd)).toBe('50.000');
    expect(withSymbol('₫', formatBalance(1234567.4, 'vi', vnd), vnd)).toBe('1.234.567₫');
  });

  it('keeps #,##0.00 for the balance by default, and fixed decimals where the merchant sets them', () => {
    expect(formatBalance(50000, 'en', moneyFormat({}))).toBe('50,000.00');
    expect(formatBalance(5, 'en', moneyFormat({ format: { decimals: 3 } }))).toBe('5.000');
    expect(formatAmount('₱', 200.5, 'en', moneyFormat({}))).toBe('₱200.5');
  });

  it('adds a no-break space when asked, and can turn grouping off or force Latin digits', () => {
    expect(formatAmount('₫', 50000, 'en', { ...vnd, symbolSpace: true })).toBe('50.000\u00a0₫');
    expect(formatAmount('$', 1234, 'en', moneyFormat({ format: { grouping: false } }))).toBe('$1234');
    expect(formatAmount('৳', 288, 'bn-BD', moneyFormat({}))).toBe('৳২৮৮');
    expect(formatAmount('৳', 288, 'bn-BD', moneyFormat({ format: { digits: 'latin' } }))).toBe('৳288');
  });

  it('isolates the amount left to right in a right-to-left language', () => {
    const pkr = moneyFormat({ format: { decimals: 0 } });
    expect(formatAmount('₨', 300, 'ur', pkr, true)).toBe('\u2066₨300\u2069');
    expect(isolateLtr('18+')).toBe('\u206618+\u2069');
  });
});
