/**
 * Phone verification by the identity provider (issue 28; the spec's firebase variant, sections 3, 4 and 8), on every
 * merchant whose manifest switches it on (phoneVerification provider firebase; the test merchant pk): the provider,
 * here the sandbox's stand-in, sends the SMS code and confirms it for an ID token; registration by mobile sends
 * firebaseChannel "sms" and firebaseIdToken, SMS login sends type firebase with firebaseChannel, firebaseIdToken,
 * firebaseMobileNo and countryDialingCode; the platform's own SMS call is not used; login or registration without a
 * verified code aborts at the code's field; a send failure hides the loading with no message.
 */
import type { Page, Request } from '@playwright/test';
import { calls } from '@wl/contract';
import { test, expect } from '../fixtures.ts';
import {
  answerCaptcha,
  apiMember,
  field,
  fillMobileRegistrationRest,
  humanCheck,
  logoutViaMenu,
  passHumanCheck,
  recordToasts,
  registerByMobile,
  requestSmsCode,
  ruleSet,
  smsCode,
  storedSession,
  submitRegistration,
  submitWithCaptcha,
  usesIdentityProvider,
  valueFor,
} from './account.helpers.ts';

const IDP = '/__sandbox/idp/phone/';

/**
 * Every call the page makes from now on to the gateway's API and to the identity provider: method, URL and JSON body
 * (read where the request is routed, where Chromium hands over the body the app streamed).
 */
async function recordRequests(page: Page) {
  const seen: { method: string; url: URL; body: Record<string, unknown> | null }[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/wps/') || url.pathname.startsWith(IDP),
    async (route) => {
      const r: Request = route.request();
      let body: Record<string, unknown> | null = null;
      try {
        body = r.postDataJSON() as Record<string, unknown> | null;
      } catch {
        body = null;
      }
      seen.push({ method: r.method(), url: new URL(r.url()), body });
      await route.fallback();
    },
  );
  return {
    all: () => seen,
    to: (method: string, path: string) => seen.filter((r) => r.method === method && r.url.pathname === path),
  };
}

test.describe('phone verification by the identity provider', () => {
  test.setTimeout(150_000);
  test.beforeEach(({ merchant }) => {
    test.skip(
      !usesIdentityProvider(merchant),
      'this merchant verifies phone numbers itself (phoneVerification)',
    );
  });

  test('register by mobile and log in by SMS through the provider, never the platform’s SMS call', async ({
    page,
    merchant,
    t,
    sandbox,
  }) => {
    test.skip(!merchant.whitelabel.registerByMobile, 'no mobile registration here');
    const requests = await recordRequests(page);
    const account = (await registerByMobile(page, t, merchant, sandbox))!;
    const [reg] = requests.to(calls.register.method, calls.register.path);
    expect(reg?.body).toMatchObject({
      mobileNum: account.mobile,
      firebaseChannel: 'sms',
      firebaseIdToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
    expect(reg?.body).not.toHaveProperty('verificationCode');
    expect(requests.to('POST', `${IDP}send`)).toHaveLength(1);
    expect(requests.to('POST', `${IDP}verify`)).toHaveLength(1);

    test.skip(!merchant.whitelabel.MOBILEVERCODELOGIN3, 'SMS login is off here');
    await logoutViaMenu(page, t);
    await page.goto('/m/login');
    const mobileTab = page.getByRole('button', { name: await t('account.method.mobile'), exact: true });
    if ((await mobileTab.getAttribute('aria-pressed')) !== 'true') await mobileTab.click();
    await (await field(page, t, 'account.field.mobileNum')).fill(account.mobile);
    await requestSmsCode(page, t, sandbox);
    const code = await field(page, t, 'account.field.verificationCode');
    await submitWithCaptcha(page, t, sandbox, await t('account.login.submit'), '/m/login', async () =>
      code.fill(await smsCode(sandbox, account.mobile)),
    );
    await expect(page).toHaveURL(/\/m\/home$/);
    expect((await storedSession(page))?.userName).toBe(account.username);

    const logins = requests.to(calls.login.method, calls.login.path);
    expect(logins).toHaveLength(1);
    expect(logins[0]!.body).toMatchObject({
      type: 'firebase',
      username: account.mobile,
      firebaseChannel: 'sms',
      firebaseIdToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      firebaseMobileNo: account.mobile,
      countryDialingCode: merchant.phone.dialingCode,
    });
    expect(logins[0]!.body).not.toHaveProperty('password');
    // Registration and login each went through the provider; the platform's own SMS call was never made.
    expect(requests.to('POST', `${IDP}send`)).toHaveLength(2);
    expect(requests.to(calls.sendSmsNoLogin.method, calls.sendSmsNoLogin.path)).toEqual([]);
    // No token ever travels in a URL.
    for (const r of requests.all()) expect(r.url.href).not.toMatch(/eyJ|idToken|firebaseIdToken/);
  });

  test('a wrong code, or none sent, aborts login at the code’s field', async ({
    page,
    merchant,
    t,
    sandbox,
  }) => {
    test.skip(!merchant.whitelabel.MOBILEVERCODELOGIN3, 'SMS login is off here');
    const member = await apiMember(sandbox, merchant);
    const mobile = member.mobile!;
    const requests = await recordRequests(page);
    await page.goto('/m/login');
    const mobileTab = page.getByRole('button', { name: await t('account.method.mobile'), exact: true });
    if ((await mobileTab.getAttribute('aria-pressed')) !== 'true') await mobileTab.click();
    await (await field(page, t, 'account.field.mobileNum')).fill(mobile);
    const code = await field(page, t, 'account.field.verificationCode');
    const submit = page.getByRole('button', { name: await t('account.login.submit'), exact: true });

    // No code asked for this number yet: nothing to confirm.
    await code.fill('123456');
    await submit.click();
    await expect(page.getByText(await t('account.sms.sendFirst'))).toBeVisible();
    await expect(code).toBeFocused();

    await requestSmsCode(page, t, sandbox);
    const right = await smsCode(sandbox, mobile);
    await code.fill(String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
    await submit.click();
    await expect(page.getByText(await t('error.verification_code'))).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    // Aborted before the platform was asked: no login call, no session.
    expect(requests.to(calls.login.method, calls.login.path)).toEqual([]);
    expect(await storedSession(page)).toBeNull();

    // The right code then logs in.
    await submitWithCaptcha(page, t, sandbox, await t('account.login.submit'), '/m/login', async () =>
      code.fill(right),
    );
    await expect(page).toHaveURL(/\/m\/home$/);
    expect((await storedSession(page))?.userName).toBe(member.username);
  });

  test('a wrong code stops registration before the platform is asked; the right one registers', async ({
    page,
    merchant,
    t,
    sandbox,
  }) => {
    test.skip(!merchant.whitelabel.registerByMobile, 'no mobile registration here');
    const rules = await ruleSet(sandbox);
    const requests = await recordRequests(page);
    await page.goto('/m/register');
    if (merchant.whitelabel.registerByUsername)
      await page.getByRole('button', { name: await t('account.method.mobile'), exact: true }).click();
    const mobile = valueFor('mobileNum', rules, merchant);
    const password = valueFor('password', rules, merchant);
    await (await field(page, t, 'account.field.mobileNum')).fill(mobile);
    await requestSmsCode(page, t, sandbox);
    const right = await smsCode(sandbox, mobile);
    const code = await field(page, t, 'account.field.verificationCode');
    await code.fill(String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
    await fillMobileRegistrationRest(page, t, merchant, sandbox, password);
    await page.getByRole('checkbox').check();
    await answerCaptcha(page, t, sandbox);
    await page.getByRole('button', { name: await t('account.register.submit'), exact: true }).click();
    await expect(page.getByText(await t('error.verification_code'))).toBeVisible();
    await expect(code).toBeFocused();
    await expect(page).toHaveURL(/\/m\/register$/);
    expect(requests.to(calls.register.method, calls.register.path)).toEqual([]);

    await code.fill(right);
    await submitRegistration(page, t, sandbox);
    expect((await storedSession(page))?.userName).toBe(
      `m${merchant.phone.dialingCode}${mobile}`.toLowerCase(),
    );
    expect(requests.to(calls.register.method, calls.register.path)).toHaveLength(1);
  });

  test('a send failure hides the loading with no message', async ({ page, merchant, t, sandbox }) => {
    test.skip(!merchant.whitelabel.MOBILEVERCODELOGIN3, 'SMS login is off here');
    const member = await apiMember(sandbox, merchant);
    await page.route(`**${IDP}send`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"UNAVAILABLE"}}',
      }),
    );
    await page.goto('/m/login');
    const mobileTab = page.getByRole('button', { name: await t('account.method.mobile'), exact: true });
    if ((await mobileTab.getAttribute('aria-pressed')) !== 'true') await mobileTab.click();
    await (await field(page, t, 'account.field.mobileNum')).fill(member.mobile!);
    const toasts = await recordToasts(page);
    const getCode = page.getByRole('button', { name: await t('account.sms.get') });
    await getCode.click();
    await expect(await humanCheck(page, t)).toBeVisible();
    const sent = page.waitForResponse(`**${IDP}send`);
    await passHumanCheck(page, t, sandbox);
    await sent;
    // The loading is gone, the button is usable again, and nothing was said.
    await expect(page.getByRole('alert').filter({ hasText: await t('in_sms_sending') })).toHaveCount(0);
    await expect(getCode).toBeEnabled();
    await page.waitForTimeout(500);
    expect(await toasts()).toEqual([]);
  });
});
