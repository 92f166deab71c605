import { test, expect } from '../fixtures.ts';
import { dividerAfter, downloadShown, rewardText, sideMenuItems } from './shell-helpers.ts';

/* Header, bottom menu, side menu, referral offer and footer, with expectations read from the merchant's config. */

test.describe('home header', () => {
  test('shows the logo, flag and menu buttons, guest actions and the top menu', async ({
    page,
    merchant,
    t,
  }) => {
    await page.goto('/m/home');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('img', { name: merchant.brandName })).toBeVisible();
    await expect(banner.getByRole('button', { name: await t('shell.region') })).toBeVisible();
    await expect(banner.getByRole('button', { name: await t('shell.menu'), exact: true })).toBeVisible();
    const account = banner.getByRole('navigation', { name: await t('shell.accountMenu') });
    await expect(account.getByRole('link', { name: await t('nav.login') })).toBeVisible();
    await expect(account.getByRole('link', { name: await t('nav.register') })).toBeVisible();
    const top = banner.getByRole('navigation', { name: await t('shell.topMenu') });
    await expect(top.getByRole('link', { name: await t('nav.home') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(top.getByRole('button', { name: await t('nav.customerService') })).toBeVisible();
    await expect(top.getByRole('button', { name: await t('nav.speedTest') })).toHaveCount(
      merchant.whitelabel.speedTest ? 1 : 0,
    );
  });

  test('shows the download button on home pages only, when enabled with a link', async ({
    page,
    merchant,
    t,
  }) => {
    const shown = downloadShown(merchant);
    for (const path of ['/m/home', '/m/index', '/']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('link', { name: await t('shell.download') })).toHaveCount(shown ? 1 : 0);
    }
    await page.goto('/m/feedback');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: await t('shell.download') })).toHaveCount(0);
  });
});

test.describe('bottom menu', () => {
  test('has five items, the current one marked, invite opening the referral offer', async ({
    page,
    merchant,
    t,
  }) => {
    await page.goto('/m/home');
    const nav = page.getByRole('navigation', { name: await t('shell.mainMenu') });
    await expect(nav.getByRole('listitem')).toHaveCount(5);
    for (const id of ['nav.home', 'nav.promotion', 'nav.deposit', 'nav.members'])
      await expect(nav.getByRole('link', { name: await t(id) })).toBeVisible();
    await expect(nav.getByRole('link', { name: await t('nav.home') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: await t('nav.promotion') })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    await nav.getByRole('button', { name: await t('nav.invite') }).click();
    const dialog = page.getByRole('dialog', { name: await t('referral.title') });
    await expect(dialog).toBeVisible();
    const lang = merchant.defaultLang;
    await expect(dialog).toContainText(
      await t('referral.offer', { count: merchant.referral.invitees, reward: rewardText(merchant, lang) }),
    );
    await expect(dialog).toContainText(rewardText(merchant, lang));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('promotion goes to /m/activity', async ({ page, t }) => {
    await page.goto('/m/home');
    await page
      .getByRole('navigation', { name: await t('shell.mainMenu') })
      .getByRole('link', { name: await t('nav.promotion') })
      .click();
    await expect(page).toHaveURL(/\/m\/activity$/);
  });
});

test.describe('side menu', () => {
  test('lists the items the merchant turns on, in the spec order, with dividers', async ({
    page,
    merchant,
    t,
  }) => {
    await page.goto('/m/home');
    await page.getByRole('button', { name: await t('shell.menu'), exact: true }).click();
    const menu = page.getByRole('dialog', { name: await t('shell.menu') });
    await expect(menu).toBeVisible();
    const expected = sideMenuItems(merchant, { standalone: false });
    const items = menu.getByTestId('side-menu-items').getByRole('listitem');
    await expect(items).toHaveCount(expected.length);
    for (const [i, item] of expected.entries()) {
      const label = item.label ?? (await t(item.labelId));
      await expect(items.nth(i), item.id).toContainText(label);
    }
    await expect(menu.locator('[data-divider]')).toHaveCount(dividerAfter(expected.length).length);
    const gifts = expected.filter((i) => i.gift).length;
    await expect(menu.getByRole('img', { name: await t('menu.gift') })).toHaveCount(gifts);
    // Guests see the way in.
    for (const id of ['menu.login', 'menu.register', 'menu.forget'])
      await expect(menu.getByRole('link', { name: await t(id), exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: await t('menu.logout') })).toHaveCount(0);
  });

  test('closes with its button, Escape and a tap on the mask', async ({ page, t }) => {
    await page.goto('/m/home');
    const open = page.getByRole('button', { name: await t('shell.menu'), exact: true });
    const menu = page.getByRole('dialog', { name: await t('shell.menu') });
    await open.click();
    await menu.getByRole('button', { name: await t('shell.closeMenu') }).click();
    await expect(menu).toHaveCount(0);
    await expect(open).toBeFocused();
    await open.click();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await open.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(10, 300);
    await expect(menu).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('shows the age notice, licences and copyright', async ({ page, merchant, t }) => {
    await page.goto('/m/home');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(await t('footer.age', { age: merchant.ageLimit }));
    for (const l of merchant.footer.licences)
      await expect(footer.getByRole('img', { name: l.name })).toBeVisible();
    const end = merchant.footer.copyrightEndYear ?? new Date().getFullYear();
    await expect(footer).toContainText(
      await t('footer.copyright', {
        start: merchant.footer.copyrightStartYear,
        end,
        brand: merchant.brandName,
      }),
    );
  });
});
