import { test, expect } from '../fixtures.ts';
import { maskedBalance, trialSession, useSession } from './shell-helpers.ts';

/* Gating as route data for a free-play (type 4) account: each refused route shows the row's denial. */

test.describe('trial account gating', () => {
  test.beforeEach(async ({ page, merchant, sandbox }) => {
    await useSession(page, merchant, await trialSession(sandbox));
  });

  test('member center: free_reject with Cancel and Register now', async ({ page, t }) => {
    await page.goto('/m/member/home');
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(await t('free_reject'));
    await expect(alert.getByRole('button', { name: await t('action.cancel') })).toBeVisible();
    await alert.getByRole('button', { name: await t('action.register_now') }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('member center: Cancel leaves for home when there is no step back', async ({ page, t }) => {
    await page.goto('/m/member/home');
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: await t('action.cancel') })
      .click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('deposit and withdraw: real accounts only, then home', async ({ page, t }) => {
    for (const path of ['/m/voucherCenter', '/m/withdraw']) {
      await page.goto(path);
      const alert = page.getByRole('alertdialog');
      await expect(alert).toContainText(await t('error.real_account_only'));
      await alert.getByRole('button', { name: await t('action.ok') }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
    }
  });

  test('messages and inbox: a free_reject toast for 1 s, then home', async ({ page, t }) => {
    // The page's clock is ours: the 1 s toast is checked on time, not raced against a loaded machine.
    await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
    for (const path of ['/m/message', '/m/webEmail']) {
      await page.clock.pauseAt(
        new Date(Date.parse('2026-01-01T00:00:00Z') + (path === '/m/message' ? 1 : 2) * 60_000),
      );
      await page.goto(path);
      await expect(page).toHaveURL(/\/m\/home$/);
      const toast = page.getByRole('status').filter({ hasText: await t('free_reject') });
      await expect(toast).toBeVisible();
      await page.clock.runFor(999);
      await expect(toast).toBeVisible();
      await page.clock.runFor(1);
      await expect(toast).toHaveCount(0);
    }
  });

  test('agent contracts: no permission, then home', async ({ page, t }) => {
    await page.goto('/m/member/agent/getSalaryContract');
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(await t('error.no_permission'));
    await alert.getByRole('button', { name: await t('action.ok') }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('routes open to any session still open', async ({ page, t }) => {
    await page.goto('/m/gameRecord');
    await expect(page).toHaveURL(/\/m\/gameRecord$/);
    await expect(page.getByRole('heading', { level: 1, name: await t('route.gameRecord') })).toBeVisible();
  });

  test('the header shows the account, balance mask toggle and member actions; no unread badge for trial', async ({
    page,
    merchant,
    t,
  }) => {
    await page.goto('/m/home');
    const banner = page.getByRole('banner');
    const balance = banner.getByTestId('balance');
    await expect(balance).toBeVisible();
    await expect(balance).toHaveText(/\p{Nd}/u);
    await banner.getByRole('button', { name: await t('balance.hide') }).click();
    await expect(balance).toHaveText(maskedBalance(merchant));
    await page.reload();
    await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(maskedBalance(merchant));
    await page
      .getByRole('banner')
      .getByRole('button', { name: await t('balance.show') })
      .click();
    const account = banner.getByRole('navigation', { name: await t('shell.accountMenu') });
    await expect(account.getByRole('link', { name: await t('nav.deposit') })).toBeVisible();
    await expect(account.getByRole('link', { name: await t('nav.withdraw') })).toBeVisible();
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  });
});
