/**
 * Player protection on every merchant (issue 16): a deposit limit refuses a deposit above it and a raise applies only
 * after the 24-hour cooling-off; a reality check stops play after the interval with the session's net result; a
 * self-excluded player is logged out and refused login with the end date. The gateway enforces all of it: the
 * cooling-off and the reality-check interval pass on the player's own protection clock (POST /__sandbox/clock), so
 * the other specs sharing the gateway are not disturbed.
 *
 * Expected figures come from the issue (24 hours; the profile's self-exclusion lengths), the merchant's manifest
 * (compliance block, channels, currency) and the gateway's own answers (round results, the exclusion's end).
 */
import type { Page } from '@playwright/test';
import { calls } from '@wl/contract';
import { resolveCompliance, type ResolvedConfig } from '@wl/manifest';
import { expect, test, type Sandbox } from '../fixtures.ts';
import { callAs, rngGame, pageTag, money, openGame, paidDeposit } from './api.helpers.ts';
import { dialog, field, signedInMember, storedSession, type T } from './account.helpers.ts';
import { merchantAmount } from './shell-helpers.ts';

const HOUR = 3_600_000;

/** Moves the player's protection clock `ms` ahead of the gateway's. */
async function passTime(sandbox: Sandbox, username: string, ms: number) {
  const r = await sandbox.call<{ success: boolean }>('POST', '/__sandbox/clock', { username, offsetMs: ms });
  expect(r.json.success).toBe(true);
}

async function player(page: Page, t: T, merchant: ResolvedConfig, sandbox: Sandbox) {
  const { username, password } = await signedInMember(page, merchant, sandbox);
  return { username, password, token: (await storedSession(page))!.token };
}

/** Opens the responsible-gaming screen from the side menu. */
async function openFromMenu(page: Page, t: T) {
  await page.goto('/m/home');
  await page.getByRole('button', { name: await t('shell.menu'), exact: true }).click();
  await page
    .getByRole('dialog', { name: await t('shell.menu') })
    .getByRole('link', { name: await t('menu.responsibleGaming') })
    .click();
  await expect(page).toHaveURL(/\/m\/responsibleGaming/);
}

/** The date-and-time pattern of the money screens' lists (useDateTime), in the page language. */
async function listTime(page: Page, merchant: ResolvedConfig, ms: number) {
  return new Date(ms).toLocaleString(await pageTag(page, merchant), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

test(
  'a deposit limit refuses a deposit above it; a raise applies only after the 24-hour cooling-off',
  { tag: '@every-merchant' },
  async ({ page, t, merchant, sandbox }) => {
    test.setTimeout(90_000);
    test.skip(!resolveCompliance(merchant).modules.depositLimits, 'no deposit limits on this merchant');
    const { username, token } = await player(page, t, merchant, sandbox);
    const channel = merchant.payments[0]!;
    const limit = channel.min * 2;
    const raised = channel.min * 4;
    const above = channel.min * 3;

    await openFromMenu(page, t);
    const daily = page.getByRole('form', { name: await t('protection.period.day') }).first();
    await daily.getByLabel(await t('protection.limit.new')).fill(String(limit));
    await daily.getByRole('button', { name: await t('protection.limit.save') }).click();
    await expect(daily.getByRole('status')).toHaveText(await t('protection.limit.saved_now'));
    await expect(daily.getByTestId('limit-deposit-day-value')).toHaveText(await money(page, merchant, limit));

    // Refused by the gateway, with the limit and what is left of it.
    await page.goto('/m/voucherCenter');
    await (await field(page, t, 'wallet.amount.label')).fill(String(above));
    await page.getByRole('button', { name: await t('wallet.deposit.submit') }).click();
    const refusal = await t('protection.error.deposit_limit', {
      period: 'day',
      limit: await money(page, merchant, limit),
      remaining: await money(page, merchant, limit),
    });
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText(refusal);
    await expect(page).toHaveURL(/\/m\/voucherCenter/);

    // A raise waits 24 hours, shown with the time it applies.
    await page.goto('/m/responsibleGaming');
    await daily.getByLabel(await t('protection.limit.new')).fill(String(raised));
    await daily.getByRole('button', { name: await t('protection.limit.save') }).click();
    // The gateway's state is read once the screen shows the raise as pending (the save has been answered).
    await expect(daily.getByTestId('limit-deposit-day-pending')).toBeVisible();
    const state = await callAs<{
      now: number;
      limits: { kind: string; period: string; pending?: { at: number } }[];
    }>(sandbox, token, 'protectionState');
    const pending = state.limits.find((l) => l.kind === 'deposit' && l.period === 'day')!.pending!;
    expect(pending.at - state.now).toBeLessThanOrEqual(24 * HOUR);
    expect(pending.at - state.now).toBeGreaterThan(24 * HOUR - 60_000);
    const at = await listTime(page, merchant, pending.at);
    await expect(daily.getByRole('status')).toHaveText(
      await t('protection.limit.saved_later', { hours: 24, at }),
    );
    await expect(daily.getByTestId('limit-deposit-day-pending')).toHaveText(
      await t('protection.limit.pending_raise', { value: await money(page, merchant, raised), at }),
    );
    await expect(daily.getByTestId('limit-deposit-day-value')).toHaveText(await money(page, merchant, limit));

    const tryDeposit = async () => {
      await page.goto('/m/voucherCenter');
      await (await field(page, t, 'wallet.amount.label')).fill(String(above));
      await page.getByRole('button', { name: await t('wallet.deposit.submit') }).click();
    };
    // A minute before the cooling-off ends: still the old limit.
    await passTime(sandbox, username, pending.at - state.now - 60_000);
    await tryDeposit();
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText(refusal);
    // Once it has passed, the raised limit is in force: the same deposit goes to the payment page.
    await passTime(sandbox, username, pending.at - state.now + 1000);
    await tryDeposit();
    await expect(page).toHaveURL(/\/wps\/pay\/sandbox\?/);
  },
);

test(
  'a reality check stops play after the interval, with the session’s net result',
  { tag: '@every-merchant' },
  async ({ page, t, merchant, sandbox }) => {
    test.setTimeout(90_000);
    const c = resolveCompliance(merchant);
    test.skip(!c.modules.realityCheck, 'no reality check on this merchant');
    const { username, token } = await player(page, t, merchant, sandbox);

    // The player picks the shortest interval offered (never longer than the manifest's).
    await openFromMenu(page, t);
    const interval = page.getByLabel(await t('protection.reality.label'));
    await expect(interval).toBeVisible();
    const options = await interval
      .locator('option')
      .evaluateAll((o) => o.map((x) => Number((x as HTMLOptionElement).value)));
    expect(Math.max(...options)).toBe(c.realityCheckMinutes);
    const minutes = Math.min(...options);
    await interval.selectOption(String(minutes));
    await page.getByRole('button', { name: await t('protection.reality.save') }).click();
    await expect(page.getByText(await t('protection.reality.saved', { n: minutes }))).toBeVisible();

    // Money to play with, paid on the sandbox payment page.
    const channel = merchant.payments[0]!;
    await paidDeposit(page, sandbox, token, channel.min);

    const game = await rngGame(sandbox, token);
    const launch = await callAs<{ url: string }>(sandbox, token, 'launchGame', { nodeId: game.nodeId });
    const start = Date.now();
    await openGame(page, merchant, launch.url);
    for (let i = 0; i < 2; i++) {
      const before = page.url();
      await page.locator('input[name="stake"][value="1"]').check();
      await page.getByRole('button').last().click();
      // The new round's own page: after the first round the old round's address matched at once, and the records
      // were read before the second round was played.
      await expect(page).toHaveURL(/\/wps\/game\/slot\?round=/);
      await expect(page).not.toHaveURL(before);
    }
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    const rounds = await callAs<{ list: { net: number }[] }>(sandbox, token, 'gameRecords', {
      startTime: String(start - HOUR),
      endTime: String(Date.now() + 60_000),
    });
    expect(rounds.list).toHaveLength(2);
    const netCents = Math.round(rounds.list.reduce((s, r) => s + r.net, 0) * 100);
    // As the game page writes money: the merchant's currency.format in the page's language, signed.
    const amount = merchantAmount(
      merchant,
      (await page.locator('html').getAttribute('lang')) ?? 'en',
      Math.abs(netCents) / 100,
      true,
    );
    const net = `${netCents < 0 ? '-' : netCents > 0 ? '+' : ''}${amount}`;

    // The interval passes on the player's clock: the next page is the reality check, and a spin plays nothing.
    await passTime(sandbox, username, minutes * 60_000);
    await page.goto('/wps/game/slot');
    const check = page.getByRole('alertdialog');
    await expect(check).toBeVisible();
    await expect(check.getByTestId('reality-net')).toContainText(net);
    await expect(check.getByRole('link')).toHaveAttribute('href', '/m/responsibleGaming?tab=history');
    await check.getByRole('button').first().click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.locator('input[name="stake"][value="1"]').check();
    await page.getByRole('button').last().click();
    await expect(page).toHaveURL(/\/wps\/game\/slot\?round=/);
  },
);

test(
  'self-exclusion logs the player out and login is refused with the end date',
  { tag: '@every-merchant' },
  async ({ page, t, merchant, sandbox }) => {
    test.setTimeout(90_000);
    const c = resolveCompliance(merchant);
    test.skip(!c.modules.selfExclusion, 'no self-exclusion on this merchant');
    const { username, password } = await player(page, t, merchant, sandbox);
    const months = c.selfExclusionMonths[0]!;
    if (c.profile === 'PH-PAGCOR') expect(c.selfExclusionMonths).toEqual([6, 12, 60]);

    await openFromMenu(page, t);
    await page.getByRole('button', { name: await t('protection.tab.breaks') }).click();
    const form = page.getByRole('form', { name: await t('protection.self.title') });
    await expect(form.getByRole('radio').first()).toBeChecked();
    const answered = page.waitForResponse((r) => r.url().includes(calls.protectionExclude.path));
    const before = Date.now();
    await form.getByRole('button', { name: await t('protection.self.submit') }).click();
    await dialog(page)
      .getByRole('button', { name: await t('protection.self.submit') })
      .click();
    const x = ((await (await answered).json()) as { value: { until: number } }).value;
    // The end is the chosen length of calendar months after the request.
    const low = new Date(before);
    low.setUTCMonth(low.getUTCMonth() + months);
    const high = new Date(Date.now());
    high.setUTCMonth(high.getUTCMonth() + months);
    expect(x.until).toBeGreaterThanOrEqual(low.getTime());
    expect(x.until).toBeLessThanOrEqual(high.getTime());
    const until = new Date(x.until).toLocaleString(await pageTag(page, merchant), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    await expect(dialog(page)).toContainText(await t('protection.excluded.done', { until }));
    await dialog(page).getByRole('button').first().click();
    expect(await storedSession(page)).toBeNull();

    await page.goto('/m/login');
    const tab = page.getByRole('button', { name: await t('account.method.username'), exact: true });
    if (await tab.isVisible()) await tab.click();
    await (await field(page, t, 'account.field.username')).fill(username);
    await (await field(page, t, 'account.field.password')).fill(password);
    await page.getByRole('button', { name: await t('account.login.submit'), exact: true }).click();
    await expect(page.getByText(await t('protection.error.self_excluded', { until }))).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login/);
    expect(await storedSession(page)).toBeNull();
  },
);

/** Logs in with the form (username tab); the answer is left to the caller. */
async function loginForm(page: Page, t: T, username: string, password: string) {
  await page.goto('/m/login');
  const tab = page.getByRole('button', { name: await t('account.method.username'), exact: true });
  if (await tab.isVisible()) await tab.click();
  await (await field(page, t, 'account.field.username')).fill(username);
  await (await field(page, t, 'account.field.password')).fill(password);
  await page.getByRole('button', { name: await t('account.login.submit'), exact: true }).click();
}

test(
  'a self-exclusion can be revoked only after its irrevocable months, and ends 24 hours after the request',
  { tag: '@every-merchant' },
  async ({ page, t, merchant, sandbox }) => {
    test.setTimeout(90_000);
    const c = resolveCompliance(merchant);
    const months = Math.max(...c.selfExclusionMonths);
    test.skip(!c.modules.selfExclusion || months <= c.irrevocableMonths, 'no revocable self-exclusion here');
    const { username, password, token } = await player(page, t, merchant, sandbox);
    const x = await callAs<{ until: number; irrevocableUntil: number }>(sandbox, token, 'protectionExclude', {
      kind: 'self',
      length: months,
    });
    await page.evaluate(() => localStorage.clear());
    const tag = await pageTag(page, merchant);
    const shown = (ms: number) =>
      new Date(ms).toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short' });

    // Inside the irrevocable months: the request is refused with the date from which it may be made.
    await loginForm(page, t, username, password);
    await expect(
      page.getByText(await t('protection.error.self_excluded', { until: shown(x.until) })),
    ).toBeVisible();
    const ask = page.getByRole('button', { name: await t('protection.revoke.ask') });
    await ask.click();
    await expect(
      page.getByText(await t('protection.error.irrevocable', { revocableFrom: shown(x.irrevocableUntil) })),
    ).toBeVisible();

    // After them (on the player's protection clock): recorded, ending after the 24-hour cooling-off, not at once.
    const state = await sandbox.call<{ value: { now: number } }>('POST', '/__sandbox/clock', {
      username,
      offsetMs: x.irrevocableUntil - Date.now() + HOUR,
    });
    const answered = page.waitForResponse((r) => r.url().includes(calls.protectionRevoke.path));
    await ask.click();
    const v = ((await (await answered).json()) as { value: { until: number; revokeRequestedAt: number } })
      .value;
    expect(v.until - v.revokeRequestedAt).toBe(24 * HOUR);
    expect(Math.abs(v.revokeRequestedAt - state.json.value.now)).toBeLessThan(60_000);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: await t('protection.revoke.done', { until: shown(v.until) }) }),
    ).toBeVisible();
    await loginForm(page, t, username, password);
    await expect(
      page.getByText(await t('protection.error.self_excluded', { until: shown(v.until) })),
    ).toBeVisible();
    expect(await storedSession(page)).toBeNull();

    // Once the cooling-off has passed, the player logs in again.
    await passTime(sandbox, username, v.until - Date.now() + 60_000);
    await loginForm(page, t, username, password);
    await expect(page).not.toHaveURL(/\/m\/login/);
    expect(await storedSession(page)).not.toBeNull();
  },
);

test(
  'responsible-gaming information comes before the first bet where the profile requires it',
  { tag: '@every-merchant' },
  async ({ page, t, merchant, sandbox }) => {
    test.setTimeout(90_000);
    test.skip(!resolveCompliance(merchant).modules.infoBeforeFirstBet, 'not required on this merchant');
    const { token } = await player(page, t, merchant, sandbox);
    const channel = merchant.payments[0]!;
    await paidDeposit(page, sandbox, token, channel.min);
    const game = await rngGame(sandbox, token);
    const launch = async () =>
      (await callAs<{ url: string }>(sandbox, token, 'launchGame', { nodeId: game.nodeId })).url;

    // The information is there first, with the helpline from the manifest and a way to the player's limits; no
    // stake can be chosen and no spin made until it is acknowledged.
    const start = Date.now();
    await page.goto(await launch());
    const info = page.getByRole('alertdialog');
    await expect(info).toBeVisible();
    const helpline = resolveCompliance(merchant).helpline;
    if (helpline)
      await expect(info.getByRole('link', { name: helpline.label })).toHaveAttribute('href', helpline.url);
    await expect(info.getByRole('link').last()).toHaveAttribute('href', '/m/responsibleGaming');
    await expect(page.locator('input[name="stake"]').first()).toBeHidden();
    await info.getByRole('button').click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.locator('input[name="stake"][value="1"]').check();
    await page.getByRole('button').last().click();
    await expect(page).toHaveURL(/\/wps\/game\/slot\?round=/);
    const rounds = await callAs<{ list: unknown[] }>(sandbox, token, 'gameRecords', {
      startTime: String(start - HOUR),
      endTime: String(Date.now() + 60_000),
    });
    expect(rounds.list).toHaveLength(1);

    // Recorded by the gateway: a new game session does not ask again.
    await page.goto(await launch());
    await expect(page.locator('input[name="stake"]').first()).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  },
);

test('the footer leads to the responsible-gaming tools and opens the manifest’s helpline safely', async ({
  page,
  t,
  merchant,
}) => {
  await page.goto('/m/home');
  const nav = page.getByRole('navigation', { name: await t('footer.rg.title') });
  await expect(nav).toBeVisible();
  const helpline = resolveCompliance(merchant).helpline;
  if (helpline) {
    const link = nav.getByRole('link', { name: helpline.label });
    await expect(link).toHaveAttribute('href', new URL(helpline.url).href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    if (helpline.phone) await expect(nav.getByRole('link', { name: helpline.phone })).toBeVisible();
  }
  // The tools are a member's: a guest goes to the login, which comes back to them.
  await nav.getByRole('link', { name: await t('footer.rg.tools') }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FresponsibleGaming$/);
});
