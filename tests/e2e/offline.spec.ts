/**
 * Offline and updates (issue 30): after one visit the app starts with the network off, says "No Internet" where it
 * needs data, and recovers when the network returns; a new deployment is picked up on the next navigation, by a
 * whole page load, so a page never runs one build's code beside another's.
 */
import type { Page } from '@playwright/test';
import { ROUTES } from '../../core/app/src/routes/table.ts';
import { expect, test } from '../fixtures.ts';
import { goInApp, memberSession } from './walker.ts';

/**
 * Waits until the build's service worker controls the page (it claims the page it was installed from) and has
 * finished activating: a next deployment's worker registered while the first is still activating may wait on it.
 */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 20_000,
  });
}

const mainMenu = async (page: Page, t: (id: string) => Promise<string>) =>
  page.getByRole('navigation', { name: await t('shell.mainMenu') });

test('after one visit the app starts offline, says No Internet where it needs data, and recovers', async ({
  page,
  context,
  t,
  merchant,
}) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('home-games').getByRole('listitem').first()).toBeVisible();
  await controlled(page);
  // A second visit under the worker, as a player's next day would be: what it needs is cached as it loads.
  await page.reload();
  await expect(page.getByTestId('home-games').getByRole('listitem').first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle(merchant.brandName);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(await mainMenu(page, t)).toBeVisible();
  // The lobby's data needs the gateway: the app says so instead of a blank or a spinner forever.
  await expect(page.getByText(await t('error.no_internet')).first()).toBeVisible({ timeout: 15_000 });

  await context.setOffline(false);
  // Back online: the retry in place brings the lobby's data without a reload.
  await expect(page.getByTestId('home-games').getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
});

test('a new deployment takes over and is loaded whole on the next navigation, not in the middle of a screen', async ({
  page,
  t,
}) => {
  await page.goto('/m/home');
  await controlled(page);
  await page.evaluate(() => {
    (window as unknown as { oldPage: boolean }).oldPage = true;
    (window as unknown as { takeover: Promise<void> }).takeover = new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
  const menu = await mainMenu(page, t);
  // The next deployment's worker, found by the browser (a worker at a new address installs even with the same
  // bytes, which a test cannot change on the shared server): it installs and takes over the open page.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?deployment=2', { scope: '/' }));
  await page.evaluate(() => (window as unknown as { takeover: Promise<void> }).takeover);
  // The page the player is on is left alone: still the same document.
  expect(await page.evaluate(() => (window as unknown as { oldPage?: boolean }).oldPage)).toBe(true);
  // The next navigation is a whole page load of the new deployment, at the address the player asked for.
  const load = page.waitForEvent('load');
  await menu.getByRole('link', { name: await t('nav.promotion') }).click();
  await load;
  await expect(page).toHaveURL(/\/m\/activity$/i);
  expect(await page.evaluate(() => (window as unknown as { oldPage?: boolean }).oldPage)).toBeUndefined();
});

test.describe('a part of the app whose code never loaded', () => {
  // Service workers stay out: the dialog's code is really missing from this page when the network goes.
  test.use({ serviceWorkers: 'block' });

  test('offline, the refusal dialog waits for the network instead of blanking the app', async ({
    page,
    context,
    t,
    merchant,
    sandbox,
  }) => {
    // A member (not an agent) opens the agent centre while offline: the refusal is a dialog whose code was never
    // loaded on this page.
    await memberSession(page, merchant, sandbox);
    await page.goto('/m/feedback');
    await expect(page.getByRole('heading', { level: 1, name: await t('route.feedback') })).toBeVisible();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await context.setOffline(true);
    await goInApp(page, ROUTES.agentProfitLoss.paths[0]);
    // The app stays: its header and menu are there.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(await mainMenu(page, t)).toBeVisible();
    await context.setOffline(false);
    // Back online, the refusal's code arrives and the player reads it; its button leads home.
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(await t('error.no_permission'));
    await alert.getByRole('button').last().click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(errors).toEqual([]);
  });
});
