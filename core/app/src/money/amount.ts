/**
 * Amount entry for deposits and withdrawals: pure checks shared by the screens and the unit tests. The gateway
 * checks the same rules (schemas/api/wallet.json Amount, the manifest's limits); this is the courtesy copy that
 * names the field's problem before anything is sent.
 */
import type { FieldError } from '../components/form/validation.ts';

/** What the gateway accepts as an amount: digits, at most two decimals (schemas/api/wallet.json Amount). */
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

export interface AmountLimits {
  min: number;
  max: number;
  /** The balance, when the amount must also fit it (withdrawals). */
  balance?: number | null;
}

/**
 * Checks a typed amount; null when it may be sent. Messages: empty, not a number, more than two decimals, zero or
 * negative, below min, above max, above the balance. `money` formats a limit for the message.
 */
export function checkAmount(
  raw: string,
  limits: AmountLimits,
  money: (n: number) => string,
): FieldError | null {
  const v = raw.trim();
  if (v === '') return { id: 'wallet.amount.required' };
  if (!/^-?\d*\.?\d*$/.test(v) || !/\d/.test(v)) return { id: 'wallet.amount.not_number' };
  if (v.startsWith('-')) return { id: 'wallet.amount.positive' };
  if (/\.\d{3,}$/.test(v)) return { id: 'wallet.amount.decimals' };
  const s = amountString(v);
  if (!AMOUNT.test(s)) return { id: 'wallet.amount.not_number' };
  const n = Number(s);
  if (n <= 0) return { id: 'wallet.amount.positive' };
  if (n < limits.min) return { id: 'wallet.amount.min', values: { min: money(limits.min) } };
  if (n > limits.max) return { id: 'wallet.amount.max', values: { max: money(limits.max) } };
  if (limits.balance !== undefined && limits.balance !== null && n > limits.balance)
    return { id: 'error.insufficient_balance' };
  return null;
}

/** Turns digits typed in another script into ASCII ("৫০০" → "500"): the one reader of typed digits, i18n/format.ts. */
export { toAsciiDigits } from '../i18n/format.ts';

/** The amount as the gateway's Amount string ("100", "100.5"); call only after checkAmount passed. */
export function amountString(raw: string): string {
  let v = raw.trim();
  if (v.startsWith('.')) v = `0${v}`;
  if (v.endsWith('.')) v = v.slice(0, -1);
  // Leading zeros ("007") are dropped so the gateway sees the plain number.
  return v.replace(/^0+(?=\d)/, '');
}

/** A fresh idempotency key (a UUID: 36 characters of the gateway's A-Za-z0-9_- alphabet plus dashes). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Very old browsers: 32 random hex digits from getRandomValues.
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/**
 * Holds the idempotency key of one intended action: the same key for every attempt at the same request (a retry
 * after a network failure, a double tap), a fresh one as soon as the request changes or the action is done.
 */
export class IntentKey {
  private key: string | null = null;
  private request: string | null = null;

  constructor(private readonly make: () => string = newIdempotencyKey) {}

  /** The key to send with `request` (any JSON-able description of what is being asked). */
  for(request: unknown): string {
    const r = JSON.stringify(request);
    if (this.key === null || this.request !== r) {
      this.key = this.make();
      this.request = r;
    }
    return this.key;
  }

  /** The action succeeded or was refused for good: the next attempt is a new intended action. */
  done(): void {
    this.key = null;
    this.request = null;
  }
}
