/**
 * Lottery results (issue 28, spec section 7: numero, VN numero, recent VN lottery) on the draw results page: the
 * latest Vietnamese regional draws with their special prizes, a game's past draws, and every prize tier of a
 * Vietnamese regional draw. Expected issues and numbers are the gateway's answers, in the page language's digits.
 */
import { expect, test } from '../fixtures.ts';
import { callAs, pageTag } from './api.helpers.ts';

interface VnDraw {
  gameId: string;
  gameName: string;
  issue: string;
  prizes: { tier: string; numbers: string[] }[];
}
interface Draw {
  gameId: string;
  gameName: string;
  vendorCode: string;
  issue: string;
}

test(
  'draw results: recent Vietnamese results, past draws of a game, every prize of a regional draw',
  { tag: '@every-merchant' },
  async ({ page, t, merchant, sandbox }) => {
    const { list: recent } = await callAs<{ list: VnDraw[] }>(sandbox, null, 'recentVnLottery', {
      limit: '3',
    });
    const { list: draws } = await callAs<{ list: Draw[] }>(sandbox, null, 'getLott');
    await page.goto('/m/lotteryHistory');
    const nf = new Intl.NumberFormat(await pageTag(page, merchant), { useGrouping: false });
    const digits = (n: string) => nf.format(Number(n));
    const each = (n: string) => [...n].map(digits).join('');
    const cardOf = (name: string) =>
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

    // The latest regional draws, each with its special prize.
    const section = page.getByRole('region', { name: await t('games.draws.vnRecent') });
    if (recent.length === 0) await expect(section).toHaveCount(0);
    else {
      const rows = section.getByRole('listitem');
      await expect(rows).toHaveCount(recent.length);
      for (const [i, d] of recent.entries()) {
        await expect(rows.nth(i)).toContainText(d.gameName);
        await expect(rows.nth(i)).toContainText(each(d.prizes[0]!.numbers[0]!));
      }
    }

    // A game's past draws: ten, newest first, the first being the latest draw on its card. A daily game, so no new
    // draw comes between the gateway's answer above and the page.
    const plain = draws.find((d) => !/^Vietnam Lotto /.test(d.gameName) && !/\bMin\b/.test(d.gameName))!;
    const card = cardOf(plain.gameName);
    const toggle = card.getByRole('button', { name: await t('games.draws.past') });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const past = card.getByRole('list').last().getByRole('listitem');
    await expect(past).toHaveCount(10);
    await expect(past.first()).toContainText(await t('games.draws.issue', { issue: digits(plain.issue) }));
    await expect(past.nth(1)).toContainText(
      await t('games.draws.issue', { issue: digits(String(Number(plain.issue) - 1)) }),
    );
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(past).toHaveCount(0);

    // Every prize tier of a Vietnamese regional draw, as VN numero answers it.
    const regional = draws.find((d) => /^Vietnam Lotto /.test(d.gameName));
    test.skip(!regional, 'no Vietnamese regional lottery on this merchant');
    const vn = await callAs<VnDraw>(sandbox, null, 'vnNumero', { gameId: regional!.gameId });
    const vnCard = cardOf(regional!.gameName);
    await vnCard.getByRole('button', { name: await t('games.draws.prizes') }).click();
    const table = vnCard.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(9);
    for (const p of [vn.prizes[0]!, vn.prizes[8]!]) {
      const row = table.getByRole('row', { name: await t('games.draws.tier', { tier: p.tier }) });
      await expect(row).toContainText(each(p.numbers[0]!));
    }
  },
);
