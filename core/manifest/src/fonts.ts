/**
 * Fonts per script. The product ships a self-hosted, subsetted WOFF2 font (from @fontsource packages, OFL) for
 * each non-Latin script its merchants' languages use, so that a phone without such a font still shows real glyphs;
 * a merchant's bundle carries only the scripts of its own languages. Each face is declared with local() first and
 * a unicode-range, so a phone that has the font, or a page without that script, downloads nothing.
 */
import type { Language } from './generated/merchant.ts';
import type { Theme } from './generated/theme.ts';

/** Scripts a theme may name a font stack for (theme font.scripts). */
export type Script = 'latin' | 'bengali' | 'arabic' | 'vietnamese' | 'thai' | 'devanagari';

export interface ShippedFont {
  script: Script;
  family: string;
  /** npm package holding the files (a build dependency) and the fontsource subset name. */
  pkg: string;
  subset: string;
  /** PostScript name prefix of the installed font (NotoSansBengali-Regular, NotoSansBengali-Bold). */
  postScript: string;
}

/** The fonts the build ships, one per script that system fonts often lack. */
export const SHIPPED_FONTS: ShippedFont[] = [
  {
    script: 'bengali',
    family: 'Noto Sans Bengali',
    pkg: '@fontsource/noto-sans-bengali',
    subset: 'bengali',
    postScript: 'NotoSansBengali',
  },
  {
    script: 'arabic',
    family: 'Noto Naskh Arabic',
    pkg: '@fontsource/noto-naskh-arabic',
    subset: 'arabic',
    postScript: 'NotoNaskhArabic',
  },
  {
    script: 'vietnamese',
    family: 'Noto Sans',
    pkg: '@fontsource/noto-sans',
    subset: 'vietnamese',
    postScript: 'NotoSans',
  },
];

/** The scripts a language is written in, beyond Latin (which every device has a font for). */
const LANGUAGE_SCRIPTS: Partial<Record<Language, Script[]>> = {
  BN: ['bengali'],
  UR: ['arabic'],
  AR: ['arabic'],
  FA: ['arabic'],
  VI: ['vietnamese'],
  TH: ['thai'],
  HI: ['devanagari'],
  NE: ['devanagari'],
};

/** The shipped fonts a merchant with these languages needs. */
export function fontsFor(langList: readonly Language[]): ShippedFont[] {
  const scripts = new Set(langList.flatMap((l) => LANGUAGE_SCRIPTS[l] ?? []));
  return SHIPPED_FONTS.filter((f) => scripts.has(f.script));
}

/** Weight files shipped per font, and the weight range each one serves (600 and 700 both use the bold file). */
export const FONT_WEIGHTS: { file: number; range: string }[] = [
  { file: 400, range: '100 500' },
  { file: 700, range: '600 900' },
];

export interface FontFace {
  font: ShippedFont;
  weightRange: string;
  /** The weight of the file (400 or 700). */
  weightFile: number;
  url: string;
  unicodeRange: string;
}

/** One @font-face rule: local() first, then the shipped file; swap so text shows at once in a fallback. */
export function fontFaceCss(f: FontFace): string {
  const bold = f.weightFile >= 600;
  const names = [
    `${f.font.family}${bold ? ' Bold' : ''}`,
    `${f.font.postScript}-${bold ? 'Bold' : 'Regular'}`,
  ];
  const local = names.map((n) => `local("${n}")`).join(',');
  return (
    `@font-face{font-family:"${f.font.family}";font-style:normal;font-weight:${f.weightRange};font-display:swap;` +
    `src:${local},url(${f.url}) format("woff2");unicode-range:${f.unicodeRange}}`
  );
}

/**
 * The font stack for the page: first the stack of each script of the merchant's languages (the theme's font.scripts,
 * or else the font the build ships for that script), then the theme's stack. Script fonts go first because a
 * system font that covers a script only in part (DejaVu has Arabic letters but not every Urdu form) would otherwise
 * win and show boxes; the shipped faces are limited to their script by unicode-range, so Latin text still uses the
 * theme's fonts.
 */
export function fontStack(theme: Theme, langList: readonly Language[]): string {
  const family = theme.font.family;
  const scripts = [...new Set(langList.flatMap((l) => LANGUAGE_SCRIPTS[l] ?? []))];
  const extra = scripts
    .map((s) => theme.font.scripts?.[s] ?? SHIPPED_FONTS.find((f) => f.script === s)?.family)
    .filter((x): x is string => Boolean(x))
    .map((stack) => (/^["']|,/.test(stack) ? stack : `"${stack}"`));
  return extra.length ? `${extra.join(', ')}, ${family}` : family;
}
