import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Deps } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError } from '../errors.ts';

/*
 * The payment password guards withdrawals and payout changes (columns payment_password_* of members): set by the
 * member, locked for a while after too many wrong tries in a row.
 */

/** Wrong payment passwords in a row before the payment password is locked, and for how long. */
export const PAYMENT_PASSWORD_TRIES = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60_000;

/** A member's payment password hash, or null when they have set none. */
export async function paymentPasswordHash(db: Queryable, memberId: number): Promise<string | null> {
  const [row] = await db.query<{ payment_password_hash: string | null }>(
    'SELECT payment_password_hash FROM members WHERE id = $1',
    [memberId],
  );
  return row?.payment_password_hash ?? null;
}

/** Sets (or replaces) a member's payment password. */
export async function setPaymentPassword(deps: Deps, memberId: number, password: string): Promise<void> {
  const hash = await hashPassword(password, deps.settings.scryptCost);
  await deps.db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [memberId, hash]);
}

/**
 * Checks a member's payment password: PAYMENT_PASSWORD_NOT_SET without one, RATE_LIMITED (with retryAfter) while
 * locked, PAYMENT_PASSWORD_WRONG for a wrong one, counting it towards the lock; a right one clears the count.
 */
export async function checkPaymentPassword(deps: Deps, memberId: number, given: string): Promise<void> {
  const rows = await deps.db.query<{
    payment_password_hash: string | null;
    payment_password_failures: number;
    payment_password_locked_until: number;
  }>(
    'SELECT payment_password_hash, payment_password_failures, payment_password_locked_until FROM members WHERE id = $1',
    [memberId],
  );
  const row = rows[0]!;
  if (!row.payment_password_hash) throw new ApiError('PAYMENT_PASSWORD_NOT_SET');
  const now = deps.clock.now();
  const lockedUntil = Number(row.payment_password_locked_until);
  if (lockedUntil > now)
    throw new ApiError('RATE_LIMITED', { detail: { retryAfter: Math.ceil((lockedUntil - now) / 1000) } });
  if (await verifyPassword(given, row.payment_password_hash)) {
    if (Number(row.payment_password_failures))
      await deps.db.query('UPDATE members SET payment_password_failures = 0 WHERE id = $1', [memberId]);
    return;
  }
  // Only the logged-in owner can try the payment password, so locking it stops a thief with the session, never
  // a stranger locking the owner out.
  await deps.db.query(
    `UPDATE members SET
        payment_password_locked_until = CASE WHEN payment_password_failures + 1 >= $2::int THEN $3::double precision ELSE 0 END,
        payment_password_failures = CASE WHEN payment_password_failures + 1 >= $2::int THEN 0 ELSE payment_password_failures + 1 END
      WHERE id = $1`,
    [memberId, PAYMENT_PASSWORD_TRIES, now + PAYMENT_PASSWORD_LOCK_MS],
  );
  throw new ApiError('PAYMENT_PASSWORD_WRONG', {
    detail: { field: 'paymentPassword', reason: 'is not the payment password' },
  });
}
