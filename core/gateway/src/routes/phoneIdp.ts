import { randomBytes, randomInt } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { checkCaptcha } from '../auth/captcha.ts';
import { sameText } from '../auth/passwords.ts';
import { signSandboxToken, usesIdentityProvider } from '../auth/phoneVerification.ts';
import { checkRule } from '../auth/rules.ts';
import type { Deps } from '../context.ts';
import { ApiError } from '../errors.ts';
import { clientIp } from '../net.ts';

/*
 * In the sandbox the gateway plays the identity provider's phone verification (the spec's firebase variant), for
 * merchants whose manifest's phoneVerification provider is firebase, on their own host only. Its API is the shape of
 * the provider's, not the platform's (it is not in the contract):
 *   POST /__sandbox/idp/phone/send   { phoneNumber: "+<dialing><number>", captchaKey, captcha } → { sessionInfo }
 *     sends a 6-digit code (listed in the sandbox SMS outbox, /__sandbox/sms, with sender "idp"); the platform's
 *     captcha stands in for the provider's own bot check (reCAPTCHA).
 *   POST /__sandbox/idp/phone/verify { sessionInfo, code } → { idToken, phoneNumber, expiresIn }
 *     the code right: a signed ID token bound to the number, for the platform's login or registration.
 * Failures answer { error: { code, message } } with a 4xx: INVALID_PHONE_NUMBER, CAPTCHA_INVALID, TOO_MANY_ATTEMPTS,
 * INVALID_CODE, SESSION_EXPIRED. Never mounted in production mode.
 */

/** How long a sent code may be confirmed, and how many wrong codes a session takes. */
export const IDP_CODE_TTL_MS = 5 * 60_000;
export const IDP_MAX_ATTEMPTS = 5;

type IdpError =
  'INVALID_PHONE_NUMBER' | 'CAPTCHA_INVALID' | 'TOO_MANY_ATTEMPTS' | 'INVALID_CODE' | 'SESSION_EXPIRED';

function fail(c: Context, status: 400 | 403 | 404 | 429, code: IdpError | 'NOT_OFFERED', message: string) {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: { code, message } }, status);
}

async function body(c: Context): Promise<Record<string, unknown>> {
  try {
    const v: unknown = await c.req.json();
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (v: unknown, max: number): string | undefined =>
  typeof v === 'string' && v.length <= max ? v : undefined;

/** The sandbox identity provider's phone verification (sandbox mode only). */
export function mountSandboxPhoneIdp(app: Hono, deps: Deps): void {
  const merchantOf = (c: Context) => {
    const m = deps.merchants.fromHost(c.req.header('host') ?? new URL(c.req.url).host);
    return m && usesIdentityProvider(m) ? m : undefined;
  };

  app.post('/__sandbox/idp/phone/send', async (c) => {
    const merchant = merchantOf(c);
    if (!merchant) return fail(c, 404, 'NOT_OFFERED', 'phone verification is not offered on this host');
    const data = await body(c);
    const dialing = merchant.manifest.phone.dialingCode;
    const phone = text(data.phoneNumber, 32) ?? '';
    const mobileNum = phone.startsWith(`+${dialing}`) ? phone.slice(dialing.length + 1) : '';
    try {
      checkRule(merchant, 'mobileNum', mobileNum, true);
    } catch {
      return fail(c, 400, 'INVALID_PHONE_NUMBER', `phoneNumber must be +${dialing} and a mobile number`);
    }
    try {
      await checkCaptcha(deps, merchant.code, text(data.captchaKey, 64), text(data.captcha, 6));
      const ip = clientIp(c, deps.settings.trustedProxies);
      await deps.limiter.hit('smsPerIp', `${merchant.code}:${ip}`);
      await deps.limiter.hit('smsPerMobile', `${merchant.code}:${dialing}${mobileNum}`);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      return e.code.startsWith('CAPTCHA')
        ? fail(c, 400, 'CAPTCHA_INVALID', 'the bot check was not passed')
        : fail(c, 429, 'TOO_MANY_ATTEMPTS', 'too many codes asked for');
    }
    const now = deps.clock.now();
    const session = randomBytes(24).toString('base64url');
    await deps.db.query(
      `INSERT INTO sandbox_idp_phone (session, merchant, dialing_code, mobile_num, code, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        session,
        merchant.code,
        dialing,
        mobileNum,
        String(randomInt(0, 1_000_000)).padStart(6, '0'),
        now,
        now + IDP_CODE_TTL_MS,
      ],
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ sessionInfo: session });
  });

  app.post('/__sandbox/idp/phone/verify', async (c) => {
    const merchant = merchantOf(c);
    if (!merchant) return fail(c, 404, 'NOT_OFFERED', 'phone verification is not offered on this host');
    const data = await body(c);
    const session = text(data.sessionInfo, 64) ?? '';
    const code = text(data.code, 10) ?? '';
    const now = deps.clock.now();
    const [row] = await deps.db.query<{
      id: number;
      code: string;
      attempts: number;
      dialing_code: string;
      mobile_num: string;
    }>(
      `SELECT id, code, attempts, dialing_code, mobile_num FROM sandbox_idp_phone
        WHERE session = $1 AND merchant = $2 AND used_at IS NULL AND expires_at > $3`,
      [session, merchant.code, now],
    );
    if (!row || Number(row.attempts) >= IDP_MAX_ATTEMPTS)
      return fail(c, 400, 'SESSION_EXPIRED', 'the code expired or was used: send a new one');
    if (!code || !sameText(row.code, code)) {
      await deps.db.query('UPDATE sandbox_idp_phone SET attempts = attempts + 1 WHERE id = $1', [row.id]);
      return fail(c, 400, 'INVALID_CODE', 'the code is wrong');
    }
    const used = await deps.db.query(
      'UPDATE sandbox_idp_phone SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
      [row.id, now],
    );
    if (used.length === 0) return fail(c, 400, 'SESSION_EXPIRED', 'the code was used');
    const phoneNumber = `+${row.dialing_code}${row.mobile_num}`;
    const idToken = await signSandboxToken(deps.db, { merchant: merchant.code, phoneNumber, now });
    c.header('Cache-Control', 'no-store');
    return c.json({ idToken, phoneNumber, expiresIn: 600 });
  });
}
