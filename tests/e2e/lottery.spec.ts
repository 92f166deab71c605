/**
 * The sandbox lottery (issue 12, gateway part) on every merchant: a member opens an e-lottery game in the lottery
 * frame page (/m/launchGame with the spec's query: playType, gameId, prize_mode, code), sees its play type and prize
 * mode, places a bet, and finds the header balance moved by exactly the stake and the win and the bet in the betting
 * record. The game comes from the gateway's lottery list; the play type and prize mode follow spec sections 2 and 4
 * (ent when the tile's lottoMode contains Entertainment; e-lottery prize mode when the vendor mapping has an ELOTT
 * entry for TCG_LOTTO_VN or a LOTT vendor); the win is the gateway's own record of the bet.
 */
import { expect, test } from '../fixtures.ts';
import { resolveCompliance } from '@wl/manifest';
import { callAs, depositWithin, merchantMoney, money, pageTag, paidDeposit } from './api.helpers.ts';
import { field, signedInMember, storedSession } from './account.helpers.ts';
import { merchantAmount } from './shell-helpers.ts';
import { lotteryTexts } from '../../core/gateway/src/game/lotteryTexts.ts';

/** The frame page's languages back to the platform codes of the game page's words. */
const CODE_OF_TAG: Record<string, string> = { en: 'EN', tl: 'TY', bn: 'BN' };

test('member: bet in the e-lottery frame; the header balance moves by stake and win; the bet is in the record', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(120_000);
  await signedInMember(page, merchant, sandbox);
  const token = (await storedSession(page))!.token;
  const channel = merchant.payments[0]!;
  const deposit = depositWithin(channel, 200);
  await paidDeposit(page, sandbox, token, deposit);

  // --- The game and its frame address, from the gateway's lists and the spec's rules.
  const { list } = await callAs<{
    list: {
      nodeId: string;
      gameId: string;
      gameName: string;
      gameType: string;
      lottoMode: string;
      gameCode: string;
    }[];
  }>(sandbox, token, 'lotteryList', {});
  const game = list.find((g) => g.gameType === 'ELOTTO')!;
  expect(game, 'an e-lottery game in the lottery list').toBeTruthy();
  const playType = game.lottoMode.includes('Entertainment') ? 'ent' : 'trad';
  const mapping = await callAs<{
    gameCategory: { category: string; vendorNames: { vendorCode: string; gameType: string }[] }[];
  }>(sandbox, null, 'vendorGameTypes', {});
  const elott = mapping.gameCategory.find((c) => c.category === 'ELOTT');
  const prizeMode = elott?.vendorNames.some((v) => v.vendorCode === 'TCG_LOTTO_VN' || v.gameType === 'LOTT')
    ? 'Elott'
    : 'Lott';
  const query = new URLSearchParams({
    playType,
    gameId: game.gameId,
    nodeId: game.nodeId,
    prize_mode: prizeMode,
    code: game.gameCode || 'lobby',
  });
  await page.goto('/m/home');
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(
    await merchantMoney(page, merchant, deposit),
  );
  await page.goto(`/m/launchGame?${query}`);

  // --- The frame: a one-time ticket (no token in its address), the play type and prize mode shown.
  const frameEl = page.locator(`iframe[title="${await t('games.frame.title')}"]`);
  await expect(frameEl).toHaveAttribute('src', /\/wps\/game\/play\?ticket=/);
  const src = (await frameEl.getAttribute('src'))!;
  expect(src).not.toContain(token);
  const u = new URL(src, page.url());
  expect(
    Object.fromEntries(['mui', 'playType', 'prize_mode', 'merchant'].map((k) => [k, u.searchParams.get(k)])),
  ).toEqual({
    mui: '1',
    playType,
    prize_mode: prizeMode,
    merchant: merchant.code,
  });
  const frame = page.frameLocator(`iframe[title="${await t('games.frame.title')}"]`);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(game.gameName);
  const tag = await frame.locator('html').getAttribute('lang');
  const words = lotteryTexts(CODE_OF_TAG[tag ?? 'en'] ?? 'EN');
  await expect(frame.getByTestId('play-type')).toContainText(words.playTypes[playType]);
  await expect(frame.getByTestId('prize-mode')).toContainText(words.prizeModes[prizeMode]);

  // Where the merchant's profile requires responsible-gaming information before the first bet (MT-MGA), the game
  // page opens with it and offers no bet until the player acknowledges it; elsewhere it never shows.
  const info = frame.getByRole('alertdialog');
  if (resolveCompliance(merchant).modules.infoBeforeFirstBet) {
    await expect(info).toBeVisible();
    await expect(frame.getByRole('button', { name: words.bet })).toHaveCount(0);
    await info.getByRole('button').first().click();
  }
  await expect(info).toHaveCount(0);

  // --- One bet: Big (or 3 numbers for a traditional game) for 1.
  if (playType === 'ent') await frame.getByText(words.big).click();
  else for (const n of ['2', '5', '9']) await frame.getByText(n, { exact: true }).click();
  await frame.locator('input[name="stake"][value="1"]').check({ force: true });
  await frame.getByRole('button', { name: words.bet }).click();
  await expect(frame.getByTestId('drawn')).toHaveCount(playType === 'ent' ? 1 : 3);
  const now = Date.now();
  const record = await callAs<{
    list: { roundId: string; gameName: string; gameType: string; stake: number; win: number; net: number }[];
  }>(sandbox, token, 'gameRecords', {
    startTime: String(now - 3_600_000),
    endTime: String(now + 60_000),
    gameType: 'ELOTTO',
  });
  expect(record.list).toHaveLength(1);
  const bet = record.list[0]!;
  expect(bet).toMatchObject({ gameName: game.gameName, gameType: 'ELOTTO', stake: 1 });
  expect([0, 1.9]).toContain(bet.win);
  // The frame says what the bet won as the merchant writes money (currency.format, in the frame's language), or
  // that it won nothing.
  const won = merchantAmount(merchant, tag ?? 'en', bet.win, true);
  if (bet.win > 0) await expect(frame.getByTestId('outcome')).toContainText(won);
  else await expect(frame.getByTestId('outcome')).not.toContainText(merchant.currency.symbol);
  await expect(frame.getByTestId('outcome')).not.toBeEmpty();

  // --- Closing the frame refreshes the wallet: back home through the bottom menu (no reload), the header shows the
  // balance moved by exactly the stake and the win.
  await page.getByRole('button', { name: await t('games.frame.close') }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
  await page
    .getByRole('navigation', { name: await t('shell.mainMenu') })
    .getByRole('link', { name: await t('nav.home') })
    .click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(
    await merchantMoney(page, merchant, deposit - 1 + bet.win),
  );

  // --- The betting record lists the bet under the e-lottery category.
  await page.goto('/m/gameRecord');
  const category = await field(page, t, 'wallet.records.category');
  await category.selectOption({ label: await t('wallet.type.ELOTTO') });
  const rows = page.getByTestId('rounds').getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(game.gameName);
  await expect(rows.first()).toContainText(await money(page, merchant, bet.net));
  await category.selectOption({ label: await t('wallet.type.RNG') });
  await expect(page.getByText(await t('wallet.records.empty'))).toBeVisible();
});

/*
 * The lottery history (the spec's lazy-load map names it; getLott: "latest draw and next draw time of every lottery
 * game"), reached from the lottery list by a guest: one card per game of the gateway's answer, with its issue, its
 * drawn numbers and a countdown to its next draw.
 */
test('guest: the lottery list leads to the latest draw of every lottery game', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  const { list } = await callAs<{
    list: { gameId: string; gameName: string; issue: string; numbers: string[]; nextDrawTime: number }[];
  }>(sandbox, null, 'getLott');
  expect(list.length).toBeGreaterThan(0);
  // The message with any time in its place, in the language's own words around it.
  const [head, tail] = (await t('games.draws.next', { time: '\u0000' })).split('\u0000') as [string, string];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const next = new RegExp(`^${escape(head)}\\S+${escape(tail)}$`);
  await page.goto('/m/lottery');
  await page.getByRole('link', { name: await t('route.lotteryHistory') }).click();
  await expect(page).toHaveURL(/\/m\/lotteryHistory$/);
  await expect(page.getByRole('heading', { level: 1, name: await t('route.lotteryHistory') })).toBeVisible();
  // Issues and numbers in the page language's own digits.
  const nf = new Intl.NumberFormat(await pageTag(page, merchant), { useGrouping: false });
  const digits = (n: string) => (/^\d+$/.test(n) ? nf.format(Number(n)) : n);
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(list.length);
  for (const d of list.slice(0, 3)) {
    const card = cards.filter({
      has: page.getByRole('heading', { level: 3, name: d.gameName, exact: true }),
    });
    await expect(card).toContainText(await t('games.draws.issue', { issue: digits(d.issue) }));
    // The drawn numbers, in order, named for a screen reader; each shown in a ball.
    await expect(
      card.getByRole('list', {
        name: await t('games.draws.numbers', { numbers: d.numbers.map(digits).join(', ') }),
      }),
    ).toBeVisible();
    // A countdown to the next draw ("Next draw in 04:59").
    await expect(card.getByText(next)).toBeVisible();
  }
  // It moves on by itself.
  const countdown = cards.first().getByText(next);
  const before = await countdown.textContent();
  await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(before);
  // Back goes where the player came from.
  await page.getByRole('button', { name: await t('shell.back') }).click();
  await expect(page).toHaveURL(/\/m\/lottery$/);
});
