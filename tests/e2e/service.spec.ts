import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { resolveCompliance } from '@wl/manifest';
import { test, expect } from '../fixtures.ts';
import { fillBirthDate, signedInMember, storedSession } from './account.helpers.ts';
import { pageTag } from './api.helpers.ts';
import { merchantCount, readCount } from './shell-helpers.ts';

/*
 * Message center, inbox, system status pages and social login (spec sections 2, 4, 6, 8), on every merchant.
 * Expectations come from the spec and the merchant's config.
 */

const badge = (page: Page) => page.getByTestId('unread-badge');
/** The badge's count, written in the page language's digits. */
const badgeCount = async (page: Page): Promise<number> =>
  (await badge(page).count()) === 0
    ? 0
    : readCount(
        (await badge(page).textContent()) ?? '',
        await page.evaluate(() => document.documentElement.lang),
      );

test.describe('inbox', () => {
  test('a member reads and deletes a message; the badge falls and message HTML runs nothing', async ({
    page,
    t,
    merchant,
    sandbox,
  }) => {
    test.slow(); // a fresh member registers through the form first
    const account = await signedInMember(page, merchant, sandbox);
    const title = `Bonus ${randomBytes(3).toString('hex')}`;
    const sent = await sandbox.call<{ value: { id: number } }>('POST', '/__sandbox/inbox', {
      username: account.username,
      title,
      content:
        '<p>Your bonus is ready.</p><img src="x" onerror="window.__pwned=1"><a href="javascript:window.__pwned=2">claim</a><script>window.__pwned=3</script>',
    });
    expect(sent.status).toBe(200);

    await page.goto('/m/webEmail');
    const message = page.getByTestId('inbox').getByRole('listitem').filter({ hasText: title });
    await expect(message).toBeVisible();
    await expect(message.getByRole('img', { name: await t('inbox.unreadMark') })).toBeVisible();
    await expect(badge(page)).toBeVisible();
    // Inbox and chat counts have both arrived.
    await page.waitForLoadState('networkidle');
    const before = await badgeCount(page);
    expect(before).toBeGreaterThanOrEqual(2); // the welcome message and this one at least

    await message.getByRole('button', { name: title }).click();
    await expect(message).toContainText('Your bonus is ready.');
    await expect(message.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'true');
    await expect(badge(page)).toHaveText(merchantCount(merchant, await pageTag(page, merchant), before - 1));
    await expect(message.getByRole('img', { name: await t('inbox.unreadMark') })).toHaveCount(0);
    // The script, the handler and the javascript: link were removed before the HTML was shown.
    await message.getByText('claim').click();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(message.getByText('claim')).not.toHaveAttribute('href', /./);

    await message.getByRole('button', { name: await t('inbox.delete') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: await t('inbox.delete') })
      .click();
    await expect(page.getByTestId('inbox').getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
    // Still gone after a reload: the gateway deleted it.
    await page.reload();
    await expect(page.getByTestId('inbox').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('inbox').getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  });
});

test.describe('message center', () => {
  test('shows the rows the merchant offers, leads to announcements and the inbox, and back goes home', async ({
    page,
    t,
    merchant,
    sandbox,
  }) => {
    const login = await sandbox.call<{ value: { token: string; userName: string; type: number } }>(
      'POST',
      '/wps/session/login',
      { username: 'demo001', password: 'Sandbox123', type: 'username' },
    );
    expect(login.status).toBe(200);
    const v = login.json.value;
    await page.addInitScript(
      (info) => localStorage.setItem('MC_SESSION_INFO', info),
      JSON.stringify({ ...v, merchantCode: merchant.platformMerchantCode, firstTimeLogin: false }),
    );
    await page.goto('/m/message');
    const rows = page.getByTestId('message-center');
    const hasTelegram =
      merchant.links.customerService.some((c) => c.csType === 'TELEGRAM') ||
      !!merchant.links.social?.telegram;
    const expected = [
      ...(hasTelegram ? ['msgCenter.telegram'] : []),
      'msgCenter.notice',
      'msgCenter.inbox',
      ...(merchant.whitelabel.CBS3 ? ['msgCenter.liveChat'] : []),
      'msgCenter.affiliate',
    ];
    const titles = await Promise.all(expected.map((id) => t(id)));
    await expect(rows.getByRole('listitem')).toHaveCount(titles.length);
    for (const [i, title] of titles.entries())
      await expect(rows.getByRole('listitem').nth(i)).toContainText(title);

    await rows.getByRole('link', { name: await t('msgCenter.inbox') }).click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
    await page.goBack();
    await rows.getByRole('link', { name: await t('msgCenter.notice') }).click();
    await expect(page).toHaveURL(/\/m\/notice$/);
    await page.goto('/m/message');
    await page.getByRole('button', { name: await t('shell.back') }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('system status', () => {
  // The switch is scoped to this test's browser (cookie wl_sandbox_scope): parallel tests never see it.
  test('maintenance and block pages follow the status call, and home returns when it clears', async ({
    page,
    t,
    merchant,
    sandbox,
    baseURL,
  }) => {
    const scope = `e2e-${randomBytes(8).toString('hex')}`;
    await page.context().addCookies([{ name: 'wl_sandbox_scope', value: scope, url: baseURL! }]);
    const set = async (status: string) => {
      const r = await sandbox.call('POST', '/__sandbox/status', {
        status,
        scope,
        merchantCode: merchant.code,
      });
      expect(r.status).toBe(200);
    };
    const home = page.getByRole('navigation', { name: await t('shell.mainMenu') });
    try {
      await page.goto('/m/home');
      await expect(home).toBeVisible();

      await set('maintenance');
      await page.reload();
      await expect(page.getByRole('heading', { name: await t('error.maintenance') })).toBeVisible();
      await expect(home).toHaveCount(0);

      await set('normal');
      await page.getByRole('button', { name: await t('status.retry') }).click();
      await expect(home).toBeVisible();
      await expect(page.getByRole('heading', { name: await t('error.maintenance') })).toHaveCount(0);

      await set('ip_blocked');
      await page.reload();
      await expect(page.getByRole('heading', { name: await t('error.ip_blocked') })).toBeVisible();
      // Cached locally: the next start shows the block at once, then the background refresh clears it.
      await set('normal');
      await page.reload();
      await expect(home).toBeVisible();
    } finally {
      await set('normal');
    }
  });
});

test.describe('social login', () => {
  const PROVIDERS = [
    ['FACEBOOKLOGIN3', 'facebook', 'fb'],
    ['GOOGLELOGIN3', 'google', 'gg'],
    ['TELEGRAMLOGIN3', 'telegram', 'tg'],
  ] as const;

  test(
    'each enabled button logs in through the sandbox provider, and the same account comes back',
    { tag: '@every-merchant' },
    async ({ page, t, merchant }) => {
      const enabled = PROVIDERS.filter(([flag]) => merchant.whitelabel[flag]);
      test.skip(enabled.length === 0, 'no social login offered');
      for (const [, id, prefix] of enabled) {
        const accountId = `${id}-${randomBytes(4).toString('hex')}`;
        const loginWith = async (first: boolean) => {
          await page.goto('/m/login?redirect=%2Fm%2Fmessage');
          await page.getByRole('button', { name: await t(`account.social.${id}`) }).click();
          await expect(page.getByRole('heading', { name: new RegExp(`with ${id}`, 'i') })).toBeVisible();
          await page.getByLabel('Name').fill('Social Player');
          await page.getByLabel(/account id/).fill(accountId);
          await page.getByRole('button', { name: 'Continue' }).click();
          // A first login opens an account: where the profile requires a date of birth (issue 16) it is asked for.
          if (first && resolveCompliance(merchant).modules.dateOfBirth) {
            const ask = page.getByRole('dialog', { name: await t('protection.dob.social_title') });
            await expect(ask).toBeVisible();
            await fillBirthDate(page, t, merchant);
            await ask.getByRole('button', { name: await t('protection.dob.social_submit') }).click();
          }
          await expect(page).toHaveURL(/\/m\/message$/);
          const session = await storedSession(page);
          expect(session?.userName).toMatch(new RegExp(`^${prefix}\\d{8}$`));
          // The token never travelled in a URL.
          expect(page.url()).not.toContain(session!.token);
          return session!.userName;
        };
        const first = await loginWith(true);
        await page.evaluate(() => localStorage.clear());
        expect(await loginWith(false)).toBe(first);
        await page.evaluate(() => localStorage.clear());
      }
    },
  );
});

test.describe('live hosts', () => {
  test('home lists the gateway’s active hosts with their room type', async ({ page, t, sandbox }) => {
    type Host = { name: string; roomType: 'free' | 'vip' | 'pay_per_view'; streaming: boolean };
    const r = await sandbox.call<{ value: { list: Host[] } }>('GET', '/wps/relay/LIVE_modelList?active=true');
    const hosts = r.json.value.list;
    await page.goto('/m/home');
    await expect(
      page
        .getByTestId('game-menu')
        .or(page.getByRole('navigation', { name: await t('shell.mainMenu') }))
        .first(),
    ).toBeVisible();
    const strip = page.getByTestId('live-hosts');
    expect(hosts.length).toBeGreaterThan(0); // the sandbox seeds active hosts on every merchant
    await expect(strip.getByRole('heading', { name: await t('hosts.title') })).toBeVisible();
    const items = strip.getByRole('listitem');
    await expect(items).toHaveCount(hosts.length);
    const room = { free: 'hosts.room.free', vip: 'hosts.room.vip', pay_per_view: 'hosts.room.payPerView' };
    for (const [i, h] of hosts.entries()) {
      await expect(items.nth(i)).toContainText(h.name);
      await expect(items.nth(i)).toContainText(await t(room[h.roomType]));
    }
  });
});
