/**
 * Number formatting for the app. The merchant's money format itself lives in @wl/manifest/money, shared with the
 * gateway's own pages; what only the app shows (a hidden balance, unread badges) is here.
 */
import { DEFAULT_MONEY, formatBalance, type MoneyFormat } from '@wl/manifest/money';

export {
  DEFAULT_MONEY,
  digitsOf,
  formatAmount,
  formatBalance,
  formatMoney,
  isolateLtr,
  moneyFormat,
  withSymbol,
  type MoneyFormat,
} from '@wl/manifest/money';

/** What a hidden balance shows: a fixed run of asterisks, so the length does not leak the amount. */
export const MASKED_BALANCE = '******';

/** The balance as displayed: formatted, or asterisks when the player hid it. */
export function displayBalance(
  amount: number | null,
  hidden: boolean,
  tag: string,
  fmt: MoneyFormat = DEFAULT_MONEY,
): string {
  if (hidden) return MASKED_BALANCE;
  return formatBalance(amount ?? 0, tag, fmt);
}

/** An unread count as the badge shows it: nothing for 0, "99+" above 99 (spec section 9). */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
