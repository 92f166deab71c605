import { test, expect, TERMS_AGREED_KEY } from '../fixtures.ts';
import { loginByUsername, signedInMember } from './account.helpers.ts';
import { maskedBalance, rewardText } from './shell-helpers.ts';

/*
 * The shell for a real member (type 0): header account strip, side menu, invite link, and the way back from
 * login to the page a guest was sent away from. Members are registered through the app's own form.
 */

test.describe('member shell', () => {
  test('header shows the account and balance; the mask choice sticks; side menu offers sign-out', async ({
    page,
    merchant,
    t,
    sandbox,
  }) => {
    const creds = await signedInMember(page, merchant, sandbox);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: creds!.username })).toHaveAttribute(
      'href',
      '/m/member/home',
    );
    const balance = banner.getByTestId('balance');
    await expect(balance).toContainText(merchant.currency.symbol);
    // #,##0.00 in the page language's digits by default: as many decimals as the merchant's currency.format says.
    const decimals = merchant.currency.format?.decimals ?? 2;
    const after =
      merchant.currency.format?.symbolPosition === 'after' ? `\\s?${merchant.currency.symbol}` : '';
    await expect(balance).toHaveText(
      new RegExp(decimals ? `\\p{Nd}[.,]\\p{Nd}{${decimals}}${after}$` : `\\p{Nd}${after}$`, 'u'),
    );
    await banner.getByRole('button', { name: await t('balance.hide') }).click();
    await expect(balance).toHaveText(maskedBalance(merchant));
    await page.reload();
    await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(maskedBalance(merchant));

    await page.getByRole('button', { name: await t('shell.menu'), exact: true }).click();
    const menu = page.getByRole('dialog', { name: await t('shell.menu') });
    await expect(menu).toContainText(creds!.username);
    await expect(menu.getByTestId('balance')).toHaveText(maskedBalance(merchant));
    await expect(menu.getByRole('button', { name: await t('menu.logout') })).toBeVisible();
    await expect(menu.getByRole('link', { name: await t('menu.login'), exact: true })).toHaveCount(0);

    // The invite offer now carries the player's own link.
    await page.keyboard.press('Escape');
    await page
      .getByRole('navigation', { name: await t('shell.mainMenu') })
      .getByRole('button', { name: await t('nav.invite') })
      .click();
    const invite = page.getByRole('dialog', { name: await t('referral.title') });
    // The offer as the merchant's resolved catalogue words it, with the reward in the merchant's money format.
    await expect(invite).toContainText(
      await t('referral.offer', {
        count: merchant.referral.invitees,
        reward: rewardText(merchant, merchant.defaultLang),
      }),
    );
    await expect(invite.getByRole('textbox', { name: await t('referral.link') })).toHaveValue(
      /\/m\/register\?/,
    );

    // Member center is open to a real account.
    await page.keyboard.press('Escape');
    await page
      .getByRole('navigation', { name: await t('shell.mainMenu') })
      .getByRole('link', { name: await t('nav.members') })
      .click();
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: await t('route.memberHome') })).toBeVisible();
  });

  test('a guest sent to login comes back to the page asked for', async ({
    page,
    browser,
    clientIp,
    merchant,
    t,
    sandbox,
  }) => {
    const creds = await signedInMember(page, merchant, sandbox);
    // A second browser of the same player: same address, terms already agreed (as the page fixture does).
    const guestContext = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    });
    await guestContext.addInitScript((k) => sessionStorage.setItem(k, '1'), TERMS_AGREED_KEY);
    const guest = await guestContext.newPage();
    await guest.goto('/m/gameRecord?from=e2e');
    await expect(guest).toHaveURL(/\/m\/login\?redirect=/);
    await loginByUsername(guest, t, creds!.username, creds!.password, { sandbox });
    await expect(guest).toHaveURL(/\/m\/gameRecord\?from=e2e$/);
    await guestContext.close();
  });
});

test('free play starts a trial session and comes back home', async ({ page, t }) => {
  await page.goto('/m/home');
  await page.getByRole('link', { name: await t('home.freePlay') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByTestId('balance')).toBeVisible();
  await expect(page.getByRole('link', { name: await t('home.freePlay') })).toHaveCount(0);
});
