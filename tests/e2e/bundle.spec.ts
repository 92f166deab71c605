import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { languages } from '@wl/manifest/languages';

/** Fetches from inside the page: the browser resolves *.localhost, Node's resolver may not. */
function get(page: Page, url: string) {
  return page.evaluate(async (u) => {
    const r = await fetch(u);
    return { status: r.status, cacheControl: r.headers.get('cache-control') ?? '', body: await r.text() };
  }, url);
}

test.describe('merchant bundle', () => {
  test('index.html carries this merchant’s brand, theme and config, with no flash of another brand', async ({
    page,
    merchant,
  }) => {
    const res = await page.goto('/m/');
    expect(res?.status()).toBe(200);
    const html = await res!.text();
    // Resolved config is inlined as data (not code) and matches the build.
    const inlined = JSON.parse((await page.locator('#wl-config').textContent()) ?? '{}');
    expect(inlined.code).toBe(merchant.code);
    expect(inlined.brandName).toBe(merchant.brandName);
    expect(html).toContain(`<title>${merchant.brandName}</title>`);
    await expect(page.locator('html')).toHaveAttribute('lang', languages[merchant.defaultLang].tag);
    // Theme tokens are CSS custom properties on :root.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
    );
    expect(primary.trim()).toMatch(/^#[0-9a-f]{3,8}$/i);
  });

  test('only this merchant’s languages are shipped', async ({ page, merchant }) => {
    await page.goto('/m/home');
    for (const lang of merchant.langList) {
      const url = merchant.locales[lang]!;
      const r = await get(page, url);
      expect(r.status, `${lang} pack`).toBe(200);
      expect(r.cacheControl).toContain('immutable');
    }
    const others = (Object.keys(languages) as (keyof typeof languages)[]).filter(
      (l) => !merchant.langList.includes(l),
    );
    for (const lang of others.slice(0, 5)) expect(merchant.locales[lang]).toBeUndefined();
  });

  test('deep links load the app and the CSP forbids inline script', async ({ page }) => {
    const res = await page.goto('/m/login');
    expect(res?.status()).toBe(200);
    const csp = res!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    await expect(page.locator('main')).toBeVisible();
  });

  test('web app manifest names the brand', async ({ page, merchant }) => {
    await page.goto('/m/home');
    const r = await get(page, '/manifest.webmanifest');
    expect(r.status).toBe(200);
    const wm = JSON.parse(r.body);
    expect(wm.name).toBe(merchant.brandName);
    expect(wm.start_url).toBe('/m/home');
  });
});
