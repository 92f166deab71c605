import type { Locator } from '@playwright/test';
import { calls } from '@wl/contract';
import { languages } from '@wl/manifest/languages';
import { test, expect } from '../fixtures.ts';
import { missingGlyphs } from './glyphs.ts';
import { rewardText, trialSession, useSession } from './shell-helpers.ts';

/*
 * What an operator configures and a player sees: money in the merchant's format, right-to-left lines that keep
 * "₨300" and "18+" in order, and real glyphs for every script of the merchant's languages.
 */

/**
 * Horizontal centre of one character of an element's text, as laid out on screen: its first occurrence, or with
 * `within`, its first occurrence inside the first occurrence of `within` (say the amount "₱10.00" of "Invite 1
 * person and get ₱10.00", whose "1" is not the count's), across the element's text nodes.
 */
async function charX(el: Locator, ch: string, within = ch): Promise<number> {
  return el.evaluate(
    (node, [c, w]) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const nodes: { n: Node; start: number }[] = [];
      let text = '';
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        nodes.push({ n, start: text.length });
        text += n.textContent!;
      }
      const from = text.indexOf(w!);
      const inner = from < 0 ? -1 : w!.indexOf(c!);
      if (inner < 0) throw new Error(`"${c}" in "${w}" not found in ${node.textContent}`);
      const at = from + inner;
      const { n, start } = nodes.findLast((x) => x.start <= at)!;
      const r = document.createRange();
      r.setStart(n, at - start);
      r.setEnd(n, Math.min(at - start + c!.length, n.textContent!.length));
      const box = r.getBoundingClientRect();
      return box.left + box.width / 2;
    },
    [ch, within],
  );
}

test.describe('money, scripts and direction', () => {
  test('the home page of every language shows real glyphs, no missing-glyph boxes', async ({
    page,
    merchant,
  }) => {
    for (const lang of merchant.langList) {
      await page.addInitScript((l) => localStorage.setItem('MC_LANG', l), lang);
      await page.goto('/m/home');
      await expect(page.locator('html')).toHaveAttribute('lang', languages[lang].tag);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await missingGlyphs(page), `${merchant.code} ${lang}`).toEqual([]);
    }
  });

  test('the age badge reads "<age>+" left to right in every language', async ({ page, merchant }) => {
    for (const lang of merchant.langList) {
      await page.addInitScript((l) => localStorage.setItem('MC_LANG', l), lang);
      await page.goto('/m/home');
      await expect(page.locator('html')).toHaveAttribute('dir', languages[lang].rtl ? 'rtl' : 'ltr');
      const badge = page.getByTestId('age-badge');
      const digits = new Intl.NumberFormat(languages[lang].tag).format(merchant.ageLimit);
      await expect(badge).toHaveText(`${digits}+`);
      expect(await charX(badge, '+'), `${lang}: "+" after the number`).toBeGreaterThan(
        await charX(badge, digits.slice(0, 1)),
      );
    }
  });

  test('the referral reward keeps its symbol on the configured side, also in a right-to-left line', async ({
    page,
    merchant,
    t,
  }) => {
    for (const lang of merchant.langList) {
      await page.addInitScript((l) => localStorage.setItem('MC_LANG', l), lang);
      await page.goto('/m/home');
      await expect(page.locator('html')).toHaveAttribute('lang', languages[lang].tag);
      await page
        .getByRole('navigation', { name: await t('shell.mainMenu', undefined, lang) })
        .getByRole('button', { name: await t('nav.invite', undefined, lang) })
        .click();
      const dialog = page.getByRole('dialog', { name: await t('referral.title', undefined, lang) });
      const reward = rewardText(merchant, lang);
      await expect(dialog).toContainText(
        await t('referral.offer', { count: merchant.referral.invitees, reward }, lang),
      );
      // The amount is found by its format (the whole reward text), not by its first digit: "Invite 1 person and
      // get ₱10.00" has a "1" before the amount.
      const amount = reward.replace(/[\u2066\u2069]/g, '');
      const offer = dialog.getByText(amount, { exact: false }).first();
      const sym = merchant.currency.symbol;
      const number = amount.replace(sym, '').trim();
      const symX = await charX(offer, sym, amount);
      const numX = await charX(offer, number.slice(0, 1), amount);
      if (merchant.currency.format?.symbolPosition === 'after') expect(symX, lang).toBeGreaterThan(numX);
      else expect(symX, `${lang}: ${sym} before the amount`).toBeLessThan(numX);
    }
  });
});

test.describe('a merchant configured for 50.000₫', () => {
  test.beforeEach(({ merchant }) => {
    test.skip(
      merchant.currency.code !== 'VND',
      'only the VND fixture merchant (tests/fixtures/merchants/vn)',
    );
  });

  test('shows 50.000₫ in the referral offer and the balance without decimals, symbol after', async ({
    page,
    merchant,
    sandbox,
    t,
  }) => {
    // The fixture's manifest: reward 50000, decimals 0, symbol after, "." grouping.
    expect(merchant.referral.reward).toBe(50000);
    await page.goto('/m/home');
    await page
      .getByRole('navigation', { name: await t('shell.mainMenu') })
      .getByRole('button', { name: await t('nav.invite') })
      .click();
    await expect(page.getByRole('dialog')).toContainText('50.000₫');
    await page.keyboard.press('Escape');

    const session = await trialSession(sandbox);
    const wallet = await sandbox.call<{ value: { sumBalance: number } }>(
      calls.wallet.method,
      calls.wallet.path,
      undefined,
      { moduleId: calls.wallet.moduleId, token: session.token },
    );
    const balance = wallet.json.value.sumBalance;
    await useSession(page, merchant, session);
    await page.goto('/m/home');
    const expected = `${String(Math.round(balance)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}₫`;
    await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(expected);
  });
});
