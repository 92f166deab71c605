import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
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

async function login(
  username: string,
  password: string,
  opts: { ip?: string; captcha?: { captchaKey: string; captcha: string } } = {},
) {
  return h.call(
    'login',
    { type: 'username', username, password, ...opts.captcha },
    { ip: opts.ip ?? '10.1.0.1' },
  );
}

describe('registration and sessions', () => {
  it('registers, logs in, reads member info, logs out, and then refuses the token', async () => {
    const name = uniqueName('alice');
    const reg = await register(name, 'Passw0rd', { nickname: 'Alice' });
    expect(reg.body.value).toMatchObject({
      userName: name.toLowerCase(),
      type: 0,
      firstTimeLogin: true,
      merchantCode: 'LZP_PH',
    });

    const session = await login(name, 'Passw0rd');
    expect(session.status).toBe(200);
    const token = session.body.value!.token;
    expect(session.body.value!.firstTimeLogin).toBe(false);

    const info = await h.ok('memberInfo', {}, { token });
    expect(info).toMatchObject({ type: 0, nickname: 'Alice', account: name.toLowerCase() });
    const wallet = await h.ok('wallet', {}, { token });
    expect(wallet).toEqual({ sumBalance: 0, currencySymbol: '₱', currency: 'TLB' });
    expect((await h.ok('inboxUnreadCount', {}, { token })).unreadCount).toBe(1);

    await h.ok('logout', {}, { token });
    const after = await h.call('memberInfo', {}, { token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'SESSION_EXPIRED', messageKey: 'error.logged_out' });
    expect((await h.call('memberInfo')).body).toMatchObject({
      code: 'NOT_LOGGED_IN',
      messageKey: 'error.not_logged_in',
    });
  });

  it('requires a captcha after a failed login, for that account from any address', async () => {
    const name = uniqueName('dora');
    await register(name);
    const failed = await login(name, 'WrongPass1', { ip: '10.2.0.1' });
    expect(failed.status).toBe(401);
    expect(failed.body).toMatchObject({
      code: 'LOGIN_FAILED',
      messageKey: 'error.login_failed',
      value: { captcha: true },
    });

    // The right password is not enough now, from any address.
    const noCaptcha = await login(name, 'Passw0rd', { ip: '10.2.0.2' });
    expect(noCaptcha.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    const wrong = await solvedCaptcha(h);
    const badAnswer = await login(name, 'Passw0rd', {
      ip: '10.2.0.2',
      captcha: { captchaKey: wrong.captchaKey, captcha: wrong.captcha === '0000' ? '1111' : '0000' },
    });
    expect(badAnswer.body).toMatchObject({ code: 'CAPTCHA_INVALID', messageKey: 'error.captcha' });
    // A captcha answers once: the right answer to a used captcha is refused.
    expect((await login(name, 'Passw0rd', { ip: '10.2.0.2', captcha: wrong })).body.code).toBe(
      'CAPTCHA_INVALID',
    );

    const ok = await login(name, 'Passw0rd', { ip: '10.2.0.2', captcha: await solvedCaptcha(h) });
    expect(ok.status).toBe(200);
    // Success clears the requirement for the account.
    expect((await login(name, 'Passw0rd', { ip: '10.2.0.3' })).status).toBe(200);
  });

  it('does not put a captcha in front of other accounts behind the same address (carrier NAT)', async () => {
    const [a, b] = [uniqueName('nat'), uniqueName('nat')];
    await register(a);
    await register(b);
    expect((await login(a, 'WrongPass1', { ip: '10.2.9.9' })).body.value).toMatchObject({ captcha: true });
    expect((await login(b, 'Passw0rd', { ip: '10.2.9.9' })).status).toBe(200);
    expect((await login(a, 'Passw0rd', { ip: '10.2.9.9' })).body.code).toBe('CAPTCHA_REQUIRED');
  });

  it('gives the same answer for an unknown user as for a wrong password', async () => {
    const a = await login(uniqueName('ghost'), 'Passw0rd', { ip: '10.3.0.1' });
    expect(a.status).toBe(401);
    expect(a.body).toMatchObject({ code: 'LOGIN_FAILED', messageKey: 'error.login_failed' });
  });

  it('changes the password, rejects the same one, and ends the other sessions only', async () => {
    const name = uniqueName('erin');
    const mine = (await register(name)).body.value!.token;
    const other = (await login(name, 'Passw0rd', { ip: '10.4.0.1' })).body.value!.token;
    const wrongOld = await h.call(
      'changePassword',
      { oldPassword: 'Nope12345', newPassword: 'Newpass1', confirmNewPassword: 'Newpass1' },
      { token: mine },
    );
    expect(wrongOld.body).toMatchObject({ code: 'OLD_PASSWORD', messageKey: 'error.old_password' });
    const same = await h.call(
      'changePassword',
      { oldPassword: 'Passw0rd', newPassword: 'Passw0rd', confirmNewPassword: 'Passw0rd' },
      { token: mine },
    );
    expect(same.body).toMatchObject({ code: 'SAME_PASSWORD', messageKey: 'same_password' });
    expect((await h.call('memberInfo', {}, { token: other })).status).toBe(200);

    await h.ok(
      'changePassword',
      { oldPassword: 'Passw0rd', newPassword: 'Newpass1', confirmNewPassword: 'Newpass1' },
      { token: mine },
    );
    expect((await h.call('memberInfo', {}, { token: other })).body.code).toBe('SESSION_EXPIRED');
    expect((await h.call('memberInfo', {}, { token: mine })).status).toBe(200);
    expect((await login(name, 'Newpass1', { ip: '10.4.0.2' })).status).toBe(200);
  });

  it('takes a forgotten password of a username-only account to customer service, alike for unknown names', async () => {
    const name = uniqueName('una');
    expect((await register(name)).status).toBe(200);
    const [m] = await h.db.query<{ id: number; mobile_num: string | null }>(
      'SELECT id, mobile_num FROM members WHERE username = $1',
      [name.toLowerCase()],
    );
    // No mobile number: the SMS route cannot reach this account.
    expect(m!.mobile_num).toBeNull();
    const known = await h.call(
      'recoverPassword',
      { username: name, contact: 'una@example.com' },
      { ip: '10.6.0.1' },
    );
    const unknown = await h.call(
      'recoverPassword',
      { username: uniqueName('nobody'), contact: 'x@example.com' },
      { ip: '10.6.0.1' },
    );
    // The same answer whether or not the account exists.
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    // The request is in the account's live-chat thread, where customer service verify the player and reset it.
    const chat = await h.db.query<{ sender: string; body: string }>(
      'SELECT sender, body FROM chat_messages WHERE member_id = $1 ORDER BY id',
      [m!.id],
    );
    expect(chat.at(-1)).toEqual({
      sender: 'member',
      body: 'Password recovery requested from the forgotten-password page. Contact: una@example.com',
    });
  });

  it('resets a forgotten password by SMS and ends every session', async () => {
    const mobile = uniqueMobile(10);
    const name = uniqueName('fay');
    const token = (await register(name, 'Passw0rd', { mobileNum: mobile, countryDialingCode: '63' })).body
      .value!.token;
    await h.ok('sendSmsNoLogin', {
      ...(await solvedCaptcha(h)),
      mobileNum: mobile,
      countryDialingCode: '63',
    });
    const code = await smsCode(h, mobile);
    const wrong = await h.call('setPasswordPhone', {
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: code === '000000' ? '111111' : '000000',
      newPassword: 'Reset123',
      confirmNewPassword: 'Reset123',
    });
    expect(wrong.body.code).toBe('VERIFICATION_CODE');
    await h.ok('setPasswordPhone', {
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: code,
      newPassword: 'Reset123',
      confirmNewPassword: 'Reset123',
    });
    expect((await h.call('memberInfo', {}, { token })).body.code).toBe('SESSION_EXPIRED');
    expect((await login(name, 'Reset123', { ip: '10.5.0.1' })).status).toBe(200);
    // A made-up code gets the same answer for an unknown number as for a known one (no account oracle) ...
    const nobody = uniqueMobile(10);
    const guess = await h.call('setPasswordPhone', {
      mobileNum: nobody,
      countryDialingCode: '63',
      verificationCode: '123456',
      newPassword: 'Reset123',
      confirmNewPassword: 'Reset123',
    });
    expect(guess.status).toBe(wrong.status);
    expect(guess.body).toEqual(wrong.body);
    // ... and only whoever received the number's code learns that it has no account.
    await h.ok('sendSmsNoLogin', {
      ...(await solvedCaptcha(h)),
      mobileNum: nobody,
      countryDialingCode: '63',
    });
    const unknown = await h.call('setPasswordPhone', {
      mobileNum: nobody,
      countryDialingCode: '63',
      verificationCode: await smsCode(h, nobody),
      newPassword: 'Reset123',
      confirmNewPassword: 'Reset123',
    });
    expect(unknown.body).toMatchObject({
      code: 'USER_NOT_REGISTERED',
      messageKey: 'error.user_not_registered',
    });
  });

  it('expires idle sessions after 30 minutes and every session after 12 hours', async () => {
    const token = (await register(uniqueName('gus'))).body.value!.token;
    h.clock.advance(29 * 60_000);
    expect((await h.call('memberInfo', {}, { token })).status).toBe(200);
    h.clock.advance(29 * 60_000);
    expect((await h.call('memberInfo', {}, { token })).status).toBe(200);
    h.clock.advance(31 * 60_000);
    expect((await h.call('memberInfo', {}, { token })).body.code).toBe('SESSION_EXPIRED');

    const busy = (await register(uniqueName('hal'))).body.value!.token;
    for (let i = 0; i < 25; i++) {
      h.clock.advance(29 * 60_000);
      await h.call('wallet', {}, { token: busy });
    }
    expect((await h.call('wallet', {}, { token: busy })).body.code).toBe('SESSION_EXPIRED');
  });

  it('keeps sessions per merchant: a ph token means nothing on bd', async () => {
    const token = (await login('demo001', DEMO_PASSWORD, { ip: '10.6.0.1' })).body.value!.token;
    expect((await h.call('memberInfo', {}, { token })).status).toBe(200);
    expect((await h.call('memberInfo', {}, { token, host: 'padmabet.com' })).body.code).toBe(
      'SESSION_EXPIRED',
    );
  });
});

describe('trial accounts and account types', () => {
  it('creates a type-4 account under the trial merchant code and refuses member-only calls with free_reject', async () => {
    const trial = await h.ok('testPlay', {}, { ip: '10.7.0.1' });
    expect(trial).toMatchObject({ type: 4, customerType: 4, merchantCode: 'LZP_PH_TRIAL' });
    const token = trial.token;
    expect(await h.ok('memberInfo', {}, { token })).toMatchObject({ type: 4 });
    expect((await h.ok('wallet', {}, { token })).sumBalance).toBe(2000);
    for (const name of [
      'inboxUnreadCount',
      'chatPermission',
      'chatUnreadCount',
      'launchChat',
      'contractRequests',
    ] as const) {
      const a = await h.call(name, {}, { token });
      expect(a.status, name).toBe(403);
      expect(a.body, name).toMatchObject({ code: 'TRIAL_REJECTED', messageKey: 'free_reject' });
    }
    const fb = await h.call('feedback', { content: 'hello' }, { token });
    expect(fb.body.messageKey).toBe('free_reject');
    const pw = await h.call(
      'changePassword',
      { oldPassword: 'x', newPassword: 'Passw0rd', confirmNewPassword: 'Passw0rd' },
      { token },
    );
    expect(pw.status).toBe(403);
  });

  it('offers contract prompts to agents only, never to agent variants 40-42', async () => {
    const agent = (await login('agent001', DEMO_PASSWORD, { ip: '10.8.0.1' })).body.value!;
    expect(agent.type).toBe(1);
    expect(await h.ok('contractRequests', {}, { token: agent.token })).toEqual({
      dailysalreqtype: true,
      divtypecompperiodreq: true,
      contracthoursalreq: false,
    });
    const variant = (await login('agent041', DEMO_PASSWORD, { ip: '10.8.0.1' })).body.value!;
    expect(variant.type).toBe(41);
    expect(await h.ok('contractRequests', {}, { token: variant.token })).toEqual({
      dailysalreqtype: false,
      divtypecompperiodreq: false,
      contracthoursalreq: false,
    });
  });
});

describe('rate limits', () => {
  it('limits failed logins per address (not per account), and SMS per number', async () => {
    const limited = await h.variant({
      limits: {
        loginFailuresPerIp: { max: 3, windowMs: 60_000 },
        smsPerMobile: { max: 1, windowMs: 3_600_000 },
      },
    });
    const other = (ip = '10.21.0.1') =>
      limited.call('login', { type: 'username', username: uniqueName('kim'), password: 'Whatever1' }, { ip });
    await other();
    await other();
    await other();
    const fourth = await other();
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'error.too_many_requests' });
    expect(fourth.body.value).toHaveProperty('retryAfter');
    // Another address is judged on its own.
    expect((await other('10.21.0.2')).body.code).toBe('LOGIN_FAILED');
    limited.clock.advance(60_001);
    // A new window: the attempt is judged again (a wrong password for a new account, not a rate limit).
    expect((await other()).body.code).toBe('LOGIN_FAILED');

    const mobile = uniqueMobile(10);
    await limited.ok('sendSmsNoLogin', {
      ...(await solvedCaptcha(limited)),
      mobileNum: mobile,
      countryDialingCode: '63',
    });
    limited.clock.advance(61_000);
    const second = await limited.call('sendSmsNoLogin', {
      ...(await solvedCaptcha(limited)),
      mobileNum: mobile,
      countryDialingCode: '63',
    });
    expect(second.body.code).toBe('RATE_LIMITED');
  });
});
