import type { Page } from '@playwright/test';
import { fontsFor } from '@wl/manifest';
import { languages, type Language } from '@wl/manifest/languages';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/browser.ts';
import { test, expect } from '../fixtures.ts';
import { missingGlyphs } from './glyphs.ts';
import { dejavuOnlyFontconfig } from '../../scripts/lib/fontconfig.ts';
import { drawnBy, SCRIPT_CHARS, scriptRuns } from './scriptFonts.ts';

/*
 * Real glyphs on a phone that has no font for the merchant's script: this file's browser sees ONLY the DejaVu fonts
 * (a bare Debian's), whatever the machine has installed, so every Bengali, Urdu or Vietnamese word on the page must
 * be drawn by the font the bundle ships. Which font drew each word is what Chromium itself reports
 * (CSS.getPlatformFontsForNode), checked over the page's real text runs, shaped as the player sees them.
 */

const dejavu = dejavuOnlyFontconfig();
test.skip(!dejavu.file, `needs a DejaVu-only font setup: ${dejavu.reason}`);
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: chromiumArgs,
    env: { ...process.env, ...(dejavu.file ? { FONTCONFIG_FILE: dejavu.file } : {}) },
  },
});

/** A one-off page (no CSP, no web fonts): which font draws this text in this browser. */
async function platformFont(page: Page, family: string, text: string) {
  await page.setContent(`<p id="probe"></p>`);
  await page.evaluate(
    ({ f, t }) => {
      const p = document.getElementById('probe')!;
      p.style.fontFamily = f;
      p.textContent = t;
      // Laid out and painted before Chromium is asked which font drew it.
      return (
        p.offsetWidth + 0 && new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      );
    },
    { f: family, t: text },
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#probe' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

/**
 * The check itself: every rendered run of each script of the language (the shipped fonts say which) and the runs
 * that some other font drew, described.
 */
async function wrongFontRuns(page: Page, lang: Language, settled = true) {
  const shipped = fontsFor([lang]);
  const runs = (
    await scriptRuns(
      page,
      shipped.map((f) => f.script),
      { settled },
    )
  ).filter((r) => r.fonts.length > 0);
  const counts = Object.fromEntries(
    shipped.map((f) => [f.script, runs.filter((r) => r.script === f.script).length]),
  );
  const wrong = runs
    .filter((r) => r.fonts.some((f) => f.familyName !== shipped.find((s) => s.script === r.script)!.family))
    .map((r) => ({ ...r, problem: `${r.script} "${r.text}" drawn by ${drawnBy(r)}` }));
  return { runs, counts, wrong };
}

async function openHome(page: Page, lang: Language, fontsHeld = false) {
  await page.addInitScript((l) => localStorage.setItem('MC_LANG', l), lang);
  // A font still on its way holds back the load event.
  await page.goto('/m/home', fontsHeld ? { waitUntil: 'domcontentloaded' } : undefined);
  await expect(page.locator('html')).toHaveAttribute('lang', languages[lang].tag);
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('fonts on a machine with only DejaVu', () => {
  test('the browser sees DejaVu and nothing else: no other family, no Bengali or Urdu font', async ({
    page,
  }) => {
    // Liberation, Lohit, Noto are on many machines (Liberation is on the CI image): none may be visible here.
    for (const family of [
      '"Liberation Sans"',
      '"Lohit Bengali"',
      '"Noto Sans Bengali"',
      '"Noto Naskh Arabic"',
    ])
      expect(await platformFont(page, family, 'Abc'), family).toEqual([expect.stringMatching(/^DejaVu /)]);
    // So a Bengali word without the shipped font is drawn by a DejaVu font, which has no Bengali letter at all.
    expect(await platformFont(page, 'sans-serif', 'বাংলা')).toEqual([expect.stringMatching(/^DejaVu /)]);
  });

  test('every word in the scripts of each language is drawn by the font the bundle ships', async ({
    page,
    merchant,
  }) => {
    for (const lang of merchant.langList) {
      await openHome(page, lang);
      const { counts, wrong } = await wrongFontRuns(page, lang);
      for (const [script, n] of Object.entries(counts))
        expect(n, `${lang}: ${script} words on the home page`).toBeGreaterThan(0);
      expect(
        wrong.map((r) => r.problem),
        `${lang}: words not drawn by the shipped font`,
      ).toEqual([]);
      // And no character of any text (Latin included) is drawn as the missing-glyph box.
      expect(await missingGlyphs(page), `${lang}: characters drawn as boxes`).toEqual([]);
    }
  });

  test('the check sees boxes when the shipped fonts do not arrive', async ({ page, merchant }) => {
    // Every shipped script but Vietnamese (Latin letters DejaVu has) is one DejaVu lacks letters of.
    const scriptOf = (l: Language) => fontsFor([l]).find((f) => f.script !== 'vietnamese')?.script;
    const langs = merchant.langList.filter((l) => scriptOf(l));
    test.skip(langs.length === 0, `${merchant.code} has no language in a script DejaVu lacks`);
    await page.route(/\.woff2(\?|$)/, (route) => route.abort());
    for (const lang of langs) {
      await openHome(page, lang);
      const { runs, wrong } = await wrongFontRuns(page, lang);
      const ofScript = runs.filter((r) => r.script === scriptOf(lang));
      expect(ofScript.length, `${lang}: ${scriptOf(lang)} words on the home page`).toBeGreaterThan(0);
      // The same check as above reports every word of the script, each drawn by a system (DejaVu) font.
      expect(wrong.filter((r) => r.script === scriptOf(lang)).length).toBe(ofScript.length);
      for (const r of ofScript)
        expect(r.fonts, r.text).toEqual(
          r.fonts.map(() =>
            expect.objectContaining({ isCustomFont: false, familyName: expect.stringMatching(/^DejaVu /) }),
          ),
        );
      // The pixel check agrees: letters of the script come out as boxes.
      const letters = new RegExp(SCRIPT_CHARS[scriptOf(lang)!]!.replace(/\+$/, ''), 'u');
      expect(
        (await missingGlyphs(page)).filter((c) => letters.test(c)).length,
        `${lang}: ${scriptOf(lang)} letters drawn as boxes`,
      ).toBeGreaterThan(0);
    }
  });
});

test.describe('font swap on a first visit (terms dialog open), only DejaVu on the machine', () => {
  // A first visit shows the terms of use over the home page: its text wraps with the fonts as well.
  test.use({ termsAgreed: false });

  test('a shipped font that arrives late moves nothing: CLS of the swap <= 0.02', async ({
    page,
    merchant,
  }) => {
    const langs = merchant.langList.filter((l) => fontsFor([l]).length > 0);
    test.skip(langs.length === 0, `${merchant.code} ships no font (no language beyond Latin)`);
    for (const lang of langs) {
      // The woff2 files are held back until the page has painted with whatever the machine has (here DejaVu's
      // boxes, the worst case: nothing alike), then let through at once.
      let release!: () => void;
      const released = new Promise<void>((done) => (release = done));
      await page.route(/\.woff2(\?|$)/, async (route) => {
        await released;
        await route.continue();
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: { value: number; startTime: number }[] };
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as {
            value: number;
            startTime: number;
            hadRecentInput: boolean;
          }[])
            if (!e.hadRecentInput) w.__shifts.push({ value: e.value, startTime: e.startTime });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openHome(page, lang, true);
      // Painted without it first: the page's words of the script are drawn by a system font (boxes here).
      await expect
        .poll(
          async () => (await wrongFontRuns(page, lang, false)).wrong.length,
          `${lang}: words before the font arrives`,
        )
        .toBeGreaterThan(0);
      const from = await page.evaluate(() => performance.now());
      release();
      // Arrived and used: every word is now drawn by the shipped font.
      await expect
        .poll(async () => (await wrongFontRuns(page, lang)).wrong.map((r) => r.problem))
        .toEqual([]);
      // Layout-shift entries are delivered after the frame that shifted: two more frames.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const cls = await page.evaluate(
        (t) =>
          (window as unknown as { __shifts: { value: number; startTime: number }[] }).__shifts
            .filter((e) => e.startTime >= t)
            .reduce((sum, e) => sum + e.value, 0),
        from,
      );
      test
        .info()
        .annotations.push({ type: 'cls', description: `${merchant.code} ${lang}: ${cls.toFixed(4)}` });
      expect(cls, `${lang}: layout shift when the font swaps in`).toBeLessThanOrEqual(0.02);
      await page.unroute(/\.woff2(\?|$)/);
    }
  });
});
