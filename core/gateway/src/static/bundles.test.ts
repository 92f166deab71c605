import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBundleServer, hostName, hostTable } from './bundles.ts';

let dist: string;
let server: ReturnType<typeof createBundleServer>;
const shell = (code: string) => `<!doctype html><title>${code}</title>${'x'.repeat(2000)}`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'wl-bundles-'));
  for (const code of ['ph', 'bd']) {
    await mkdir(path.join(dist, code, 'assets'), { recursive: true });
    await writeFile(path.join(dist, code, 'index.html'), shell(code));
    await writeFile(path.join(dist, code, 'assets/app.abc.js'), `console.log("${code}")`);
    await writeFile(path.join(dist, code, 'csp.txt'), "default-src 'self'");
  }
  server = createBundleServer({
    distDir: dist,
    sites: [
      { code: 'ph', brandName: 'LuzonPlay', domains: ['luzonplay.ph'] },
      { code: 'bd', brandName: 'PadmaBet', domains: ['padmabet.com'] },
    ],
  });
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  server.request(url, { headers: { host, ...headers } });

describe('bundle server', () => {
  it('picks the merchant by Host: <code>.localhost with a port, and manifest domains', async () => {
    expect(await (await get('/m/', 'ph.localhost:8080')).text()).toContain('<title>ph</title>');
    expect(await (await get('/m/', 'padmabet.com')).text()).toContain('<title>bd</title>');
    expect(await (await get('/m/', 'LUZONPLAY.PH.')).text()).toContain('<title>ph</title>');
  });

  it('serves the app shell for every route, including aliases that look like files', async () => {
    for (const p of [
      '/',
      '/m',
      '/m/login',
      '/m/index.html',
      '/m/register.html',
      '/m/member/agent/getHourContract',
    ]) {
      const r = await get(p, 'ph.localhost');
      expect(r.status, p).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/html');
      expect(r.headers.get('cache-control')).toBe('no-cache');
      expect(r.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'");
    }
  });

  it("serves home in the language of the player's cookie where the bundle has it, else the default page", async () => {
    await mkdir(path.join(dist, 'ph', 'lang', 'TY'), { recursive: true });
    await writeFile(path.join(dist, 'ph', 'lang', 'TY', 'index.html'), shell('ph TY'));
    const page = async (cookie?: string, url = '/m/home') => {
      const r = await get(url, 'ph.localhost', cookie ? { cookie } : {});
      expect(r.headers.get('vary'), url).toContain('Cookie');
      return r.text();
    };
    expect(await page('wl_lang=TY')).toContain('<title>ph TY</title>');
    expect(await page('a=1; wl_lang=TY; b=2', '/')).toContain('<title>ph TY</title>');
    // The default language, a language the bundle has no page for, and anything that is not a code: index.html.
    for (const cookie of [
      undefined,
      'wl_lang=EN',
      'wl_lang=BN',
      'wl_lang=../../etc',
      'wl_lang=TY%2F..',
      'xwl_lang=TY',
    ])
      expect(await page(cookie), String(cookie)).toContain('<title>ph</title>');
    // Another merchant's bundle has no Tagalog page.
    expect(await (await get('/m/home', 'bd.localhost', { cookie: 'wl_lang=TY' })).text()).toContain(
      '<title>bd</title>',
    );
    await rm(path.join(dist, 'ph', 'lang'), { recursive: true });
  });

  it("serves a prerendered screen's page on its paths (shells.json), in any case and with a trailing slash", async () => {
    await mkdir(path.join(dist, 'bd', 'shells'), { recursive: true });
    await writeFile(path.join(dist, 'bd', 'shells', 'login.html'), shell('bd login'));
    await writeFile(
      path.join(dist, 'bd', 'shells.json'),
      JSON.stringify({ '/m/login': 'shells/login.html' }),
    );
    for (const p of ['/m/login', '/M/Login/', '/m/login?redirect=%2Fm%2Fvip']) {
      const r = await get(p, 'bd.localhost');
      expect(await r.text(), p).toContain('<title>bd login</title>');
      expect(r.headers.get('cache-control')).toBe('no-cache');
      expect(r.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'");
    }
    // Any other path, and another merchant without the page, get index.html.
    expect(await (await get('/m/register', 'bd.localhost')).text()).toContain('<title>bd</title>');
    expect(await (await get('/m/login', 'ph.localhost')).text()).toContain('<title>ph</title>');
    // A damaged list serves index.html everywhere rather than failing.
    await writeFile(path.join(dist, 'bd', 'shells.json'), '{"/m/login": ');
    expect(await (await get('/m/login', 'bd.localhost')).text()).toContain('<title>bd</title>');
    await rm(path.join(dist, 'bd', 'shells.json'));
  });

  it('sends the policy of the build on disk: a new build is served with its own hashes', async () => {
    const csp = path.join(dist, 'bd', 'csp.txt');
    await writeFile(csp, "default-src 'self'; script-src 'self' 'sha256-new'");
    // A new mtime, as a build writes it (stat's resolution may not tell two writes within a tick apart).
    await utimes(csp, new Date(), new Date(Date.now() + 5000));
    expect((await get('/m/home', 'bd.localhost')).headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' 'sha256-new'; frame-ancestors 'none'",
    );
    await writeFile(csp, "default-src 'self'");
    await utimes(csp, new Date(), new Date(Date.now() + 10000));
  });

  it('serves hashed assets as immutable and 404s missing ones instead of the shell', async () => {
    const r = await get('/assets/app.abc.js', 'bd.localhost');
    expect(await r.text()).toBe('console.log("bd")');
    expect(r.headers.get('cache-control')).toContain('immutable');
    expect((await get('/assets/missing.js', 'bd.localhost')).status).toBe(404);
    expect((await get('/favicon.ico', 'bd.localhost')).status).toBe(404);
  });

  it('compresses text when the client accepts it', async () => {
    const r = await get('/m/home', 'ph.localhost', { 'accept-encoding': 'gzip' });
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await r.arrayBuffer())).toString()).toBe(shell('ph'));
  });

  it("sends the build's precompressed copy where one is as new as the file, else compresses it itself", async () => {
    const file = path.join(dist, 'ph', 'assets', 'big.def.js');
    const body = `/* big */${'y'.repeat(3000)}`;
    await writeFile(file, body);
    // A copy that differs from what this server would make itself proves which one was sent.
    await writeFile(`${file}.gz`, gzipSync(`${body}/* from the build */`));
    const sent = await get('/assets/big.def.js', 'ph.localhost', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(Buffer.from(await sent.arrayBuffer())).toString()).toBe(`${body}/* from the build */`);
    // A stale copy (older than the file) is ignored.
    const other = path.join(dist, 'ph', 'assets', 'other.def.js');
    await writeFile(`${other}.gz`, gzipSync('stale'));
    await utimes(`${other}.gz`, new Date(2000, 0, 1), new Date(2000, 0, 1));
    await writeFile(other, body);
    const fresh = await get('/assets/other.def.js', 'ph.localhost', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(Buffer.from(await fresh.arrayBuffer())).toString()).toBe(body);
  });

  it('never leaves the bundle folder', async () => {
    const r = await get('/..%2f..%2fetc/passwd', 'ph.localhost');
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('<title>ph</title>');
    expect((await get('/assets/..%2f..%2fbd/index.html', 'ph.localhost')).status).not.toBe(500);
  });

  it('answers an unknown host with a plain 404 that names no merchant', async () => {
    for (const host of ['localhost:8080', 'evil.example', '127.0.0.1', '']) {
      const r = await get('/m/', host);
      expect(r.status, host).toBe(404);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      const body = await r.text();
      for (const name of ['ph', 'bd', 'LuzonPlay', 'PadmaBet', 'luzonplay', 'padmabet', 'localhost'])
        expect(body.toLowerCase(), `${host}: ${body}`).not.toContain(name.toLowerCase());
    }
  });

  it('answers odd paths with 400 or 404, never 500, with nosniff', async () => {
    for (const p of [
      '/m/%ff',
      '/%E0%A4%A',
      '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
      '/assets/%c0%ae',
      '/m/%00',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/%ff.js',
      '/m/a%0ab',
      `/${'a'.repeat(5000)}.js`,
    ]) {
      const r = await get(p, 'ph.localhost');
      expect(r.status, p).not.toBe(500);
      expect(r.headers.get('x-content-type-options'), p).toBe('nosniff');
      if (r.status !== 200) expect([400, 404], p).toContain(r.status);
      expect(await r.text(), p).not.toMatch(/URIError|at .+:\d+/);
    }
    for (const p of ['/m/%ff', '/%E0%A4%A', '/assets/%c0%ae'])
      expect((await get(p, 'ph.localhost')).status, p).toBe(400);
    const missing = await get('/assets/missing.js', 'ph.localhost');
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('gives a shared domain to the first merchant by code that lists it, never over an own domain', () => {
    const table = hostTable([
      {
        code: 'ph',
        brandName: 'P',
        domains: ['luzonplay.ph'],
        sharedDomains: ['play.example', 'padmabet.com'],
      },
      { code: 'bd', brandName: 'B', domains: ['padmabet.com'], sharedDomains: ['play.example'] },
    ]);
    expect(table.get('play.example')).toBe('bd');
    expect(table.get('padmabet.com')).toBe('bd');
    expect(table.get('luzonplay.ph')).toBe('ph');
  });

  it('normalises host names', () => {
    expect(hostName('PH.localhost:8080')).toBe('ph.localhost');
    expect(hostName(undefined)).toBe('');
  });
});
