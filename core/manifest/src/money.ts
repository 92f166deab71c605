/**
 * Money as people read it: a merchant's currency.format (decimals, symbol side, grouping, separators, digits) in a
 * language's own digits. Shared by the app (header balance, rewards, referral offer) and the gateway (its sandbox
 * game and payment pages), so an amount reads the same wherever it is shown. Intl does the work so that each
 * language gets its own digits and separators (BN shows Bengali digits); formatters are cached per language because
 * building one is comparatively slow. Pure: no DOM, no Node.
 */

/** A merchant's money format (manifest currency.format) with its defaults filled in. */
export interface MoneyFormat {
  decimals: number;
  symbolPosition: 'before' | 'after';
  symbolSpace: boolean;
  grouping: boolean;
  groupSeparator?: string;
  decimalSeparator?: string;
  digits: 'native' | 'latin';
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

/** A number in the language's digits with the merchant's decimals, grouping and separators. */
function formatNumber(value: number, tag: string, fmt: MoneyFormat, fixed: boolean): string {
  const f = cached(tag, {
    minimumFractionDigits: fixed ? fmt.decimals : 0,
    maximumFractionDigits: fmt.decimals,
    useGrouping: fmt.grouping,
    ...(fmt.digits === 'latin' ? { numberingSystem: 'latn' } : {}),
  });
  if (fmt.groupSeparator === undefined && fmt.decimalSeparator === undefined) return f.format(value);
  return f
    .formatToParts(value)
    .map((p) =>
      p.type === 'group'
        ? (fmt.groupSeparator ?? p.value)
        : p.type === 'decimal'
          ? (fmt.decimalSeparator ?? p.value)
          : p.value,
    )
    .join('');
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
