import { describe, expect, it } from 'vitest';
import { badgeText, displayBalance, formatAmount, formatBalance, MASKED_BALANCE } from './format.ts';

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
