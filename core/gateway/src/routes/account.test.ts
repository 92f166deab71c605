import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADULT,
  smsCode,
  solvedCaptcha,
  startHarness,
  uniqueMobile,
  uniqueName,
  type Harness,
} from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

async function register(
  username: string,
  password = 'Passw0rd',
  extra: Record<string, string> = {},
  host?: string,
) {
  return h.call(
    'register',
    { ...ADULT, username, password, confirmPassword: password, ...(await solvedCaptcha(h, host)), ...extra },
    host ? { host } : {},
  );
}

describe('registration and sessions', () => {
  it('refuses a taken username (case-insensitive) with 409 and a wrong confirmation with in_confirmation_correct', async () => {
    const name = uniqueName('bob');
    expect((await register(name)).status).toBe(200);
    const again = await register(name.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'USERNAME_EXISTS', messageKey: 'error.username_exists' });
    const mismatch = await h.call('register', {
      ...ADULT,
      username: uniqueName('bob'),
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd2',
      ...(await solvedCaptcha(h)),
    });
    expect(mismatch.body).toMatchObject({
      code: 'PASSWORD_MISMATCH',
      messageKey: 'in_confirmation_correct',
      value: { field: 'confirmPassword' },
    });
  });

  it('checks registration fields with the served rule set and names the field', async () => {
    const { rules } = await h.ok('regValidata');
    expect(new RegExp(rules.username.pattern, 'u').test('ab')).toBe(false);
    const short = await h.call('register', {
      ...ADULT,
      username: 'ab',
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      ...(await solvedCaptcha(h)),
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ messageKey: rules.username.messageKey, value: { field: 'username' } });
    const weak = await h.call('register', {
      ...ADULT,
      username: uniqueName('carl'),
      password: 'onlyletters',
      confirmPassword: 'onlyletters',
      ...(await solvedCaptcha(h)),
    });
    expect(weak.body).toMatchObject({ messageKey: 'validation.password', value: { field: 'password' } });
    const notOffered = await h.call('register', {
      ...ADULT,
      username: uniqueName('carl'),
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      qqNum: '123456',
      ...(await solvedCaptcha(h)),
    });
    expect(notOffered.body).toMatchObject({ code: 'INVALID_REQUEST', value: { field: 'qqNum' } });
    const noCaptcha = await h.call('register', {
      ...ADULT,
      username: uniqueName('carl'),
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
    });
    expect(noCaptcha.body).toMatchObject({ messageKey: 'error.captcha', value: { field: 'captcha' } });
  });

  it('sends no SMS code without a solved human check, and none for a wrong or reused answer', async () => {
    const mobile = uniqueMobile(10);
    const none = await h.call('sendSmsNoLogin', { mobileNum: mobile, countryDialingCode: '63' });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { field: 'captcha' } });
    const proof = await solvedCaptcha(h);
    const wrong = await h.call('sendSmsNoLogin', {
      mobileNum: mobile,
      countryDialingCode: '63',
      captchaKey: proof.captchaKey,
      captcha: proof.captcha === '0000' ? '1111' : '0000',
    });
    expect(wrong.body).toMatchObject({ code: 'CAPTCHA_INVALID', value: { field: 'captcha' } });
    await expect(smsCode(h, mobile)).rejects.toThrow();
    // A challenge is single-use: the one a wrong answer spent cannot be answered again.
    const reused = await h.call('sendSmsNoLogin', { mobileNum: mobile, countryDialingCode: '63', ...proof });
    expect(reused.body).toMatchObject({ code: 'CAPTCHA_INVALID' });
    await h.ok('sendSmsNoLogin', {
      ...(await solvedCaptcha(h)),
      mobileNum: mobile,
      countryDialingCode: '63',
    });
    expect(await smsCode(h, mobile)).toMatch(/^\d{6}$/);
  });

  it('registers by mobile number with a single-use SMS code, then logs in by SMS', async () => {
    const mobile = uniqueMobile(10);
    const sent = await h.ok('sendSmsNoLogin', {
      ...(await solvedCaptcha(h)),
      mobileNum: mobile,
      countryDialingCode: '63',
    });
    expect(sent.expirationTime).toBe(h.clock.now() + 60_000);
    const code = await smsCode(h, mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(
      (await h.ok('verification', { mobileNum: mobile, countryDialingCode: '63', verificationCode: code }))
        .valid,
    ).toBe(true);
    const reg = await h.call('register', {
      ...ADULT,
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: code,
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      ...(await solvedCaptcha(h)),
    });
    expect(reg.status).toBe(200);
    expect(reg.body.value!.userName).toBe(`m63${mobile}`);

    // The code is used up.
    const reuse = await h.call(
      'login',
      { type: 'sms', username: mobile, password: code },
      { ip: '10.9.0.1' },
    );
    expect(reuse.body).toMatchObject({
      code: 'VERIFICATION_CODE',
      messageKey: 'error.verification_code',
      value: { captcha: true },
    });

    h.clock.advance(61_000);
    await h.ok('sendSmsNoLogin', {
      ...(await solvedCaptcha(h)),
      mobileNum: mobile,
      countryDialingCode: '63',
    });
    const fresh = await smsCode(h, mobile);
    const captcha = await solvedCaptcha(h);
    const byCode = await h.call(
      'login',
      { type: 'sms', username: mobile, password: fresh, ...captcha },
      { ip: '10.9.0.1' },
    );
    expect(byCode.status).toBe(200);
    expect(byCode.body.value!.userName).toBe(`m63${mobile}`);
  });

  it('makes the SMS button wait, and expires codes after five minutes', async () => {
    const mobile = uniqueMobile(10);
    const first = await h.ok('sendSmsNoLogin', {
      ...(await solvedCaptcha(h)),
      mobileNum: mobile,
      countryDialingCode: '63',
    });
    const again = await h.call('sendSmsNoLogin', {
      ...(await solvedCaptcha(h)),
      mobileNum: mobile,
      countryDialingCode: '63',
    });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({
      code: 'SMS_WAIT',
      messageKey: 'error.sms_wait',
      value: { expirationTime: first.expirationTime },
    });
    const code = await smsCode(h, mobile);
    h.clock.advance(5 * 60_000 + 1);
    expect(
      (await h.ok('verification', { mobileNum: mobile, countryDialingCode: '63', verificationCode: code }))
        .valid,
    ).toBe(false);
    const wrongCountry = await h.call('sendSmsNoLogin', {
      ...(await solvedCaptcha(h)),
      mobileNum: mobile,
      countryDialingCode: '880',
    });
    expect(wrongCountry.body).toMatchObject({
      code: 'INVALID_REQUEST',
      value: { field: 'countryDialingCode' },
    });
  });
});

describe('sandbox: resend now', () => {
  it('lets one number ask again at once and leaves every other number waiting', async () => {
    const [mine, other] = [uniqueMobile(10), uniqueMobile(10)];
    for (const m of [mine, other])
      await h.ok('sendSmsNoLogin', { ...(await solvedCaptcha(h)), mobileNum: m, countryDialingCode: '63' });
    expect(await h.sandbox('sandboxSmsResend', { mobile: `+63${mine}` })).toEqual({ released: 1 });
    await h.ok('sendSmsNoLogin', { ...(await solvedCaptcha(h)), mobileNum: mine, countryDialingCode: '63' });
    expect(
      (
        await h.call('sendSmsNoLogin', {
          ...(await solvedCaptcha(h)),
          mobileNum: other,
          countryDialingCode: '63',
        })
      ).status,
    ).toBe(429);
    expect(await h.sandbox('sandboxSmsResend', { mobile: other }, { host: 'bd.localhost' })).toEqual({
      released: 0,
    });
  });
});

describe('trial accounts and account types', () => {
  it('checks invitation codes, and requires one when the settings say so', async () => {
    expect((await h.ok('checkAffiliateCode', { code: 'AFPH01' })).success).toBe(true);
    expect((await h.ok('checkAffiliateCode', { code: 'NOPE99' })).success).toBe(false);
    const strict = await h.variant({ registration: { fields: { affiliateCode: { required: true } } } });
    expect((await strict.ok('getSetRegister')).fields.affiliateCode).toEqual({
      enabled: true,
      required: true,
    });
    const missing = await strict.call('register', {
      ...ADULT,
      username: uniqueName('ivy'),
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      ...(await solvedCaptcha(strict)),
    });
    expect(missing.body).toMatchObject({
      messageKey: 'invitation_code_error',
      value: { field: 'affiliateCode' },
    });
    const bad = await strict.call('register', {
      ...ADULT,
      username: uniqueName('ivy'),
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      affiliateCode: 'ZZZZ99',
      ...(await solvedCaptcha(strict)),
    });
    expect(bad.body).toMatchObject({ code: 'INVITATION_CODE', messageKey: 'invitation_code_error' });
    const good = await strict.call('register', {
      ...ADULT,
      username: uniqueName('ivy'),
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      affiliateCode: 'afph02',
      ...(await solvedCaptcha(strict)),
    });
    expect(good.status).toBe(200);
  });
});
