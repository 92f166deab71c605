import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fontMetrics from './fontMetrics.json' with { type: 'json' };
import {
  fallbackFaceCss,
  fallbackFamilies,
  FONT_WEIGHTS,
  fontFaceCss,
  fontFileName,
  fontsFor,
  fontStack,
  SHIPPED_FONTS,
} from './fonts.ts';
import type { Theme } from './generated/theme.ts';
import { validateTheme } from './validate.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const sunrise = () => JSON.parse(readFileSync(path.join(root, 'themes/sunrise/theme.json'), 'utf8')) as Theme;

describe('fonts per script', () => {
  it('ships fonts only for the scripts of the merchant languages', () => {
    expect(fontsFor(['EN', 'TY'])).toEqual([]);
    expect(fontsFor(['BN', 'EN']).map((f) => f.family)).toEqual(['Noto Sans Bengali']);
    expect(fontsFor(['UR', 'EN']).map((f) => f.family)).toEqual(['Noto Naskh Arabic']);
    expect(fontsFor(['VI']).map((f) => f.subset)).toEqual(['vietnamese']);
  });

  it('puts the script fonts first, the theme stack after; a theme may name its own per script', () => {
    const t = sunrise();
    t.font.family = 'system-ui, sans-serif';
    expect(fontStack(t, ['EN'])).toBe('system-ui, sans-serif');
    expect(fontStack(t, ['UR', 'EN'])).toBe(
      '"Noto Naskh Arabic", "Noto Naskh Arabic Fallback", system-ui, sans-serif',
    );
    expect(fontStack(t, ['BN', 'EN'])).toBe('"Noto Sans Bengali", system-ui, sans-serif');
    t.font.scripts = { arabic: '"Noto Nastaliq Urdu", "Jameel Noori Nastaleeq"' };
    expect(fontStack(t, ['UR'])).toBe(
      '"Noto Nastaliq Urdu", "Jameel Noori Nastaleeq", system-ui, sans-serif',
    );
  });

  it('no longer forces a Bengali family on every theme', () => {
    const t = sunrise();
    t.font.family = '"Be Vietnam Pro", system-ui, sans-serif';
    expect(validateTheme(t, 'themes/x/theme.json')).toEqual([]);
    t.font.family = 'Arial';
    expect(validateTheme(t, 'themes/x/theme.json').map((p) => p.pointer)).toEqual(['/font/family']);
  });

  it('declares each face local() first, with its unicode-range and swap', () => {
    const css = fontFaceCss({
      font: SHIPPED_FONTS.find((f) => f.script === 'bengali')!,
      weightRange: '600 900',
      weightFile: 700,
      url: '/assets/fonts/b.woff2',
      unicodeRange: 'U+0980-09FE',
    });
    expect(css).toBe(
      '@font-face{font-family:"Noto Sans Bengali";font-style:normal;font-weight:600 900;font-display:swap;' +
        'src:local("Noto Sans Bengali Bold"),local("NotoSansBengali-Bold"),local("Noto Sans Bengali UI Bold"),' +
        'local("NotoSansBengaliUI-Bold"),local("Kohinoor Bangla Semibold"),local("KohinoorBangla-Semibold"),' +
        'local("Bangla Sangam MN Bold"),local("BanglaSangamMN-Bold"),local("Nirmala UI Bold"),' +
        'local("NirmalaUI-Bold"),url(/assets/fonts/b.woff2) format("woff2");unicode-range:U+0980-09FE}',
    );
  });

  it("names the script's system fonts of Android, iOS and Windows, each weight its own", () => {
    const bengali = SHIPPED_FONTS.find((f) => f.script === 'bengali')!;
    const regular = fontFaceCss({
      font: bengali,
      weightRange: '100 500',
      weightFile: 400,
      url: '/r.woff2',
      unicodeRange: 'U+0980-09FE',
    });
    for (const n of ['NotoSansBengali-Regular', 'KohinoorBangla-Regular', 'NirmalaUI'])
      expect(regular).toContain(`local("${n}")`);
    expect(regular).not.toMatch(/Bold|Semibold/);
    // local() before the file: a phone with any of them downloads nothing.
    expect(regular.indexOf('url(')).toBeGreaterThan(regular.lastIndexOf('local('));
  });

  it('names each weight file as its @fontsource package does', () => {
    const bengali = SHIPPED_FONTS.find((f) => f.script === 'bengali')!;
    expect(fontFileName(bengali, 700)).toBe('noto-sans-bengali-bengali-700-normal.woff2');
    expect(fontFileName(bengali, 400, 'woff')).toBe('noto-sans-bengali-bengali-400-normal.woff');
  });

  const naskh = SHIPPED_FONTS.find((f) => f.script === 'arabic')!;

  it('matches a system font that draws the script to the shipped font: width, ascent and descent', () => {
    // Numbers from fontMetrics.json (scripts/font-metrics.ts): Naskh's shaped Urdu text is 83.25% as wide as DejaVu
    // Sans', its ascent 107% and descent 63% of the font size; the overrides are divided by size-adjust.
    const css = fallbackFaceCss({
      font: naskh,
      weightRange: '100 500',
      weightFile: 400,
      unicodeRange: 'U+0600-06FF',
    });
    expect(css).toBe(
      '@font-face{font-family:"Noto Naskh Arabic Fallback";font-style:normal;font-weight:100 500;' +
        'src:local("DejaVu Sans");size-adjust:83.25%;ascent-override:128.53%;descent-override:75.68%;' +
        'line-gap-override:0%;unicode-range:U+0600-06FF}',
    );
    // The bold file is matched to the bold system font.
    expect(
      fallbackFaceCss({ font: naskh, weightRange: '600 900', weightFile: 700, unicodeRange: 'U+0600-06FF' }),
    ).toMatch(
      /^@font-face\{font-family:"Noto Naskh Arabic Fallback";font-style:normal;font-weight:600 900;src:local\("DejaVu Sans Bold"\);size-adjust:73\.4%;/,
    );
    expect(fallbackFamilies(naskh)).toEqual(['Noto Naskh Arabic Fallback']);
  });

  it('adds no fallback face where no system font with the script was measured (Bengali)', () => {
    const bengali = SHIPPED_FONTS.find((f) => f.script === 'bengali')!;
    expect(fallbackFamilies(bengali)).toEqual([]);
    expect(
      fallbackFaceCss({
        font: bengali,
        weightRange: '100 500',
        weightFile: 400,
        unicodeRange: 'U+0980-09FE',
      }),
    ).toBe('');
  });

  it('has measured metrics for every shipped font and weight file (run scripts/font-metrics.ts when adding one)', () => {
    const metrics = fontMetrics as Record<
      string,
      { weights: Record<string, { ascent: number; descent: number }> }
    >;
    for (const font of SHIPPED_FONTS)
      for (const w of FONT_WEIGHTS) {
        const m = metrics[font.family]?.weights[String(w.file)];
        expect(m, `${font.family} ${w.file}`).toBeDefined();
        expect(m!.ascent).toBeGreaterThan(50);
        expect(m!.descent).toBeGreaterThan(0);
      }
  });

  it('never lets a shipped face hold the space, so it cannot set the line height of the text around it', () => {
    // The first font of the stack whose unicode-range has U+0020 gives each line its height (CSS Fonts: "first
    // available font"): a shipped face without the space cannot change line heights when it arrives late.
    for (const font of SHIPPED_FONTS) {
      const ranges = JSON.parse(
        readFileSync(path.join(root, 'node_modules', font.pkg, 'unicode.json'), 'utf8'),
      ) as Record<string, string>;
      // A sliced font (CJK) is declared for the catalogue's characters of its script only (scripts/lib/package/fonts.test.ts).
      if (font.sliced) continue;
      const covers = ranges[font.subset]!.split(',').some((r) => {
        const [a, b = a] = r
          .replace('U+', '')
          .split('-')
          .map((h) => parseInt(h, 16));
        return a! <= 0x20 && 0x20 <= b!;
      });
      expect(covers, `${font.pkg} ${font.subset}`).toBe(false);
    }
  });
});
