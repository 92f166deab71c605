/**
 * Measures the numbers of the metric-matched fallback faces (core/manifest/src/fontMetrics.json): for each font the
 * build ships and each weight file, its ascent and descent, and for each system font that also draws the script
 * (DejaVu Sans draws Arabic letters on Linux) the size-adjust that makes that font's text as wide as the shipped
 * font's. Widths are measured the way the player sees them: shaped, joined text of the script from every catalogue
 * in the repository (core and fixture merchants), drawn by Chromium at 100px in each font. Run it again when a font
 * package is updated: `npx tsx scripts/font-metrics.ts` (Linux; the browser sees only the files measured).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { FONT_WEIGHTS, fontFileName, SHIPPED_FONTS } from '@wl/manifest';
import { chromiumArgs, chromiumPath } from './lib/browser.ts';
import { dejavuOnlyFontconfig } from './lib/fontconfig.ts';
import { repoRoot } from './lib/paths.ts';

/** System fonts with letters of a script whose metrics can be matched: the regular and the bold file's local name. */
const SYSTEM_FALLBACKS: Record<string, { regular: string; bold: string }[]> = {
  arabic: [{ regular: 'DejaVu Sans', bold: 'DejaVu Sans Bold' }],
};

/** Characters of a script, as in the e2e run check. */
const SCRIPT_RE: Record<string, RegExp> = {
  bengali: /[\p{scx=Beng}\u200c\u200d\s]+/gu,
  arabic: /[\p{scx=Arab}\u200c\u200d\s]+/gu,
};

function catalogueText(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory() && e.name !== 'node_modules') walk(p);
      else if (e.name.endsWith('.json') && /messages/.test(p)) files.push(p);
    }
  };
  for (const d of ['core/app/src/i18n/messages', 'merchants', 'tests/fixtures/merchants'])
    walk(path.join(repoRoot, d));
  return files
    .flatMap((f) => Object.values(JSON.parse(readFileSync(f, 'utf8')) as Record<string, unknown>))
    .filter((v): v is string => typeof v === 'string')
    .join(' ');
}

const { file: fontconfig, reason } = dejavuOnlyFontconfig();
if (!fontconfig) throw new Error(`font-metrics needs a DejaVu-only font setup: ${reason}`);
const text = catalogueText();
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: chromiumArgs,
  env: { ...process.env, FONTCONFIG_FILE: fontconfig },
});
const page = await browser.newPage();
const out: Record<string, unknown> = {};
for (const font of SHIPPED_FONTS) {
  const re = SCRIPT_RE[font.script];
  const sample = re ? (text.match(re) ?? []).join(' ').replace(/\s+/g, ' ').trim() : '';
  const dir = path.join(repoRoot, 'node_modules', font.pkg, 'files');
  const weights: Record<string, unknown> = {};
  for (const w of FONT_WEIGHTS) {
    const name = fontFileName(font, w.file);
    const data = readFileSync(path.join(dir, name)).toString('base64');
    const bold = w.file >= 600;
    const locals = (SYSTEM_FALLBACKS[font.script] ?? []).map((l) => (bold ? l.bold : l.regular));
    weights[String(w.file)] = await page.evaluate(
      async ({ data, sample, locals, weight }) => {
        const face = new FontFace('Shipped', `url(data:font/woff2;base64,${data})`, {
          weight: String(weight),
        });
        await face.load();
        document.fonts.add(face);
        const ctx = document.createElement('canvas').getContext('2d')!;
        // (No local functions here: tsx would name them with a helper the page does not have.)
        ctx.font = `${weight} 100px Shipped`;
        const shipped = ctx.measureText(sample || 'x');
        const fallbacks: Record<string, number> = {};
        for (const local of locals) {
          const sys = new FontFace('System', `local("${local}")`, { weight: String(weight) });
          await sys.load();
          document.fonts.add(sys);
          ctx.font = `${weight} 100px System`;
          fallbacks[local] = Math.round((shipped.width / ctx.measureText(sample).width) * 10000) / 100;
          document.fonts.delete(sys);
        }
        document.fonts.delete(face);
        // At 100px the font's ascent and descent in px are its percentages of the font size.
        return {
          ascent: Math.round(shipped.fontBoundingBoxAscent * 100) / 100,
          descent: Math.round(shipped.fontBoundingBoxDescent * 100) / 100,
          sizeAdjust: fallbacks,
        };
      },
      { data, sample, locals, weight: w.file },
    );
  }
  out[font.family] = { sampleChars: sample.length, weights };
}
await browser.close();
const target = path.join(repoRoot, 'core/manifest/src/fontMetrics.json');
writeFileSync(target, JSON.stringify(out, null, 2) + '\n');
console.log(`wrote ${path.relative(repoRoot, target)}`);
