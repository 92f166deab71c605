import { fontsFor, SHIPPED_FONTS } from '@wl/manifest';
import { languages } from '@wl/manifest/languages';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/browser.ts';
import { phoneFontconfig } from '../../scripts/lib/fontconfig.ts';
import { test, expect } from '../fixtures.ts';
import { scriptRuns } from './scriptFonts.ts';

/*
 * A phone that has the script's system font, as Android has Noto Sans Bengali and Noto Naskh Arabic: this file's
 * browser sees DejaVu plus those fonts installed as system fonts, whatever the machine has. The bundle's @font-face
 * rules try local() first, so such a phone must draw every word with its own font and download no font file (on a
 * BD first visit the shipped fonts are 90 KB of 214). fonts.spec.ts is the other side: the same page without them.
 */

const phone = phoneFontconfig(SHIPPED_FONTS);
test.skip(!phone.file, `needs a font setup of a phone: ${phone.reason}`);
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: chromiumArgs,
    env: { ...process.env, ...(phone.file ? { FONTCONFIG_FILE: phone.file } : {}) },
  },
});

test("a phone with the script's system font draws with it and downloads no font", async ({
  page,
  merchant,
}) => {
  const langs = merchant.langList.filter((l) => fontsFor([l]).length > 0);
  test.skip(langs.length === 0, `${merchant.code} ships no font (no language beyond Latin)`);
  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' || /\.woff2?(\?|$)/.test(r.url())) fontRequests.push(r.url());
  });
  for (const lang of langs) {
    await page.addInitScript((l) => localStorage.setItem('MC_LANG', l), lang);
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('lang', languages[lang].tag);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const shipped = fontsFor([lang]);
    const runs = (
      await scriptRuns(
        page,
        shipped.map((f) => f.script),
      )
    ).filter((r) => r.fonts.length > 0);
    expect(runs.length, `${lang}: words of the script on the home page`).toBeGreaterThan(0);
    // Drawn by the phone's own font (not a web font), of the family the bundle would otherwise download.
    for (const r of runs)
      expect(r.fonts, `${lang}: "${r.text}"`).toEqual(
        r.fonts.map(() =>
          expect.objectContaining({
            isCustomFont: false,
            familyName: shipped.find((s) => s.script === r.script)!.family,
          }),
        ),
      );
    expect(fontRequests, `${lang}: font files requested`).toEqual([]);
  }
});
