import type { ResolvedConfig } from '@wl/manifest/types';
import { test, expect, type Sandbox } from '../fixtures.ts';
import { downloadShown, rewardText, trialSession, useSession } from './shell-helpers.ts';

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

type Social = keyof NonNullable<ResolvedConfig['links']['social']>;

/**
 * The spec's "Right-side menu", written out as data: the item order, the rule that shows each item in a browser tab
 * (not an installed app) and which items carry the gift badge. Nothing here is read from the app.
 */
const SPEC_SIDE_MENU: readonly {
  name: string;
  /** The catalogue id of its default label; a social item may show its configured label instead. */
  labelId: string;
  shown: (m: ResolvedConfig) => boolean;
  /** A social item: shown only when its link exists, labelled with its configured label if any. */
  social?: Social;
  gift?: boolean;
}[] = [
  { name: 'deposit', labelId: 'menu.deposit', shown: (m) => m.whitelabel.menu.deposit },
  { name: 'withdraw', labelId: 'menu.withdraw', shown: (m) => m.whitelabel.menu.withdraw },
  { name: 'betting record', labelId: 'menu.bettingRecord', shown: (m) => m.whitelabel.menu.bettingRecord },
  { name: 'reward center', labelId: 'menu.rewardCenter', shown: (m) => m.whitelabel.menu.rewardCenter },
  { name: 'customer service', labelId: 'menu.customerService', shown: () => true },
  // "App download only when not running as an installed app or PWA": these tests run in a browser tab.
  { name: 'app download', labelId: 'menu.app', shown: () => true, gift: true },
  ...(
    [
      ['facebook', true],
      ['twitter', false],
      ['youtube', false],
      ['telegram', true],
      ['telegramGroup', true],
      ['whatsapp', false],
      ['instagram', false],
      ['viber', true],
    ] as const
  ).map(([social, gift]) => ({
    name: social,
    labelId: `menu.${social}`,
    social,
    gift,
    shown: (m: ResolvedConfig) => Boolean(m.links.social?.[social]?.url),
  })),
  { name: 'feedback', labelId: 'menu.feedback', shown: () => true },
  {
    name: 'help center/tutorial',
    labelId: 'menu.tutorial',
    social: 'tutorial',
    shown: (m) => Boolean(m.links.social?.tutorial?.url),
  },
  // Issue 16: the responsible-gaming screen, listed on every merchant (every profile offers the player's own tools).
  { name: 'responsible gaming', labelId: 'menu.responsibleGaming', shown: () => true },
];

/** Spec: "Divider rows appear when more than 3, 6 or 9 items show." */
const dividerCount = (items: number) => [3, 6, 9].filter((n) => items > n).length;

/** Demo accounts the sandbox gateway seeds for every merchant (README, "sandbox gateway"). */
const DEMO_PASSWORD = 'Sandbox123';

async function demoSession(sandbox: Sandbox, username: string) {
  const r = await sandbox.call<{
    value: { token: string; userName: string; type: number; firstTimeLogin: boolean };
  }>('POST', '/wps/session/login', { type: 'username', username, password: DEMO_PASSWORD });
  if (r.status >= 300)
    throw new Error(`login ${username}: HTTP ${r.status} ${JSON.stringify(r.json).slice(0, 200)}`);
  return r.json.value;
}

/**
 * Every kind of visitor the menu serves: the items are the same, only the account links differ, and an agent
 * account also has its way back to the agent centre, after the spec's items (issue 27).
 */
const VISITORS = [
  { kind: 'guest', session: async () => null, agent: false },
  { kind: 'member (type 0)', session: (s: Sandbox) => demoSession(s, 'demo001'), agent: false },
  { kind: 'trial (type 4)', session: (s: Sandbox) => trialSession(s), agent: false },
  { kind: 'agent variant (type 41)', session: (s: Sandbox) => demoSession(s, 'agent041'), agent: true },
] as const;

/** The agent centre entry of an agent account's menu. */
const AGENT_CENTRE: (typeof SPEC_SIDE_MENU)[number] = {
  name: 'agent centre',
  labelId: 'menu.agentCenter',
  shown: () => true,
};

test.describe('side menu', () => {
  for (const visitor of VISITORS)
    test(`lists the items the merchant turns on, in the spec order, with dividers, for a ${visitor.kind}`, async ({
      page,
      merchant,
      sandbox,
      t,
    }) => {
      const session = await visitor.session(sandbox);
      if (session) await useSession(page, merchant, session);
      await page.goto('/m/home');
      await page.getByRole('button', { name: await t('shell.menu'), exact: true }).click();
      const menu = page.getByRole('dialog', { name: await t('shell.menu') });
      await expect(menu).toBeVisible();
      const expected = [
        ...SPEC_SIDE_MENU.filter((i) => i.shown(merchant)),
        ...(visitor.agent ? [AGENT_CENTRE] : []),
      ];
      const items = menu.getByTestId('side-menu-items').getByRole('listitem');
      await expect(items).toHaveCount(expected.length);
      for (const [i, item] of expected.entries()) {
        const label = (item.social && merchant.links.social?.[item.social]?.label) || (await t(item.labelId));
        await expect(items.nth(i), item.name).toContainText(label);
      }
      await expect(menu.locator('[data-divider]')).toHaveCount(dividerCount(expected.length));
      const gifts = expected.filter((i) => i.gift).length;
      await expect(menu.getByRole('img', { name: await t('menu.gift') })).toHaveCount(gifts);
      // Spec: "Guests see login, register and forgot-password links. Members see sign-out."
      for (const id of ['menu.login', 'menu.register', 'menu.forget']) {
        const link = menu.getByRole('link', { name: await t(id), exact: true });
        if (session) await expect(link).toHaveCount(0);
        else await expect(link).toBeVisible();
      }
      const signOut = menu.getByRole('button', { name: await t('menu.logout') });
      if (session) await expect(signOut).toBeVisible();
      else await expect(signOut).toHaveCount(0);
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
    // The mask is the part of the screen the panel leaves free: right of it in a right-to-left language, left of it
    // otherwise. Measured once the panel has slid in (mid-slide, the free side is partly the panel's end place).
    // (The gift badges inside loop forever: only animations that end are waited for.)
    await menu.evaluate((el) =>
      Promise.all(
        el
          .getAnimations({ subtree: true })
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished),
      ),
    );
    const panel = (await menu.boundingBox())!;
    const width = page.viewportSize()!.width;
    const free = panel.x > 20 ? 10 : Math.min(width - 10, panel.x + panel.width + 10);
    expect(free < panel.x || free > panel.x + panel.width).toBe(true);
    await page.mouse.click(free, 300);
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
