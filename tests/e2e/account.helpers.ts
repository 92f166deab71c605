/**
 * Shared steps of the account specs (account*.spec.ts). Field values are generated to fit the gateway's own rule
 * set, so the same steps register a player on any merchant, whatever its username or mobile rules are.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNT_TYPE, calls, type RegistrationSettings, type ValidationRule } from '@wl/contract';
import { resolveCompliance } from '@wl/manifest/compliance';
import type { ResolvedConfig } from '@wl/manifest/types';
import type { Sandbox } from '../fixtures.ts';
import { SESSION_KEY, type SessionValue } from './shell-helpers.ts';

export type T = (id: string, values?: Record<string, string | number>) => Promise<string>;
export type Rules = Record<string, ValidationRule>;

let seq = 0;
/** A short token unique across parallel workers and runs. */
export function unique(): string {
  seq += 1;
  return `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}${seq}`;
}

async function value<V>(sandbox: Sandbox, name: keyof typeof calls): Promise<V> {
  const c = calls[name];
  const r = await sandbox.call<{ success: boolean; value: V }>(c.method, c.path, undefined, {
    moduleId: c.moduleId,
  });
  expect(r.json?.success, `${c.path} answered`).toBe(true);
  return r.json.value;
}

export const registrationSettings = (sandbox: Sandbox) =>
  value<RegistrationSettings>(sandbox, 'getSetRegister');
export const ruleSet = async (sandbox: Sandbox) =>
  (await value<{ rules: Rules }>(sandbox, 'regValidata')).rules;

function fits(rule: ValidationRule | undefined, v: string): boolean {
  if (!rule) return true;
  const n = [...v].length;
  return n >= rule.min && n <= rule.max && new RegExp(`^(?:${rule.pattern})$`, 'u').test(v);
}

/** Pads or cuts `v` into the rule's length bounds with `fill`. */
function sized(rule: ValidationRule | undefined, v: string, fill = '7'): string {
  if (!rule) return v;
  let out = v.slice(0, rule.max);
  while (out.length < rule.min) out += fill;
  return out;
}

/** A value for a field that its rule accepts; throws with the rule if none of the candidates fits. */
export function valueFor(name: string, rules: Rules, merchant: ResolvedConfig): string {
  const rule = rules[name];
  const id = unique();
  const digits = merchant.phone.digits;
  const numeric = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.split('').reverse().join('');
  const candidates: Record<string, string[]> = {
    username: [sized(rule, `p${id}`.toLowerCase(), '0'), sized(rule, `P${id}`, '0')],
    password: [sized(rule, `Pw${id.slice(0, 6)}9a`, '5'), sized(rule, `pw${id}`, '1')],
    paymentPassword: [sized(rule, numeric.slice(0, 6), '4'), sized(rule, `Pay${id}`, '1')],
    mobileNum: ['9', '1', '3', '7', '8'].map((p) => (p + numeric).slice(0, digits)),
    email: [`p${id}@example.com`],
    nickname: [sized(rule, `Nick${id}`.slice(0, 10), 'x'), sized(rule, 'Nick', 'x')],
    payeeName: ['Juan Dela Cruz', 'Rahim Uddin'],
    idNumber: [sized(rule, numeric.slice(0, 12), '3')],
    qqNum: [sized(rule, `1${numeric.slice(0, 8)}`, '2')],
    whatsapp: [sized(rule, `9${numeric.slice(0, 9)}`, '2')],
    facebook: [sized(rule, `fb.${id}`, 'x')],
    wechat: [sized(rule, `wx${id}`, 'x')],
    line: [sized(rule, `line${id}`, 'x')],
    zalo: [sized(rule, `zalo${id}`, 'x')],
  };
  const found = (candidates[name] ?? [sized(rule, `v${id}`, '1')]).find((v) => fits(rule, v));
  if (!found) throw new Error(`no generated value fits the ${name} rule ${JSON.stringify(rule)}`);
  return found;
}

/** The input of a field by its visible label, exactly as the app shows it. */
export async function field(page: Page, t: T, id: string) {
  return page.getByLabel(await t(id), { exact: true });
}

/** Optional fields the settings require (the method's own fields are filled by the caller). */
export async function fillRequiredExtras(
  page: Page,
  t: T,
  settings: RegistrationSettings,
  rules: Rules,
  merchant: ResolvedConfig,
  skip: string[],
) {
  for (const [name, s] of Object.entries(settings.fields)) {
    if (!s.enabled || !s.required || skip.includes(name)) continue;
    if (name === 'affiliateCode' || name === 'recommenderId') continue; // needs a real agent: not generated
    await (await field(page, t, `account.field.${name}`)).fill(valueFor(name, rules, merchant));
  }
}

/*
 * The sandbox outbox and captcha lists answer { value: { list: [...] } }, newest first. Read here directly (the
 * shared fixture's readers expect another shape; see the report to the lead).
 */
export async function sandboxList<R>(sandbox: Sandbox, path: string): Promise<R[]> {
  const r = await sandbox.call<{ value?: { list?: R[] } }>('GET', path);
  return r.json?.value?.list ?? [];
}

/** The latest SMS code sent to a local mobile number of this merchant. */
export async function smsCode(sandbox: Sandbox, mobile: string): Promise<string> {
  const rows = await sandboxList<{ mobileNum: string; code: string }>(
    sandbox,
    `/__sandbox/sms?mobile=${encodeURIComponent(mobile)}`,
  );
  const row = rows.find((r) => r.mobileNum === mobile);
  if (!row) throw new Error(`no SMS sent to ${mobile}`);
  return row.code;
}

/**
 * Whether the merchant's phone numbers are verified by the identity provider (its manifest's phoneVerification is
 * firebase): its SMS login and mobile registration then go through the provider (the sandbox's stand-in), whose codes
 * the sandbox SMS outbox lists too, so smsCode reads them alike.
 */
export const usesIdentityProvider = (merchant: ResolvedConfig) =>
  merchant.phoneVerification?.provider === 'firebase';

/**
 * An ID token for a local number from the sandbox's stand-in identity provider, as the app gets one: the code sent
 * (behind a solved bot check), read from the outbox and confirmed.
 */
export async function phoneIdToken(sandbox: Sandbox, merchant: ResolvedConfig, mobile: string) {
  const sent = await sandbox.call<{ sessionInfo: string }>('POST', '/__sandbox/idp/phone/send', {
    phoneNumber: `+${merchant.phone.dialingCode}${mobile}`,
    ...(await solvedCaptcha(sandbox)),
  });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  const verified = await sandbox.call<{ idToken: string }>('POST', '/__sandbox/idp/phone/verify', {
    sessionInfo: sent.json.sessionInfo,
    code: await smsCode(sandbox, mobile),
  });
  expect(verified.status, JSON.stringify(verified.json)).toBe(200);
  return verified.json.idToken;
}

/** Fills the captcha if the form shows one, with the answer of the very challenge this page was shown. */
export async function answerCaptcha(page: Page, t: T, sandbox: Sandbox) {
  const input = await field(page, t, 'account.captcha.label');
  if (!(await input.isVisible())) return;
  const button = page.getByRole('button', { name: await t('account.captcha.refresh') });
  await expect(button.locator('img')).toBeVisible();
  // The form's own challenge (the security check before an SMS code fetches one of its own).
  await expect(button).toHaveAttribute('data-challenge', /.+/);
  await input.fill(await captchaAnswer(sandbox, (await button.getAttribute('data-challenge'))!));
}

/** Submits a form that may carry a captcha, answering the captcha it shows, and waits to leave `path`. */
export async function submitWithCaptcha(
  page: Page,
  t: T,
  sandbox: Sandbox,
  submitName: string,
  path: string,
  before?: () => Promise<void>,
) {
  await before?.();
  await answerCaptcha(page, t, sandbox);
  await page.getByRole('button', { name: submitName, exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`), {
    timeout: 15_000,
  });
}

/**
 * Submits the registration form (answering the captcha) and sees the success toast, then home. The toast lasts
 * 1.5 s, so it is watched for from before the tap: a slow machine cannot miss it between two polls.
 */
export async function submitRegistration(page: Page, t: T, sandbox: Sandbox) {
  const seen = page
    .getByText(await t('in_registered_successfully'))
    .waitFor({ state: 'visible', timeout: 20_000 });
  seen.catch(() => {}); // awaited below; a failed submit reports its own error first
  // The consent box (the form's only checkbox) starts unticked where the jurisdiction requires an explicit opt-in.
  await page.getByRole('checkbox').check();
  await submitWithCaptcha(page, t, sandbox, await t('account.register.submit'), '/m/register');
  await seen;
  await expect(page).toHaveURL(/\/m\/home$/);
}

/**
 * The username method of the login form: a merchant whose players register by mobile only opens on the mobile tab
 * (issue 29), so the username tab is chosen where the form has tabs. Waits for the form first.
 */
export async function openUsernameTab(page: Page, t: T) {
  const submit = page.getByRole('button', { name: await t('account.login.submit'), exact: true });
  await expect(submit).toBeVisible();
  const tab = page.getByRole('button', { name: await t('account.method.username'), exact: true });
  if (await tab.isVisible()) await tab.click();
}

/**
 * Logs in by username on /m/login (optionally ticking remember me) and waits to leave the login screen,
 * answering the captcha when the gateway asks for one (after a failed login of that account).
 */
export async function loginByUsername(
  page: Page,
  t: T,
  username: string,
  password: string,
  opts: { remember?: boolean; sandbox: Sandbox },
) {
  if (!page.url().includes('/m/login')) await page.goto('/m/login');
  await openUsernameTab(page, t);
  await (await field(page, t, 'account.field.username')).fill(username);
  if (opts.remember !== undefined)
    await page.getByLabel(await t('account.login.remember')).setChecked(opts.remember);
  const fillPassword = async () => (await field(page, t, 'account.field.password')).fill(password);
  await submitWithCaptcha(page, t, opts.sandbox, await t('account.login.submit'), '/m/login', fillPassword);
}

/** The session the app stored, if any. */
export async function storedSession(
  page: Page,
): Promise<{ token: string; userName: string; type: number } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'));
}

/**
 * Registers a fresh member by username through the form and returns its credentials (with the mobile number
 * when one was filled). On merchants without username registration, returns null (callers skip).
 */
export async function registerByUsername(
  page: Page,
  t: T,
  merchant: ResolvedConfig,
  sandbox: Sandbox,
  opts: { withMobile?: boolean; path?: string } = {},
) {
  if (!merchant.whitelabel.registerByUsername) return null;
  const [settings, rules] = await Promise.all([registrationSettings(sandbox), ruleSet(sandbox)]);
  await page.goto(opts.path ?? '/m/register');
  if (merchant.whitelabel.registerByMobile)
    await page.getByRole('button', { name: await t('account.method.username'), exact: true }).click();
  const username = valueFor('username', rules, merchant);
  const password = valueFor('password', rules, merchant);
  await (await field(page, t, 'account.field.username')).fill(username);
  if (settings.fields.password.enabled) await (await field(page, t, 'account.field.password')).fill(password);
  if (settings.fields.confirmPassword.enabled)
    await (await field(page, t, 'account.field.confirmPassword')).fill(password);
  await fillRequiredExtras(page, t, settings, rules, merchant, [
    'username',
    'password',
    'confirmPassword',
    'mobileNum',
    'verificationCode',
  ]);
  // A username registration's mobile number is contact data (no SMS code); fill it when required or asked for.
  let mobile: string | undefined;
  if (settings.fields.mobileNum.enabled && (settings.fields.mobileNum.required || opts.withMobile)) {
    mobile = valueFor('mobileNum', rules, merchant);
    await (await field(page, t, 'account.field.mobileNum')).fill(mobile);
  }
  await fillBirthDate(page, t, merchant);
  await submitRegistration(page, t, sandbox);
  return { username: username.toLowerCase(), password, mobile };
}

/**
 * The date of birth, where the merchant's compliance profile asks for it (issue 16): a player ten years over the
 * merchant's age limit.
 */
export async function fillBirthDate(page: Page, t: T, merchant: ResolvedConfig) {
  if (!resolveCompliance(merchant).modules.dateOfBirth) return;
  const born = new Date();
  born.setFullYear(born.getFullYear() - merchant.ageLimit - 10);
  await (await field(page, t, 'protection.dob.label')).fill(born.toISOString().slice(0, 10));
}

/**
 * Asks for an SMS code with the form's button. A number that got a code moments ago is told to wait
 * (error.sms_wait) and the button counts down to the server's expirationTime; then it is asked again.
 */
export async function requestSmsCode(page: Page, t: T, sandbox: Sandbox) {
  const getCode = page.getByRole('button', { name: await t('account.sms.get') });
  const [sent, wait] = [await t('in_sms_send'), await t('error.sms_wait')];
  const check = await humanCheck(page, t);
  // The answers are 1.5-second toasts: recorded as they show, so a busy machine cannot miss one between two polls.
  const toasts = await recordToasts(page);
  const answered = async (from: number) => (await toasts()).slice(from).find((x) => x === sent || x === wait);
  for (let attempt = 0; attempt < 2; attempt++) {
    await expect(getCode).toBeEnabled({ timeout: 75_000 });
    const from = (await toasts()).length;
    await getCode.click();
    // Without a session the code is asked for behind the security check (a signed-in member is not asked).
    await expect
      .poll(async () => (await check.isVisible()) || (await answered(from)) !== undefined, {
        message: 'the security check or an answer to the request',
        timeout: 20_000,
      })
      .toBe(true);
    if (await check.isVisible()) await passHumanCheck(page, t, sandbox);
    await expect.poll(() => answered(from), { message: 'an answer to the request' }).toBeDefined();
    if ((await answered(from)) === sent) return;
  }
  throw new Error('no SMS code was sent');
}

/** The security check asked before an SMS code is sent without a session (its dialog, by its title). */
export async function humanCheck(page: Page, t: T) {
  return page.getByRole('dialog', { name: await t('account.human.title') });
}

/** Answers the open security check with the answer of the challenge it shows, and confirms it. */
export async function passHumanCheck(page: Page, t: T, sandbox: Sandbox) {
  const check = await humanCheck(page, t);
  const image = check.getByRole('button', { name: await t('account.captcha.refresh') });
  await expect(image.locator('img')).toBeVisible();
  // The check's own challenge (the page beneath may show another captcha, fetched before or after it).
  const key = await image.getAttribute('data-challenge');
  if (!key) throw new Error('the security check shows no challenge key');
  const answer = await captchaAnswer(sandbox, key);
  await check.getByRole('textbox', { name: await t('account.captcha.label') }).fill(answer);
  await check.getByRole('button', { name: await t('account.human.confirm') }).click();
  await expect(check).toHaveCount(0);
}

/** The answer of a captcha the sandbox issued (its outbox of challenges). */
export async function captchaAnswer(sandbox: Sandbox, key: string): Promise<string> {
  const rows = await sandboxList<{ id: string; answer: string }>(sandbox, '/__sandbox/captcha?limit=200');
  const row = rows.find((r) => r.id === key);
  if (!row) throw new Error(`captcha ${key} is not in the sandbox list`);
  return row.answer;
}

/** A fresh captcha and its answer through the gateway, as a player solving one would send them. */
export async function solvedCaptcha(sandbox: Sandbox): Promise<{ captchaKey: string; captcha: string }> {
  const captcha = calls.captcha;
  const issued = await sandbox.call<{ value: { captchaKey: string } }>(captcha.method, captcha.path);
  const key = issued.json.value.captchaKey;
  return { captchaKey: key, captcha: await captchaAnswer(sandbox, key) };
}

/**
 * Registers a fresh member by mobile number and SMS code through the form; null when the merchant does not offer
 * mobile registration. The gateway names such an account m<dialing code><number>.
 */
export async function registerByMobile(
  page: Page,
  t: T,
  merchant: ResolvedConfig,
  sandbox: Sandbox,
  opts: { path?: string } = {},
) {
  if (!merchant.whitelabel.registerByMobile) return null;
  const rules = await ruleSet(sandbox);
  await page.goto(opts.path ?? '/m/register');
  if (merchant.whitelabel.registerByUsername)
    await page.getByRole('button', { name: await t('account.method.mobile'), exact: true }).click();
  const mobile = valueFor('mobileNum', rules, merchant);
  const password = valueFor('password', rules, merchant);
  await (await field(page, t, 'account.field.mobileNum')).fill(mobile);
  await requestSmsCode(page, t, sandbox);
  await (await field(page, t, 'account.field.verificationCode')).fill(await smsCode(sandbox, mobile));
  await fillMobileRegistrationRest(page, t, merchant, sandbox, password);
  await submitRegistration(page, t, sandbox);
  return { mobile, password, username: `m${merchant.phone.dialingCode}${mobile}` };
}

/**
 * The mobile registration form after its number and code: the password and its confirmation where the settings ask,
 * every other required field, and the date of birth where the compliance profile asks. Left unsent.
 */
export async function fillMobileRegistrationRest(
  page: Page,
  t: T,
  merchant: ResolvedConfig,
  sandbox: Sandbox,
  password: string,
) {
  const [settings, rules] = await Promise.all([registrationSettings(sandbox), ruleSet(sandbox)]);
  if (settings.fields.password.enabled) await (await field(page, t, 'account.field.password')).fill(password);
  if (settings.fields.confirmPassword.enabled)
    await (await field(page, t, 'account.field.confirmPassword')).fill(password);
  await fillRequiredExtras(page, t, settings, rules, merchant, [
    'username',
    'password',
    'confirmPassword',
    'mobileNum',
    'verificationCode',
  ]);
  await fillBirthDate(page, t, merchant);
}

/**
 * A fresh member on any merchant, whatever its registration methods: by username where the merchant offers it,
 * else by mobile number with the SMS code from the sandbox outbox. Both log in with username and password (a
 * mobile account's username is m<dialing code><number>).
 */
export async function registerMember(
  page: Page,
  t: T,
  merchant: ResolvedConfig,
  sandbox: Sandbox,
  opts: { path?: string } = {},
) {
  const byUsername = await registerByUsername(page, t, merchant, sandbox, opts);
  if (byUsername) return { username: byUsername.username, password: byUsername.password };
  const byMobile = await registerByMobile(page, t, merchant, sandbox, opts);
  if (!byMobile) throw new Error(`merchant ${merchant.code} offers no registration method`);
  return { username: byMobile.username, password: byMobile.password };
}

/**
 * A fresh account with a mobile number and no SMS code sent yet (so none is cooling down): by username with the
 * optional number where the form offers it, else by mobile registration (whose code then cools down 60 s).
 */
export async function accountWithMobile(page: Page, t: T, merchant: ResolvedConfig, sandbox: Sandbox) {
  const byUsername = await registerByUsername(page, t, merchant, sandbox, { withMobile: true });
  const account = byUsername?.mobile
    ? { username: byUsername.username, password: byUsername.password, mobile: byUsername.mobile }
    : await registerByMobile(page, t, merchant, sandbox);
  // Registering may have sent the number a code; the journey under test asks for the next one at once.
  if (account) await sandbox.releaseSms(account.mobile);
  return account;
}

/**
 * A fresh member registered through the gateway's register call, not the form, with the session it opened: for specs
 * about what a member does, not about registering (the account specs play the form). Fills what the form would for
 * this merchant: username and password where username registration is offered, else the mobile number with its SMS
 * code (the number is returned as `mobile`); every field the settings require; the date of birth where the compliance
 * profile asks.
 */
export async function apiMember(sandbox: Sandbox, merchant: ResolvedConfig) {
  const [settings, rules] = await Promise.all([registrationSettings(sandbox), ruleSet(sandbox)]);
  const password = valueFor('password', rules, merchant);
  const body: Record<string, string | number> = {
    countryDialingCode: merchant.phone.dialingCode,
    registerUrl: `${merchant.code}.localhost`,
    registerMethod: 'H5',
    type: ACCOUNT_TYPE.member,
    domain: `${merchant.code}.localhost`,
  };
  let username: string;
  let mobile: string | undefined;
  if (merchant.whitelabel.registerByUsername) {
    username = valueFor('username', rules, merchant);
    body.username = username;
  } else if (merchant.whitelabel.registerByMobile) {
    mobile = valueFor('mobileNum', rules, merchant);
    body.mobileNum = mobile;
    if (usesIdentityProvider(merchant)) {
      body.firebaseChannel = 'sms';
      body.firebaseIdToken = await phoneIdToken(sandbox, merchant, mobile);
    } else {
      const sms = calls.sendSmsNoLogin;
      const sent = await sandbox.call(sms.method, sms.path, {
        mobileNum: mobile,
        countryDialingCode: merchant.phone.dialingCode,
        ...(await solvedCaptcha(sandbox)),
      });
      expect(sent.status, JSON.stringify(sent.json)).toBe(200);
      body.verificationCode = await smsCode(sandbox, mobile);
    }
    username = `m${merchant.phone.dialingCode}${mobile}`;
  } else throw new Error(`merchant ${merchant.code} offers no registration method`);
  if (settings.fields.password.enabled) body.password = password;
  if (settings.fields.confirmPassword.enabled) body.confirmPassword = password;
  for (const [name, f] of Object.entries(settings.fields)) {
    if (!f.enabled || !f.required || name in body) continue;
    if (['affiliateCode', 'recommenderId', 'verificationCode', 'mobileNum', 'username'].includes(name))
      continue;
    body[name] = valueFor(name, rules, merchant);
  }
  if (resolveCompliance(merchant).modules.dateOfBirth) {
    const born = new Date();
    born.setFullYear(born.getFullYear() - merchant.ageLimit - 10);
    body.birthDate = born.toISOString().slice(0, 10);
  }
  const reg = calls.register;
  const r = await sandbox.call<{ success: boolean; value: SessionValue }>(reg.method, reg.path, {
    ...body,
    ...(await solvedCaptcha(sandbox)),
  });
  expect(r.json?.success, `register: ${JSON.stringify(r.json)}`).toBe(true);
  return { username: username.toLowerCase(), password, session: r.json.value, mobile };
}

/**
 * A fresh member (apiMember) whose session the app finds on its first page, home, as after registering through the
 * form; stored once, so a later logout in the test stays a logout.
 */
export async function signedInMember(page: Page, merchant: ResolvedConfig, sandbox: Sandbox) {
  const m = await apiMember(sandbox, merchant);
  const info = {
    token: m.session.token,
    merchantCode: m.session.merchantCode ?? merchant.platformMerchantCode,
    userName: m.session.userName,
    type: m.session.customerType ?? m.session.type,
    firstTimeLogin: false,
  };
  const once = await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify(info),
  ] as const);
  await page.goto('/m/home');
  await once.dispose();
  return { username: m.username, password: m.password };
}

/** The open modal: the app's confirm and alert dialogs are alertdialogs, other modals dialogs. */
export const dialog = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));

/** Logs out through the side menu's sign-out and the confirm dialog. */
export async function logoutViaMenu(page: Page, t: T) {
  await page
    .getByRole('button', { name: await t('shell.menu'), exact: true })
    .first()
    .click();
  await page.getByRole('button', { name: await t('menu.logout'), exact: true }).click();
  await dialog(page)
    .getByRole('button', { name: await t('account.logout.submit'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => storedSession(page)).toBeNull();
}

/**
 * Records every toast the page shows from now on (the polite status regions' paragraphs), so a short toast
 * (1.5 s, spec section 9) followed by a navigation is seen even when the machine is slow to poll for it.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const counted = new WeakSet<Element>();
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    // The page has more than one polite status region (the network banner's comes first): every one is watched.
    // Each toast is recorded once, in the order shown; the same words shown again are a new toast.
    new MutationObserver(() => {
      for (const p of document.querySelectorAll('[role="status"][aria-live="polite"] p')) {
        const text = p.textContent?.trim() ?? '';
        if (!text || counted.has(p)) continue;
        counted.add(p);
        seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}
