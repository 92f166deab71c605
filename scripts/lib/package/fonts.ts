/**
 * Copies the fonts a merchant's languages need (fontsFor in @wl/manifest) into its bundle under hashed names, with
 * the packages' licences, and returns their @font-face rules for the inline stylesheet. A font the package splits
 * into slices (CJK, megabytes in all) is cut down to the characters of the merchant's catalogues: only the slices
 * holding one of them ship, each subset to those characters. A theme's font.scripts naming a font file in the
 * merchant's folder ships that file instead, for its script's characters only.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import {
  FONT_WEIGHTS,
  fallbackFaceCss,
  fontFaceCss,
  fontFileName,
  fontsFor,
  isFontFile,
  merchantFontFamily,
  scriptsOf,
  SCRIPT_RANGES,
  SHIPPED_FONTS,
  type Language,
  type Script,
  type ShippedFont,
} from '@wl/manifest';
import type { Theme } from '@wl/manifest/types';
import { repoRoot } from '../paths.ts';

const require = createRequire(path.join(repoRoot, 'package.json'));

function packageDir(pkg: string): string {
  return path.dirname(require.resolve(`${pkg}/package.json`));
}

type WriteHashed = (sub: string, name: string, data: Buffer) => Promise<{ url: string }>;

/** The code points of a unicode-range ("U+0E01-0E5B,U+25CC") as [from, to] pairs. */
export function parseUnicodeRange(range: string): [number, number][] {
  return range.split(',').map((r) => {
    const [a, b = a] = r.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(a!, 16), parseInt(b!, 16)];
  });
}

/** A unicode-range for a set of code points, consecutive ones joined. */
export function unicodeRangeOf(codePoints: number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const out: string[] = [];
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    out.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return out.join(',');
}

/** Where the CJK blocks begin (CJK Radicals Supplement): a sliced font serves nothing below. */
const CJK_FROM = 0x2e80;

const inRanges = (cp: number, ranges: [number, number][]) => ranges.some(([a, b]) => cp >= a && cp <= b);

export interface FontInputs {
  langList: readonly Language[];
  /** The merchant's theme (font.scripts) and folder (its own font files). */
  theme?: Theme;
  merchantDir?: string;
  /** Every text of the merchant's catalogues: the characters a sliced font is cut down to. */
  texts?: readonly string[];
}

export async function packageFonts(
  inputs: FontInputs | readonly Language[],
  outDir: string,
  writeHashed: WriteHashed,
): Promise<{ css: string; files: string[] }> {
  const {
    langList,
    theme,
    merchantDir,
    texts = [],
  } = Array.isArray(inputs) ? { langList: inputs as readonly Language[] } : (inputs as FontInputs);
  const rules: string[] = [];
  const files: string[] = [];
  const own = new Set<Script>();
  // The merchant's own font files first: they replace the shipped font of their script.
  for (const script of scriptsOf(langList)) {
    const file = theme?.font.scripts?.[script];
    if (!isFontFile(file) || !merchantDir) continue;
    own.add(script);
    const shipped = SHIPPED_FONTS.find((f) => f.script === script);
    const unicodeRange = shipped ? await shippedRange(shipped) : (SCRIPT_RANGES[script] ?? '');
    const ext = path.extname(file).slice(1).toLowerCase();
    const format = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' }[ext] ?? ext;
    const { url } = await writeHashed(
      'assets/fonts',
      path.basename(file),
      await readFile(path.join(merchantDir, file)),
    );
    files.push(url);
    rules.push(
      `@font-face{font-family:"${merchantFontFamily(script)}";font-style:normal;font-weight:100 900;` +
        `font-display:swap;src:url(${url}) format("${format}")${unicodeRange ? `;unicode-range:${unicodeRange}` : ''}}`,
    );
  }
  for (const font of fontsFor(langList)) {
    if (own.has(font.script)) continue;
    const dir = packageDir(font.pkg);
    const ranges = JSON.parse(await readFile(path.join(dir, 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    const base = font.pkg.split('/')[1]!;
    if (font.sliced) {
      await packageSliced(font, dir, ranges, texts, writeHashed, rules, files);
    } else {
      const unicodeRange = ranges[font.subset];
      if (!unicodeRange) throw new Error(`${font.pkg} has no "${font.subset}" subset`);
      for (const w of FONT_WEIGHTS) {
        const name = fontFileName(font, w.file);
        const { url } = await writeHashed(
          'assets/fonts',
          name,
          await readFile(path.join(dir, 'files', name)),
        );
        files.push(url);
        rules.push(fontFaceCss({ font, weightRange: w.range, weightFile: w.file, url, unicodeRange }));
        rules.push(fallbackFaceCss({ font, weightRange: w.range, weightFile: w.file, unicodeRange }));
      }
    }
    await mkdir(path.join(outDir, 'assets/fonts'), { recursive: true });
    await writeFile(
      path.join(outDir, 'assets/fonts', `LICENSE-${base}.txt`),
      await readFile(path.join(dir, 'LICENSE')),
    );
  }
  return { css: rules.join(''), files };
}

/** The unicode-range of a shipped font's script (for a merchant's own file of that script). */
async function shippedRange(font: ShippedFont): Promise<string> {
  if (font.sliced) return SCRIPT_RANGES[font.script] ?? '';
  const ranges = JSON.parse(
    await readFile(path.join(packageDir(font.pkg), 'unicode.json'), 'utf8'),
  ) as Record<string, string>;
  return ranges[font.subset] ?? '';
}

/**
 * A sliced font: per numbered slice holding characters of the catalogues, per weight, a subset of the slice with just
 * those characters, declared for just those characters (a character outside them goes on down the stack).
 */
async function packageSliced(
  font: ShippedFont,
  dir: string,
  ranges: Record<string, string>,
  texts: readonly string[],
  writeHashed: WriteHashed,
  rules: string[],
  files: string[],
): Promise<void> {
  const chars = new Set<number>();
  for (const t of texts) for (const c of t) chars.add(c.codePointAt(0)!);
  for (const [slice, range] of Object.entries(ranges)) {
    if (!/^\[\d+\]$/.test(slice)) continue; // the numbered CJK slices; latin and the like are the theme's
    const parsed = parseUnicodeRange(range);
    // The script's own characters only: Latin, spaces and punctuation stay with the theme's fonts (a face that held
    // the space would set the height of every line it is on).
    const wanted = [...chars].filter((cp) => cp >= CJK_FROM && inRanges(cp, parsed));
    if (!wanted.length) continue;
    const text = String.fromCodePoint(...wanted);
    const unicodeRange = unicodeRangeOf(wanted);
    for (const w of FONT_WEIGHTS) {
      const name = fontFileName(font, w.file, 'woff2', slice);
      const data = await subsetFont(await readFile(path.join(dir, 'files', name)), text, {
        targetFormat: 'woff2',
      });
      const { url } = await writeHashed('assets/fonts', name, data);
      files.push(url);
      rules.push(fontFaceCss({ font, weightRange: w.range, weightFile: w.file, url, unicodeRange }));
    }
  }
}
