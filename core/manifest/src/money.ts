/**
 * Money as people read it: a merchant's currency.format (decimals, symbol side, grouping, separators, digits) in a
 * language's own digits. Shared by the app (header balance, rewards, referral offer) and the gateway (its sandbox
 * game and payment pages), so an amount reads the same wherever it is shown. Intl does the work so that each
 * language gets its own digits and separators (BN shows Bengali digits); formatters are cached per language because
 * building one is comparatively slow. Pure: no DOM, no Node.
 */

import { languages } from './languages.ts';

/** How digits are grouped: as the language does, in threes, or the Indian way (last three, then twos). */
export type GroupingStyle = 'language' | 'thousands' | 'indian';

/** The settings a merchant may give one language (manifest currency.format.languages). */
export interface LanguageNumberFormat {
  grouping?: boolean;
  groupingStyle?: GroupingStyle;
  groupSeparator?: string;
  decimalSeparator?: string;
  digits?: 'native' | 'latin';
}

/** A merchant's money format (manifest currency.format) with its defaults filled in. */
export interface MoneyFormat {
  decimals: number;
  symbolPosition: 'before' | 'after';
  symbolSpace: boolean;
  grouping: boolean;
  groupingStyle?: GroupingStyle;
  groupSeparator?: string;
  decimalSeparator?: string;
  digits: 'native' | 'latin';
  /** Per platform language code, settings that replace the ones above in that language. */
  languages?: Partial<Record<string, LanguageNumberFormat>>;
}

/** The defaults: two decimals, symbol before without a space, the language's digits and separators. */
export const DEFAULT_MONEY: MoneyFormat = {
  decimals: 2,
  symbolPosition: 'before',
  symbolSpace: false,
  grouping: true,
  digits: 'native',
};

/** The format of a manifest's currency, defaults filled in. */
export function moneyFormat(currency: { format?: Partial<MoneyFormat> }): MoneyFormat {
  return { ...DEFAULT_MONEY, ...currency.format };
}

/** The platform code of a BCP 47 tag ("hi" → HI, "bn-BD" → BN, "en-u-nu-latn" → EN), or undefined. */
function codeOf(tag: string): string | undefined {
  const base = tag.split('-u-')[0]!.toLowerCase();
  const entries = Object.entries(languages);
  return (
    entries.find(([, l]) => l.tag.toLowerCase() === base)?.[0] ??
    entries.find(([, l]) => l.tag.toLowerCase().split('-')[0] === base.split('-')[0])?.[0]
  );
}

/**
 * The format in one language (BCP 47 `tag`): the merchant's settings for that language (currency.format.languages)
 * over its general ones. Every function here applies it, so callers pass the merchant's format as it is.
 */
export function formatFor(fmt: MoneyFormat, tag: string): MoneyFormat {
  const code = fmt.languages ? codeOf(tag) : undefined;
  const own = code ? fmt.languages?.[code] : undefined;
  return own ? { ...fmt, ...own } : fmt;
}

const formats = new Map<string, Intl.NumberFormat>();

function cached(tag: string, opts: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(opts)}`;
  let f = formats.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(tag, opts);
    } catch {
      // An unknown tag must not break the header: fall back to English digits.
      f = new Intl.NumberFormat('en', opts);
    }
    formats.set(key, f);
  }
  return f;
}

/** The ten digits of a language (Bengali digits for BN), in order 0–9, from the cached formatter of its tag. */
export function digitsOf(tag: string): string[] {
  const f = cached(tag, { useGrouping: false });
  return Array.from({ length: 10 }, (_, d) => f.format(d));
}

/**
 * The integer part of a number regrouped: in threes, or the Indian way (the last three digits, then twos:
 * 2,47,125). `digits` are the language's digits of the number, ungrouped.
 */
export function regroup(digits: string, style: 'thousands' | 'indian', separator: string): string {
  const chars = [...digits];
  const groups: string[] = [];
  let end = chars.length;
  let size = 3;
  while (end > 0) {
    const start = Math.max(0, end - size);
    groups.unshift(chars.slice(start, end).join(''));
    end = start;
    if (style === 'indian') size = 2;
  }
  return groups.join(separator);
}

/** The group separator the language writes (",", "." in VI, "٬" in UR). */
function languageGroupSeparator(tag: string, latin: boolean): string {
  const f = cached(tag, { useGrouping: true, ...(latin ? { numberingSystem: 'latn' } : {}) });
  return f.formatToParts(1234567).find((p) => p.type === 'group')?.value ?? ',';
}

/**
 * Any number in the language's digits with a format's grouping, grouping style and separators (decimals as the
 * options say): the one place a grouping style is applied, for amounts and for the app's other numbers alike.
 */
export function formatGrouped(
  value: number,
  tag: string,
  format: Pick<MoneyFormat, 'grouping' | 'digits' | 'languages'> &
    Partial<Pick<MoneyFormat, 'groupingStyle' | 'groupSeparator' | 'decimalSeparator'>>,
  opts: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  const fmt = formatFor(format as MoneyFormat, tag);
  const latin = fmt.digits === 'latin';
  const style = fmt.grouping ? (fmt.groupingStyle ?? 'language') : 'language';
  const f = cached(tag, {
    ...opts,
    useGrouping: fmt.grouping && style === 'language',
    ...(latin ? { numberingSystem: 'latn' } : {}),
  });
  const group = fmt.groupSeparator ?? (style !== 'language' ? languageGroupSeparator(tag, latin) : undefined);
  if (group === undefined && fmt.decimalSeparator === undefined && style === 'language')
    return f.format(value);
  return f
    .formatToParts(value)
    .map((p) =>
      p.type === 'integer' && style !== 'language'
        ? regroup(p.value, style, group!)
        : p.type === 'group'
          ? (group ?? p.value)
          : p.type === 'decimal'
            ? (fmt.decimalSeparator ?? p.value)
            : p.value,
    )
    .join('');
}

/** A number in the language's digits with the merchant's decimals, grouping and separators. */
function formatNumber(value: number, tag: string, fmt: MoneyFormat, fixed: boolean): string {
  return formatGrouped(value, tag, fmt, {
    minimumFractionDigits: fixed ? fmt.decimals : 0,
    maximumFractionDigits: fmt.decimals,
  });
}

/** A balance: exactly `decimals` decimals (#,##0.00 by default), in the digits of the language `tag` (BCP 47). */
export function formatBalance(amount: number, tag: string, fmt: MoneyFormat = DEFAULT_MONEY): string {
  return formatNumber(Number.isFinite(amount) ? amount : 0, tag, fmt, true);
}

/** Left-to-right isolate: keeps "₨300" and "18+" in their order inside a right-to-left line. */
export const isolateLtr = (s: string): string => `\u2066${s}\u2069`;

/** Puts the symbol before or after an already formatted number, as the merchant's format says. */
export function withSymbol(symbol: string, number: string, fmt: MoneyFormat): string {
  const gap = fmt.symbolSpace ? '\u00a0' : '';
  return fmt.symbolPosition === 'after' ? `${number}${gap}${symbol}` : `${symbol}${gap}${number}`;
}

/**
 * An amount with its currency symbol and no forced decimals, e.g. ₱200, ৳২৮৮ or 50.000₫ (referral offer). In a
 * right-to-left language the result is wrapped in a left-to-right isolate, for use inside running text.
 */
export function formatAmount(
  symbol: string,
  amount: number,
  tag: string,
  fmt: MoneyFormat = DEFAULT_MONEY,
  rtl = false,
): string {
  const text = withSymbol(symbol, formatNumber(amount, tag, fmt, false), fmt);
  return rtl ? isolateLtr(text) : text;
}

/**
 * An amount with its symbol as a balance shows it (exactly `decimals` decimals), a minus before the symbol when
 * negative: ₱1,234.50, -₱5.00, ৳১,২৩৪.৫০, 50.000₫.
 */
export function formatMoney(
  symbol: string,
  amount: number,
  tag: string,
  fmt: MoneyFormat = DEFAULT_MONEY,
): string {
  const text = withSymbol(symbol, formatBalance(Math.abs(amount), tag, fmt), fmt);
  return amount < 0 ? `-${text}` : text;
}
