import type { Page } from '@playwright/test';
import type { ResolvedConfig } from '@wl/manifest/types';
import { test, expect } from '../fixtures.ts';

/*
 * The app shell against the route table, for every built merchant: each path and alias lands on its screen with
 * the right landmarks and title, guests are gated, unknown paths go home, and back arrows go where the spec says.
 */

/**
 * Spec section 2 (route table and layout rules) and section 6 (which routes need a session), as data written here,
 * not read from the app: every path and alias, whether the header and the bottom menu show, the catalogue id of
 * the title and where the back arrow goes. core/app/src/routes/table.test.ts checks the app's table against the
 * same spec lists.
 */
interface SpecRoute {
  id: string;
  paths: readonly string[];
  /** A guest is sent to log in first. */
  session?: true;
  /** A home page: the brand is the title, no back arrow. */
  home?: true;
  header: boolean;
  bottomMenu: boolean;
  title?: string;
  back: 'home' | 'history';
}

const SPEC_ROUTES: readonly SpecRoute[] = [
  {
    id: 'home',
    paths: ['/m/home', '/', '/m', '/m/index', '/m/index.html'],
    home: true,
    header: true,
    bottomMenu: true,
    back: 'history',
  },
  { id: 'login', paths: ['/m/login'], header: false, bottomMenu: false, title: 'route.login', back: 'home' },
  {
    id: 'register',
    paths: ['/m/register', '/m/register.html'],
    header: false,
    bottomMenu: false,
    title: 'route.register',
    back: 'home',
  },
  {
    id: 'forget',
    paths: ['/m/forget'],
    header: false,
    bottomMenu: false,
    title: 'route.forget',
    back: 'home',
  },
  {
    id: 'changePsw',
    paths: ['/m/changePsw'],
    session: true,
    header: true,
    bottomMenu: false,
    title: 'route.changePsw',
    back: 'history',
  },
  {
    id: 'memberHome',
    paths: ['/m/member/home'],
    session: true,
    header: true,
    bottomMenu: true,
    title: 'route.memberHome',
    back: 'history',
  },
  {
    id: 'voucherCenter',
    paths: ['/m/voucherCenter'],
    session: true,
    header: true,
    bottomMenu: true,
    title: 'route.voucherCenter',
    back: 'history',
  },
  {
    id: 'withdraw',
    paths: ['/m/withdraw'],
    session: true,
    header: true,
    bottomMenu: true,
    title: 'route.withdraw',
    back: 'history',
  },
  {
    id: 'gameRecord',
    paths: ['/m/gameRecord'],
    session: true,
    header: true,
    bottomMenu: true,
    title: 'route.gameRecord',
    back: 'history',
  },
  {
    id: 'rewardCenter',
    paths: ['/m/rewardCenter'],
    session: true,
    header: true,
    bottomMenu: true,
    title: 'route.rewardCenter',
    back: 'history',
  },
  {
    id: 'feedback',
    paths: ['/m/feedback'],
    header: true,
    bottomMenu: true,
    title: 'route.feedback',
    back: 'history',
  },
  {
    id: 'help',
    paths: ['/m/help', '/m/helpDetail'],
    header: false,
    bottomMenu: true,
    title: 'route.help',
    back: 'history',
  },
  { id: 'vip', paths: ['/m/vip'], header: false, bottomMenu: false, title: 'route.vip', back: 'history' },
  {
    id: 'notice',
    paths: ['/m/notice'],
    header: true,
    bottomMenu: false,
    title: 'route.notice',
    back: 'history',
  },
  {
    id: 'activity',
    paths: ['/m/activity'],
    header: true,
    bottomMenu: false,
    title: 'route.activity',
    back: 'home',
  },
  {
    id: 'message',
    paths: ['/m/message'],
    session: true,
    header: false,
    bottomMenu: true,
    title: 'route.message',
    back: 'home',
  },
  {
    id: 'webEmail',
    paths: ['/m/webEmail'],
    session: true,
    header: true,
    bottomMenu: true,
    title: 'route.webEmail',
    back: 'history',
  },
  {
    id: 'gameCenter',
    paths: ['/m/gameCenter', '/m/sports'],
    header: true,
    bottomMenu: true,
    title: 'route.gameCenter',
    back: 'history',
  },
  { id: 'live', paths: ['/m/live'], header: true, bottomMenu: true, title: 'route.live', back: 'history' },
  {
    id: 'esports',
    paths: ['/m/esports'],
    header: true,
    bottomMenu: true,
    title: 'route.gameCenter',
    back: 'history',
  },
  {
    id: 'lott',
    paths: ['/m/lott'],
    header: true,
    bottomMenu: true,
    title: 'route.gameCenter',
    back: 'history',
  },
  {
    id: 'elott',
    paths: ['/m/elott'],
    header: true,
    bottomMenu: true,
    title: 'route.gameCenter',
    back: 'history',
  },
  { id: 'game', paths: ['/m/game'], header: true, bottomMenu: true, title: 'route.game', back: 'history' },
  {
    id: 'gameList',
    paths: ['/m/gameList'],
    header: false,
    bottomMenu: false,
    title: 'route.gameList',
    back: 'history',
  },
  {
    id: 'lottery',
    paths: ['/m/lottery'],
    header: false,
    bottomMenu: false,
    title: 'route.lottery',
    back: 'history',
  },
  {
    id: 'startLottery',
    paths: ['/m/startLottery'],
    session: true,
    header: true,
    bottomMenu: true,
    title: 'route.lottery',
    back: 'history',
  },
  {
    id: 'slotsCenter',
    paths: ['/m/slotsCenter'],
    header: true,
    bottomMenu: false,
    title: 'route.slotsCenter',
    back: 'history',
  },
  { id: 'app', paths: ['/m/app'], header: false, bottomMenu: false, title: 'route.app', back: 'history' },
  { id: 'trail', paths: ['/m/trail'], header: true, bottomMenu: true, title: 'route.trail', back: 'home' },
  {
    id: 'launchGame',
    paths: ['/m/launchGame'],
    session: true,
    header: true,
    bottomMenu: true,
    title: 'route.launchGame',
    back: 'history',
  },
  {
    id: 'salaryContract',
    paths: ['/m/member/agent/getSalaryContract'],
    session: true,
    header: true,
    bottomMenu: true,
    title: 'route.salaryContract',
    back: 'history',
  },
  {
    id: 'dividendContract',
    paths: ['/m/member/agent/getDevidendContract'],
    session: true,
    header: true,
    bottomMenu: true,
    title: 'route.dividendContract',
    back: 'history',
  },
  {
    id: 'hourContract',
    paths: ['/m/member/agent/getHourContract'],
    session: true,
    header: true,
    bottomMenu: true,
    title: 'route.hourContract',
    back: 'history',
  },
];

const loginRedirect = (path: string) =>
  new RegExp(`/m/login\\?redirect=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

type T = (id: string, values?: Record<string, string | number>) => Promise<string>;

async function openMenuLink(page: Page, t: T, labelId: string): Promise<void> {
  await page.getByRole('button', { name: await t('shell.menu'), exact: true }).click();
  await page
    .getByRole('dialog', { name: await t('shell.menu') })
    .getByRole('link', { name: await t(labelId), exact: true })
    .click();
}

function describeRow(r: SpecRoute): string {
  return `${r.id} (${r.paths.join(', ')})`;
}

/** One path of a row, loaded as a deep link: a guest's landing, with the row's title, header and bottom menu. */
async function landsOnItsScreen(
  page: Page,
  merchant: ResolvedConfig,
  t: T,
  row: SpecRoute,
  path: string,
): Promise<void> {
  await page.goto(path);
  if (row.session) {
    // A guest is sent to login, with the way back.
    await expect(page).toHaveURL(loginRedirect(path));
    await expect(page.getByRole('heading', { level: 1, name: await t('route.login') })).toBeVisible();
    return;
  }
  if (row.id === 'trail') {
    // Free play starts a trial session at once and replaces the route with home (spec section 2). The next row is
    // a guest's again: the trial session is dropped.
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
    return;
  }
  const main = page.getByRole('main');
  await expect(main, `${path} main`).toBeVisible();
  const mainMenu = page.getByRole('navigation', { name: await t('shell.mainMenu') });
  if (row.home) {
    await expect(page).toHaveTitle(merchant.brandName);
    await expect(page.getByRole('banner').getByRole('img', { name: merchant.brandName })).toBeVisible();
  } else {
    const title = await t(row.title!);
    await expect(page).toHaveTitle(`${title} - ${merchant.brandName}`);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: await t('shell.back'), exact: true })).toBeVisible();
  }
  await expect(page.getByRole('banner'), `${path} header`).toHaveCount(row.header ? 1 : 0);
  await expect(mainMenu, `${path} bottom menu`).toHaveCount(row.bottomMenu ? 1 : 0);
  if (!row.header) {
    // The compact title bar lives inside main.
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  }
}

/**
 * The table's rows, a few to a test: each path is still its own page load (a deep link), but one browser context
 * serves several rows, so the suite does not pay a fresh context and a cold cache for every row.
 */
const ROWS_PER_TEST = 6;
const ROW_GROUPS = Array.from({ length: Math.ceil(SPEC_ROUTES.length / ROWS_PER_TEST) }, (_, i) =>
  SPEC_ROUTES.slice(i * ROWS_PER_TEST, (i + 1) * ROWS_PER_TEST),
);

test.describe('routes', () => {
  for (const rows of ROW_GROUPS) {
    test(`${rows.map((r) => r.id).join(', ')} land on their screens with the table's landmarks`, async ({
      page,
      merchant,
      t,
    }) => {
      for (const row of rows)
        await test.step(describeRow(row), async () => {
          for (const path of row.paths) await landsOnItsScreen(page, merchant, t, row, path);
        });
    });
  }

  test('an unknown path falls back to /m/home', async ({ page }) => {
    await page.goto('/m/no-such-screen?x=1');
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/elsewhere/deep/link');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a guest opening a session route logs in first and keeps the query', async ({ page }) => {
    await page.goto('/m/withdraw?from=test&x=1');
    await expect(page).toHaveURL(loginRedirect('/m/withdraw?from=test&x=1'));
  });
});

test.describe('back arrow', () => {
  /** How a guest reaches each back-to-home screen in the app, starting on a screen whose back is "one step". */
  const reach: Record<string, (page: Page, t: T) => Promise<void>> = {
    login: async (page, t) => openMenuLink(page, t, 'menu.login'),
    register: async (page, t) => openMenuLink(page, t, 'menu.register'),
    forget: async (page, t) => openMenuLink(page, t, 'menu.forget'),
    activity: async (page, t) =>
      page
        .getByRole('navigation', { name: await t('shell.mainMenu') })
        .getByRole('link', { name: await t('nav.promotion') })
        .click(),
  };

  // Trail leaves for home as soon as the trial session exists, so its back arrow is never on screen to tap; its back
  // target is checked against the route table in core/app/src/routes/table.test.ts.
  for (const row of SPEC_ROUTES.filter((r) => r.back === 'home' && !r.session && reach[r.id])) {
    test(`${row.id} goes back to home, not one step back`, async ({ page, t }) => {
      await page.goto('/m/feedback');
      await reach[row.id]!(page, t);
      await expect(page).toHaveURL(new RegExp(`${row.paths[0]}$`));
      await page.getByRole('button', { name: await t('shell.back'), exact: true }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
    });
  }

  test('elsewhere it goes back one step', async ({ page, t }) => {
    await page.goto('/m/activity');
    await page.getByRole('button', { name: await t('shell.menu'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: await t('menu.feedback') })
      .click();
    await expect(page).toHaveURL(/\/m\/feedback$/);
    await page.getByRole('button', { name: await t('shell.back'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
  });

  test('with no step to go back to it goes home', async ({ page, t }) => {
    await page.goto('/m/notice');
    await page.getByRole('button', { name: await t('shell.back'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
