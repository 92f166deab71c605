import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, type Sandbox } from '../fixtures.ts';
import { builtMerchants, E2E_PORT, repoRoot } from '../merchants.ts';

/*
 * The platform's configuration at run time (spec sections 3 and 4, issue 28): the status answer's info is layered
 * over the manifest and refreshed in the background, so an operator's change (the sandbox's POST /__sandbox/config,
 * scoped to this test's browser) reaches an open page within one refresh, with no rebuild and no reload.
 */

/** The test's background refresh (the app reads it from sessionStorage; one second at least). */
const REFRESH_MS = 1000;

test.describe('runtime configuration', () => {
  test('switching live chat off and moving a channel and the Telegram link shows on the open page', async ({
    page,
    t,
    merchant,
    sandbox,
    baseURL,
  }) => {
    const live = merchant.links.customerService.find((c) => c.csType === 'LIVECHAT');
    const other = merchant.links.customerService.find((c) => c.csType !== 'LIVECHAT');
    const telegram = merchant.links.social?.telegram;
    test.skip(!live || !other || !telegram, 'needs live chat, another channel and a Telegram link');
    const scope = `e2e-${randomBytes(8).toString('hex')}`;
    await page.context().addCookies([{ name: 'wl_sandbox_scope', value: scope, url: baseURL! }]);
    await page.addInitScript((ms) => sessionStorage.setItem('MC_STATUS_REFRESH_MS', String(ms)), REFRESH_MS);
    // Same hosts as the manifest's links (so on its allowlist), new paths.
    const movedChannel = `${new URL(other!.url).origin}/runtime-${scope}`;
    const movedTelegram = `${new URL(telegram!.url).origin}/runtime_${scope}`;
    try {
      await page.goto('/m/home');
      await page.getByRole('button', { name: await t('nav.customerService') }).click();
      const dialog = page.getByRole('dialog', { name: await t('nav.customerService') });
      const liveChat = dialog.getByRole('button', { name: await t('service.liveChat') });
      const channel = dialog.getByRole('link', { name: await t(`service.channel.${other!.csType}`) });
      await expect(liveChat).toBeVisible();
      await expect(channel).toHaveAttribute('href', other!.url);
      await page.evaluate(() => ((window as { __noReload?: number }).__noReload = 1));

      const r = await sandbox.call('POST', '/__sandbox/config', {
        scope,
        whitelabel: { CBS3: false },
        customerService: [{ csType: other!.csType, title: other!.title, path: movedChannel }],
        resources: [{ resourceType: 'TELEGRAM', url: movedTelegram, labelNameEn: 'Telegram' }],
      });
      expect(r.status).toBe(200);

      // Within one background refresh (the default expect timeout is several refreshes), in the open dialog.
      await expect(liveChat).toHaveCount(0);
      await expect(channel).toHaveAttribute('href', movedChannel);
      await dialog.getByRole('button', { name: await t('action.close') }).click();
      await page
        .getByRole('banner')
        .getByRole('button', { name: await t('shell.menu'), exact: true })
        .click();
      const menu = page.getByRole('dialog', { name: await t('shell.menu') });
      await expect(
        menu.getByRole('link', { name: telegram!.label ?? (await t('menu.telegram')) }),
      ).toHaveAttribute('href', movedTelegram);
      // Links the platform no longer sends are gone (Facebook was in the manifest, not in the new resources).
      if (merchant.links.social?.facebook)
        await expect(menu.getByRole('link', { name: await t('menu.facebook') })).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __noReload?: number }).__noReload)).toBe(1);

      // A link off the allowlist is refused: the manifest's stays.
      await sandbox.call('POST', '/__sandbox/config', {
        scope,
        resources: [{ resourceType: 'TELEGRAM', url: 'https://evil.example/t', labelNameEn: 'Telegram' }],
      });
      await expect(
        menu.getByRole('link', { name: telegram!.label ?? (await t('menu.telegram')) }),
      ).toHaveAttribute('href', telegram!.url);
      expect(await page.evaluate(() => (window as { __noReload?: number }).__noReload)).toBe(1);
    } finally {
      await sandbox.call('POST', '/__sandbox/config', { scope, reset: true });
    }
  });
});

/*
 * The platform's mobile template (spec section 3: the status info's mobileTemplate) switches the open page to another
 * of the manifest's `templates` and back, with no reload; a name the build has no stylesheet for changes nothing; the
 * next visit paints the platform's template from its first frame. The colours expected are the theme files'.
 */
test.describe('run-time template', () => {
  const primaryOf = (theme: string): string =>
    (
      JSON.parse(readFileSync(path.join(repoRoot, 'themes', theme, 'theme.json'), 'utf8')) as {
        color: { primary: string };
      }
    ).color.primary.toLowerCase();
  const pagePrimary = (page: Page) =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase(),
    );

  test('the platform switches the theme on the open page, refuses one the build lacks, and the next visit starts in it', async ({
    page,
    merchant,
    sandbox,
    baseURL,
  }) => {
    const name = Object.keys(merchant.templates ?? {})[0];
    test.skip(!name, 'the manifest lists no run-time templates');
    const template = primaryOf(name!);
    const scope = `e2e-${randomBytes(8).toString('hex')}`;
    await page.context().addCookies([{ name: 'wl_sandbox_scope', value: scope, url: baseURL! }]);
    await page.addInitScript((ms) => sessionStorage.setItem('MC_STATUS_REFRESH_MS', String(ms)), REFRESH_MS);
    try {
      await page.goto('/m/home');
      await expect(page.getByRole('banner')).toBeVisible();
      const own = await pagePrimary(page);
      expect(own).not.toBe(template);
      await page.evaluate(() => ((window as { __noReload?: number }).__noReload = 1));

      expect((await sandbox.call('POST', '/__sandbox/config', { scope, mobileTemplate: name })).status).toBe(
        200,
      );
      await expect.poll(() => pagePrimary(page)).toBe(template);
      // The address bar follows the header.
      const header = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-header').trim(),
      );
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', header);

      // A template the build has no stylesheet for: the merchant's own theme, nothing fetched for it.
      const asked: string[] = [];
      page.on('request', (r) => r.url().includes('/assets/templates/') && asked.push(r.url()));
      await sandbox.call('POST', '/__sandbox/config', { scope, mobileTemplate: 'not-built' });
      await expect.poll(() => pagePrimary(page)).toBe(own);
      expect(asked).toEqual([]);
      expect(await page.evaluate(() => (window as { __noReload?: number }).__noReload)).toBe(1);

      // The next visit paints the platform's template in its first frame (the guard links the cached one).
      await sandbox.call('POST', '/__sandbox/config', { scope, mobileTemplate: name });
      await expect.poll(() => pagePrimary(page)).toBe(template);
      await page.addInitScript(() =>
        requestAnimationFrame(() => {
          (window as { __firstFrame?: string }).__firstFrame = getComputedStyle(document.documentElement)
            .getPropertyValue('--color-primary')
            .trim()
            .toLowerCase();
        }),
      );
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => (window as { __firstFrame?: string }).__firstFrame))
        .toBe(template);
    } finally {
      await sandbox.call('POST', '/__sandbox/config', { scope, reset: true });
    }
  });
});

/*
 * Image CDNs (spec section 3): the platform's images come from a CDN of the status info's list, picked at random per
 * image, when the manifest allows it; an image that fails there loads again from the gateway. The CDN here is the
 * test's (page.route), mirroring the gateway's images; with it down every image still loads, from the gateway.
 */
test.describe('image CDNs', () => {
  // The page's own image requests: the service worker's fetches would not reach page.route.
  test.use({ serviceWorkers: 'block' });

  test('platform images come from a CDN the platform names and the manifest allows, and from the gateway when it fails', async ({
    page,
    merchant,
    sandbox,
    baseURL,
  }) => {
    const cdns = merchant.imageCdns ?? [];
    test.skip(!cdns.length, 'the manifest allows no image CDN');
    const scope = `e2e-${randomBytes(8).toString('hex')}`;
    await page.context().addCookies([{ name: 'wl_sandbox_scope', value: scope, url: baseURL! }]);
    const onCdn = (url: URL) => cdns.some((c) => url.href.startsWith(`${c}/`));
    const served: string[] = [];
    let down = false;
    await page.route(onCdn, async (route) => {
      const url = new URL(route.request().url());
      if (down) return route.abort('connectionrefused');
      served.push(url.origin);
      // From the gateway on loopback, as this merchant's host (Node does not resolve *.localhost).
      const mirrored = await route.fetch({
        url: `http://127.0.0.1:${E2E_PORT}${url.pathname}${url.search}`,
        headers: { ...route.request().headers(), host: new URL(baseURL!).host },
      });
      return route.fulfill({ response: mirrored });
    });
    // An icon of the hot games: a platform image (/wps/...), drawn where it loaded from.
    const icon = page.getByTestId('hot-games').locator('img').first();
    const loadedFrom = async () => {
      await expect
        .poll(() => icon.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
        .toBeGreaterThan(0);
      return new URL(await icon.evaluate((i: HTMLImageElement) => i.currentSrc)).origin;
    };
    // Every src an image of the page is given (a refused CDN would fail and fall back, so the end state alone would
    // not show it was tried).
    await page.addInitScript(() => {
      const seen: string[] = ((window as { __srcs?: string[] }).__srcs = []);
      new MutationObserver((changes) => {
        for (const c of changes)
          for (const n of c.type === 'attributes' ? [c.target] : [...c.addedNodes])
            if (n instanceof Element)
              for (const img of [n, ...n.querySelectorAll('img')])
                if (img instanceof HTMLImageElement) seen.push(img.getAttribute('src') ?? '');
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
    });
    const srcs = () => page.evaluate(() => (window as { __srcs?: string[] }).__srcs ?? []);
    try {
      // A CDN the manifest does not allow is never used.
      await sandbox.call('POST', '/__sandbox/config', { scope, imageCdns: ['https://evil.example'] });
      await page.goto('/m/home');
      await page.waitForLoadState('networkidle');
      await page.reload();
      expect(await loadedFrom()).toBe(new URL(baseURL!).origin);
      expect((await srcs()).filter((s) => s.includes('evil.example'))).toEqual([]);
      expect((await srcs()).length).toBeGreaterThan(0);

      await sandbox.call('POST', '/__sandbox/config', { scope, imageCdns: cdns });
      // The next visit starts with the cached info (the open page takes it at the next refresh).
      await page.waitForLoadState('networkidle');
      await page.reload();
      expect(cdns.map((c) => new URL(c).origin)).toContain(await loadedFrom());
      expect(served.length).toBeGreaterThan(0);

      // Every CDN down: the images load again from the gateway.
      down = true;
      await page.reload();
      expect(await loadedFrom()).toBe(new URL(baseURL!).origin);
    } finally {
      await sandbox.call('POST', '/__sandbox/config', { scope, reset: true });
    }
  });
});

/*
 * Startup on a domain several merchants share (spec section 4; the manifest's sharedDomains): the host serves the
 * first merchant by code that lists it, whose app picks the merchant by the status call's location country (set for
 * this test's browser through POST /__sandbox/config): another merchant's home keeping the query string, or the
 * language and region chooser for a country no merchant serves.
 */
test.describe('startup on a shared domain', () => {
  /** The merchant a shared host serves: the first by code of those listing it (schemas/merchant.schema.json). */
  const servedOn = (domain: string): string =>
    builtMerchants()
      .filter((m) => m.sharedDomains?.includes(domain))
      .map((m) => m.code)
      .sort()[0]!;

  const setup = async (page: Page, sandbox: Sandbox, host: string, countryCode: string) => {
    const scope = `e2e-${randomBytes(8).toString('hex')}`;
    await page.context().addCookies([{ name: 'wl_sandbox_scope', value: scope, url: `http://${host}` }]);
    const r = await sandbox.call('POST', '/__sandbox/config', { scope, countryCode }, { host });
    expect(r.status).toBe(200);
    return () => sandbox.call('POST', '/__sandbox/config', { scope, reset: true }, { host });
  };

  test('the location country picks this merchant, keeping the query string', async ({
    page,
    merchant,
    sandbox,
  }) => {
    const shared = merchant.sharedDomains?.[0];
    test.skip(!shared, 'the merchant shares no domain');
    const host = `${shared!}:${E2E_PORT}`;
    const served = servedOn(shared!);
    const reset = await setup(page, sandbox, host, merchant.country);
    try {
      await page.goto(`http://${host}/m/home?ref=e2e&x=1`);
      const expected =
        served === merchant.code
          ? `http://${host}/m/home?ref=e2e&x=1`
          : `http://${merchant.code}.localhost:${E2E_PORT}/m/home?ref=e2e&x=1`;
      // Two page loads when the app moves to another merchant's host.
      await expect(page).toHaveURL(expected, { timeout: 20_000 });
      await expect(page).toHaveTitle(merchant.brandName);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      await reset();
    }
  });

  test('a country no merchant serves shows the language and region chooser', async ({
    page,
    t,
    merchant,
    sandbox,
  }) => {
    const shared = merchant.sharedDomains?.[0];
    test.skip(!shared, 'the merchant shares no domain');
    // The chooser is the served merchant's (its language and messages): tested on that merchant's project.
    test.skip(servedOn(shared!) !== merchant.code, 'the shared host serves another merchant');
    const host = `${shared!}:${E2E_PORT}`;
    const reset = await setup(page, sandbox, host, 'ZZ');
    try {
      await page.goto(`http://${host}/m/home?ref=e2e`);
      await expect(page.getByRole('dialog', { name: await t('region.title') })).toBeVisible();
      await expect(page).toHaveURL(`http://${host}/m/home?ref=e2e`);
    } finally {
      await reset();
    }
  });
});
