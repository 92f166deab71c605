import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedMerchant } from '@wl/manifest';
import {
  ADULT,
  solvedCaptcha,
  startHarness,
  uniqueMobile,
  workspaceMerchants,
  type Harness,
} from '../test/harness.ts';
import { SANDBOX_TOKEN_TTL_MS, signSandboxToken, type PhoneTokenVerifier } from './phoneVerification.ts';

/*
 * Phone verification by the identity provider (phoneVerification provider firebase): the sandbox stand-in sends a
 * code and trades it for an ID token; login (type firebase) and registration accept that token once, for its number.
 * ph is switched on here (a copy of its manifest); bd stays on the platform's own SMS code.
 */

let h: Harness;
let ph: LoadedMerchant;
beforeAll(async () => {
  const all = await workspaceMerchants();
  const phReal = all.find((m) => m.code === 'ph')!;
  const bd = all.find((m) => m.code === 'bd')!;
  ph = { ...phReal, manifest: { ...phReal.manifest, phoneVerification: { provider: 'firebase' } } };
  h = await startHarness({ merchants: [ph, bd] });
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

const dialing = () => ph.manifest.phone.dialingCode;
const mobile = () => uniqueMobile(ph.manifest.phone.digits);

async function idp(g: Harness, step: 'send' | 'verify', body: object, host = 'ph.localhost') {
  const res = await g.gateway.request(`http://${host}/__sandbox/idp/phone/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.7.0.1' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

/** An ID token from the stand-in for a number: the code sent, read from the outbox, and confirmed. */
async function idToken(num: string): Promise<string> {
  const sent = await idp(h, 'send', { phoneNumber: `+${dialing()}${num}`, ...(await solvedCaptcha(h)) });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  const { list } = await h.sandbox('sandboxSms', { mobile: num });
  expect(list[0]).toMatchObject({ mobileNum: num, sender: 'idp', used: false });
  const ok = await idp(h, 'verify', { sessionInfo: sent.json.sessionInfo, code: list[0]!.code });
  expect(ok.status, JSON.stringify(ok.json)).toBe(200);
  expect(ok.json.phoneNumber).toBe(`+${dialing()}${num}`);
  return ok.json.idToken as string;
}

const registration = (num: string, token: string) => ({
  ...ADULT,
  mobileNum: num,
  countryDialingCode: dialing(),
  password: 'Passw0rd',
  confirmPassword: 'Passw0rd',
  firebaseChannel: 'sms' as const,
  firebaseIdToken: token,
});
const firebaseLogin = (num: string, token: string) => ({
  type: 'firebase' as const,
  username: num,
  firebaseChannel: 'sms' as const,
  firebaseIdToken: token,
  firebaseMobileNo: num,
  countryDialingCode: dialing(),
});

describe('the sandbox identity provider', () => {
  it('needs the bot check, sends a code to the outbox and confirms only the right code, once', async () => {
    const num = mobile();
    const noCheck = await idp(h, 'send', { phoneNumber: `+${dialing()}${num}` });
    expect(noCheck).toMatchObject({ status: 400, json: { error: { code: 'CAPTCHA_INVALID' } } });
    const foreign = await idp(h, 'send', { phoneNumber: `+1${num}`, ...(await solvedCaptcha(h)) });
    expect(foreign).toMatchObject({ status: 400, json: { error: { code: 'INVALID_PHONE_NUMBER' } } });
    const sent = await idp(h, 'send', { phoneNumber: `+${dialing()}${num}`, ...(await solvedCaptcha(h)) });
    const code = (await h.sandbox('sandboxSms', { mobile: num })).list[0]!.code;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await idp(h, 'verify', { sessionInfo: sent.json.sessionInfo, code: wrong })).toMatchObject({
      status: 400,
      json: { error: { code: 'INVALID_CODE' } },
    });
    expect((await idp(h, 'verify', { sessionInfo: sent.json.sessionInfo, code })).status).toBe(200);
    expect(await idp(h, 'verify', { sessionInfo: sent.json.sessionInfo, code })).toMatchObject({
      status: 400,
      json: { error: { code: 'SESSION_EXPIRED' } },
    });
  });

  it('is not offered on a merchant that verifies numbers itself', async () => {
    const r = await idp(h, 'send', { phoneNumber: '+8801712345678' }, 'bd.localhost');
    expect(r.status).toBe(404);
  });
});

describe('the gateway accepts an ID token once, for its own number, before it expires', () => {
  it('registers and logs in with valid tokens', async () => {
    const num = mobile();
    const reg = await h.ok('register', {
      ...registration(num, await idToken(num)),
      ...(await solvedCaptcha(h)),
    });
    expect(reg.userName).toBe(`m${dialing()}${num}`);
    const session = await h.ok('login', firebaseLogin(num, await idToken(num)));
    expect(session.userName).toBe(`m${dialing()}${num}`);
  });

  it('refuses a reused token', async () => {
    const num = mobile();
    await h.ok('register', { ...registration(num, await idToken(num)), ...(await solvedCaptcha(h)) });
    const token = await idToken(num);
    await h.ok('login', firebaseLogin(num, token));
    const again = await h.call('login', { ...firebaseLogin(num, token), ...(await solvedCaptcha(h)) });
    expect(again.status).toBe(400);
    expect(again.body.value).toMatchObject({ field: 'firebaseIdToken', reason: 'has already been used' });
  });

  it('leaves a token usable when the login it came with is refused for another reason', async () => {
    // A number with no account yet: the login is refused, and the same verified number then registers without a
    // second SMS, then logs in with a token of its own. Used once, it is refused.
    const num = mobile();
    const token = await idToken(num);
    const none = await h.call('login', { ...firebaseLogin(num, token), ...(await solvedCaptcha(h)) });
    expect(none.body.code).toBe('USER_NOT_REGISTERED');
    await h.ok('register', { ...registration(num, token), ...(await solvedCaptcha(h)) });
    const again = await h.call('register', {
      ...registration(num, token),
      ...(await solvedCaptcha(h)),
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    // The refused login asks for the human check next time (login guard).
    const login = await idToken(num);
    const session = await h.ok('login', { ...firebaseLogin(num, login), ...(await solvedCaptcha(h)) });
    expect(session.userName).toBe(`m${dialing()}${num}`);
  });

  it('lets one of two logins racing with one token through, and undoes the other', async () => {
    const num = mobile();
    await h.ok('register', { ...registration(num, await idToken(num)), ...(await solvedCaptcha(h)) });
    const token = await idToken(num);
    const count = async () =>
      Number(
        (
          await h.db.query<{ n: string }>(
            `SELECT count(*) AS n FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.username = $1`,
            [`m${dialing()}${num}`],
          )
        )[0]!.n,
      );
    const before = await count();
    const both = await Promise.all([
      h.call('login', { ...firebaseLogin(num, token), ...(await solvedCaptcha(h)) }),
      h.call('login', { ...firebaseLogin(num, token), ...(await solvedCaptcha(h)) }),
    ]);
    expect(both.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = both.find((a) => a.status !== 200)!;
    expect(refused.body.value).toMatchObject({ field: 'firebaseIdToken', reason: 'has already been used' });
    expect(await count()).toBe(before + 1);
  });

  it('refuses a forged token', async () => {
    const num = mobile();
    const token = await idToken(num);
    const [head, body, sig] = token.split('.') as [string, string, string];
    // The same claims for another number, with the signature of the real one.
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const other = mobile();
    claims.phone_number = `+${dialing()}${other}`;
    const forged = `${head}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${sig}`;
    const r = await h.call('register', { ...registration(other, forged), ...(await solvedCaptcha(h)) });
    expect(r.status).toBe(400);
    expect(r.body.value).toMatchObject({ field: 'firebaseIdToken' });
    expect(JSON.stringify(r.body.value)).toContain('not a valid');
    // Signed with another key altogether.
    const stranger = await startHarness({ merchants: [ph] });
    const foreign = await signSandboxToken(stranger.db, {
      merchant: 'ph',
      phoneNumber: `+${dialing()}${other}`,
      now: h.clock.now(),
    });
    await stranger.db.close();
    const r2 = await h.call('register', { ...registration(other, foreign), ...(await solvedCaptcha(h)) });
    expect(r2.status).toBe(400);
    expect(r2.body.value).toMatchObject({ field: 'firebaseIdToken' });
  });

  it('refuses a token of another number', async () => {
    const [num, other] = [mobile(), mobile()];
    const r = await h.call('register', {
      ...registration(other, await idToken(num)),
      ...(await solvedCaptcha(h)),
    });
    expect(r.status).toBe(400);
    expect(r.body.value).toMatchObject({
      field: 'firebaseIdToken',
      reason: 'does not prove this mobile number',
    });
  });

  it('refuses an expired token', async () => {
    const num = mobile();
    const token = await idToken(num);
    h.clock.advance(SANDBOX_TOKEN_TTL_MS + 1000);
    const r = await h.call('register', { ...registration(num, token), ...(await solvedCaptcha(h)) });
    expect(r.status).toBe(400);
    expect(r.body.value).toMatchObject({ field: 'firebaseIdToken' });
  });

  it('refuses a registration without a token, and a login without one', async () => {
    const num = mobile();
    const r = await h.call('register', {
      ...registration(num, ''),
      firebaseIdToken: undefined,
      ...(await solvedCaptcha(h)),
    } as never);
    expect(r.status).toBe(400);
    expect(r.body.value).toMatchObject({ field: 'firebaseIdToken', reason: 'is required' });
    const l = await h.call('login', { ...firebaseLogin(num, ''), firebaseIdToken: undefined } as never);
    expect(l.status).toBe(400);
    expect(l.body.value).toMatchObject({ field: 'firebaseIdToken' });
  });

  it('refuses the firebase variant where the merchant verifies numbers itself', async () => {
    const r = await h.call(
      'login',
      { ...firebaseLogin('1712345678', 'x.y.z'), countryDialingCode: '880' },
      { host: 'bd.localhost' },
    );
    expect(r.status).toBe(403);
    expect(r.body.value).toMatchObject({ field: 'type' });
  });
});

describe('production mode', () => {
  it('has no stand-in provider and refuses the firebase variant without a configured verifier', async () => {
    const prod = await h.variant({ mode: 'production', merchants: [ph] });
    const send = await prod.gateway.request('http://ph.localhost/__sandbox/idp/phone/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(send.status).toBe(404);
    const num = mobile();
    const r = await prod.call('login', firebaseLogin(num, await idToken(num)));
    expect(r.status).toBe(403);
    expect(r.body.value).toMatchObject({
      field: 'firebaseIdToken',
      reason: 'cannot be checked: no identity-provider token verifier is configured',
    });
  });

  it('takes the real provider’s verifier through the same interface', async () => {
    const num = mobile();
    const verifier: PhoneTokenVerifier = {
      verify: async (token) =>
        token === 'real-provider-token'
          ? { phoneNumber: `+${dialing()}${num}`, expiresAt: h.clock.now() + 3_600_000 }
          : null,
    };
    const prod = await h.variant({ mode: 'production', merchants: [ph], phoneTokenVerifier: verifier });
    const reg = await prod.ok('register', {
      ...registration(num, 'real-provider-token'),
      ...(await solvedCaptcha(h)), // the same database: a captcha the sandbox shows
    });
    expect(reg.userName).toBe(`m${dialing()}${num}`);
  });
});
