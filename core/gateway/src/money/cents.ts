import { fieldError } from '../errors.ts';

/**
 * The one place the gateway converts money. Inside, an amount is an integer number of minor units (cents), so no
 * float ever adds money; outside, it is a decimal someone wrote (a manifest value, a request field), numeric text
 * from the database, or a JSON number of major units on the wire. Multiplying a float by 100 is how 1.005 becomes
 * 100 cents and 0.29 becomes 28.999…: here decimals are read digit by digit instead.
 */

/** The largest amount numeric(18,2) holds, in cents. */
export const MAX_CENTS = 10n ** 16n - 1n;

/** A plain decimal with at most two decimals: "12", "-0.5", "1288.50". */
const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A decimal amount (a number from a manifest or a request, or its text) to cents, exactly: 0.29 is 29, "12.30" is
 * 1230, -5 is -500. Refuses, with a RangeError, what cannot be held exactly: more than two decimals (1.005,
 * "12.345"), exponents (1e21), NaN, Infinity, and more cents than a JavaScript number holds exactly.
 */
export function centsOf(amount: number | string): number {
  // String(n) is the shortest text that reads back as n: the decimal the manifest or the request wrote.
  const text = typeof amount === 'number' ? String(amount) : amount;
  const m = DECIMAL.exec(text);
  if (!m) throw new RangeError(`not an amount in whole cents: ${text}`);
  const abs = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  if (abs > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`amount too large: ${text}`);
  const cents = Number(abs);
  return m[1] && cents !== 0 ? -cents : cents;
}

/**
 * An amount computed in floats (seeded content scaled by a ratio) to the nearest cent. Never for an amount someone
 * wrote: that is centsOf, which refuses what it cannot hold instead of guessing.
 */
export function roundToCents(units: number): number {
  return Math.round(units * 100);
}

/**
 * `percent` per cent of an amount of cents, rounded down to the cent (a rebate of 0.38% of the day's bets): the rate
 * is read exactly as hundredths of a percent, so 0.29% of 10000 cents is 29, never 28.
 */
export function percentOf(cents: number, percent: number | string): number {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`not a positive amount of cents: ${cents}`);
  return Number((BigInt(cents) * BigInt(centsOf(percent))) / 10_000n);
}

/**
 * Cents as the API answers them: a JSON number of major units. An integer divided by 100 is the double nearest the
 * decimal, which JSON writes as that decimal (1205 → 12.05).
 */
export function wireAmount(cents: number): number {
  return cents / 100;
}

/** Numeric text from the database ("12.30", "-5", "0.00", null for an empty sum) to cents, exactly. */
export function toCents(value: unknown): number {
  const text = String(value ?? '0').trim();
  const m = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!m) throw new Error(`not a money amount: ${text}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] && cents !== 0 ? -cents : cents;
}

/** Cents to the numeric text the database takes and the payment callback signs ("-12.05"). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Parses a player's amount ("100", "100.5", 100.25) to cents, refusing what a wallet must never take:
 * not a number, zero or negative, more than two decimals, or more than `maxCents`.
 */
export function parseAmount(field: string, value: unknown, maxCents = Number(MAX_CENTS)): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,16}(\.\d{1,2})?$/.test(text))
    throw fieldError(
      field,
      /^\d+\.\d{3,}$/.test(text) ? 'has more than two decimals' : 'must be a positive amount',
    );
  const cents = toCents(text);
  if (cents <= 0) throw fieldError(field, 'must be more than zero');
  if (cents > maxCents) throw fieldError(field, `must be at most ${centsText(maxCents)}`);
  return cents;
}
