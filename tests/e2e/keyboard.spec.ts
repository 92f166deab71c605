/**
 * Keyboard-only journeys (issue 31: a player who cannot use a touch screen or a mouse): every step below is a key
 * press. A guest logs in (by username, or where players register by mobile alone by number, SMS code and the
 * security check), opens the side menu and closes it, and searches a game; a member deposits through the payment
 * page and launches a game. Focus is where a keyboard player expects it at each step (into a dialog when it
 * opens, back to what opened it when it closes).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  apiMember,
  captchaAnswer,
  field,
  humanCheck,
  signedInMember,
  smsCode,
  storedSession,
} from './account.helpers.ts';
import { depositWithin, methodName, pattern } from './api.helpers.ts';

/**
 * Presses Tab (or Shift+Tab, back up the page) until `target` has focus, at most `max` presses, as a keyboard player
 * moves through the page.
 */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by Tab within ${max} presses`).toBeFocused();
}

test(
  'log in, open and close the side menu, and search a game, with the keyboard only',
  { tag: '@every-merchant' },
  async ({ page, t, merchant, sandbox }) => {
    test.skip(!merchant.whitelabel.registerByUsername, 'the member logs in by username');
    const member = await apiMember(sandbox, merchant);
    await page.goto('/m/login');
    const usernameTab = page.getByRole('button', { name: await t('account.method.username'), exact: true });
    if ((await usernameTab.getAttribute('aria-pressed')) !== 'true') {
      await tabTo(page, usernameTab);
      await page.keyboard.press('Enter');
    }
    const username = page.getByLabel(await t('account.field.username'), { exact: true });
    await tabTo(page, username);
    await page.keyboard.type(member.username);
    await tabTo(page, page.getByLabel(await t('account.field.password'), { exact: true }));
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByTestId('balance')).toBeVisible();

    // The side menu: opened by Enter on its button, focus inside; Escape closes it and focus goes back.
    const menuButton = page
      .getByRole('banner')
      .getByRole('button', { name: await t('shell.menu'), exact: true });
    // Home's focus is on the screen after the login: the header is back up the page.
    await tabTo(page, menuButton, { back: true });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: await t('shell.menu') });
    await expect(menu).toBeVisible();
    await expect
      .poll(() => menu.evaluate((el) => el.contains(document.activeElement)), {
        message: 'focus in the menu',
      })
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    // The search popup: a term typed and sent with Enter, results listed; Escape closes it, focus goes back.
    const searchButton = page.getByRole('button', { name: await t('lobby.search.placeholder') });
    await tabTo(page, searchButton);
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: await t('lobby.search.title') });
    const box = popup.getByLabel(await t('lobby.search.placeholder'));
    await tabTo(page, box);
    await page.keyboard.type('a');
    await page.keyboard.press('Enter');
    await expect(popup.getByTestId('search-results').getByRole('listitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(searchButton).toBeFocused();
  },
);

test(
  'log in by mobile number, SMS code and the security check, with the keyboard only',
  { tag: '@every-merchant' },
  async ({ page, t, merchant, sandbox }) => {
    test.skip(
      merchant.whitelabel.registerByUsername || !merchant.whitelabel.MOBILEVERCODELOGIN3,
      'players register by username here: the username login above is their journey',
    );
    const member = await apiMember(sandbox, merchant);
    const mobile = member.mobile!;
    // Registering sent the number a code; this login asks for the next one at once.
    await sandbox.releaseSms(mobile);
    await page.goto('/m/login');
    const mobileTab = page.getByRole('button', { name: await t('account.method.mobile'), exact: true });
    if ((await mobileTab.getAttribute('aria-pressed')) !== 'true') {
      await tabTo(page, mobileTab);
      await page.keyboard.press('Enter');
    }
    await tabTo(page, await field(page, t, 'account.field.mobileNum'));
    await page.keyboard.type(mobile);

    // Get code opens the security check: focus goes into it, its answer is typed and confirmed with Enter; once the code
    // is sent, focus is on the code's field (the button, counting down, is disabled).
    const getCode = page.getByRole('button', { name: await t('account.sms.get') });
    await tabTo(page, getCode);
    await page.keyboard.press('Enter');
    const check = await humanCheck(page, t);
    await expect(check).toBeVisible();
    await expect
      .poll(() => check.evaluate((el) => el.contains(document.activeElement)), {
        message: 'focus in the check',
      })
      .toBe(true);
    const image = check.getByRole('button', { name: await t('account.captcha.refresh') });
    await expect(image).toHaveAttribute('data-challenge', /.+/);
    const answer = await captchaAnswer(sandbox, (await image.getAttribute('data-challenge'))!);
    await tabTo(page, check.getByRole('textbox', { name: await t('account.captcha.label') }));
    await page.keyboard.type(answer);
    await page.keyboard.press('Enter');
    await expect(check).toHaveCount(0);
    await expect(page.getByText(await t('in_sms_send'))).toBeVisible();
    const code = await field(page, t, 'account.field.verificationCode');
    await expect(code).toBeFocused();
    await page.keyboard.type(await smsCode(sandbox, mobile));
    // The login form's own captcha, where the gateway asks for one.
    const captcha = await field(page, t, 'account.captcha.label');
    if (await captcha.isVisible()) {
      const refresh = page.getByRole('button', { name: await t('account.captcha.refresh') });
      await expect(refresh).toHaveAttribute('data-challenge', /.+/);
      await tabTo(page, captcha);
      await page.keyboard.type(await captchaAnswer(sandbox, (await refresh.getAttribute('data-challenge'))!));
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByTestId('balance')).toBeVisible();
    expect((await storedSession(page))?.userName).toBe(member.username);
  },
);

test('deposit through the payment page and launch a game, with the keyboard only', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(60_000);
  await signedInMember(page, merchant, sandbox);
  const channel = merchant.payments[0]!;
  const deposit = depositWithin(channel, merchant.withdrawal.min * 2);

  // The header's Deposit, then the form: the first channel is chosen, the amount typed and sent with Enter.
  await expect(page.getByRole('banner').getByTestId('balance')).toBeVisible();
  await tabTo(
    page,
    page.getByRole('banner').getByRole('link', { name: await t('nav.deposit'), exact: true }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expect(page.getByRole('radio', { name: methodName(merchant, channel) })).toBeChecked();
  await tabTo(page, await field(page, t, 'wallet.amount.label'));
  await page.keyboard.type(String(deposit));
  await page.keyboard.press('Enter');
  // The sandbox payment page: its Pay button reached by Tab.
  await expect(page).toHaveURL(/\/wps\/pay\/sandbox\?/);
  await tabTo(page, page.getByRole('button', { name: 'Pay now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
    await pattern(t, 'wallet.deposit.paid', {}, { orderNo: 'D[0-9A-Z]{10,30}' }),
  );

  // Home's game list: a tile reached by Tab opens the game with Enter.
  await page.goto('/m/home');
  const tile = page
    .getByRole('region', { name: await t('lobby.games.all') })
    .getByTestId('home-games')
    .getByRole('button')
    .first();
  const name = await tile.locator('span').first().textContent();
  await tabTo(page, tile, { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wps\/game\/play\?ticket=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
});
