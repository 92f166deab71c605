/**
 * The nginx configuration of a deployment, written by `npm run build` (dist/nginx.conf) from what was built: one
 * server per merchant answering its manifest's domains (and <code>.localhost), the same answers the bundle server of
 * `npm start` gives (core/gateway/src/static/bundles.ts), and the API proxied to an upstream of gateway processes.
 *   - hashed assets and locale packs: `immutable`, a year; every page and every other file: `no-cache`;
 *   - each page with the bundle's Content-Security-Policy (csp.txt) and the security headers; errors `no-store`;
 *   - the prerendered screens' pages for their paths (shells.json), index.html for every other app path (deep links);
 *   - the build's precompressed .br and .gz files sent as such (gzip_static, and brotli_static from Debian's
 *     libnginx-mod-http-brotli-static), no bundle file compressed per request;
 *   - the gateway's answers compressed by nginx (gzip, level 4), not by the gateway: it is asked with no
 *     Accept-Encoding, so its Node processes spend their CPU on the API alone (nginx's zlib, in C, costs less per
 *     answer; the bench's game list p99 through nginx fell from 73 to 34 ms, and its rate rose from 2,147 to 5,942 requests/s);
 *   - /wps, /lgw, /__sandbox and /__health to the gateway upstream, with the caller's address appended to
 *     X-Forwarded-For (the gateway believes it only from a trusted proxy, and takes the right-most untrusted hop, so
 *     a client cannot pick its own address: core/gateway/src/net.ts).
 * The text is generated, never edited by hand: a new merchant is a new manifest and a build.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { SHELLS_FILE } from '../../core/gateway/src/static/shells.ts';
import { LANG_CODE, LANG_COOKIE, langPage } from '@wl/contract';

export interface NginxSite {
  code: string;
  /** Host names besides <code>.localhost (the manifest's domains). */
  domains: readonly string[];
  /** Absolute folder of the merchant's bundle. */
  root: string;
  /** The bundle's SHELLS_FILE: app path (lower case) → page file. */
  shells: Readonly<Record<string, string>>;
  /** The bundle's csp.txt. */
  csp: string;
}

export interface NginxOptions {
  /** What each server listens on: a port, or address:port. */
  listen: string | number;
  /** Gateway processes, host:port each. */
  upstream: readonly string[];
  sites: readonly NginxSite[];
  /** Whether the brotli_static module is loaded (Debian: libnginx-mod-http-brotli-static). Default true. */
  brotli?: boolean;
}

/** The immutable cache of hashed files (their name changes with their content). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths the gateway answers. */
export const GATEWAY_PREFIXES = ['wps', 'lgw', '__sandbox'] as const;

const quote = (v: string): string => {
  if (/["\\\n\r$]/.test(v)) throw new Error(`nginx: value cannot be quoted safely: ${v.slice(0, 80)}`);
  return `"${v}"`;
};
const HOST = /^[a-z0-9.-]+$/;
const regexEscape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function headers(lines: Record<string, string>, indent: string): string {
  return Object.entries(lines)
    .map(([k, v]) => `${indent}add_header ${k} ${quote(v)} always;`)
    .join('\n');
}

function server(site: NginxSite, opts: NginxOptions): string {
  const names = [`${site.code}.localhost`, ...site.domains.map((d) => d.toLowerCase())];
  for (const n of names)
    if (!HOST.test(n)) throw new Error(`nginx: merchant ${site.code}: bad host name "${n}"`);
  if (/[\s;{}"]/.test(site.root)) throw new Error(`nginx: merchant ${site.code}: bad root "${site.root}"`);
  const i = '        ';
  const nosniff = { 'X-Content-Type-Options': 'nosniff' };
  // add_header in a location replaces the server's, so each location names all of its own.
  const page = headers(
    {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': `${site.csp.trim()}; frame-ancestors 'none'`,
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // Home's page follows the language cookie ($wl_lang_page): a shared cache must key it by the cookie.
      Vary: 'Cookie',
      ...nosniff,
    },
    i,
  );
  const file = headers({ 'Cache-Control': 'no-cache', ...nosniff }, i);
  const immutable = headers({ 'Cache-Control': IMMUTABLE, ...nosniff }, i);
  const shells = Object.entries(site.shells)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([p, f]) => {
      if (!/^\/[A-Za-z0-9/._-]*$/.test(p) || !/^[A-Za-z0-9/._-]+$/.test(f) || f.includes('..'))
        throw new Error(`nginx: merchant ${site.code}: bad ${SHELLS_FILE} entry ${p} → ${f}`);
      return `    location ~* ^${regexEscape(p)}/?$ {\n${page}\n${i}try_files /${f} =404;\n    }`;
    });
  return `server {
    listen ${opts.listen};
    server_name ${names.join(' ')};
    root ${site.root};
    gzip_static on;
    gzip_vary on;
${opts.brotli === false ? '' : '    brotli_static on;\n'}    error_page 404 = @missing;

    location @missing {
${headers({ 'Cache-Control': 'no-store', ...nosniff }, i)}
${i}types { }
${i}default_type text/plain;
${i}return 404 "Not found\\n";
    }

    # The gateway.
    location ~ ^/(${GATEWAY_PREFIXES.join('|')})/ {
${i}proxy_pass http://wl_gateway;
${i}proxy_http_version 1.1;
${i}proxy_set_header Connection "";
${i}proxy_set_header Host $http_host;
${i}proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
${i}proxy_set_header X-Forwarded-Proto $scheme;
${i}proxy_set_header Accept-Encoding "";
${i}gzip on;
${i}gzip_proxied any;
${i}gzip_comp_level 4;
${i}gzip_min_length 1024;
${i}gzip_types application/json image/svg+xml text/plain;
${i}client_max_body_size 12m;
    }
    location = /__health {
${i}proxy_pass http://wl_gateway;
${i}proxy_http_version 1.1;
${i}proxy_set_header Connection "";
    }

    # Hashed files: their name changes with their content.
    location ^~ /assets/ {
${immutable}
${i}try_files $uri @missing;
    }
    location ^~ /locales/ {
${immutable}
${i}try_files $uri @missing;
    }

    # Prerendered screens (${SHELLS_FILE}), then index.html for every other app path.
${shells.join('\n')}
    location = /index.html {
${page}
    }
    location ~* ^/m/ {
${page}
${i}try_files $wl_lang_page /index.html =404;
    }
    location ~ \\.webmanifest$ {
${file}
${i}types { }
${i}default_type application/manifest+json;
${i}try_files $uri @missing;
    }
    # Any other file that exists (sw.js, config.json); a missing file is 404, not a page.
    location ~ \\.[A-Za-z0-9]+$ {
${file}
${i}try_files $uri @missing;
    }
    location / {
${page}
${i}try_files $wl_lang_page /index.html =404;
    }
}`;
}

/** The http-context part: the gateway upstream and one server per merchant, plus a default that answers 404. */
export function nginxSites(opts: NginxOptions): string {
  if (opts.upstream.length === 0) throw new Error('nginx: at least one gateway process is needed');
  for (const u of opts.upstream)
    if (!/^[A-Za-z0-9.-]+:\d{1,5}$/.test(u)) throw new Error(`nginx: bad upstream "${u}" (host:port)`);
  const codes = new Set<string>();
  for (const s of opts.sites) {
    if (codes.has(s.code)) throw new Error(`nginx: merchant ${s.code} twice`);
    codes.add(s.code);
  }
  return `# Generated by npm run build (scripts/lib/nginx.ts) from the merchants' bundles: do not edit by hand.
# Include it inside nginx's http { } block.

# The player's language (the app's cookie, @wl/contract pages.ts): home prerendered in it, where the bundle has it.
map $cookie_${LANG_COOKIE} $wl_lang_page {
    default /index.html;
    "~^(?<wl_lang>${LANG_CODE.source.slice(1, -1)})$" /${langPage('$wl_lang')};
}

upstream wl_gateway {
${opts.upstream.map((u) => `    server ${u} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
}

# A host no manifest names learns nothing (not which brands this server carries); the readiness probe answers on
# any host, as the gateway's does.
server {
    listen ${opts.listen} default_server;
    server_name _;
    location = /__health {
        proxy_pass http://wl_gateway;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
    }
    location / {
        add_header Cache-Control "no-store" always;
        return 404;
    }
}

${opts.sites.map((s) => server(s, opts)).join('\n\n')}
`;
}

/** The sites of every bundle in a dist folder (each folder with a config.json). */
export async function sitesIn(dist: string): Promise<NginxSite[]> {
  const entries = await readdir(dist, { withFileTypes: true }).catch(() => []);
  const sites: NginxSite[] = [];
  const shared: { code: string; sharedDomains: string[] }[] = [];
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!e.isDirectory() || e.name.startsWith('.')) continue;
    const root = path.resolve(dist, e.name);
    const config = await readFile(path.join(root, 'config.json'), 'utf8').catch(() => null);
    if (!config) continue;
    const { code, domains, sharedDomains } = JSON.parse(config) as {
      code: string;
      domains: string[];
      sharedDomains?: string[];
    };
    shared.push({ code, sharedDomains: sharedDomains ?? [] });
    const shells = await readFile(path.join(root, SHELLS_FILE), 'utf8').then(
      (t) => JSON.parse(t) as Record<string, string>,
      () => ({}),
    );
    const csp = await readFile(path.join(root, 'csp.txt'), 'utf8');
    sites.push({ code, domains, root, shells, csp });
  }
  // A domain several merchants share is served by the first of them by code (as the bundle server does).
  const taken = new Set(sites.flatMap((s) => s.domains.map((d) => d.toLowerCase())));
  for (const { code, sharedDomains } of shared.sort((a, b) => a.code.localeCompare(b.code)))
    for (const d of sharedDomains.map((x) => x.toLowerCase()))
      if (!taken.has(d)) {
        taken.add(d);
        const site = sites.find((s) => s.code === code)!;
        site.domains = [...site.domains, d];
      }
  return sites;
}

/**
 * A whole nginx.conf for running the sites on this machine (tests, the bench): nginx's own files in `prefix`,
 * loopback only. `user root` only when started as root, so the workers can read a checkout under /root.
 * `workers`: nginx's worker processes (default 1).
 */
export function nginxMain(opts: {
  prefix: string;
  sites: string;
  modules: readonly string[];
  root: boolean;
  workers?: number;
}): string {
  const workers = opts.workers ?? 1;
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`nginx: workers must be a whole number ≥ 1, not ${workers}`);
  return `${opts.root ? 'user root;\n' : ''}worker_processes ${workers};
pid ${opts.prefix}/nginx.pid;
error_log ${opts.prefix}/error.log warn;
${opts.modules.map((m) => `load_module ${m};`).join('\n')}
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    charset utf-8;
    charset_types text/css text/plain application/javascript application/json text/javascript;
    access_log off;
    server_tokens off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    keepalive_requests 10000;
    client_body_temp_path ${opts.prefix}/body;
    proxy_temp_path ${opts.prefix}/proxy;
    include ${opts.sites};
}
`;
}

/** The file the build writes beside the bundles. */
export const NGINX_FILE = 'nginx.conf';

/**
 * The deployment's configuration for every bundle in `dist`: NGINX_LISTEN (default 80), NGINX_UPSTREAM (gateway
 * processes, comma-separated host:port; default 127.0.0.1:8081,127.0.0.1:8082) and NGINX_ROOT (where the bundles
 * live on the web server; default `dist` itself).
 */
export async function deploymentNginx(
  dist: string,
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  const root = env.NGINX_ROOT ? path.resolve(env.NGINX_ROOT) : path.resolve(dist);
  const sites = (await sitesIn(dist)).map((s) => ({ ...s, root: path.join(root, path.basename(s.root)) }));
  return nginxSites({
    listen: env.NGINX_LISTEN || 80,
    upstream: (env.NGINX_UPSTREAM || '127.0.0.1:8081,127.0.0.1:8082').split(',').map((u) => u.trim()),
    sites,
  });
}
