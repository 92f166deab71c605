import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBER_PASSWORD,
  registeredMember,
  smsCode,
  startHarness,
  uniqueMobile,
  type Harness,
  solvedCaptcha,
} from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

const ph = () => h.merchants.find((m) => m.manifest.code === 'ph')!.manifest;

describe('personal info', () => {
  it('shows the account, changes the nickname and keeps the date of birth once set', async () => {
    const { username, token } = await registeredMember(h, 'pi');
    const info = await h.ok('personalInfo', {}, { token });
    expect(info).toMatchObject({ account: username.toLowerCase(), nickname: '', birthDate: '1990-01-01' });
    expect(info.registeredAt).toBe(h.clock.now());

    await h.ok('savePersonalInfo', { nickname: ' Lucky7 ' }, { token });
    expect((await h.ok('personalInfo', {}, { token })).nickname).toBe('Lucky7');
    expect((await h.ok('memberInfo', {}, { token })).nickname).toBe('Lucky7');

    // Spec section 9: the birthday cannot be changed.
    const again = await h.call('savePersonalInfo', { birthDate: '1991-02-02' }, { token });
    expect(again.status).toBe(400);
    expect(again.body.value).toMatchObject({ field: 'birthDate' });
    expect((await h.ok('personalInfo', {}, { token })).birthDate).toBe('1990-01-01');
  });

  it('sets a missing date of birth once, refusing an under-age one', async () => {
    const { id, token } = await registeredMember(h, 'dob');
    await h.db.query(`UPDATE members SET profile = profile - 'birthDate' WHERE id = $1`, [id]);
    expect((await h.ok('personalInfo', {}, { token })).birthDate).toBeUndefined();
    const young = new Date(h.clock.now()).getUTCFullYear() - 10;
    const under = await h.call('savePersonalInfo', { birthDate: `${young}-01-01` }, { token });
    expect(under.body).toMatchObject({ code: 'UNDER_AGE', value: { field: 'birthDate' } });
    await h.ok('savePersonalInfo', { birthDate: '1985-05-05' }, { token });
    expect((await h.ok('personalInfo', {}, { token })).birthDate).toBe('1985-05-05');
  });

  it('refuses a nickname its rule refuses and asks for a session', async () => {
    const { token } = await registeredMember(h, 'nick');
    const bad = await h.call('savePersonalInfo', { nickname: 'x'.repeat(64) }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.value).toMatchObject({ field: 'nickname' });
    expect((await h.call('personalInfo', {})).status).toBe(401);
  });
});

describe('security settings', () => {
  it('binds an email only with the login password and shows it masked', async () => {
    const { token } = await registeredMember(h, 'mail');
    expect(await h.ok('securitySettings', {}, { token })).toEqual({ paymentPassword: false });
    const wrong = await h.call('bindEmail', { email: 'pedro@example.com', password: 'nope1234' }, { token });
    expect(wrong.body).toMatchObject({ code: 'OLD_PASSWORD', value: { field: 'password' } });
    const invalid = await h.call(
      'bindEmail',
      { email: 'not-an-email', password: MEMBER_PASSWORD },
      { token },
    );
    expect(invalid.body.value).toMatchObject({ field: 'email' });
    await h.ok('bindEmail', { email: 'pedro@example.com', password: MEMBER_PASSWORD }, { token });
    expect((await h.ok('securitySettings', {}, { token })).email).toBe('p***@example.com');
  });

  it('binds a mobile number with the SMS code sent to it, once per number', async () => {
    const { digits, dialingCode } = ph().phone;
    const a = await registeredMember(h, 'mob');
    const b = await registeredMember(h, 'mob');
    const mobileNo = uniqueMobile(digits);
    await h.ok('sendVerificationCode', { mobileNo, countryDialingCode: dialingCode }, { token: a.token });
    const wrongCode = await h.call(
      'bindMobile',
      { mobileNo, countryDialingCode: dialingCode, verificationCode: '000000x' },
      { token: a.token },
    );
    expect(wrongCode.body.code).toBe('VERIFICATION_CODE');
    const code = await smsCode(h, mobileNo);
    await h.ok(
      'bindMobile',
      { mobileNo, countryDialingCode: dialingCode, verificationCode: code },
      { token: a.token },
    );
    const s = await h.ok('securitySettings', {}, { token: a.token });
    expect(s).toMatchObject({
      countryDialingCode: dialingCode,
      mobileNum: `${'*'.repeat(digits - 4)}${mobileNo.slice(-4)}`,
    });
    // The code is used up, and the number now belongs to a.
    const reuse = await h.call(
      'bindMobile',
      { mobileNo, countryDialingCode: dialingCode, verificationCode: code },
      { token: b.token },
    );
    expect(reuse.body.code).toBe('MOBILE_EXISTS');
    // The bound number logs in by SMS.
    h.clock.advance(61_000);
    await h.ok('sendSmsNoLogin', {
      ...(await solvedCaptcha(h)),
      mobileNum: mobileNo,
      countryDialingCode: dialingCode,
    });
    const login = await h.call('login', {
      type: 'sms',
      username: mobileNo,
      password: await smsCode(h, mobileNo),
    });
    expect(login.status).toBe(200);
  });

  it('sets the payee name once', async () => {
    const { token } = await registeredMember(h, 'payee');
    await h.ok('setPayeeName', { payeeName: ' Juan  Dela Cruz ' }, { token });
    expect((await h.ok('securitySettings', {}, { token })).payeeName).toBe('Juan Dela Cruz');
    const again = await h.call('setPayeeName', { payeeName: 'Someone Else' }, { token });
    expect(again.status).toBe(403);
    expect((await h.ok('securitySettings', {}, { token })).payeeName).toBe('Juan Dela Cruz');
  });
});
