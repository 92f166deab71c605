/**
 * Number formatting for money. Intl does the work so that each language gets its own digits and separators
 * (BN shows Bengali digits); formatters are cached per language because building one is comparatively slow.
 */

const moneyFormats = new Map<string, Intl.NumberFormat>();
const plainFormats = new Map<string, Intl.NumberFormat>();

function cached(
  map: Map<string, Intl.NumberFormat>,
  tag: string,
  opts: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  let f = map.get(tag);
  if (!f) {
    try {
      f = new Intl.NumberFormat(tag, opts);
    } catch {
      // An unknown tag must not break the header: fall back to English digits.
      f = new Intl.NumberFormat('en', opts);
    }
    map.set(tag, f);
  }
  return f;
}

/** A balance in the spec's pattern #,##0.00, in the digits of the language `tag` (BCP 47). */
export function formatBalance(amount: number, tag: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return cached(moneyFormats, tag, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(value);
}

/** What a hidden balance shows: a fixed run of asterisks, so the length does not leak the amount. */
export const MASKED_BALANCE = '******';

/** The balance as displayed: formatted, or asterisks when the player hid it. */
export function displayBalance(amount: number | null, hidden: boolean, tag: string): string {
  if (hidden) return MASKED_BALANCE;
  return formatBalance(amount ?? 0, tag);
}

/** An amount with its currency symbol and no forced decimals, e.g. ₱200 or ৳২৮৮ (referral offer). */
export function formatAmount(symbol: string, amount: number, tag: string): string {
  return symbol + cached(plainFormats, tag, { maximumFractionDigits: 2, useGrouping: true }).format(amount);
}

/** An unread count as the badge shows it: nothing for 0, "99+" above 99 (spec section 9). */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
