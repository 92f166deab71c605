import { Hono, type Context, type Next } from 'hono';
import { compress } from 'hono/compress';
import type { Gateway } from './app.ts';
import { varyOn } from './net.ts';

/**
 * What `npm start` serves on one port: /__health, the gateway's /wps, /lgw and /__sandbox, and every other path from
 * the merchant bundles. Both get the node-server `env` (the incoming socket) with the request, so the gateway sees
 * each caller's own address rather than one shared fallback.
 */
export function createSite(api: Gateway, bundles: Hono): Hono {
  const site = new Hono();
  // Readiness probe for process managers, the test runner and the bench; answers on any host, and only once the
  // gateway has seeded its content (requests would wait for it anyway, but measurements should not run beside it).
  let ready = false;
  void api.ready.then(() => (ready = true));
  site.get('/__health', (c) => (ready ? c.text('ok') : c.text('starting', 503)));
  // The gateway's answers (JSON, generated SVG art) go out compressed like the bundles' files: a phone on a slow
  // network fetches the lobby's lists at a fraction of their size. Answers under 1 KB are left as they are.
  // A caller that takes no encoding (nginx asks for plain answers and compresses them itself) gets only the Vary
  // compress() would add, which compress() adds with c.header() after the route (varyOn says what that costs).
  const squeeze = compress();
  const plain = async (c: Context, next: Next) => {
    await next();
    varyOn(c.res, 'Accept-Encoding');
  };
  const takesEncoding = (c: Context) => /\b(gzip|deflate)\b/i.test(c.req.header('accept-encoding') ?? '');
  for (const prefix of ['/wps/*', '/lgw/*'])
    site.use(prefix, (c, next) => (takesEncoding(c) ? squeeze(c, next) : plain(c, next)));
  for (const prefix of ['/wps/*', '/lgw/*', '/__sandbox/*'])
    site.all(prefix, (c) => api.fetch(c.req.raw, c.env));
  site.all('*', (c) => bundles.fetch(c.req.raw, c.env));
  return site;
}
