import type { Page } from '@playwright/test';
import { languages, type Language } from '@wl/manifest/languages';
import { test, expect, type Sandbox } from '../fixtures.ts';
import { tagOf } from './shell-helpers.ts';

/*
 * Issue 27, item 4 and problems 7 and 5: one language per screen. A language switch renews the gateway's copy
 * (announcement ticker) without a reload. Expectations come from the gateway's answers in each language and from
 * the manifest, never from the app's own functions.
 */

/** A gateway call's value in a language, as this merchant's host. */
async function valueIn<V>(sandbox: Sandbox, path: string, lang: Language): Promise<V> {
  const r = await sandbox.call<{ value: V }>('GET', `${path}&language=${lang}`, undefined, {
    language: lang,
  });
  if (r.status !== 200) throw new Error(`${path}: HTTP ${r.status}`);
  return r.json.value;
}

/** Switches the language through the region chooser, as a player does. */
async function chooseLanguage(page: Page, t: (id: string) => Promise<string>, lang: Language): Promise<void> {
  await page.getByRole('button', { name: await t('shell.region') }).click();
  const dialog = page.getByRole('dialog', { name: await t('region.title') });
  await dialog.getByRole('radio', { name: languages[lang].name }).check();
  await dialog.getByRole('button', { name: await t('action.ok') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', tagOf(lang));
}

test('the announcement ticker speaks the language chosen, without a reload', async ({
  page,
  merchant,
  sandbox,
  t,
}) => {
  const other = merchant.langList.find((l) => l !== merchant.defaultLang);
  test.skip(!other, 'this merchant offers one language');
  type Notices = { playerNotices: { title: string }[] };
  const path = '/wps/content/announcements?types=B,PL,PU';
  const before = (await valueIn<Notices>(sandbox, path, merchant.defaultLang)).playerNotices;
  const after = (await valueIn<Notices>(sandbox, path, other!)).playerNotices;
  test.skip(before.length === 0, 'no announcements seeded');
  test.skip(before[0]!.title === after[0]!.title, 'the gateway has one copy for both languages');

  await page.goto('/m/home');
  const ticker = page.getByRole('region', { name: await t('lobby.notice.label') });
  await expect(ticker.getByRole('button', { name: before[0]!.title, exact: true })).toBeVisible();
  let reloaded = false;
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) reloaded = true;
  });
  await chooseLanguage(page, t, other!);
  const tickerAfter = page.getByRole('region', { name: await t('lobby.notice.label', undefined, other) });
  await expect(tickerAfter.getByRole('list')).toContainText(after[0]!.title);
  for (const n of before)
    if (!after.some((a) => a.title === n.title)) await expect(tickerAfter).not.toContainText(n.title);
  expect(reloaded, 'no reload').toBe(false);
});
