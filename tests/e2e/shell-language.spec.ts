import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { languages } from '@wl/manifest/languages';
import { tagOf } from './shell-helpers.ts';

/* The region/language chooser: language packs load lazily, only when chosen, and set html lang and dir. */

/** A region's country as a player of the language `tag` reads it: the browser's own name for the country code. */
async function countryIn(page: Page, r: { country: string }, tag: string): Promise<RegExp> {
  const name = await page.evaluate(({ c, t }) => new Intl.DisplayNames([t], { type: 'region' }).of(c) ?? c, {
    c: r.country,
    t: tag,
  });
  // The row reads "<country> · <currency>": the separator keeps a country named like a language (Thai: ไทย, the
  // language's name too) from matching the language's row.
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `);
}

test.describe('language and region', () => {
  test('loads only the default pack at first, another pack only when chosen', async ({
    page,
    merchant,
    t,
  }) => {
    const others = merchant.langList.filter((l) => l !== merchant.defaultLang);
    test.skip(others.length === 0, 'this merchant offers one language');
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const packPath = (l: (typeof others)[number]) => new URL(merchant.locales[l]!, 'http://x').pathname;

    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('lang', tagOf(merchant.defaultLang));
    await expect(page.getByRole('navigation', { name: await t('shell.mainMenu') })).toBeVisible();
    // The default pack is inlined into the prerendered page (JSON data), or fetched when the page has none.
    const inlined = (await page.locator('script#wl-messages').count()) > 0;
    expect(
      inlined || requested.includes(packPath(merchant.defaultLang)),
      'default pack inlined or fetched',
    ).toBe(true);
    for (const l of others) expect(requested, `${l} pack before choosing it`).not.toContain(packPath(l));

    const target = others[0]!;
    await page.getByRole('button', { name: await t('shell.region') }).click();
    const dialog = page.getByRole('dialog', { name: await t('region.title') });
    await dialog.getByRole('radio', { name: languages[target].name, exact: true }).check();
    const pack = page.waitForRequest((r) => new URL(r.url()).pathname === packPath(target));
    await dialog.getByRole('button', { name: await t('action.ok') }).click();
    await pack;
    await expect(page.locator('html')).toHaveAttribute('lang', tagOf(target));
    await expect(page.locator('html')).toHaveAttribute('dir', languages[target].rtl ? 'rtl' : 'ltr');
    await expect(dialog).toHaveCount(0);
    // The shell now speaks the new language.
    await expect(
      page.getByRole('navigation', { name: await t('shell.mainMenu', undefined, target) }),
    ).toBeVisible();
    await expect(page).toHaveTitle(merchant.brandName);

    // The choice is remembered across reloads.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', tagOf(target));
  });

  test('lists the merchant’s regions and languages; cancel changes nothing', async ({
    page,
    merchant,
    t,
  }) => {
    await page.goto('/m/home');
    await page.getByRole('button', { name: await t('shell.region') }).click();
    const dialog = page.getByRole('dialog', { name: await t('region.title') });
    const regions = merchant.regions ?? [];
    if (regions.length > 1)
      for (const r of regions)
        await expect(
          dialog.getByRole('radio', { name: await countryIn(page, r, tagOf(merchant.defaultLang)) }),
        ).toBeVisible();
    for (const l of merchant.langList)
      await expect(dialog.getByRole('radio', { name: languages[l].name, exact: true })).toBeVisible();
    await expect(
      dialog.getByRole('radio', { name: languages[merchant.defaultLang].name, exact: true }),
    ).toBeChecked();
    await dialog.getByRole('button', { name: await t('action.cancel') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', tagOf(merchant.defaultLang));
  });

  test('each region shows the currency as players see it (ISO code and symbol), not the platform code', async ({
    page,
    merchant,
    t,
  }) => {
    await page.goto('/m/home');
    await page.getByRole('button', { name: await t('shell.region') }).click();
    const dialog = page.getByRole('dialog', { name: await t('region.title') });
    const own = merchant.regions.find((r) => r.merchant === merchant.code)!;
    const row = page.getByRole('radio', { name: await countryIn(page, own, tagOf(merchant.defaultLang)) });
    const label = dialog.locator('label', { has: row });
    // The manifest's currency display settings: e.g. ph shows "PHP ₱", its platform code TLB never.
    await expect(label).toContainText(merchant.currency.iso);
    await expect(label).toContainText(merchant.currency.symbol);
    if (merchant.currency.code !== merchant.currency.iso)
      await expect(label).not.toContainText(merchant.currency.code);
  });

  test('choosing another merchant’s region moves to its host at /m/home keeping the query', async ({
    page,
    merchant,
    t,
  }) => {
    const other = (merchant.regions ?? []).find((r) => r.merchant !== merchant.code);
    test.skip(!other, 'no other region configured');
    await page.goto('/m/home?aff=e2e');
    await page.getByRole('button', { name: await t('shell.region') }).click();
    const dialog = page.getByRole('dialog', { name: await t('region.title') });
    await dialog
      .getByRole('radio', { name: await countryIn(page, other!, tagOf(merchant.defaultLang)) })
      .check();
    await dialog.getByRole('button', { name: await t('action.ok') }).click();
    await expect(page).toHaveURL(new RegExp(`^http://${other!.merchant}\\.localhost:\\d+/m/home\\?aff=e2e`));
  });
});
