import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';
import {
  FONT_WEIGHTS,
  SHIPPED_FONTS,
  fallbackFaceCss,
  fallbackFamilies,
  fontFaceCss,
  fontFileName,
  fontsFor,
  type ShippedFont,
} from '@wl/manifest';
import { ApiError } from '../errors.ts';
import type { GatewayMerchant } from '../merchants.ts';

/**
 * The script fonts of the pages the gateway draws itself (the sandbox slot and lottery): the same self-hosted faces
 * the merchant's app ships (fontsFor in @wl/manifest: Noto Sans Bengali for BN, Noto Naskh Arabic for UR), served
 * from the font packages at /wps/static/fonts/<file>.woff2, with local() first and the script's unicode-range, so a
 * phone that has the font or a page without that script downloads nothing. Without them a phone with no Bengali
 * font shows a BD player's game page as empty boxes.
 */
export const FONT_PATH = '/wps/static/fonts';

const require = createRequire(import.meta.url);

interface FontFile {
  font: ShippedFont;
  weight: (typeof FONT_WEIGHTS)[number];
  name: string;
}

/** Every file that may be served, by name (nothing else under FONT_PATH answers). */
const FILES = new Map<string, FontFile>(
  SHIPPED_FONTS.flatMap((font) =>
    FONT_WEIGHTS.map((weight) => {
      const name = fontFileName(font, weight.file);
      return [name, { font, weight, name }] as const;
    }),
  ),
);

const packageDir = (pkg: string): string => path.dirname(require.resolve(`${pkg}/package.json`));

const ranges = new Map<string, string>();
function unicodeRange(font: ShippedFont): string {
  let range = ranges.get(font.pkg);
  if (range === undefined) {
    const all = JSON.parse(readFileSync(path.join(packageDir(font.pkg), 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    range = all[font.subset];
    if (!range) throw new Error(`${font.pkg} has no "${font.subset}" subset`);
    ranges.set(font.pkg, range);
  }
  return range;
}

/** The @font-face rules and the families to put first in the page's font stack, for a merchant's languages. */
export function pageFonts(merchant: GatewayMerchant | undefined): { css: string; families: string[] } {
  const fonts = merchant ? fontsFor(merchant.manifest.langList) : [];
  const css = fonts
    .flatMap((font) =>
      FONT_WEIGHTS.map((w) => {
        const name = fontFileName(font, w.file);
        const face = { font, weightRange: w.range, weightFile: w.file, unicodeRange: unicodeRange(font) };
        return fontFaceCss({ ...face, url: `${FONT_PATH}/${name}` }) + fallbackFaceCss(face);
      }),
    )
    .join('');
  return { css, families: fonts.flatMap((f) => [f.family, ...fallbackFamilies(f)]) };
}

/** GET /wps/static/fonts/<file>.woff2: only the shipped files, cached for a day. */
export function mountPageFonts(app: Hono): void {
  const bytes = new Map<string, Buffer>();
  app.get(`${FONT_PATH}/:file`, (c) => {
    const file = FILES.get(c.req.param('file'));
    if (!file) throw new ApiError('NOT_FOUND', { message: 'no such font' });
    let data = bytes.get(file.name);
    if (!data) {
      data = readFileSync(path.join(packageDir(file.font.pkg), 'files', file.name));
      bytes.set(file.name, data);
    }
    return c.body(new Uint8Array(data), 200, {
      'Content-Type': 'font/woff2',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
