import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxWorkers } from './deployment.ts';
import { IMMUTABLE, nginxMain, nginxSites, type NginxSite } from './nginx.ts';

const site = (over: Partial<NginxSite> = {}): NginxSite => ({
  code: 'ph',
  domains: ['luzonplay.ph', 'M.LuzonPlay.com'],
  root: '/srv/wl/ph',
  shells: { '/m/login': 'shells/login.html', '/m/register.html': 'shells/register.html' },
  csp: "default-src 'self'; script-src 'self' 'sha256-abc='\n",
  ...over,
});
const conf = (sites = [site()]) =>
  nginxSites({ listen: 8480, upstream: ['127.0.0.1:8081', '127.0.0.1:8082'], sites });

describe('nginx configuration', () => {
  it('has one server per merchant on its domains and <code>.localhost, lower case', () => {
    const text = conf([
      site(),
      site({ code: 'bd', domains: ['bd.example'], root: '/srv/wl/bd', shells: {} }),
    ]);
    expect(text).toContain('server_name ph.localhost luzonplay.ph m.luzonplay.com;');
    expect(text).toContain('server_name bd.localhost bd.example;');
    expect(text).toContain('root /srv/wl/ph;');
    expect(text).toMatch(
      /upstream wl_gateway \{\n\s+server 127\.0\.0\.1:8081[^\n]*\n\s+server 127\.0\.0\.1:8082/,
    );
  });

  it("answers each prerendered screen's paths with its page, with the CSP, and other app paths with index.html", () => {
    const text = conf();
    expect(text).toMatch(/location ~\* \^\/m\/login\/\?\$ \{[^}]*try_files \/shells\/login\.html =404;/);
    // The dot of register.html is a literal dot, not any character.
    expect(text).toContain('location ~* ^/m/register\\.html/?$ {');
    expect(text).toContain(
      `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'" always;`,
    );
    // Other app paths: home in the language of the player's cookie where the bundle has it, else index.html.
    expect(text).toMatch(/location ~\* \^\/m\/ \{[^}]*try_files \$wl_lang_page \/index\.html =404;/);
    expect(text).toContain('map $cookie_wl_lang $wl_lang_page {');
    expect(text).toContain('"~^(?<wl_lang>[A-Z]{2,3})$" /lang/$wl_lang/index.html;');
    expect(text).toContain('add_header Vary "Cookie" always;');
    expect(text).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
    expect(text).toContain('brotli_static on;');
    expect(nginxSites({ listen: 80, upstream: ['a:1'], sites: [site()], brotli: false })).not.toContain(
      'brotli',
    );
  });

  it('passes the caller address on, appended, to the gateway', () => {
    expect(conf()).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(conf()).toMatch(/location ~ \^\/\(wps\|lgw\|__sandbox\)\/ \{[^}]*proxy_pass http:\/\/wl_gateway;/);
  });

  it('refuses what it cannot write safely, naming it', () => {
    expect(() => conf([site({ domains: ['bad host;'] })])).toThrow(/merchant ph: bad host name "bad host;"/);
    expect(() => conf([site({ root: '/srv/x; evil' })])).toThrow(/bad root/);
    expect(() => conf([site({ csp: 'default-src "x"' })])).toThrow(/cannot be quoted/);
    expect(() => conf([site({ shells: { '/m/a': '../etc/passwd' } })])).toThrow(/bad shells.json entry/);
    expect(() => conf([site(), site()])).toThrow(/merchant ph twice/);
    expect(() => nginxSites({ listen: 80, upstream: [], sites: [] })).toThrow(/at least one gateway/);
    expect(() => nginxSites({ listen: 80, upstream: ['http://x'], sites: [] })).toThrow(/bad upstream/);
    expect(() => nginxMain({ prefix: '/p', sites: '/p/s', modules: [], root: false, workers: 0 })).toThrow(
      /workers must be a whole number ≥ 1, not 0/,
    );
  });

  it('gives nginx the cores the gateway processes beside it leave, at least one worker', () => {
    const main = (workers: number) =>
      nginxMain({ prefix: '/p', sites: '/p/s', modules: [], root: false, workers });
    expect(main(nginxWorkers(2, 2))).toMatch(/^worker_processes 1;$/m);
    expect(main(nginxWorkers(2, 8))).toMatch(/^worker_processes 6;$/m);
    expect(nginxWorkers(4, 2)).toBe(1);
  });

  const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(existsSync);
  it.runIf(nginx)('is accepted by nginx -t', async () => {
    const prefix = await mkdtemp(path.join(tmpdir(), 'wl-nginx-test-'));
    try {
      const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
      await writeFile(
        path.join(prefix, 'sites.conf'),
        nginxSites({
          listen: '127.0.0.1:1',
          upstream: ['127.0.0.1:2'],
          sites: [site({ root: prefix })],
          brotli,
        }),
      );
      await writeFile(
        path.join(prefix, 'nginx.conf'),
        nginxMain({
          prefix,
          sites: path.join(prefix, 'sites.conf'),
          modules: brotli ? ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'] : [],
          root: process.getuid?.() === 0,
        }),
      );
      const r = spawnSync(nginx!, ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
        encoding: 'utf8',
      });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
    } finally {
      await rm(prefix, { recursive: true, force: true });
    }
  });
});
