/**
 * Numbers the app shows that are not money (money, masked balances included, is money/format.ts), and numbers the
 * player types. One digit system per screen: every number is written in the digits the merchant's setting gives the
 * language (manifest currency.format.digits: "native", the default, is the language's own digits, Bengali in BN;
 * "latin" is 0-9 everywhere), and every number field reads any of the digit systems a phone's keyboard types.
 */
import { formatFor, formatGrouped, moneyFormat, type MoneyFormat } from '@wl/manifest/money';
import { config } from '../config/config.ts';
import { i18nState } from './i18n.ts';

/**
 * The BCP 47 tag to format numbers, dates and times with in language `tag`: the tag itself, or with Unicode's
 * numbering-system key set to Latin digits when the merchant shows Latin digits in every language. The intl object
 * of the app is made with this tag, so `{n, number}`, plural `#`, dates and times follow the same setting.
 */
export function numberingTag(tag: string = i18nState.tag): string {
  return numberFormat(tag).digits === 'latin' ? `${tag}-u-nu-latn` : tag;
}

/** The merchant's number settings in language `tag` (currency.format with its per-language settings applied). */
function numberFormat(tag: string): MoneyFormat {
  return formatFor(moneyFormat(config().currency), tag);
}

const formats = new Map<string, Intl.NumberFormat>();

function formatter(tag: string, grouping: boolean): Intl.NumberFormat {
  const key = `${tag}|${grouping}`;
  let f = formats.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(tag, { maximumFractionDigits: 6, useGrouping: grouping });
    } catch {
      f = new Intl.NumberFormat('en', { maximumFractionDigits: 6, useGrouping: grouping }); // an unknown tag
    }
    formats.set(key, f);
  }
  return f;
}

/**
 * A count, level, number of minutes, page or percentage as the screen shows it, in the language's digits (or Latin
 * ones by the merchant's setting): 8 → "৮" in BN, 1500 → "১,৫০০". `grouping: false` for numbers read digit by digit.
 */
export function formatNumber(
  n: number,
  tag: string = i18nState.tag,
  { grouping = true }: { grouping?: boolean } = {},
): string {
  const fmt = numberFormat(tag);
  // A grouping style the merchant sets (Indian 2,47,125 in English) is applied by the one formatter of money too.
  if (grouping && fmt.grouping && (fmt.groupingStyle ?? 'language') !== 'language')
    return formatGrouped(n, tag, fmt, { maximumFractionDigits: 6 });
  return formatter(numberingTag(tag), grouping).format(n);
}

/**
 * A run of digits kept as written (a lottery draw "07", an issue number) in the language's digits, leading zeros
 * kept; anything that is not an ASCII digit is left as it is.
 */
export function formatDigits(text: string, tag: string = i18nState.tag): string {
  const f = formatter(numberingTag(tag), false);
  return text.replace(/[0-9]/g, (d) => f.format(Number(d)));
}

/** An unread count as the badge shows it: nothing for 0, "99+" above 99 (spec section 9), in the language's digits. */
export function badgeText(count: number, tag: string = i18nState.tag): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? `${formatNumber(99, tag)}+` : formatNumber(Math.floor(count), tag);
}

/** Zeros of the digit systems a player's keyboard may type: Arabic-Indic (Urdu keyboards type the extended set),
 * Devanagari, Bengali, full-width. */
const ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0xff10];
const TYPED_DIGIT = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\uff10-\uff19]/g;

/**
 * A typed number with its digits in ASCII ("১৫০০" → "1500", "۱۵۰۰" → "1500", "١٢٫٥" → "12.5"): the Arabic decimal
 * separator becomes "."; everything else is left for the field's own check. Every numeric field reads its value
 * through this, so a field accepts whatever digits the language's keyboard types.
 */
export function toAsciiDigits(raw: string): string {
  return raw
    .replace(TYPED_DIGIT, (c) => {
      const cp = c.codePointAt(0)!;
      return String(cp - ZEROS.find((z) => cp >= z && cp <= z + 9)!);
    })
    .replace(/\u066b/g, '.');
}

/**
 * A typed whole number in any digit system, surrounding spaces ignored; null when the text is not one (empty,
 * a sign, a decimal point, letters). For counts and minutes (limits in minutes, the time-out length, a team
 * member's level); amounts of money go through money/amount.ts, which allows two decimals.
 */
export function parseWholeNumber(raw: string): number | null {
  const v = toAsciiDigits(raw).trim();
  if (!/^\d{1,15}$/.test(v)) return null;
  return Number(v);
}
