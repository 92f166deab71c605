/**
 * Number formatting for the app that is not money (money, masked balances included, is money/format.ts).
 */

/** An unread count as the badge shows it: nothing for 0, "99+" above 99 (spec section 9). */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
