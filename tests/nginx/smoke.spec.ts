/**
 * The deployment's smoke set (issue 30): every merchant through Debian's nginx with the build's configuration
 * (dist/nginx.conf's generator, scripts/lib/nginx.ts) in front of two gateway processes on one PostgreSQL
 * (scripts/serve-nginx.ts). What the bundle server of `npm start` promises, nginx must keep: each page with the
 * bundle's CSP and security headers and never cached, hashed files immutable and sent precompressed, deep links
 * answered with the app, the API reached through the upstream with the player's own address.
 */
import { calls } from '@wl/contract';
import { languages } from '@wl/manifest/languages';
import { expect, test } from '../fixtures.ts';
import { callAs, depositWithin, merchantMoney, methodName } from '../e2e/api.helpers.ts';
import { field, openUsernameTab, registerMember, storedSession } from '../e2e/account.helpers.ts';
import { watchHeaders } from '../headers.ts';

test('a guest: home, a deep link to a game list and the login page, each answer with its headers', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  const problems = watchHeaders(page, merchant.code);
  const rng = await callAs<{ games: { gameName: string }[] }>(sandbox, null, 'gameList', {
    platform: 'html5',
    pageNo: 1,
    pageSize: 30,
    gameType: 'RNG',
  });
  await page.goto('/');
  await expect(page).toHaveTitle(merchant.brandName);
  await expect(page.getByRole('banner')).toBeVisible();
  // A deep link straight into the app (a path no file has), answered with the slots list's page.
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByTestId('game-grid').getByRole('listitem').first()).toContainText(
    rng.games[0]!.gameName,
  );
  await page.goto('/m/login');
  // A merchant whose players register by mobile opens the form on its mobile tab (issue 29).
  await openUsernameTab(page, t);
  await expect(await field(page, t, 'account.field.password')).toBeVisible();
  // A file that does not exist is a 404, not the app.
  expect(await page.evaluate(() => fetch('/assets/missing-0000.js').then((r) => r.status))).toBe(404);
  expect(await problems()).toEqual([]);
});

test("home in the language of the player's cookie, where the bundle has it", async ({ page, merchant }) => {
  const other = merchant.langList.find((l) => l !== merchant.defaultLang);
  test.skip(!other, 'this merchant offers one language');
  await page.goto('/');
  const pageOf = (cookie: string) =>
    page.evaluate(
      async ([c]) => {
        document.cookie = c!;
        const r = await fetch('/m/home', { cache: 'no-store' });
        return { lang: /<html lang="([^"]+)"/.exec(await r.text())?.[1], vary: r.headers.get('vary') ?? '' };
      },
      [cookie],
    );
  const chosen = await pageOf(`wl_lang=${other}; path=/`);
  expect(chosen.lang).toBe(languages[other!].tag);
  expect(chosen.vary).toContain('Cookie');
  // The default language, or a cookie that names no page: the default page.
  for (const cookie of [`wl_lang=${merchant.defaultLang}; path=/`, 'wl_lang=../x; path=/'])
    expect((await pageOf(cookie)).lang).toBe(languages[merchant.defaultLang].tag);
});

test('a player registers, deposits through the sandbox payment page and sees the balance', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(90_000);
  const problems = watchHeaders(page, merchant.code);
  await registerMember(page, t, merchant, sandbox);
  const token = (await storedSession(page))!.token;
  const channel = merchant.payments[0]!;
  const deposit = depositWithin(channel, merchant.withdrawal.min * 2);
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('radio', { name: methodName(merchant, channel) })).toBeChecked();
  await (await field(page, t, 'wallet.amount.label')).fill(String(deposit));
  await page.getByRole('button', { name: await t('wallet.deposit.submit') }).click();
  await expect(page).toHaveURL(/\/wps\/pay\/sandbox\?/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  // Paid once, whichever gateway process took each call.
  expect((await callAs<{ sumBalance: number }>(sandbox, token, 'wallet')).sumBalance).toBe(deposit);
  await page
    .getByRole('navigation', { name: await t('shell.mainMenu') })
    .getByRole('link', { name: await t('nav.home') })
    .click();
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(
    await merchantMoney(page, merchant, deposit),
  );
  expect(calls.wallet.path.startsWith('/wps/')).toBe(true);
  expect(await problems()).toEqual([]);
});
