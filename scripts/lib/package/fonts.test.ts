import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Theme } from '@wl/manifest/types';
import { packageFonts, parseUnicodeRange, unicodeRangeOf } from './fonts.ts';

/** packageFonts into a temp folder, collecting what it writes. */
async function run(inputs: Parameters<typeof packageFonts>[0]) {
  const out = await mkdtemp(path.join(tmpdir(), 'wl-fonts-'));
  const written = new Map<string, Buffer>();
  const result = await packageFonts(inputs, out, async (sub, name, data) => {
    written.set(name, data);
    return { url: `/${sub}/${name}` };
  });
  return { ...result, written };
}

const faces = (css: string) => css.match(/@font-face\{[^}]*\}/g) ?? [];

describe('packageFonts', () => {
  it('ships the Thai and Devanagari fonts (regular and bold) for th and hi, local() first', async () => {
    const { css, files } = await run({ langList: ['TH', 'HI', 'EN'] });
    expect(files.map((f) => path.basename(f)).sort()).toEqual([
      'noto-sans-devanagari-devanagari-400-normal.woff2',
      'noto-sans-devanagari-devanagari-700-normal.woff2',
      'noto-sans-thai-thai-400-normal.woff2',
      'noto-sans-thai-thai-700-normal.woff2',
    ]);
    const thai = faces(css).filter((f) => f.includes('"Noto Sans Thai"'));
    expect(thai).toHaveLength(2);
    expect(thai[0]).toMatch(/src:local\("Noto Sans Thai"\).*url\(\/assets\/fonts\/noto-sans-thai-thai-400/);
    expect(thai[0]).toContain('unicode-range:U+02D7,U+0303,U+0331,U+0E01-0E5B');
  });

  it('cuts a CJK font down to the catalogue: only slices with its characters, each subset to them', async () => {
    const { css, written } = await run({ langList: ['CN', 'EN'], texts: ['存款 Deposit 100', '简体中文'] });
    const cjk = faces(css);
    expect(cjk.length).toBeGreaterThan(0);
    expect(cjk.length % 2).toBe(0); // regular and bold per slice
    // Declared for exactly the catalogue's Han characters, never for Latin, digits or the space.
    const declared = cjk
      .flatMap((f) => parseUnicodeRange(/unicode-range:([^;}]+)/.exec(f)![1]!))
      .flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)));
    expect([...new Set(declared)].sort()).toEqual([...'存款简体中文'].sort());
    // Each file is a small subset (a whole slice is tens of kilobytes).
    for (const [name, data] of written) expect(data.length, name).toBeLessThan(8000);
  });

  it('ships a font file from the merchant folder that the theme names, for its script only', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'wl-merchant-'));
    await mkdir(path.join(dir, 'assets/fonts'), { recursive: true });
    await writeFile(path.join(dir, 'assets/fonts/Own.woff2'), 'font bytes');
    const theme = { font: { scripts: { gujarati: 'assets/fonts/Own.woff2' } } } as unknown as Theme;
    const { css, written } = await run({ langList: ['GU', 'EN'], theme, merchantDir: dir });
    expect([...written.keys()]).toEqual(['Own.woff2']);
    expect(css).toBe(
      '@font-face{font-family:"Merchant Gujarati";font-style:normal;font-weight:100 900;font-display:swap;' +
        'src:url(/assets/fonts/Own.woff2) format("woff2");unicode-range:U+0A80-0AFF,U+200C-200D,U+20B9,U+25CC,U+A830-A839}',
    );
  });

  it('writes unicode ranges with consecutive code points joined', () => {
    expect(unicodeRangeOf([0x4e2d, 0x4e2c, 0x4e2e, 0x6587])).toBe('U+4E2C-4E2E,U+6587');
    expect(parseUnicodeRange('U+0E01-0E5B,U+25CC')).toEqual([
      [0x0e01, 0x0e5b],
      [0x25cc, 0x25cc],
    ]);
  });
});
