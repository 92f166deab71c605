import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_CODE_TTL_MS } from '../auth/social.ts';
import { ADULT, startHarness, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

/** Follows the sandbox provider: the consent page, then consent; returns the redirect it answers with. */
async function consent(
  provider: string,
  form: Record<string, string>,
  host = 'ph.localhost',
): Promise<{ status: number; location: URL | null; html: string }> {
  const res = await h.gateway.request(`http://${host}/__sandbox/idp/${provider}/consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host },
    body: new URLSearchParams(form).toString(),
  });
  const loc = res.headers.get('location');
  return { status: res.status, location: loc ? new URL(loc) : null, html: await res.text() };
}

describe('social login through the sandbox provider', () => {
  const redirectUri = 'http://ph.localhost/m/login';
  const state = 'state-0123456789abcdef';
  const form = (subject: string) => ({
    client_id: 'ph',
    redirect_uri: redirectUri,
    state,
    name: 'Maria',
    subject,
    decision: 'allow',
  });

  it('shows a consent page without script, and refuses a foreign redirect or a disabled provider', async () => {
    const q = new URLSearchParams({
      client_id: 'ph',
      redirect_uri: redirectUri,
      state,
      response_type: 'code',
    });
    const page = await h.gateway.request(`http://ph.localhost/__sandbox/idp/google/authorize?${q}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Sign in to');
    expect(html).not.toContain('<script');
    q.set('redirect_uri', 'https://evil.example/m/login');
    expect((await h.gateway.request(`http://ph.localhost/__sandbox/idp/google/authorize?${q}`)).status).toBe(
      400,
    );
    // ph does not offer Telegram login (TELEGRAMLOGIN3 off).
    expect((await consent('telegram', form('tg-user-1'))).status).toBe(400);
  });

  it('exchanges a one-time code for a session once, and links the same provider account to the same member', async () => {
    const first = await consent('google', form('g-user-42'));
    expect(first.status).toBe(303);
    expect(first.location!.origin + first.location!.pathname).toBe(redirectUri);
    expect(first.location!.searchParams.get('state')).toBe(state);
    const code = first.location!.searchParams.get('code')!;
    // ph's profile opens accounts only with a date of birth: a first login without one is refused, naming the
    // field, and leaves the code unused; an under-age one is refused too; then the same code opens the account.
    const noDob = await h.call('socialLogin', { provider: 'google', code, redirectUri });
    expect(noDob.status).toBe(400);
    expect(noDob.body).toMatchObject({
      messageKey: 'protection.dob.social',
      value: { field: 'birthDate' },
    });
    const young = new Date(h.clock.now());
    young.setUTCFullYear(young.getUTCFullYear() - 20);
    const under = await h.call('socialLogin', {
      provider: 'google',
      code,
      redirectUri,
      birthDate: young.toISOString().slice(0, 10),
    });
    expect(under.body).toMatchObject({ code: 'UNDER_AGE', value: { age: 21 } });
    const s1 = await h.ok('socialLogin', { provider: 'google', code, redirectUri, ...ADULT });
    const [row] = await h.db.query<{ profile: { birthDate?: string } | string }>(
      'SELECT profile FROM members WHERE username = $1',
      [s1.userName],
    );
    const profile = typeof row!.profile === 'string' ? JSON.parse(row!.profile) : row!.profile;
    expect(profile.birthDate).toBe(ADULT.birthDate);
    expect(s1.userName).toMatch(/^gg\d{8}$/);
    expect(first.location!.href).not.toContain(s1.token);
    expect((await h.ok('memberInfo', {}, { token: s1.token })).nickname).toBe('Maria');
    // The same code never works twice.
    const again = await h.call('socialLogin', { provider: 'google', code, redirectUri, ...ADULT });
    expect(again.status).toBe(400);
    // Logging in again with the same provider account reaches the same member (no date of birth asked again).
    const second = await consent('google', form('g-user-42'));
    const code2 = second.location!.searchParams.get('code')!;
    expect((await h.ok('socialLogin', { provider: 'google', code: code2, redirectUri })).userName).toBe(
      s1.userName,
    );
  });

  it('refuses a forged, expired, cross-provider or cross-redirect code, and a denied consent has no code', async () => {
    const issue = async () =>
      (await consent('facebook', form('fb-user-7'))).location!.searchParams.get('code')!;
    const forged = (await issue()).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await h.call('socialLogin', { provider: 'facebook', code: forged, redirectUri })).status).toBe(
      400,
    );
    expect(
      (await h.call('socialLogin', { provider: 'google', code: await issue(), redirectUri })).status,
    ).toBe(400);
    const other = 'http://ph.localhost/m/login?x=1';
    expect(
      (await h.call('socialLogin', { provider: 'facebook', code: await issue(), redirectUri: other })).status,
    ).toBe(400);
    const late = await issue();
    h.clock.advance(SOCIAL_CODE_TTL_MS + 1);
    expect((await h.call('socialLogin', { provider: 'facebook', code: late, redirectUri })).status).toBe(400);
    const denied = await consent('facebook', { ...form('fb-user-7'), decision: 'deny' });
    expect(denied.location!.searchParams.get('error')).toBe('access_denied');
    expect(denied.location!.searchParams.has('code')).toBe(false);
  });
});
