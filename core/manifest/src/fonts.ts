/**
 * Fonts per script. The product ships a self-hosted, subsetted WOFF2 font (from @fontsource packages, OFL) for
 * each non-Latin script its merchants' languages use, so that a phone without such a font still shows real glyphs;
 * a merchant's bundle carries only the scripts of its own languages. Each face is declared with local() first and
 * a unicode-range, so a phone that has the font, or a page without that script, downloads nothing.
 */
import fontMetrics from './fontMetrics.json' with { type: 'json' };
import type { Language } from './generated/merchant.ts';
import type { Theme } from './generated/theme.ts';

/** Scripts a theme may name a font stack or a font file for (theme font.scripts). */
export type Script =
  | 'latin'
  | 'bengali'
  | 'arabic'
  | 'vietnamese'
  | 'thai'
  | 'devanagari'
  | 'khmer'
  | 'lao'
  | 'myanmar'
  | 'tamil'
  | 'telugu'
  | 'sinhala'
  | 'gujarati'
  | 'cjk';

export interface ShippedFont {
  script: Script;
  family: string;
  /** npm package holding the files (a build dependency) and the fontsource subset name. */
  pkg: string;
  subset: string;
  /**
   * Full and PostScript names of the fonts phones and desktops ship for the script, tried in order by local() before
   * the file is downloaded: the regular face's, then the bold face's (for weights 600 to 900).
   */
  systemNames: { regular: string[]; bold: string[] };
  /**
   * The package splits the font into numbered slices (fontsource's CJK packages: "[0]" to "[119]"), megabytes in
   * all: the build ships, of each slice holding characters of the merchant's catalogues, a subset of just those
   * characters (scripts/lib/package/fonts.ts). `sample` is the slice measured for metrics and installed by tests.
   */
  sliced?: { sample: string };
}

/**
 * The names Android (Noto, and its UI variant) and Google's own files give a Noto font, regular and bold, then the
 * other platforms' own fonts for the script.
 */
function notoNames(
  family: string,
  other: { regular: string[]; bold: string[] } = { regular: [], bold: [] },
): ShippedFont['systemNames'] {
  const ps = family.replace(/ /g, '');
  return {
    regular: [
      family,
      `${family} Regular`,
      `${ps}-Regular`,
      `${family} UI`,
      `${ps}UI-Regular`,
      ...other.regular,
    ],
    bold: [`${family} Bold`, `${ps}-Bold`, `${family} UI Bold`, `${ps}UI-Bold`, ...other.bold],
  };
}

/** The fonts the build ships, one per script that system fonts often lack. */
export const SHIPPED_FONTS: ShippedFont[] = [
  {
    script: 'bengali',
    family: 'Noto Sans Bengali',
    pkg: '@fontsource/noto-sans-bengali',
    subset: 'bengali',
    // Android (Noto Sans Bengali and its UI variant), iOS and macOS (Kohinoor Bangla, Bangla Sangam MN), Windows
    // (Nirmala UI). Kohinoor has no Bold: its Semibold is its bold.
    systemNames: {
      regular: [
        'Noto Sans Bengali',
        'Noto Sans Bengali Regular',
        'NotoSansBengali-Regular',
        'Noto Sans Bengali UI',
        'NotoSansBengaliUI-Regular',
        'Kohinoor Bangla',
        'KohinoorBangla-Regular',
        'Bangla Sangam MN',
        'BanglaSangamMN',
        'Nirmala UI',
        'NirmalaUI',
      ],
      bold: [
        'Noto Sans Bengali Bold',
        'NotoSansBengali-Bold',
        'Noto Sans Bengali UI Bold',
        'NotoSansBengaliUI-Bold',
        'Kohinoor Bangla Semibold',
        'KohinoorBangla-Semibold',
        'Bangla Sangam MN Bold',
        'BanglaSangamMN-Bold',
        'Nirmala UI Bold',
        'NirmalaUI-Bold',
      ],
    },
  },
  {
    script: 'arabic',
    family: 'Noto Naskh Arabic',
    pkg: '@fontsource/noto-naskh-arabic',
    subset: 'arabic',
    // Android's Urdu font. iOS's Arabic fonts lack some Urdu forms, so they are not named.
    systemNames: {
      regular: [
        'Noto Naskh Arabic',
        'Noto Naskh Arabic Regular',
        'NotoNaskhArabic-Regular',
        'Noto Naskh Arabic UI',
        'NotoNaskhArabicUI-Regular',
      ],
      bold: [
        'Noto Naskh Arabic Bold',
        'NotoNaskhArabic-Bold',
        'Noto Naskh Arabic UI Bold',
        'NotoNaskhArabicUI-Bold',
      ],
    },
  },
  {
    script: 'vietnamese',
    family: 'Noto Sans',
    pkg: '@fontsource/noto-sans',
    subset: 'vietnamese',
    systemNames: {
      regular: ['Noto Sans', 'Noto Sans Regular', 'NotoSans-Regular'],
      bold: ['Noto Sans Bold', 'NotoSans-Bold'],
    },
  },
  {
    script: 'thai',
    family: 'Noto Sans Thai',
    pkg: '@fontsource/noto-sans-thai',
    subset: 'thai',
    // iOS and macOS (Thonburi), Windows (Leelawadee UI).
    systemNames: notoNames('Noto Sans Thai', {
      regular: ['Thonburi', 'Leelawadee UI', 'LeelawadeeUI'],
      bold: ['Thonburi Bold', 'Thonburi-Bold', 'Leelawadee UI Bold', 'LeelawadeeUI-Bold'],
    }),
  },
  {
    script: 'devanagari',
    family: 'Noto Sans Devanagari',
    pkg: '@fontsource/noto-sans-devanagari',
    subset: 'devanagari',
    // iOS and macOS (Kohinoor Devanagari, Devanagari Sangam MN), Windows (Nirmala UI).
    systemNames: notoNames('Noto Sans Devanagari', {
      regular: [
        'Kohinoor Devanagari',
        'KohinoorDevanagari-Regular',
        'Devanagari Sangam MN',
        'DevanagariSangamMN',
        'Nirmala UI',
        'NirmalaUI',
      ],
      bold: [
        'Kohinoor Devanagari Semibold',
        'KohinoorDevanagari-Semibold',
        'Devanagari Sangam MN Bold',
        'DevanagariSangamMN-Bold',
        'Nirmala UI Bold',
        'NirmalaUI-Bold',
      ],
    }),
  },
  {
    script: 'khmer',
    family: 'Noto Sans Khmer',
    pkg: '@fontsource/noto-sans-khmer',
    subset: 'khmer',
    systemNames: notoNames('Noto Sans Khmer', {
      regular: ['Khmer Sangam MN', 'KhmerSangamMN', 'Leelawadee UI', 'LeelawadeeUI'],
      bold: ['Leelawadee UI Bold', 'LeelawadeeUI-Bold'],
    }),
  },
  {
    script: 'lao',
    family: 'Noto Sans Lao',
    pkg: '@fontsource/noto-sans-lao',
    subset: 'lao',
    systemNames: notoNames('Noto Sans Lao', {
      regular: ['Lao Sangam MN', 'LaoSangamMN', 'Leelawadee UI', 'LeelawadeeUI'],
      bold: ['Leelawadee UI Bold', 'LeelawadeeUI-Bold'],
    }),
  },
  {
    script: 'myanmar',
    family: 'Noto Sans Myanmar',
    pkg: '@fontsource/noto-sans-myanmar',
    subset: 'myanmar',
    systemNames: notoNames('Noto Sans Myanmar', {
      regular: ['Myanmar Sangam MN', 'MyanmarSangamMN', 'Myanmar Text', 'MyanmarText'],
      bold: ['Myanmar Sangam MN Bold', 'MyanmarSangamMN-Bold', 'Myanmar Text Bold', 'MyanmarText-Bold'],
    }),
  },
  {
    script: 'tamil',
    family: 'Noto Sans Tamil',
    pkg: '@fontsource/noto-sans-tamil',
    subset: 'tamil',
    systemNames: notoNames('Noto Sans Tamil', {
      regular: ['Tamil Sangam MN', 'TamilSangamMN', 'Nirmala UI', 'NirmalaUI'],
      bold: ['Tamil Sangam MN Bold', 'TamilSangamMN-Bold', 'Nirmala UI Bold', 'NirmalaUI-Bold'],
    }),
  },
  {
    script: 'telugu',
    family: 'Noto Sans Telugu',
    pkg: '@fontsource/noto-sans-telugu',
    subset: 'telugu',
    systemNames: notoNames('Noto Sans Telugu', {
      regular: ['Kohinoor Telugu', 'KohinoorTelugu-Regular', 'Nirmala UI', 'NirmalaUI'],
      bold: ['Kohinoor Telugu Semibold', 'KohinoorTelugu-Semibold', 'Nirmala UI Bold', 'NirmalaUI-Bold'],
    }),
  },
  {
    script: 'sinhala',
    family: 'Noto Sans Sinhala',
    pkg: '@fontsource/noto-sans-sinhala',
    subset: 'sinhala',
    systemNames: notoNames('Noto Sans Sinhala', {
      regular: ['Sinhala Sangam MN', 'SinhalaSangamMN', 'Nirmala UI', 'NirmalaUI'],
      bold: ['Sinhala Sangam MN Bold', 'SinhalaSangamMN-Bold', 'Nirmala UI Bold', 'NirmalaUI-Bold'],
    }),
  },
  {
    // Simplified Chinese glyphs; the font also has kana and Hangul, so it serves Japanese, Korean and Traditional
    // Chinese text too where the phone has no font of its own (with the Simplified forms of a few Han characters).
    script: 'cjk',
    family: 'Noto Sans SC',
    pkg: '@fontsource/noto-sans-sc',
    subset: '',
    sliced: { sample: '[119]' },
    systemNames: notoNames('Noto Sans SC', {
      regular: [
        'Noto Sans CJK SC',
        'Noto Sans CJK SC Regular',
        'NotoSansCJKsc-Regular',
        'PingFang SC',
        'PingFangSC-Regular',
        'Microsoft YaHei',
      ],
      bold: ['Noto Sans CJK SC Bold', 'NotoSansCJKsc-Bold', 'PingFangSC-Semibold', 'Microsoft YaHei Bold'],
    }),
  },
];

/**
 * Characters of each script for a font the merchant supplies itself (a theme's font.scripts naming a file), where no
 * shipped package gives the range: its face serves only these, so Latin text keeps the theme's fonts.
 */
export const SCRIPT_RANGES: Partial<Record<Script, string>> = {
  gujarati: 'U+0A80-0AFF,U+200C-200D,U+20B9,U+25CC,U+A830-A839',
  cjk: 'U+2E80-2FDF,U+3000-303F,U+3040-30FF,U+3100-312F,U+3130-318F,U+31A0-31FF,U+3200-9FFF,U+AC00-D7AF,U+F900-FAFF,U+FE30-FE4F,U+FF00-FFEF,U+20000-2FA1F',
};

/** The name of a script as a person writes it, for validate's messages. */
export const SCRIPT_NAMES: Record<Script, string> = {
  latin: 'Latin',
  bengali: 'Bengali',
  arabic: 'Arabic',
  vietnamese: 'Vietnamese',
  thai: 'Thai',
  devanagari: 'Devanagari',
  khmer: 'Khmer',
  lao: 'Lao',
  myanmar: 'Myanmar',
  tamil: 'Tamil',
  telugu: 'Telugu',
  sinhala: 'Sinhala',
  gujarati: 'Gujarati',
  cjk: 'Chinese, Japanese and Korean (CJK)',
};

/** A font.scripts value that names a font file in the merchant's folder (rather than a stack of installed fonts). */
export function isFontFile(value: string | undefined): value is string {
  return value !== undefined && /^[^,"']+\.(woff2|woff|ttf|otf)$/i.test(value.trim());
}

/** The family of the face a merchant's own font file is declared as (fontStack names it for that script). */
export function merchantFontFamily(script: Script): string {
  return `Merchant ${SCRIPT_NAMES[script].split(' ')[0]}`;
}

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
  KM: ['khmer'],
  LO: ['lao'],
  MY: ['myanmar'],
  TA: ['tamil'],
  TE: ['telugu'],
  GU: ['gujarati'],
  CN: ['cjk'],
  TW: ['cjk'],
  JA: ['cjk'],
  KO: ['cjk'],
};

/** The scripts beyond Latin that these languages are written in, in order. */
export function scriptsOf(langList: readonly Language[]): Script[] {
  return [...new Set(langList.flatMap((l) => LANGUAGE_SCRIPTS[l] ?? []))];
}

/** The shipped fonts a merchant with these languages needs. */
export function fontsFor(langList: readonly Language[]): ShippedFont[] {
  const scripts = new Set(scriptsOf(langList));
  return SHIPPED_FONTS.filter((f) => scripts.has(f.script));
}

/**
 * The languages whose script would be drawn as empty boxes on a phone without a font for it: no font ships for the
 * script and the theme names no font file for it (a stack of installed fonts is only as good as the phone).
 */
export function uncoveredScripts(
  theme: Theme,
  langList: readonly Language[],
): { lang: Language; script: Script; stack?: string }[] {
  return langList.flatMap((lang) =>
    (LANGUAGE_SCRIPTS[lang] ?? [])
      .filter((s) => !SHIPPED_FONTS.some((f) => f.script === s) && !isFontFile(theme.font.scripts?.[s]))
      .map((script) => ({ lang, script, stack: theme.font.scripts?.[script] })),
  );
}

/** Weight files shipped per font, and the weight range each one serves (600 and 700 both use the bold file). */
export const FONT_WEIGHTS: { file: number; range: string }[] = [
  { file: 400, range: '100 500' },
  { file: 700, range: '600 900' },
];

/**
 * The name of a shipped font's weight file in its @fontsource package's files/ folder: WOFF2 is what the build
 * ships; the WOFF (1.0) twin is what tests install as a system font.
 * @example fontFileName(bengali, 700) // "noto-sans-bengali-bengali-700-normal.woff2"
 */
export function fontFileName(
  font: ShippedFont,
  weightFile: number,
  ext: 'woff2' | 'woff' = 'woff2',
  subset = font.sliced?.sample ?? font.subset,
): string {
  return `${font.pkg.split('/')[1]}-${subset.replace(/[[\]]/g, '')}-${weightFile}-normal.${ext}`;
}

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
  const names = f.weightFile >= 600 ? f.font.systemNames.bold : f.font.systemNames.regular;
  const local = names.map((n) => `local("${n}")`).join(',');
  return (
    `@font-face{font-family:"${f.font.family}";font-style:normal;font-weight:${f.weightRange};font-display:swap;` +
    `src:${local},url(${f.url}) format("woff2");unicode-range:${f.unicodeRange}}`
  );
}

/** Measured by scripts/font-metrics.ts from the shipped files (see there): ascent, descent, size-adjust per system font. */
interface WeightMetrics {
  ascent: number;
  descent: number;
  sizeAdjust: Record<string, number>;
}
const METRICS = fontMetrics as Record<string, { weights: Record<string, WeightMetrics> }>;

/** The system fonts with letters of a font's script whose metrics are matched, in order (e.g. DejaVu Sans). */
export function fallbackLocals(font: ShippedFont, weightFile: number): string[] {
  return Object.keys(METRICS[font.family]?.weights[String(weightFile)]?.sizeAdjust ?? {});
}

/** The families of the metric-matched fallback faces of a shipped font, for the stack right after it. */
export function fallbackFamilies(font: ShippedFont): string[] {
  return fallbackLocals(font, FONT_WEIGHTS[0]!.file).map(
    (_, i) => `${font.family} Fallback${i ? ` ${i + 1}` : ''}`,
  );
}

const pct = (n: number) => `${Math.round(n * 100) / 100}%`;

/**
 * The fallback faces of one weight file: a system font that draws the same script (DejaVu Sans has Arabic letters),
 * scaled by size-adjust so that its text is as wide as the shipped font's, with the shipped font's ascent and descent
 * (divided by size-adjust, which scales them too). Until the shipped file arrives, that font draws the script at the
 * shipped font's width and line metrics, so lines wrap alike and nothing moves when it swaps in. Same unicode-range as
 * the shipped face: Latin text never uses it.
 */
export function fallbackFaceCss(f: Omit<FontFace, 'url'>): string {
  const m = METRICS[f.font.family]?.weights[String(f.weightFile)];
  if (!m) return '';
  const families = fallbackFamilies(f.font);
  return Object.entries(m.sizeAdjust)
    .map(([local, size], i) => {
      const k = size / 100;
      return (
        `@font-face{font-family:"${families[i]}";font-style:normal;font-weight:${f.weightRange};` +
        `src:local("${local}");size-adjust:${pct(size)};ascent-override:${pct(m.ascent / k)};` +
        `descent-override:${pct(m.descent / k)};line-gap-override:0%;unicode-range:${f.unicodeRange}}`
      );
    })
    .join('');
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
  const extra = scriptsOf(langList)
    .map((s) => {
      const own = theme.font.scripts?.[s];
      // A font file of the merchant's own (packageFonts declares it under this family).
      if (isFontFile(own)) return `"${merchantFontFamily(s)}"`;
      if (own) return own;
      const shipped = SHIPPED_FONTS.find((f) => f.script === s);
      // The shipped font, then its metric-matched fallbacks (fallbackFaceCss).
      return shipped && [shipped.family, ...fallbackFamilies(shipped)].map((n) => `"${n}"`).join(', ');
    })
    .filter((x): x is string => Boolean(x))
    .map((stack) => (/^["']|,/.test(stack) ? stack : `"${stack}"`));
  return extra.length ? `${extra.join(', ')}, ${family}` : family;
}
