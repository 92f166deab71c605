import { afterEach, describe, expect, it } from 'vitest';
import { installConfig } from '../config/config.ts';
import { testConfig } from '../test/config.ts';
import {
  badgeText,
  formatDigits,
  formatNumber,
  numberingTag,
  parseWholeNumber,
  toAsciiDigits,
} from './format.ts';

/** Installs the test merchant with its currency.format.digits set (the manifest's setting). */
function withDigits(digits: 'native' | 'latin' | undefined): void {
  const cfg = testConfig();
  cfg.currency = { ...cfg.currency, ...(digits ? { format: { digits } } : {}) };
  installConfig(cfg);
}

afterEach(() => installConfig(testConfig()));

describe('badgeText', () => {
  it.each([
    [0, null],
    [-3, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('%i unread shows %j', (n, text) => {
    expect(badgeText(n, 'en')).toBe(text);
  });

  it('writes the count in Bengali digits on a Bengali screen', () => {
    expect(badgeText(8, 'bn-BD')).toBe('৮');
    expect(badgeText(150, 'bn-BD')).toBe('৯৯+');
  });
});

describe('formatNumber', () => {
  it('uses the language’s own digits by default (native)', () => {
    withDigits(undefined);
    expect(formatNumber(0, 'bn-BD')).toBe('০');
    expect(formatNumber(60, 'bn-BD')).toBe('৬০');
    expect(formatNumber(1500, 'bn-BD')).toBe('১,৫০০');
    expect(formatNumber(60, 'en')).toBe('60');
    expect(formatNumber(0.38, 'bn-BD')).toBe('০.৩৮');
  });

  it('writes Latin digits in every language when the merchant says latin', () => {
    withDigits('latin');
    expect(numberingTag('bn-BD')).toBe('bn-BD-u-nu-latn');
    expect(formatNumber(60, 'bn-BD')).toBe('60');
    expect(formatNumber(1500, 'bn-BD')).toBe('1,500');
  });

  it('can leave out grouping for numbers read digit by digit', () => {
    expect(formatNumber(2026, 'bn-BD', { grouping: false })).toBe('২০২৬');
  });

  it('writes Arabic-Indic digits where the language’s numbering system has them', () => {
    expect(formatNumber(1500, 'ar-EG')).toBe('١٬٥٠٠');
  });
});

describe('formatDigits', () => {
  it('keeps leading zeros and other characters', () => {
    expect(formatDigits('07', 'bn-BD')).toBe('০৭');
    expect(formatDigits('No. 12-3', 'bn-BD')).toBe('No. ১২-৩');
    expect(formatDigits('07', 'en')).toBe('07');
  });
});

describe('typed numbers', () => {
  it.each([
    ['১৫০০', '1500'], // Bengali
    ['1500', '1500'], // Latin
    ['١٥٠٠', '1500'], // Arabic-Indic
    ['۱۵۰۰', '1500'], // extended Arabic-Indic (Urdu keyboards)
    ['१५००', '1500'], // Devanagari
    ['１５００', '1500'], // full-width
    ['١٢٫٥', '12.5'], // Arabic decimal separator
    ['৫০০.৫০', '500.50'],
  ])('%s reads as %s', (typed, ascii) => {
    expect(toAsciiDigits(typed)).toBe(ascii);
  });

  it('parses a whole number in any digit system, or refuses it', () => {
    expect(parseWholeNumber('১৫০০')).toBe(1500);
    expect(parseWholeNumber(' ۶۰ ')).toBe(60);
    expect(parseWholeNumber('60')).toBe(60);
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('-5')).toBeNull();
    expect(parseWholeNumber('1.5')).toBeNull();
    expect(parseWholeNumber('১৫a')).toBeNull();
  });
});

describe('number format per language (currency.format.languages)', () => {
  it('groups counts the Indian way in English and writes Latin digits in Hindi when the merchant says so', () => {
    const cfg = testConfig();
    cfg.currency = {
      ...cfg.currency,
      format: { languages: { EN: { groupingStyle: 'indian' }, HI: { digits: 'latin' } } },
    };
    installConfig(cfg);
    expect(formatNumber(247125, 'en')).toBe('2,47,125');
    expect(formatNumber(1500, 'en', { grouping: false })).toBe('1500');
    expect(numberingTag('hi')).toBe('hi-u-nu-latn');
    expect(numberingTag('en')).toBe('en');
    expect(formatNumber(247125, 'hi')).toBe('2,47,125');
  });
});
