import { describe, expect, it } from 'vitest';
import {
  badgeText,
  displayBalance,
  formatAmount,
  formatBalance,
  isolateLtr,
  MASKED_BALANCE,
  moneyFormat,
  withSymbol,
} from './format.ts';

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

describe('displayBalance', () => {
  it('masks with asterisks when hidden, whatever the amount', () => {
    expect(displayBalance(1234.5, true, 'en')).toBe(MASKED_BALANCE);
    expect(displayBalance(null, true, 'en')).toBe(MASKED_BALANCE);
    expect(MASKED_BALANCE).toMatch(/^\*+$/);
  });

  it('formats when shown; no balance yet reads 0.00', () => {
    expect(displayBalance(99.9, false, 'en')).toBe('99.90');
    expect(displayBalance(null, false, 'en')).toBe('0.00');
  });
});

describe('formatAmount (referral reward)', () => {
  it('reads ₱200 in English and ৳২৮৮ in Bengali', () => {
    expect(formatAmount('₱', 200, 'en')).toBe('₱200');
    expect(formatAmount('৳', 288, 'bn-BD')).toBe('৳২৮৮');
  });
});

describe('badgeText', () => {
  it.each([
    [0, null],
    [-3, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('%i unread shows %j', (n, text) => {
    expect(badgeText(n)).toBe(text);
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
