import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { allowedRedirect, FLAG, isProvider, issueSocialCode, NAME, sign } from '../auth/social.ts';
import type { Deps } from '../context.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { esc, htmlPage } from './kit.ts';

/*
 * In the sandbox the gateway plays the social identity provider: /__sandbox/idp/<provider>/authorize shows a consent
 * page, and consenting redirects back to the app's /m/login with a signed one-time code and the app's state, which
 * the app exchanges with socialLogin (routes/social.ts).
 */

// Colours are the merchant's theme tokens (pages/kit.ts).
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:var(--color-background);color:var(--color-text)}
main{max-width:420px;margin:0 auto;padding:24px 16px}h1{font-size:20px;margin:0 0 8px}
.card{background:var(--color-surface);border-radius:12px;padding:20px;box-shadow:0 1px 3px #0002}
label{display:block;font-weight:600;margin:12px 0 4px}input{font:inherit;width:100%;box-sizing:border-box;padding:10px;border:1px solid var(--color-border);border-radius:8px;background:var(--color-surface-alt);color:var(--color-text)}
.row{display:flex;flex-direction:row-reverse;gap:8px;margin-top:20px}button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px 20px;flex:1;cursor:pointer}
.ok{background:var(--color-primary);color:var(--color-on-primary)}.cancel{background:var(--color-surface-alt);color:var(--color-text)}.note{color:var(--color-text-muted);font-size:13px;margin-top:16px}`;

function page(
  c: Context,
  merchant: GatewayMerchant | undefined,
  status: 200 | 400,
  title: string,
  body: string,
): Response {
  return htmlPage(c, {
    status,
    lang: 'en',
    title,
    merchant,
    style: STYLE,
    body: `<main><div class="card">${body}</div></main>`,
    frameAncestors: "'none'",
  });
}

/** The sandbox identity provider's consent page and its answer (sandbox mode only). */
export function mountSandboxIdp(app: Hono, deps: Deps): void {
  const hostMerchant = (c: Context) =>
    deps.merchants.fromHost(c.req.header('host') ?? new URL(c.req.url).host);
  const refuse = (c: Context, why: string) =>
    page(c, hostMerchant(c), 400, 'Sign-in', `<h1>This sign-in request is not valid</h1><p>${esc(why)}</p>`);
  const params = (c: Context, data: Record<string, string | undefined>) => {
    const provider = c.req.param('provider') ?? '';
    const merchant = hostMerchant(c);
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
      p.merchant,
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
    await issueSocialCode(deps.db, {
      nonce,
      merchant: p.merchant.code,
      provider: p.provider,
      subject,
      name,
      redirectUri: p.redirect.href,
      at: now,
    });
    back.searchParams.set('code', `${nonce}.${sign(`${p.merchant.code}|${p.provider}|${nonce}`)}`);
    return c.redirect(back.href, 303);
  });
}
