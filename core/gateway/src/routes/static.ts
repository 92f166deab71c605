import type { Hono } from 'hono';
import { ArtCache, type RasterFormat } from '../art/raster.ts';
import type { Deps } from '../context.ts';
import { ApiError } from '../errors.ts';
import { IMAGE_KINDS, IMAGE_WIDTH, MAX_SCALE, artFor, type ImageKind } from '../seed/icons.ts';

/** The credits of the sets the art is drawn with (art/NOTICE.md has the details). */
export const ART_CREDITS =
  'Sandbox art: Fluent Emoji © Microsoft (MIT), Lilita One © Juan Montoreano, Inter © The Inter Project Authors, Noto Sans Bengali, Noto Naskh Arabic and the Noto Sans faces of Thai, Devanagari, Khmer, Lao, Myanmar, Tamil, Telugu and Sinhala © The Noto Project Authors (SIL OFL 1.1); non-Latin scripts shaped with HarfBuzz (harfbuzzjs, MIT).\n';

const YEAR = 'public, max-age=31536000, immutable';
/** Widths are rounded up to this step, so a picture has a few sizes, not one per pixel asked. */
const STEP = 4;

/**
 * Generated images: /wps/static/<kind>/<name>.webp?w=<px> (game art, banners, vendor wordmarks, host portraits,
 * promotions), AVIF instead where the browser accepts it and it is the smaller; /wps/static/<kind>/<name>.svg is the same picture as
 * vector. They are a pure function of the URL (and Accept), drawn once and cached (see art/raster.ts), so they are
 * cached for a year and answer even during maintenance.
 */
export function mountStatic(app: Hono, deps: Deps, artDir?: string): void {
  const cache = new ArtCache(artDir);
  app.get('/wps/static/credits.txt', (c) =>
    c.body(ART_CREDITS, 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    }),
  );
  const merchantOf = (code: string) => deps.merchants.all.find((m) => m.code === code);
  app.get('/wps/static/:kind/:file', async (c) => {
    const kind = c.req.param('kind') as ImageKind;
    const file = c.req.param('file');
    const m = IMAGE_KINDS.includes(kind) ? /^(.+)\.(webp|svg)$/.exec(file) : null;
    const missing = (why = '') => new ApiError('NOT_FOUND', { message: `no image ${kind}/${file}${why}` });
    if (!m) throw missing();
    if (m[2] === 'svg') {
      const art = artFor(kind, m[1]!, merchantOf);
      if (!art) throw missing();
      return c.body(art.svg, 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': YEAR,
        // An SVG opened directly must not run anything.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    }
    const asked = Number(c.req.query('w') ?? IMAGE_WIDTH[kind]);
    const max = IMAGE_WIDTH[kind] * MAX_SCALE;
    if (!Number.isInteger(asked) || asked < 1 || asked > max)
      throw missing(` ${asked} px wide (1 to ${max})`);
    // The sizes the app asks for (1x, 2x and 3x of the kind's width) as they are; any other up to the next step.
    const width = asked % IMAGE_WIDTH[kind] === 0 ? asked : Math.min(max, Math.ceil(asked / STEP) * STEP);
    const art = artFor(kind, m[1]!, merchantOf, width);
    if (!art) throw missing();
    const formats: RasterFormat[] = /image\/avif/.test(c.req.header('accept') ?? '')
      ? ['avif', 'webp']
      : ['webp'];
    const { bytes, etag, format } = await cache.get(art, width, formats);
    const headers = {
      'Content-Type': `image/${format}`,
      'Cache-Control': YEAR,
      ETag: etag,
      // The same URL answers AVIF or WebP by what the browser accepts.
      Vary: 'Accept',
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(bytes), 200, headers);
  });
}
