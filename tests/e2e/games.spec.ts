/**
 * Games (issue 12): the category screen, its filter and infinite scroll, the search popup and its history, the
 * favourites and the launch, as a guest and as a member, on every merchant. Expected lists come from the gateway's
 * catalogue asked with the spec's presets (section 4), never from the app's own rules.
 */
import type { Page } from '@playwright/test';
import { calls, type CallName } from '@wl/contract';
import { expect, test, type Sandbox } from '../fixtures.ts';
import { signedInMember, storedSession, type T } from './account.helpers.ts';
import { acknowledgeFirstBetInfo, depositWithin, merchantMoney, paidDeposit } from './api.helpers.ts';

interface GamePage {
  games: { nodeId: string; gameName: string; displayName: string; vendorCode: string; isGameH5: string }[];
  totalCount: number;
  totalPages: number;
}

/** A call of the table (as a guest, or as the player with `token`). */
async function api<V>(sandbox: Sandbox, name: CallName, input: Record<string, unknown> = {}, token?: string) {
  const c = calls[name];
  const query =
    c.method === 'GET'
      ? `?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}`
      : '';
  const r = await sandbox.call<{ success: boolean; value: V }>(
    c.method,
    `${c.path}${query}`,
    c.method === 'GET' ? undefined : input,
    { moduleId: c.moduleId, ...(token ? { token } : {}) },
  );
  expect(r.json?.success, `${name} answered ${JSON.stringify(r.json)}`).toBe(true);
  return r.json.value;
}

const list = (sandbox: Sandbox, q: Record<string, unknown>) =>
  api<GamePage>(sandbox, 'gameList', { platform: 'html5', pageNo: 1, pageSize: 30, ...q });

/** Spec section 4's presets and section 2's select-bar rule, as the tabs of /m/gameList. */
const TABS: { id: string; label: string; query: Record<string, string>; selectBar: boolean }[] = [
  { id: 'RNG', label: 'games.tab.RNG', query: { gameType: 'RNG' }, selectBar: true },
  { id: 'FISH', label: 'games.tab.FISH', query: { gameType: 'FISH' }, selectBar: true },
  { id: 'PVP', label: 'games.tab.PVP', query: { gameType: 'PVP' }, selectBar: true },
  { id: 'BINGO', label: 'games.tab.BINGO', query: { gameType: 'RNG', gameClassify: 'BG' }, selectBar: false },
  { id: 'BGS', label: 'games.tab.BGS', query: { gameType: '', gameClassify: 'Crash' }, selectBar: true },
  { id: 'JILI', label: 'games.tab.JILI', query: { gameType: '', vassalage: 'JILI' }, selectBar: false },
  { id: 'TF', label: 'games.tab.TF', query: { gameType: 'SPORTS', vassalage: 'TF' }, selectBar: false },
];

const grid = (page: Page) => page.getByTestId('game-grid');
const tiles = (page: Page) => grid(page).getByRole('listitem');
const countText = (t: T, shown: number, total: number) => t('games.count', { shown, total });

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test.describe('as a guest', () => {
  test('each category tab lists its preset; the select bar is hidden for BINGO, TF and JILI', async ({
    page,
    t,
    sandbox,
  }) => {
    // The gateway's answers first (the presets of spec section 4), then the screen.
    const answers = await Promise.all(TABS.map((tab) => list(sandbox, tab.query)));
    await page.goto('/m/gameList?gameType=RNG');
    const nav = page.getByRole('navigation', { name: await t('games.tabs') });
    for (const [i, tab] of TABS.entries()) {
      const expected = answers[i]!;
      await nav.getByRole('link', { name: await t(tab.label), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`gameType=${tab.id}$`));
      await expect(nav.getByRole('link', { name: await t(tab.label), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const shown = Math.min(30, expected.totalCount);
      await expect(page.getByTestId('game-count')).toHaveText(await countText(t, shown, expected.totalCount));
      await expect(tiles(page)).toHaveCount(shown);
      await expect(tiles(page).first()).toContainText(expected.games[0]!.gameName);
      await expect(page.getByRole('group', { name: await t('games.select') })).toHaveCount(
        tab.selectBar ? 1 : 0,
      );
      // The filter panel is for RNG only.
      await expect(page.getByRole('button', { name: await t('games.filter.open') })).toHaveCount(
        tab.id === 'RNG' ? 1 : 0,
      );
    }
  });

  test('infinite scroll pages the slots 30 at a time, appending', async ({ page, t, sandbox }) => {
    const all = await list(sandbox, { gameType: 'RNG' });
    expect(all.totalPages).toBeGreaterThan(2);
    const pages: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(calls.gameList.path))
        pages.push(new URL(r.url()).searchParams.get('pageNo') ?? '');
    });
    await page.goto('/m/gameList?gameType=RNG');
    await expect(page.getByTestId('game-count')).toHaveText(await countText(t, 30, all.totalCount));
    const first = await tiles(page).first().textContent();
    await scrollToEnd(page);
    await expect(page.getByTestId('game-count')).toHaveText(await countText(t, 60, all.totalCount));
    await expect(tiles(page)).toHaveCount(60);
    await expect(tiles(page).first()).toHaveText(first!);
    const second = await list(sandbox, { gameType: 'RNG', pageNo: 2 });
    await expect(tiles(page).nth(30)).toContainText(second.games[0]!.gameName);
    await scrollToEnd(page);
    await expect(page.getByTestId('game-count')).toHaveText(await countText(t, 90, all.totalCount));
    expect(pages).toEqual(['1', '2', '3']);
  });

  test('the RNG filter narrows by vendor, minimum bet and lines', async ({ page, t, sandbox }) => {
    const vendors = (
      await api<{ list: { vendorCode: string; displayName: string; gameType: string }[] }>(sandbox, 'vendors')
    ).list.filter((v) => v.gameType === 'RNG');
    // The first combination of the spec's options that narrows a vendor's list without emptying it.
    let pick:
      { vendor: (typeof vendors)[number]; minBet: number; minLine: number; total: number } | undefined;
    search: for (const vendor of vendors)
      for (const minBet of [0.05, 0.1, 0.5, 0.75])
        for (const minLine of [20, 15, 10, 21]) {
          const [narrow, whole] = await Promise.all([
            list(sandbox, { gameType: 'RNG', vassalage: vendor.vendorCode, minBet, minLine }),
            list(sandbox, { gameType: 'RNG', vassalage: vendor.vendorCode }),
          ]);
          if (narrow.totalCount > 0 && narrow.totalCount < whole.totalCount) {
            pick = { vendor, minBet, minLine, total: narrow.totalCount };
            break search;
          }
        }
    expect(pick, 'a filter that narrows the list').toBeDefined();
    await page.goto('/m/gameList?gameType=RNG');
    await page.getByRole('button', { name: await t('games.filter.open') }).click();
    const panel = page.getByRole('dialog', { name: await t('games.filter.title') });
    await panel.getByLabel(await t('games.filter.vendor')).selectOption({ label: pick!.vendor.displayName });
    await panel.getByLabel(await t('games.filter.minBet')).selectOption(String(pick!.minBet));
    await panel.getByLabel(await t('games.filter.lines')).selectOption(String(pick!.minLine));
    await panel.getByRole('button', { name: await t('games.filter.apply') }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('game-count')).toHaveText(
      await countText(t, Math.min(30, pick!.total), pick!.total),
    );
    for (const text of await tiles(page).allTextContents()) expect(text).toContain(pick!.vendor.displayName);
    await expect(page.getByRole('button', { name: await t('games.filter.open') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('search popup: results with count, history re-run and remove, kept on the device', async ({
    page,
    t,
    sandbox,
  }) => {
    const rng = await list(sandbox, { gameType: 'RNG' });
    const [a, b] = [rng.games[0]!.gameName.split(' ')[0]!, rng.games[1]!.gameName.split(' ').pop()!];
    expect(a).not.toBe(b);
    const count = async (term: string) =>
      (await list(sandbox, { gameType: 'RNG', gameName: term, pageSize: 9 })).totalCount;
    await page.goto('/m/home');
    await page.getByRole('button', { name: await t('lobby.search.placeholder') }).click();
    const popup = page.getByRole('dialog', { name: await t('lobby.search.title') });
    await expect(popup.getByText(await t('games.search.recentGuest'))).toBeVisible();
    const input = popup.getByRole('searchbox', { name: await t('lobby.search.placeholder') });
    await input.fill(`  ${a}  `);
    await input.press('Enter');
    const title = popup.getByRole('heading', { level: 3 }).filter({ hasText: '“' });
    await expect(title).toHaveText(await t('games.search.results', { term: a, count: await count(a) }));
    await input.fill(b);
    await expect(title).toHaveText(await t('games.search.results', { term: b, count: await count(b) }));
    const rerun = (term: string) => t('games.search.rerun', { term });
    await popup.getByRole('button', { name: await rerun(a) }).click();
    await expect(input).toHaveValue(a);
    await expect(title).toHaveText(await t('games.search.results', { term: a, count: await count(a) }));
    await popup.getByRole('button', { name: await t('games.search.remove', { term: b }) }).click();
    await expect(popup.getByRole('button', { name: await rerun(b) })).toHaveCount(0);
    // Kept on the device: a new visit still lists the remaining term.
    await page.reload();
    await page.getByRole('button', { name: await t('lobby.search.placeholder') }).click();
    await expect(popup.getByRole('button', { name: await rerun(a) })).toBeVisible();
    await expect(popup.getByRole('button', { name: await rerun(b) })).toHaveCount(0);
  });

  test('launching a game and tapping its heart send a guest to login and back', async ({
    page,
    t,
    sandbox,
  }) => {
    const game = (await list(sandbox, { gameType: 'FISH' })).games[0]!;
    await page.goto('/m/gameList?gameType=FISH');
    const back = encodeURIComponent('/m/gameList?gameType=FISH');
    await grid(page).getByRole('button', { name: game.gameName }).first().click();
    await expect(page).toHaveURL(`/m/login?redirect=${back}`);
    await page.goBack();
    await grid(page)
      .getByRole('button', { name: await t('games.fav.add', { name: game.gameName }) })
      .first()
      .click();
    await expect(page).toHaveURL(`/m/login?redirect=${back}`);
    // The favourites screen (select type FAV) is for members only.
    await page.goto('/m/gameList?gameType=FAV');
    await expect(page).toHaveURL(`/m/login?redirect=${encodeURIComponent('/m/gameList?gameType=FAV')}`);
  });
});

test('member: favourite a game (FAV tab, favourites screen), play it, the header balance moves by stakes and wins', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(90_000);
  await signedInMember(page, merchant, sandbox);
  const token = (await storedSession(page))!.token;
  const channel = merchant.payments[0]!;
  const deposit = depositWithin(channel, 200);
  await paidDeposit(page, sandbox, token, deposit);
  await page.goto('/m/home');
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(
    await merchantMoney(page, merchant, deposit),
  );

  // --- Favourite the first slot: saved for 1 s, then under FAV and on the favourites screen.
  const game = (await list(sandbox, { gameType: 'RNG' })).games.find((g) => g.isGameH5 === 'H5')!;
  await page.goto('/m/gameList?gameType=RNG');
  await grid(page)
    .getByRole('button', { name: await t('games.fav.add', { name: game.gameName }) })
    .first()
    .click();
  await expect(page.getByText(await t('in_chang_saved'))).toBeVisible();
  await expect(
    grid(page)
      .getByRole('button', { name: await t('games.fav.remove', { name: game.gameName }) })
      .first(),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: await t('games.mode.fav'), exact: true }).click();
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first()).toContainText(game.gameName);
  await page.goto('/m/gameList?gameType=FAV');
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first()).toContainText(game.gameName);

  // --- Launch from the tile (a one-time ticket, no token in the address) and play two rounds.
  await grid(page).getByRole('button', { name: game.gameName }).first().click();
  await expect(page).toHaveURL(/\/wps\/game\/play\?ticket=/);
  expect(page.url()).not.toContain(token);
  await acknowledgeFirstBetInfo(page, merchant);
  const stakes = [1, 2];
  for (const stake of stakes) {
    const before = page.url();
    await page.locator(`input[name="stake"][value="${stake}"]`).check();
    await page.locator('form button[type="submit"]').click();
    // A new round's page (its own round id), in place of the last one (issue 27: rounds stay out of the history).
    await expect(page).toHaveURL(/\/wps\/game\/slot\?round=/);
    await expect(page).not.toHaveURL(before);
  }
  const now = Date.now();
  const rounds = (
    await api<{ list: { stake: number; win: number }[] }>(
      sandbox,
      'gameRecords',
      { startTime: now - 3_600_000, endTime: now + 60_000 },
      token,
    )
  ).list;
  expect(rounds.map((r) => r.stake).sort()).toEqual(stakes);
  const expected = deposit - stakes.reduce((s, x) => s + x, 0) + rounds.reduce((s, r) => s + r.win, 0);
  // "Back to the app" goes back to where the game was opened (issue 27), past none of the rounds; home's header
  // then shows the balance moved by exactly the stakes and wins.
  await page.locator('header a').first().click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=FAV$/);
  await page.goto('/m/home');
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(
    await merchantMoney(page, merchant, expected),
  );
});
