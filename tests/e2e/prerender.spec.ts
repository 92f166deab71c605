import { test, expect } from '../fixtures.ts';
import { languages } from '@wl/manifest/languages';
import { field, storedSession } from './account.helpers.ts';
import { tagOf } from './shell-helpers.ts';
import { collectProblems, firstLook, holdApp, recordFirstLook } from './prerender.helpers.ts';

/*
 * The build prerenders the home shell into index.html (guest, default language) and the app hydrates it. The
 * markup must be real, hydrate without a single warning, and never show on a page it does not belong to.
 */

test.describe('prerendered home shell', () => {
  test('the raw HTML of /m/home already holds the brand and the home screen', async ({
    page,
    merchant,
    t,
  }) => {
    await page.goto('/m/home');
    const html = await page.evaluate(() => fetch('/m/home', { cache: 'no-store' }).then((r) => r.text()));
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script>/.exec(html)?.[1] ?? '';
    expect(root).toContain(`alt="${merchant.brandName}"`);
    expect(root).toContain('<main id="main">');
    expect(root).toContain('data-testid="home-banner"');
    expect(root).toContain(`>${await t('nav.login')}</a>`);
    expect(root).toContain(`>${await t('home.freePlay')}</a>`);
  });

  test('home hydrates the prerendered markup without console errors or hydration warnings', async ({
    page,
    merchant,
    t,
  }) => {
    const problems = collectProblems(page);
    await recordFirstLook(page);
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { __header: unknown }).__header = document.querySelector('#root header');
      });
    });
    await page.goto('/m/home');
    expect(await firstLook(page)).toMatchObject({ banner: true, guestLinks: true });
    // Live: the footer appears once home has mounted, and the header is still the very node the parser made.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: merchant.brandName })).toBeVisible();
    await page.getByRole('button', { name: await t('shell.menu'), exact: true }).click();
    await expect(page.getByRole('dialog', { name: await t('shell.menu') })).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          document.querySelector('#root header') === (window as unknown as { __header: unknown }).__header,
      ),
    ).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});

/*
 * Home is prerendered in each other language of the merchant too; the server picks the page by the app's language
 * cookie, so a returning player's first paint is in their language.
 */
test.describe('home in the player’s language', () => {
  test('a player who chose another language gets home prerendered in it, hydrated without a warning, and never the default language’s banner', async ({
    page,
    merchant,
    t,
  }) => {
    const other = merchant.langList.find((l) => l !== merchant.defaultLang);
    test.skip(!other, 'this merchant offers one language');
    // The player chooses the language as players do, in the region and language chooser.
    await page.goto('/m/home');
    await page.getByRole('button', { name: await t('shell.region') }).click();
    const dialog = page.getByRole('dialog', { name: await t('region.title') });
    await dialog.getByRole('radio', { name: languages[other!].name, exact: true }).check();
    await dialog.getByRole('button', { name: await t('action.ok') }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', tagOf(other!));
    await page.waitForLoadState('networkidle');

    // The next visit: the page the server sends is home in that language.
    const html = await page.evaluate(() => fetch('/m/home', { cache: 'no-store' }).then((r) => r.text()));
    expect(html).toContain(`<html lang="${tagOf(other!)}" dir="${languages[other!].rtl ? 'rtl' : 'ltr'}">`);
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script>/.exec(html)?.[1] ?? '';
    expect(root).toContain(`>${await t('home.freePlay', undefined, other)}</a>`);

    const problems = collectProblems(page);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    await recordFirstLook(page);
    await page.reload();
    // Painted before any script: the header and the guest's links, in the player's language.
    expect(await firstLook(page)).toMatchObject({ banner: true, guestLinks: true });
    await expect(page.getByRole('link', { name: await t('home.freePlay', undefined, other) })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    // The default language's first banner (the one its page preloads) is never fetched for this player.
    if (merchant.assets.banner)
      expect(asked.filter((u) => u.includes(merchant.assets.banner!.split('?')[0]!))).toEqual([]);
  });
});

/*
 * Login, register and the slots list are prerendered too, each into a page of its own that the server sends for
 * their paths: a visitor landing there from outside sees the screen (and the terms notice) before any script.
 */
test.describe('prerendered pages of other screens', () => {
  const pages = [
    { path: '/m/login', heading: 'route.login' },
    { path: '/m/register', heading: 'route.register' },
    { path: '/m/gameList?gameType=RNG', heading: null },
  ];

  for (const { path, heading } of pages)
    test(`${path} paints its screen before any script and hydrates it without a warning`, async ({
      page,
      t,
    }) => {
      const problems = collectProblems(page);
      await recordFirstLook(page);
      await page.goto(path);
      const first = await firstLook(page);
      expect(first.rootChildren).toBeGreaterThan(0);
      expect(first.banner).toBe(false);
      const html = await page.evaluate((p) => fetch(p, { cache: 'no-store' }).then((r) => r.text()), path);
      const root = /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script>/.exec(html)?.[1] ?? '';
      if (heading) expect(root).toMatch(new RegExp(`<h1[^>]*>${await t(heading)}</h1>`));
      else {
        // The slots list: its category tabs, the slots tab current.
        expect(root).toContain(`aria-label="${await t('games.tabs')}"`);
        expect(root).toMatch(new RegExp(`aria-current="page"[^>]*>${await t('games.tab.RNG')}<`));
      }
      // Live: the screen works once hydrated.
      if (heading)
        await expect(page.getByRole('heading', { level: 1, name: await t(heading) })).toBeVisible();
      else
        await expect(
          page
            .getByRole('navigation', { name: await t('games.tabs') })
            .getByRole('link', { name: await t('games.tab.RNG') }),
        ).toHaveAttribute('aria-current', 'page');
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });

  test('what is typed and tapped on the login form before the app runs is kept: the player is logged in', async ({
    page,
    t,
    merchant,
  }) => {
    const release = await holdApp(page);
    await page.goto('/m/login', { waitUntil: 'domcontentloaded' });
    const wl = merchant.whitelabel;
    if (wl.MOBILEVERCODELOGIN3 && wl.registerByMobile && !wl.registerByUsername) {
      // A mobile-only merchant's login opens on the mobile tab (issue 29), prerendered so: a number typed before
      // the app runs is kept (logging in needs an SMS code, which needs the app).
      const mobile = await field(page, t, 'account.field.mobileNum');
      const number = '9'.repeat(merchant.phone.digits);
      await mobile.fill(number);
      release();
      // The app has run (its modules loaded and nothing left in flight) and the number is still there.
      await page.waitForLoadState('networkidle');
      await expect(mobile).toHaveValue(number);
      return;
    }
    // The seeded demo member (core/gateway/src/seed/accounts.ts), typed into the prerendered form.
    await (await field(page, t, 'account.field.username')).fill('demo001');
    await (await field(page, t, 'account.field.password')).fill('Sandbox123');
    await page.getByRole('button', { name: await t('account.login.submit'), exact: true }).click();
    // The browser did not submit the form itself (that would put the password into a request for the page).
    expect(new URL(page.url()).search).toBe('');
    expect(await storedSession(page)).toBeNull();
    release();
    // Logged in: off the login screen (home, or the password change a seeded account may be asked for first).
    await expect(page).not.toHaveURL(/\/m\/login/);
    await expect.poll(() => storedSession(page).then((s) => s?.userName)).toBe('demo001');
  });

  test.describe('a new visitor', () => {
    test.use({ termsAgreed: false });

    test('sees the terms notice in the first paint, and agreeing before the app runs is kept', async ({
      page,
      t,
    }) => {
      const release = await holdApp(page);
      await page.goto('/m/register', { waitUntil: 'domcontentloaded' });
      const notice = page.getByRole('alertdialog', { name: await t('footer.terms.title') });
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name: await t('footer.terms.agree') }).click();
      release();
      await expect(notice).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('MC_TERMS_AGREED'))).toBe('1');
      // Agreed for the session: the next page's prerendered notice never shows.
      await page.goto('/m/login');
      await expect(page.getByRole('heading', { level: 1, name: await t('route.login') })).toBeVisible();
      await expect(notice).toHaveCount(0);
    });
  });
});
