import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import type { Language } from '@wl/manifest/languages';
import type { ResolvedConfig } from '@wl/manifest/types';
import { test, expect } from '../fixtures.ts';
import { loginByUsername, registerMember, storedSession, type T } from './account.helpers.ts';
import { callAs, paidDeposit, pageTag } from './api.helpers.ts';
import { merchantsDirOf, repoRoot } from '../merchants.ts';
import { merchantAmount, merchantCount, readCount } from './shell-helpers.ts';

/*
 * Issue 28 section 3 and the encrypted request body, on every merchant: the idle-logout warning (keeping what the
 * player typed), an inbox message for a decided deposit, client error reports, and login/registration bodies
 * encrypted exactly where the manifest's gateway.encryption says the platform requires it.
 */

/** The platform's idle time (the sandbox gateway's session idle timeout) and the warning before it (issue 28). */
const IDLE_MS = 30 * 60_000;
const WARNING_MS = 60_000;

/**
 * The deposit-decision message title in a language: the operator's (merchants/<code>/content/<lang>.json
 * "decisions"), else the gateway seed's (core/gateway/src/member/decisionMessages.ts), else English.
 */
const DEPOSIT_PAID: Record<string, string> = {
  EN: 'Deposit received',
  TY: 'Natanggap ang deposito',
  BN: 'জমা পাওয়া গেছে',
};
function depositPaidTitle(merchant: ResolvedConfig, lang: Language): string {
  const dir = merchantsDirOf(merchant.code) ?? path.join(repoRoot, 'merchants');
  const file = path.join(dir, merchant.code, 'content', `${lang.toLowerCase()}.json`);
  const own = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { decisions?: Record<string, { title: string }> })
        .decisions?.['deposit.paid']?.title
    : undefined;
  return own ?? DEPOSIT_PAID[lang] ?? DEPOSIT_PAID.EN!;
}

const ACCOUNT_CALLS = /\/wps\/(session\/login|member\/register)$/;

/** Every login and registration request the page sends, from now on. */
function accountRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (ACCOUNT_CALLS.test(new URL(r.url()).pathname) && r.method() !== 'GET') seen.push(r);
  });
  return seen;
}

test.describe('idle logout', () => {
  // The page's own requests, bodies included: a request the service worker fetches is reported without its body.
  test.use({ serviceWorkers: 'block' });
  test('warns with a countdown, stays signed in, then signs out and gives back what was typed after login', async ({
    page,
    t,
    merchant,
    sandbox,
  }) => {
    test.slow(); // a fresh member registers through the form first
    await page.clock.install();
    const sent = accountRequests(page);
    const account = await registerMember(page, t as T, merchant, sandbox);
    const token = (await storedSession(page))!.token;
    await page.goto('/m/feedback');
    const text = page.getByLabel(await t('content.feedback.content'), { exact: true });
    const typed = `The cashier page froze at the last step ${Date.now().toString(36)}`;
    await text.fill(typed);
    await text.press('End'); // the player's last key: the idle time starts here

    // A minute before the idle logout: the warning takes focus and says why.
    await page.clock.fastForward(IDLE_MS - WARNING_MS + 1000);
    const warning = page.getByRole('alertdialog', { name: await t('idle.title') });
    await expect(warning).toBeVisible();
    const stay = warning.getByRole('button', { name: await t('idle.stay') });
    await expect(stay).toBeFocused();
    // The time left when it opened: a minute, less the moments the dialog's code takes to load on a slow machine.
    const said = await Promise.all(
      Array.from({ length: 11 }, (_, i) => t('idle.message', { seconds: 60 - i })),
    );
    expect(said).toContain(
      await warning.evaluate(
        (d) => document.getElementById(d.getAttribute('aria-describedby')!)?.textContent,
      ),
    );
    await expect(warning.getByTestId('idle-countdown')).toBeVisible();

    // Stay signed in: refreshed at the gateway, focus back in the text, the text as typed.
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith('/wps/session/refresh') && r.status() === 200,
    );
    await stay.click();
    await refreshed;
    await expect(warning).toBeHidden();
    await expect(text).toBeFocused();
    await expect(text).toHaveValue(typed);

    // The whole idle time again: the warning, then the logout.
    await text.press('End');
    await page.clock.fastForward(IDLE_MS - WARNING_MS + 1000);
    await expect(warning).toBeVisible();
    await page.clock.fastForward(WARNING_MS);
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Ffeedback$/);
    await expect(page.getByText(await t('idle.signedOut', { minutes: 30 }))).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    // Ended at the gateway too, not only forgotten here.
    const after = await sandbox.call('GET', '/wps/wallet/balance', undefined, {
      token,
      moduleId: 'FUNDTRANS3',
    });
    expect(after.status).toBe(401);
    // Nothing secret kept for the way back.
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(account.password);

    await loginByUsername(page, t as T, account.username, account.password, { sandbox });
    await expect(page).toHaveURL(/\/m\/feedback$/);
    await expect(text).toHaveValue(typed);

    // Login and registration went out encrypted exactly where the platform requires it (the manifest says so).
    // (Chromium does not report these fetch bodies to Playwright: the bodies are checked by the unit tests of
    // core/app/src/api/clientEncryption.test.ts and the gateway's refusal of a plain body on such a platform.)
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const r of sent) {
      if (merchant.gateway.encryption)
        expect(r.headers()['encryption']).toMatch(/^RSA-OAEP-256\+A256GCM; kid=[\w.-]+$/);
      else expect(r.headers()['encryption']).toBeUndefined();
    }
  });
});

test.describe('decision messages', () => {
  test('a paid deposit puts a message in the inbox and the badge counts it', async ({
    page,
    t,
    merchant,
    sandbox,
  }) => {
    test.slow(); // a fresh member registers through the form first
    await registerMember(page, t as T, merchant, sandbox);
    const token = (await storedSession(page))!.token;
    const badge = page.getByTestId('unread-badge');
    const tag = async () => pageTag(page, merchant);
    await page.goto('/m/webEmail');
    await expect(page.getByTestId('inbox').getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = (await badge.count()) ? readCount((await badge.textContent()) ?? '', await tag()) : 0;
    const unread = (await callAs<{ unreadCount: number }>(sandbox, token, 'inboxUnreadCount')).unreadCount;

    const amount = merchant.payments[0]!.min;
    await paidDeposit(page, sandbox, token, amount);
    expect((await callAs<{ unreadCount: number }>(sandbox, token, 'inboxUnreadCount')).unreadCount).toBe(
      unread + 1,
    );

    await page.goto('/m/webEmail');
    const title = depositPaidTitle(merchant, merchant.defaultLang);
    const message = page.getByTestId('inbox').getByRole('listitem').filter({ hasText: title }).first();
    await expect(message.getByRole('img', { name: await t('inbox.unreadMark') })).toBeVisible();
    await expect(badge).toHaveText(merchantCount(merchant, await tag(), before + 1));
    await message.getByRole('button', { name: title }).click();
    await expect(message).toContainText(merchantAmount(merchant, await tag(), amount));
  });
});

test.describe('client errors', () => {
  test('a screen that throws sends one scrubbed report the operator can read', async ({
    page,
    t,
    sandbox,
  }) => {
    // The help centre answers something no screen expects: the screen throws while rendering.
    await page.route('**/wps/system/helpCenter*', (route) =>
      route.fulfill({
        json: {
          success: true,
          code: 'OK',
          value: { list: [{ tag: 't', title: 'T', content: '', items: { length: 1 } }] },
        },
      }),
    );
    const reports: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/wps/system/clientError')) reports.push(r);
    });
    const answered = page.waitForResponse((r) => r.url().endsWith('/wps/system/clientError'));
    await page.goto('/m/help?topic=0&email=someone@example.com');
    await expect(page.getByRole('button', { name: await t('error.load_failed') })).toBeVisible();
    expect((await answered).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(reports).toHaveLength(1);
    const report = JSON.parse(reports[0]!.postData()!) as Record<string, string>;
    expect(report).toMatchObject({ kind: 'boundary', route: '/m/help' });
    expect(report.message).toMatch(/^TypeError: /);
    expect(report.build).not.toBe('');
    expect(JSON.stringify(report)).not.toContain('someone@example.com');

    const stored = await sandbox.call<{
      value: { list: { kind: string; route: string; message: string }[] };
    }>('GET', '/__sandbox/errors');
    expect(stored.json.value.list).toContainEqual(
      expect.objectContaining({ kind: 'boundary', route: '/m/help', message: report.message }),
    );
  });
});
