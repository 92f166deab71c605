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

/** Horizontal centre of one character of an element's text, as laid out on screen. */
async function charX(el: Locator, ch: string): Promise<number> {
  return el.evaluate((node, c) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const i = n.textContent!.indexOf(c);
      if (i < 0) continue;
      const r = document.createRange();
      r.setStart(n, i);
      r.setEnd(n, i + c.length);
      const box = r.getBoundingClientRect();
      return box.left + box.width / 2;
    }
    throw new Error(`"${c}" not found in ${node.textContent}`);
  }, ch);
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
      const offer = dialog.getByText(reward.replace(/[\u2066\u2069]/g, ''), { exact: false }).first();
      const sym = merchant.currency.symbol;
      const number = reward
        .replace(/[\u2066\u2069]/g, '')
        .replace(sym, '')
        .trim();
      const symX = await charX(offer, sym);
      const numX = await charX(offer, number.slice(0, 1));
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
