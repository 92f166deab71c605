import type { Deps, LoginGuardSettings } from '../context.ts';
import { ApiError } from '../errors.ts';

/**
 * Login protection that stops guessing without letting a stranger lock the owner out.
 *
 * - Per account (any address): after any failure every further attempt needs a fresh, single-use captcha until a
 *   login succeeds. Each guess then costs a solved captcha, from whichever address it comes.
 * - Per account and address: from the `delayAfter`-th failure on, that address waits a growing delay before its
 *   next attempt at that account (1 s, 2 s, 4 s ... at most `maxDelayMs`). Other addresses are not delayed, so the
 *   owner who answers the captcha with the right password from their own address gets in at once.
 * - Per address (any account): failed logins are rate-limited (limits.loginFailuresPerIp).
 *
 * All of it lives in login_guards and rate_counters, so it holds across gateway processes and restarts.
 * Settings: LoginGuardSettings in context.ts.
 */
export const DEFAULT_LOGIN_GUARD: LoginGuardSettings = {
  delayAfter: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
};

/** Guard rows untouched this long are forgotten (the account's captcha requirement included). */
const FORGET_AFTER_MS = 24 * 3_600_000;

/** Stale guard rows are deleted every this many failures (and on every success, for that merchant). */
const SWEEP_EVERY = 200;
let failuresSinceSweep = 0;

const accountSubject = (account: string): string => `user:${account}`;
const pairSubject = (account: string, ip: string): string => `pair:${account}\n${ip}`;

/** The delay after `failures` failures of one account from one address (0 before `delayAfter`). */
export function delayAfterFailures(s: LoginGuardSettings, failures: number): number {
  if (failures < s.delayAfter) return 0;
  return Math.min(s.maxDelayMs, s.baseDelayMs * 2 ** Math.min(30, failures - s.delayAfter));
}

/**
 * Refuses an attempt that comes too early (429 with retryAfter and captcha: true) and tells whether the account
 * needs a captcha. Nothing is counted here.
 */
export async function admitLogin(
  deps: Deps,
  merchant: string,
  account: string,
  ip: string,
): Promise<{ captchaRequired: boolean }> {
  await deps.limiter.check('loginFailuresPerIp', `${merchant}:${ip}`);
  const now = deps.clock.now();
  const rows = await deps.db.query<{ subject: string; captcha_required: boolean; next_at: number }>(
    'SELECT subject, captcha_required, next_at FROM login_guards WHERE merchant = $1 AND subject IN ($2, $3)',
    [merchant, accountSubject(account), pairSubject(account, ip)],
  );
  const pair = rows.find((r) => r.subject === pairSubject(account, ip));
  const wait = Number(pair?.next_at ?? 0) - now;
  if (wait > 0) {
    const retryAfter = Math.ceil(wait / 1000);
    throw new ApiError('RATE_LIMITED', {
      detail: { retryAfter, captcha: true },
      message: `Too many failed logins; try again in ${retryAfter} s`,
    });
  }
  return { captchaRequired: rows.some((r) => r.subject === accountSubject(account) && r.captcha_required) };
}

/** Counts a failed attempt against the account, the account from this address, and the address. */
export async function recordLoginFailure(
  deps: Deps,
  settings: LoginGuardSettings,
  merchant: string,
  account: string,
  ip: string,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.query(
    `INSERT INTO login_guards (merchant, subject, failures, captcha_required, updated_at) VALUES ($1, $2, 1, true, $3)
     ON CONFLICT (merchant, subject) DO UPDATE SET failures = login_guards.failures + 1, captcha_required = true, updated_at = $3`,
    [merchant, accountSubject(account), now],
  );
  const rows = await deps.db.query<{ failures: number }>(
    `INSERT INTO login_guards (merchant, subject, failures, captcha_required, updated_at) VALUES ($1, $2, 1, false, $3)
     ON CONFLICT (merchant, subject) DO UPDATE SET failures = login_guards.failures + 1, updated_at = $3
     RETURNING failures`,
    [merchant, pairSubject(account, ip), now],
  );
  const delay = delayAfterFailures(settings, Number(rows[0]!.failures));
  if (delay > 0)
    await deps.db.query('UPDATE login_guards SET next_at = $3 WHERE merchant = $1 AND subject = $2', [
      merchant,
      pairSubject(account, ip),
      now + delay,
    ]);
  await deps.limiter.record('loginFailuresPerIp', `${merchant}:${ip}`);
  // Failures for made-up names leave rows no success will clear: forget stale ones every so often.
  if (++failuresSinceSweep >= SWEEP_EVERY) {
    failuresSinceSweep = 0;
    await deps.db.query('DELETE FROM login_guards WHERE updated_at < $1', [now - FORGET_AFTER_MS]);
  }
}

/** A successful login clears the account's captcha requirement and this address's delay for it. */
export async function clearLoginGuards(
  deps: Deps,
  merchant: string,
  account: string,
  ip: string,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.query(
    `DELETE FROM login_guards WHERE merchant = $1 AND (subject = $2 OR subject = $3 OR updated_at < $4)`,
    [merchant, accountSubject(account), pairSubject(account, ip), now - FORGET_AFTER_MS],
  );
}
