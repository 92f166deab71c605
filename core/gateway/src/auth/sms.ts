import { randomInt } from 'node:crypto';
import type { Deps } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError, fieldError } from '../errors.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { sameText } from './passwords.ts';
import { checkRule } from './rules.ts';

interface CodeRow {
  id: number;
  code: string;
  attempts: number;
  [k: string]: unknown;
}

/** Checks that a number is a mobile number of the merchant's country and returns its dialing code. */
export function checkMobile(
  merchant: GatewayMerchant,
  mobileNum: string,
  dialingCode: string | undefined,
  field = 'mobileNum',
): string {
  const own = merchant.manifest.phone.dialingCode;
  const dialing = (dialingCode ?? own).replace(/^\+/, '');
  if (dialing !== own) throw fieldError('countryDialingCode', `must be ${own} for this merchant`);
  checkRule(merchant, 'mobileNum', mobileNum, true, field);
  return dialing;
}

/**
 * Sends a 6-digit code to a number (writes it to the outbox). Refuses with SMS_WAIT while the previous code's
 * resend time has not come, and counts the attempt against the per-address and per-number limits.
 * Returns the time after which another code may be requested.
 */
export async function sendCode(
  deps: Deps,
  merchant: GatewayMerchant,
  dialing: string,
  mobileNum: string,
  ip: string,
): Promise<number> {
  const now = deps.clock.now();
  const last = await deps.db.query<{ resend_at: number }>(
    `SELECT resend_at FROM sms_outbox WHERE merchant = $1 AND dialing_code = $2 AND mobile_num = $3 ORDER BY id DESC LIMIT 1`,
    [merchant.code, dialing, mobileNum],
  );
  const resendAt = Number(last[0]?.resend_at ?? 0);
  if (resendAt > now) throw new ApiError('SMS_WAIT', { detail: { expirationTime: resendAt } });
  await deps.limiter.hit('smsPerIp', `${merchant.code}:${ip}`);
  await deps.limiter.hit('smsPerMobile', `${merchant.code}:${dialing}${mobileNum}`);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const next = now + deps.settings.smsResendMs;
  await deps.db.query(
    `INSERT INTO sms_outbox (merchant, dialing_code, mobile_num, code, created_at, expires_at, resend_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [merchant.code, dialing, mobileNum, code, now, now + deps.settings.smsTtlMs, next],
  );
  return next;
}

async function latest(
  deps: Deps,
  merchant: string,
  dialing: string,
  mobileNum: string,
): Promise<CodeRow | undefined> {
  const rows = await deps.db.query<CodeRow>(
    `SELECT id, code, attempts FROM sms_outbox
      WHERE merchant = $1 AND dialing_code = $2 AND mobile_num = $3 AND used_at IS NULL AND expires_at > $4
      ORDER BY id DESC LIMIT 1`,
    [merchant, dialing, mobileNum, deps.clock.now()],
  );
  return rows[0];
}

/**
 * Whether `code` is the number's latest live code. A wrong guess counts; after smsMaxAttempts the code is dead,
 * so the six digits cannot be walked through.
 */
export async function codeMatches(
  deps: Deps,
  merchant: string,
  dialing: string,
  mobileNum: string,
  code: string,
): Promise<boolean> {
  const row = await latest(deps, merchant, dialing, mobileNum);
  if (!row || Number(row.attempts) >= deps.settings.smsMaxAttempts) return false;
  if (sameText(row.code, code)) return true;
  await deps.db.query('UPDATE sms_outbox SET attempts = attempts + 1 WHERE id = $1', [row.id]);
  return false;
}

/** Uses up the number's code if `code` matches it; otherwise throws VERIFICATION_CODE. Codes are single-use. */
export async function consumeCode(
  deps: Deps,
  merchant: string,
  dialing: string,
  mobileNum: string,
  code: string | undefined,
  field = 'verificationCode',
): Promise<void> {
  const refuse = (): ApiError =>
    new ApiError('VERIFICATION_CODE', { detail: { field, reason: 'is wrong, used or expired' } });
  if (!code) throw refuse();
  if (!(await codeMatches(deps, merchant, dialing, mobileNum, code))) throw refuse();
  const used = await deps.db.query(
    `UPDATE sms_outbox SET used_at = $4 WHERE id = (
       SELECT id FROM sms_outbox WHERE merchant = $1 AND dialing_code = $2 AND mobile_num = $3 AND used_at IS NULL ORDER BY id DESC LIMIT 1
     ) AND used_at IS NULL RETURNING id`,
    [merchant, dialing, mobileNum, deps.clock.now()],
  );
  // Two requests racing with the same code: only one gets it.
  if (used.length === 0) throw refuse();
}

/** A code in the SMS outbox, as the sandbox lists it to tests and developers. */
export type OutboxRow = {
  merchant: string;
  dialing_code: string;
  mobile_num: string;
  code: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
};

/**
 * The merchant's latest SMS codes, newest first; of one number (with or without its dialing code) when given. `table`
 * is the platform's outbox, or the sandbox identity provider's codes (routes/phoneIdp.ts), which have the same columns.
 */
export function outbox(
  db: Queryable,
  merchant: string,
  limit: number,
  mobile?: string,
  table: 'sms_outbox' | 'sandbox_idp_phone' = 'sms_outbox',
): Promise<OutboxRow[]> {
  const params: unknown[] = [merchant, limit];
  const byMobile = mobile
    ? (params.push(mobile), ' AND (mobile_num = $3 OR dialing_code || mobile_num = $3)')
    : '';
  return db.query<OutboxRow>(
    `SELECT merchant, dialing_code, mobile_num, code, created_at, expires_at, used_at FROM ${table}
        WHERE merchant = $1${byMobile} ORDER BY id DESC LIMIT $2`,
    params,
  );
}

/**
 * Sandbox: makes a number's outstanding codes resendable now (their resend time moved to `now`), for that merchant and
 * number only. Returns how many rows moved.
 */
export async function releaseResend(
  db: Queryable,
  merchant: string,
  mobile: string,
  now: number,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `UPDATE sms_outbox SET resend_at = $3
        WHERE merchant = $1 AND (mobile_num = $2 OR dialing_code || mobile_num = $2) AND resend_at > $3
        RETURNING id`,
    [merchant, mobile, now],
  );
  return rows.length;
}
