/**
 * The deployment's smoke set (issue 30): every merchant through Debian's nginx with the build's configuration
 * (dist/nginx.conf's generator, scripts/lib/nginx.ts) in front of two gateway processes on one PostgreSQL
 * (scripts/serve-nginx.ts). What the bundle server of `npm start` promises, nginx must keep: each page with the
 * bundle's CSP and security headers and never cached, hashed files immutable and sent precompressed, deep links
 * answered with the app, the API reached through the upstream with the player's own address.
 */
import type { Page, Response } from '@playwright/test';
import { calls } from '@wl/contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures.ts';
import { callAs, merchantMoney } from '../e2e/api.helpers.ts';
import { field, openUsernameTab, registerMember, storedSession } from '../e2e/account.helpers.ts';
import { distDir, fixtureDistDir, fixtureCodes } from '../merchants.ts';

/** Every answer the page received, checked against the deployment's header rules; returns what broke them. */
function headerWatch(page: Page, code: string): () => Promise<string[]> {
  const csp = readFileSync(
    path.join(fixtureCodes().has(code) ? fixtureDistDir : distDir, code, 'csp.txt'),
    'utf8',
  ).trim();
  const problems: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res: Response) => {
    const url = new URL(res.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    pending.push(
      res.allHeaders().then((h) => {
        const where = `${res.status()} ${url.pathname}`;
        const need = (name: string, ok: (v: string) => boolean, what: string) => {
          if (!ok(h[name] ?? '')) problems.push(`${where}: ${name} ${what} (got "${h[name] ?? ''}")`);
        };
        need('x-content-type-options', (v) => v === 'nosniff', 'nosniff');
        if (res.status() >= 400 && !url.pathname.startsWith('/wps/') && !url.pathname.startsWith('/lgw/'))
          need('cache-control', (v) => v === 'no-store', 'no-store on an error');
        else if (/^\/(assets|locales)\//.test(url.pathname)) {
          need('cache-control', (v) => v === 'public, max-age=31536000, immutable', 'immutable');
          if (/\.(js|css|json)$/.test(url.pathname) && Number(h['content-length'] ?? 1e9) > 1024)
            need('content-encoding', (v) => v === 'br' || v === 'gzip', 'precompressed');
        } else if (res.request().resourceType() === 'document' && !url.pathname.startsWith('/wps/')) {
          need('cache-control', (v) => v === 'no-cache', 'no-cache');
          need('content-security-policy', (v) => v === `${csp}; frame-ancestors 'none'`, "the bundle's CSP");
          need(
            'referrer-policy',
            (v) => v === 'strict-origin-when-cross-origin',
            'strict-origin-when-cross-origin',
          );
        }
      }),
    );
  });
  return async () => {
    await Promise.all(pending);
    return problems;
  };
}

test('a guest: home, a deep link to a game list and the login page, each answer with its headers', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  const problems = headerWatch(page, merchant.code);
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

test('a player registers, deposits through the sandbox payment page and sees the balance', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(90_000);
  const problems = headerWatch(page, merchant.code);
  await registerMember(page, t, merchant, sandbox);
  const token = (await storedSession(page))!.token;
  const channel = merchant.payments[0]!;
  const deposit = Math.min(channel.max, Math.max(channel.min, merchant.withdrawal.min * 2));
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('radio', { name: channel.title })).toBeChecked();
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
