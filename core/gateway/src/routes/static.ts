import type { Hono } from 'hono';
import type { Deps } from '../context.ts';
import { ApiError } from '../errors.ts';
import { IMAGE_KINDS, renderImage, type ImageKind } from '../seed/icons.ts';

/**
 * Generated images: /wps/static/<kind>/<name>.svg (game icons, banners, vendor logos, avatars, promotions).
 * They are a pure function of the name, so they are cached for a long time and answer even during maintenance.
 */
export function mountStatic(app: Hono, _deps: Deps): void {
  app.get('/wps/static/:kind/:file', (c) => {
    const kind = c.req.param('kind') as ImageKind;
    const file = c.req.param('file');
    const svg =
      IMAGE_KINDS.includes(kind) && file.endsWith('.svg') ? renderImage(kind, file.slice(0, -4)) : undefined;
    if (!svg) throw new ApiError('NOT_FOUND', { message: `no image ${kind}/${file}` });
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=604800, immutable',
      // An SVG opened directly must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
}
