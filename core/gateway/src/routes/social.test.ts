import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptServicePath, encryptServicePath } from '@wl/contract';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { SOCIAL_CODE_TTL_MS } from '../auth/social.ts';
import { statusNumber } from '../status.ts';
import { ADULT, startHarness, type Harness } from '../test/harness.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = (await h.ok('login', { type: 'username', username: 'demo001', password: DEMO_PASSWORD })).token;
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

describe('inbox', () => {
  it('lists, reads and deletes a member’s own messages, with the unread count following', async () => {
    const before = await h.ok('inboxList', {}, { token });
    expect(before.list.length).toBeGreaterThan(0);
    const sent = await h.sandbox('sandboxInbox', {
      username: 'DEMO001',
      title: 'Your bonus',
      content: '<p>Bonus credited</p>',
    });
    const after = await h.ok('inboxList', {}, { token });
    expect(after.list[0]).toMatchObject({ id: sent.id, title: 'Your bonus', read: false });
    expect(after.unreadCount).toBe(before.unreadCount + 1);
    expect((await h.ok('inboxUnreadCount', {}, { token })).unreadCount).toBe(after.unreadCount);

    expect((await h.ok('inboxRead', { id: sent.id }, { token })).unreadCount).toBe(before.unreadCount);
    // Reading again changes nothing.
    expect((await h.ok('inboxRead', { id: sent.id }, { token })).unreadCount).toBe(before.unreadCount);
    expect((await h.ok('inboxList', {}, { token })).list[0]).toMatchObject({ id: sent.id, read: true });

    await h.ok('inboxDelete', { id: sent.id }, { token });
    expect((await h.ok('inboxList', {}, { token })).list.map((m) => m.id)).not.toContain(sent.id);
    expect((await h.call('inboxDelete', { id: sent.id }, { token })).status).toBe(404);
  });

  it('never shows, reads or deletes another member’s message; trial accounts have no inbox', async () => {
    const other = (await h.ok('login', { type: 'username', username: 'agent001', password: DEMO_PASSWORD }))
      .token;
    const sent = await h.sandbox('sandboxInbox', { username: 'demo001', title: 'Private', content: 'x' });
    expect((await h.ok('inboxList', {}, { token: other })).list.map((m) => m.id)).not.toContain(sent.id);
    expect((await h.call('inboxRead', { id: sent.id }, { token: other })).status).toBe(404);
    expect((await h.call('inboxDelete', { id: sent.id }, { token: other })).status).toBe(404);
    expect((await h.ok('inboxList', {}, { token })).list.map((m) => m.id)).toContain(sent.id);
    const trial = (await h.ok('testPlay', {})).token;
    expect((await h.call('inboxList', {}, { token: trial })).body.code).toBe('TRIAL_REJECTED');
    expect((await h.call('inboxList', {})).status).toBe(401);
  });

  it('pages newest first', async () => {
    for (let i = 0; i < 3; i++)
      await h.sandbox('sandboxInbox', { username: 'agent041', title: `m${i}`, content: 'x' });
    const t3 = (await h.ok('login', { type: 'username', username: 'agent041', password: DEMO_PASSWORD }))
      .token;
    const p1 = await h.ok('inboxList', { pageNo: 1, pageSize: 2 }, { token: t3 });
    expect(p1.list.map((m) => m.title)).toEqual(['m2', 'm1']);
    expect(p1.totalPages).toBe(Math.ceil((p1.list.length + 2) / 2));
  });

  it('refuses a sandbox message to an unknown member', async () => {
    const r = await h.raw('POST', '/__sandbox/inbox', {
      body: JSON.stringify({ username: 'nobody-here', title: 't', content: 'c' }),
      headers: { 'content-type': 'application/json' },
      name: 'sandboxInbox',
    });
    expect(r.status).toBe(404);
  });
});

describe('customer-service links', () => {
  it('sends every path encrypted with its own key, which decrypts to the manifest link', async () => {
    const { pathList } = (await h.ok('service')).version;
    const links = h.merchants.find((m) => m.code === 'ph')!.manifest.links.customerService;
    expect(pathList.map((p) => decryptServicePath(p.path))).toEqual(links.map((l) => l.url));
    expect(pathList.every((p) => !p.path.startsWith('http'))).toBe(true);
    expect(pathList.find((p) => p.csType === 'LIVECHAT')?.type).toBe(3);
  });

  it('round-trips any text and refuses what is not a path', () => {
    for (const url of ['https://t.me/x?a=1&b=ü', 'https://chat.example.com/'])
      expect(decryptServicePath(encryptServicePath(url, 'Ab12Cd34'))).toBe(url);
    expect(decryptServicePath('short')).toBeNull();
    expect(decryptServicePath('!!!!Ab12Cd34')).toBeNull();
    expect(decryptServicePath(`${encryptServicePath('https://a.b', 'Ab12Cd34')}x`)).not.toBe('https://a.b');
    expect(() => encryptServicePath('x', 'short')).toThrow();
  });
});

describe('system status', () => {
  it('numbers the states by the chosen reading (ipBlockFirst by default)', () => {
    expect(statusNumber('normal')).toBe(0);
    expect(statusNumber('maintenance')).toBe(2);
    expect(statusNumber('ip_blocked')).toBe(1);
    expect(statusNumber('region_restricted')).toBe(1);
    expect(statusNumber('maintenance', 'maintenanceFirst')).toBe(1);
    expect(statusNumber('region_restricted', 'maintenanceFirst')).toBe(2);
  });

  it('scopes a status to the browser carrying the sandbox cookie, leaving everyone else alone', async () => {
    const scope = 'test-scope-1234';
    const cookie = { cookie: `other=1; wl_sandbox_scope=${scope}` };
    await h.sandbox('sandboxStatus', { status: 'maintenance', merchantCode: 'ph', scope });
    expect(await h.ok('systemStatus', {}, { headers: cookie })).toMatchObject({
      status: 2,
      maintenance: true,
    });
    expect((await h.call('vendors', {}, { headers: cookie })).status).toBe(503);
    expect(await h.ok('systemStatus')).toMatchObject({ status: 0, maintenance: false });
    expect((await h.call('vendors', {})).status).toBe(200);
    // Another merchant is untouched even for that browser.
    expect((await h.ok('systemStatus', {}, { headers: cookie, host: 'padmabet.com' })).status).toBe(0);
    await h.sandbox('sandboxStatus', { status: 'normal', merchantCode: 'ph', scope });
    expect((await h.call('vendors', {}, { headers: cookie })).status).toBe(200);
  });
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
