/**
 * Social login (FACEBOOKLOGIN3, GOOGLELOGIN3, TELEGRAMLOGIN3). In the sandbox the gateway plays the identity
 * provider: /__sandbox/idp/<provider>/authorize shows a consent page, and consenting redirects back to the app's
 * /m/login with a signed one-time code and the app's state. The app exchanges the code with a POST (socialLogin)
 * for a session: the provider account is linked to a member, or a member is created for it. No token is ever in
 * a URL; the code works once, for five minutes, and only for the redirect URI it was issued for.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { ACCOUNT_TYPE, type SessionValue } from '@wl/contract';
import { findById, findByUsername, insertMember, recordLogin } from '../auth/members.ts';
import { createSession } from '../auth/sessions.ts';
import type { Deps, Handlers } from '../context.ts';
import { ApiError, fieldError } from '../errors.ts';
import { checkBirthDate, requireBirthDate } from '../protection/age.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { esc, htmlPage } from '../pages/kit.ts';

export const SOCIAL_PROVIDERS = ['facebook', 'google', 'telegram'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const FLAG: Record<SocialProvider, 'FACEBOOKLOGIN3' | 'GOOGLELOGIN3' | 'TELEGRAMLOGIN3'> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
  telegram: 'TELEGRAMLOGIN3',
};
const NAME: Record<SocialProvider, string> = { facebook: 'Facebook', google: 'Google', telegram: 'Telegram' };
/** Username prefix of members created by a provider. */
const PREFIX: Record<SocialProvider, string> = { facebook: 'fb', google: 'gg', telegram: 'tg' };

/** How long a one-time code may wait for its exchange. */
export const SOCIAL_CODE_TTL_MS = 5 * 60_000;

/** Signs codes; a restart simply invalidates codes still in flight (they live five minutes). */
const SECRET = randomBytes(32);
const sign = (text: string): string => createHmac('sha256', SECRET).update(text).digest('base64url');

function isProvider(p: string): p is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(p);
}

/**
 * A redirect URI the provider may send a code to: this merchant's own /m/login, on a host the merchant is served
 * on (its domains or <code>.localhost), over https, or http on localhost.
 */
function allowedRedirect(merchant: GatewayMerchant, deps: Deps, raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.pathname !== '/m/login' || url.username || url.password || url.hash) return null;
  if (deps.merchants.fromHost(url.host) !== merchant) return null;
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  return url.protocol === 'https:' || (local && url.protocol === 'http:') ? url : null;
}

type SocialHandlers = Pick<Handlers, 'socialLogin'>;

export const socialHandlers: SocialHandlers = {
  socialLogin: async ({ deps, merchant, input, ip }) => {
    const provider = input.provider as SocialProvider;
    if (!merchant.manifest.whitelabel[FLAG[provider]])
      throw new ApiError('NO_PERMISSION', {
        message: `${NAME[provider]} login is not offered by this merchant`,
      });
    const [nonce, sig] = input.code.split('.');
    const expected = nonce ? sign(`${merchant.code}|${provider}|${nonce}`) : '';
    const bad = () =>
      fieldError('code', 'is not a valid one-time code (expired, already used, or not issued here)');
    if (!nonce || !sig || sig.length !== expected.length) throw bad();
    if (!timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) throw bad();
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      // Consumed in the same statement that checks it: two exchanges of one code never both succeed.
      const [code] = await tx.query<{ subject: string; display_name: string }>(
        `UPDATE social_codes SET used_at = $5
          WHERE nonce = $1 AND merchant = $2 AND provider = $3 AND redirect_uri = $4 AND used_at IS NULL AND expires_at > $5
          RETURNING subject, display_name`,
        [nonce, merchant.code, provider, input.redirectUri, now],
      );
      if (!code) throw bad();
      const [link] = await tx.query<{ member_id: number }>(
        'SELECT member_id FROM social_identities WHERE merchant = $1 AND provider = $2 AND subject = $3',
        [merchant.code, provider, code.subject],
      );
      let memberId = link ? Number(link.member_id) : 0;
      if (!memberId) {
        // A new account needs a date of birth where the profile requires one: without it the exchange is refused
        // (the code is not used up, the transaction rolls back) and the player is sent to the registration form.
        requireBirthDate(merchant, input.birthDate, 'protection.dob.social');
        if (input.birthDate) checkBirthDate(merchant, input.birthDate, now);
        let username = '';
        for (let attempt = 0; attempt < 10 && !username; attempt++) {
          const candidate = `${PREFIX[provider]}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
          if (!(await findByUsername(tx, merchant.code, candidate))) username = candidate;
        }
        memberId = await insertMember(deps, tx, merchant, {
          username,
          passwordHash: null,
          type: ACCOUNT_TYPE.member,
          merchantCode: merchant.manifest.platformMerchantCode,
          nickname: code.display_name.slice(0, 32),
          registerMethod: 'H5',
          ...(input.birthDate ? { profile: { birthDate: input.birthDate } } : {}),
        });
        await tx.query(
          'INSERT INTO social_identities (merchant, provider, subject, member_id, created_at) VALUES ($1, $2, $3, $4, $5)',
          [merchant.code, provider, code.subject, memberId, now],
        );
      }
      const member = await findById(tx, memberId);
      if (!member || member.disabled)
        throw new ApiError('USER_NOT_REGISTERED', { message: 'this account is disabled' });
      await recordLogin(tx, memberId);
      const token = await createSession(deps, tx, merchant.code, memberId, ip);
      return {
        token,
        userName: member.username,
        type: Number(member.type) as 0,
        customerType: Number(member.type) as 0,
        // A social account has no password, so there is none to change at a first login.
        firstTimeLogin: false,
        merchantCode: member.merchant_code,
      } satisfies SessionValue;
    });
  },
};

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f2f4f7;color:#1d2433}
main{max-width:420px;margin:0 auto;padding:24px 16px}h1{font-size:20px;margin:0 0 8px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px #0002}
label{display:block;font-weight:600;margin:12px 0 4px}input{font:inherit;width:100%;box-sizing:border-box;padding:10px;border:1px solid #c8ccd4;border-radius:8px}
.row{display:flex;flex-direction:row-reverse;gap:8px;margin-top:20px}button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px 20px;flex:1;cursor:pointer}
.ok{background:#1a56db;color:#fff}.cancel{background:#e4e7ec;color:#1d2433}.note{color:#667;font-size:13px;margin-top:16px}`;

function page(c: Context, status: 200 | 400 | 404, title: string, body: string): Response {
  return htmlPage(c, {
    status,
    lang: 'en',
    title,
    style: STYLE,
    body: `<main><div class="card">${body}</div></main>`,
    frameAncestors: "'none'",
  });
}

/** The sandbox identity provider's consent page and its answer (sandbox mode only). */
export function mountSandboxIdp(app: Hono, deps: Deps): void {
  const refuse = (c: Context, why: string) =>
    page(c, 400, 'Sign-in', `<h1>This sign-in request is not valid</h1><p>${esc(why)}</p>`);
  const params = (c: Context, data: Record<string, string | undefined>) => {
    const provider = c.req.param('provider') ?? '';
    const merchant = deps.merchants.fromHost(c.req.header('host') ?? new URL(c.req.url).host);
    if (!merchant || !isProvider(provider) || !merchant.manifest.whitelabel[FLAG[provider]])
      return { error: 'This provider is not offered here.' } as const;
    if (data.client_id !== merchant.code) return { error: 'Unknown client_id.' } as const;
    if (data.response_type !== undefined && data.response_type !== 'code')
      return { error: 'Only response_type=code is supported.' } as const;
    const redirect = allowedRedirect(merchant, deps, data.redirect_uri ?? '');
    if (!redirect) return { error: 'The redirect_uri is not this app’s login page.' } as const;
    const state = data.state ?? '';
    if (!/^[A-Za-z0-9_-]{16,128}$/.test(state))
      return { error: 'A state of 16 to 128 characters is required.' } as const;
    return { merchant, provider, redirect, state } as const;
  };

  app.get('/__sandbox/idp/:provider/authorize', (c) => {
    const p = params(c, c.req.query() as Record<string, string | undefined>);
    if (p.error !== undefined) return refuse(c, p.error);
    const name = NAME[p.provider];
    const subject = `${p.provider}-${randomBytes(6).toString('hex')}`;
    const hidden = (n: string, v: string) => `<input type="hidden" name="${n}" value="${esc(v)}">`;
    const fields =
      hidden('client_id', p.merchant.code) +
      hidden('redirect_uri', p.redirect.href) +
      hidden('state', p.state);
    return page(
      c,
      200,
      `Sign in with ${name}`,
      `<h1>Sign in to ${esc(p.merchant.manifest.brandName)} with ${name}</h1>
<p>This is the sandbox's stand-in for ${name}. ${esc(p.merchant.manifest.brandName)} will receive your name and account id.</p>
<form method="post" action="/__sandbox/idp/${p.provider}/consent">${fields}
<label for="name">Name</label><input id="name" name="name" value="Sandbox Player" maxlength="32" required>
<label for="subject">${name} account id</label><input id="subject" name="subject" value="${esc(subject)}" maxlength="64" pattern="[A-Za-z0-9._@-]{3,64}" required>
<div class="row"><button class="ok" type="submit" name="decision" value="allow">Continue</button><button class="cancel" type="submit" name="decision" value="deny">Cancel</button></div></form>
<p class="note">Use the same account id again to log in to the same member.</p>`,
    );
  });

  app.post('/__sandbox/idp/:provider/consent', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const data = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]),
    );
    const p = params(c, data as Record<string, string | undefined>);
    if (p.error !== undefined) return refuse(c, p.error);
    const back = new URL(p.redirect.href);
    back.searchParams.set('state', p.state);
    if (data.decision !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      return c.redirect(back.href, 303);
    }
    const subject = data.subject ?? '';
    const name = (data.name ?? '').trim();
    if (!/^[A-Za-z0-9._@-]{3,64}$/.test(subject) || !name || name.length > 32)
      return refuse(c, 'A name and an account id of 3 to 64 letters, digits or ._@- are required.');
    const nonce = randomBytes(18).toString('base64url');
    const now = deps.clock.now();
    await deps.db.query(
      `INSERT INTO social_codes (nonce, merchant, provider, subject, display_name, redirect_uri, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [nonce, p.merchant.code, p.provider, subject, name, p.redirect.href, now, now + SOCIAL_CODE_TTL_MS],
    );
    await deps.db.query('DELETE FROM social_codes WHERE expires_at < $1', [now - SOCIAL_CODE_TTL_MS]);
    back.searchParams.set('code', `${nonce}.${sign(`${p.merchant.code}|${p.provider}|${nonce}`)}`);
    return c.redirect(back.href, 303);
  });
}
