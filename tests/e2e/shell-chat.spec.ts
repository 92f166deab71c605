import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { signedInMember, type T } from './account.helpers.ts';
import { trialSession, useSession } from './shell-helpers.ts';

/* Live chat needs a real account (spec section 6): guests log in first, trial players get free_reject. */

async function openLiveChat(page: Page, t: T): Promise<void> {
  await page.getByRole('button', { name: await t('nav.customerService') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: await t('service.liveChat') })
    .click();
}

test.describe('live chat', { tag: '@every-merchant' }, () => {
  test.beforeEach(({ merchant }) => {
    test.skip(
      !merchant.links.customerService.some((c) => c.csType === 'LIVECHAT'),
      'no live chat configured',
    );
  });

  test('a guest is sent to login and comes back to where they were', async ({ page, t }) => {
    await page.goto('/m/home');
    await openLiveChat(page, t);
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fhome$/);
  });

  // Issue 27: the one trial refusal (was a 1 s toast): free_reject with Cancel and Register now.
  test('a trial player is refused with free_reject', async ({ page, t, merchant, sandbox }) => {
    await useSession(page, merchant, await trialSession(sandbox));
    await page.goto('/m/home');
    await openLiveChat(page, t);
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(await t('free_reject'));
    await alert.getByRole('button', { name: await t('action.cancel') }).click();
    await expect(alert).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a member opens the chat, which learns who they are without the session token', async ({
    page,
    t,
    merchant,
    sandbox,
  }) => {
    await signedInMember(page, merchant, sandbox);
    const link = new URL(merchant.links.customerService.find((c) => c.csType === 'LIVECHAT')!.url);
    // The chat lives on the operator's chat host: stand in for it.
    await page.route(`${link.origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
    );
    await page.goto('/m/home');
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string,
    );
    expect(token).toBeTruthy();
    await openLiveChat(page, t);
    await page.waitForURL((u) => u.origin === link.origin);
    const opened = new URL(page.url());
    if (merchant.whitelabel.CBS3) expect(opened.searchParams.get('visitor')).toMatch(/^[\w-]{16}$/);
    expect(opened.href).not.toContain(token);
  });
});
