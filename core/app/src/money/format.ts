/**
 * Every amount the app shows, in one place: the merchant's currency symbol (from the config only, never from a call's
 * answer, so a screen cannot disagree with the header) and its currency.format (decimals, symbol side and gap,
 * grouping, separators, digits) in the current language, through @wl/manifest/money, which the gateway's pages use
 * too. Screens use useMoney(); state modules and code outside React use formatMoney(). Nothing else in the app places
 * a symbol or picks a number of decimals.
 */
import { formatAmount, formatBalance, moneyFormat, withSymbol, type MoneyFormat } from '@wl/manifest/money';
import { config } from '../config/config.ts';
import { i18nState } from '../i18n/i18n.ts';

/** What a hidden balance shows: a fixed run of asterisks, so the length does not leak the amount. */
export const MASKED_BALANCE = '******';

/** The merchant's money format, defaults filled in. */
export function merchantFormat(): MoneyFormat {
  return moneyFormat(config().currency);
}

/** The merchant's currency symbol: the one source of it for display. */
export function merchantSymbol(): string {
  return config().currency.symbol;
}

/** A piece of a shown amount: the symbol, the number (or the mask), or the gap between them. */
export interface MoneyPart {
  type: 'symbol' | 'number' | 'gap';
  value: string;
}

/** Stand for the symbol and the number while the manifest places them, so the placement rule stays there. */
const SYMBOL = '\u0001';
const NUMBER = '\u0002';

/**
 * A formatted number (or the mask) with the merchant's symbol on its side, as parts, for views that style the symbol
 * or animate the digits (the header balance, the jackpot).
 */
export function symbolParts(number: string): MoneyPart[] {
  return [...withSymbol(SYMBOL, NUMBER, merchantFormat())].map((c) =>
    c === SYMBOL
      ? { type: 'symbol', value: merchantSymbol() }
      : c === NUMBER
        ? { type: 'number', value: number }
        : { type: 'gap', value: c },
  );
}

/** The number of an amount as balances show it: exactly the merchant's decimals, in the language's digits. */
export function formatMoneyNumber(n: number, tag: string = i18nState.tag): string {
  return formatBalance(n, tag, merchantFormat());
}

/**
 * An amount as every money screen shows it: the merchant's symbol and format with all its decimals, a minus before
 * the symbol when negative (₱1,234.50, -₱5.00, ৳১,২৩৪.৫০, 50.000₫, ₨300).
 */
export function formatMoney(n: number, tag: string = i18nState.tag): string {
  const text = symbolParts(formatMoneyNumber(Math.abs(n), tag))
    .map((p) => p.value)
    .join('');
  return n < 0 ? `-${text}` : text;
}

/** A range of amounts, "min – max", e.g. a channel's limits in the amount field's placeholder. */
export function formatMoneyRange(min: number, max: number, tag: string = i18nState.tag): string {
  return `${formatMoney(min, tag)} – ${formatMoney(max, tag)}`;
}

/**
 * An amount in running text without forced decimals (the referral offer: ₱200, ৳২৮৮, 50.000₫), isolated left to
 * right when the language is right to left.
 */
export function formatOffer(n: number, tag: string = i18nState.tag, rtl = false): string {
  return formatAmount(merchantSymbol(), n, tag, merchantFormat(), rtl);
}

/** The balance number as displayed: formatted, or asterisks when the player hid it (no balance yet reads 0). */
export function displayBalance(amount: number | null, hidden: boolean, tag: string = i18nState.tag): string {
  return hidden ? MASKED_BALANCE : formatMoneyNumber(amount ?? 0, tag);
}
