/**
 * Recent games are real (issue 28, spec section 7 "add recent" on every launch): a player launches two games from a
 * game list, and the search popup's recent games list the last one first, then the one before. Before a search the
 * popup also shows the most played games (the spec's populars call).
 */
import { expect, test } from '../fixtures.ts';
import { callAs } from './api.helpers.ts';
import { freshAccount } from './issue28.helpers.ts';

test('launch two games: the search popup lists the last launched first', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  await freshAccount(page, sandbox, merchant);
  const { games } = await callAs<{ games: { gameName: string; isGameH5: string }[] }>(
    sandbox,
    null,
    'gameList',
    {
      gameType: 'RNG',
      pageNo: '1',
      pageSize: '30',
    },
  );
  const [a, b] = games.filter((g) => g.isGameH5 !== 'VASSALAGE');
  for (const g of [a!, b!]) {
    await page.goto('/m/gameList?gameType=RNG');
    await page.getByRole('button', { name: g.gameName }).first().click();
    await expect(page).toHaveURL(/\/wps\/game\/play/);
  }
  await page.goto('/m/home');
  await page.getByRole('button', { name: await t('lobby.search.placeholder') }).click();
  const popup = page.getByRole('dialog', { name: await t('lobby.search.title') });
  const recent = popup.getByTestId('recent-games').getByRole('button');
  await expect(recent).toHaveCount(2);
  await expect(recent.nth(0)).toContainText(b!.gameName);
  await expect(recent.nth(1)).toContainText(a!.gameName);
});

test('the search popup shows the most played games to a guest before a search, as the gateway ranks them', async ({
  page,
  t,
  sandbox,
}) => {
  const { list } = await callAs<{ list: { gameName: string }[] }>(sandbox, null, 'populars', {
    limitNum: '9',
  });
  expect(list.length).toBeGreaterThan(0);
  await page.goto('/m/home');
  await page.getByRole('button', { name: await t('lobby.search.placeholder') }).click();
  const popup = page.getByRole('dialog', { name: await t('lobby.search.title') });
  await expect(popup.getByRole('heading', { name: await t('games.search.popular') })).toBeVisible();
  const tiles = popup.getByTestId('popular-games').getByRole('button');
  await expect(tiles).toHaveCount(list.length);
  for (const [i, g] of list.entries()) await expect(tiles.nth(i)).toContainText(g.gameName);
});
