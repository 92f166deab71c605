import { randomBytes, randomInt } from 'node:crypto';
import type { CaptchaValue } from '@wl/contract';
import type { Deps } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError } from '../errors.ts';
import { captchaPng } from './captchaImage.ts';
import { sameText } from './passwords.ts';

/**
 * Issues a numeric captcha as a noisy PNG (auth/captchaImage.ts); its answer is kept server-side until checked once
 * or expired. Expired captchas are deleted here, so the table holds at most the live ones of the last few minutes.
 */
export async function issueCaptcha(deps: Deps, merchant: string): Promise<CaptchaValue> {
  const length = deps.settings.captchaLength;
  const answer = Array.from({ length }, () => randomInt(0, 10)).join('');
  const key = randomBytes(16).toString('base64url');
  const now = deps.clock.now();
  await deps.db.query('DELETE FROM captchas WHERE expires_at <= $1', [now]);
  await deps.db.query(
    'INSERT INTO captchas (key, merchant, answer, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [key, merchant, answer, now, now + deps.settings.captchaTtlMs],
  );
  return {
    captchaKey: key,
    image: `data:image/png;base64,${captchaPng(answer).png.toString('base64')}`,
    length,
  };
}

/**
 * Checks a captcha answer and uses the captcha up, right or wrong, so one image gives one guess.
 * Throws CAPTCHA_REQUIRED when no answer is given and CAPTCHA_INVALID when it is wrong, unknown or expired.
 */
export async function checkCaptcha(
  deps: Deps,
  merchant: string,
  key: string | undefined,
  answer: string | undefined,
  withCaptchaFlag = false,
): Promise<void> {
  const detail = withCaptchaFlag ? { captcha: true, field: 'captcha' } : { field: 'captcha' };
  if (!answer || !key)
    throw new ApiError('CAPTCHA_REQUIRED', { detail: { ...detail, reason: 'is required' } });
  const now = deps.clock.now();
  const rows = await deps.db.query<{ answer: string }>(
    `UPDATE captchas SET used_at = $3 WHERE key = $1 AND merchant = $2 AND used_at IS NULL AND expires_at > $3 RETURNING answer`,
    [key, merchant, now],
  );
  const row = rows[0];
  if (!row || !sameText(row.answer, answer))
    throw new ApiError('CAPTCHA_INVALID', { detail: { ...detail, reason: 'is wrong or expired' } });
}

/** The merchant's latest captchas with their answers, newest first (the sandbox shows them to tests). */
export function recentCaptchas(
  db: Queryable,
  merchant: string,
  limit: number,
): Promise<{ key: string; merchant: string; answer: string; created_at: number; used_at: number | null }[]> {
  return db.query<{
    key: string;
    merchant: string;
    answer: string;
    created_at: number;
    used_at: number | null;
  }>(
    `SELECT key, merchant, answer, created_at, used_at FROM captchas WHERE merchant = $1 ORDER BY created_at DESC, key LIMIT $2`,
    [merchant, limit],
  );
}
