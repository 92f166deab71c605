import { test, expect } from '../fixtures.ts';
import { storedSession } from './account.helpers.ts';
import { firstLook, holdApp, recordFirstLook } from './prerender.helpers.ts';

/*
 * The guard script of a prerendered page (core/app/src/prerender/guard.ts): when the app loads, what happens to a
 * tap made before it runs, and where the markup is never shown. The same script on every merchant: these rotate
 * (tests/matrix.ts); what a merchant's own pages hold is prerender.spec.ts's, on every merchant.
 */
test.describe('the prerendered page’s guard', () => {
  test('the app is requested after the first paint, and a tap on the menu before it runs is not lost', async ({
    page,
    t,
  }) => {
    // The app's entry module is held back until the test lets it through.
    const release = await holdApp(page);
    await page.goto('/m/home', { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('dialog', { name: await t('shell.menu') });
    await page.getByRole('button', { name: await t('shell.menu'), exact: true }).click();
    await expect(menu).toHaveCount(0);
    release();
    // The prerendered button was tapped before its handler existed: the app replays the tap once it hydrates.
    await expect(menu).toBeVisible();
    const [paint, script] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      performance.getEntriesByType('resource').find((e) => /\/assets\/index-[^/]+\.js$/.test(e.name))
        ?.startTime ?? -1,
    ]);
    expect(paint).toBeGreaterThan(0);
    expect(script).toBeGreaterThanOrEqual(paint);
  });

  test('a deep link with a query its page was not rendered for never shows that markup', async ({
    page,
    t,
  }) => {
    await recordFirstLook(page);
    await page.goto('/m/gameList?gameType=FISH');
    expect(await firstLook(page)).toEqual({ banner: false, guestLinks: false, rootChildren: 0 });
    const tabs = page.getByRole('navigation', { name: await t('games.tabs') });
    await expect(tabs.getByRole('link', { name: await t('games.tab.FISH') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a logged-in player reloading home never sees the guest Login and Register buttons', async ({
    page,
    t,
  }) => {
    await page.goto('/m/home');
    await page.getByRole('link', { name: await t('home.freePlay') }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect.poll(() => storedSession(page)).not.toBeNull();
    await recordFirstLook(page);
    await page.reload();
    expect(await firstLook(page)).toEqual({ banner: false, guestLinks: false, rootChildren: 0 });
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: await t('nav.deposit'), exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: await t('nav.login'), exact: true })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: await t('nav.register'), exact: true })).toHaveCount(0);
  });
});
