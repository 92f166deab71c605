import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from './site.ts';
import { startHarness, type Harness } from './test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.db.close();
});

const get = (site: Hono, path: string, headers: Record<string, string> = {}) =>
  site.fetch(new Request(`http://ph.localhost${path}`, { headers: { moduleId: 'GAME3', ...headers } }));

describe('site', () => {
  it("compresses the gateway's answers for a client that accepts gzip, and only then", async () => {
    const site = createSite(h.gateway, new Hono());
    const path = '/wps/relay/GCSGAME_hotGames?isPlatform=2&language=EN&platform=html5';
    const plain = await get(site, path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    // Either way a cache keeps the two apart.
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    const zipped = await get(site, path, { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect((await get(site, path, { 'accept-encoding': 'br' })).headers.get('content-encoding')).toBeNull();
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(body.length).toBeLessThan(text.length / 2);
    expect(gunzipSync(body).toString('utf8')).toBe(text);
  });

  it('serves the bundles beside it unchanged', async () => {
    const bundles = new Hono().get('*', (c) => c.text('bundle'));
    const r = await get(createSite(h.gateway, bundles), '/m/home', { 'accept-encoding': 'gzip' });
    expect(await r.text()).toBe('bundle');
  });
});
