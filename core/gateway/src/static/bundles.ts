import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANG_CODE, LANG_COOKIE, langPage } from '@wl/contract';
import { SHELLS_FILE, shellFor } from './shells.ts';

/** A merchant bundle to serve: dist/<code>/ and the host names it answers on. */
export interface BundleSite {
  code: string;
  brandName: string;
  domains: readonly string[];
  /** Host names shared with other merchants (the manifest's sharedDomains): the first site by code answers them. */
  sharedDomains?: readonly string[];
  /** The bundle's folder; defaults to <distDir>/<code>. */
  dir?: string;
}

export interface BundleServerOptions {
  distDir: string;
  sites: readonly BundleSite[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

interface Cached {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  mtimeMs: number;
}

/**
 * Host name (without port) → merchant code: every manifest domain, plus <code>.localhost; a shared domain goes to the
 * first merchant by code that lists it (its app then picks the merchant by country, layout/regions.ts).
 */
export function hostTable(sites: readonly BundleSite[]): Map<string, string> {
  const table = new Map<string, string>();
  for (const s of sites) {
    table.set(`${s.code}.localhost`, s.code);
    for (const d of s.domains) table.set(d.toLowerCase(), s.code);
  }
  for (const s of [...sites].sort((a, b) => a.code.localeCompare(b.code)))
    for (const d of s.sharedDomains ?? [])
      if (!table.has(d.toLowerCase())) table.set(d.toLowerCase(), s.code);
  return table;
}

export function hostName(host: string | undefined): string {
  return (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * Serves every merchant's static bundle by Host: hashed assets immutable, the app's page for every other path
 * (deep links such as /m/login: its prerendered page where the bundle has one, SHELLS_FILE, else index.html), the
 * CSP as a header too, text compressed (br/gzip) once and kept in memory.
 */
export function createBundleServer(opts: BundleServerOptions): Hono {
  const hosts = hostTable(opts.sites);
  const dirs = new Map(opts.sites.map((s) => [s.code, s.dir ?? path.join(opts.distDir, s.code)]));
  const cache = new Map<string, Cached>();
  const app = new Hono();

  async function load(file: string): Promise<Cached | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const body = await readFile(file);
    const entry: Cached = { body, mtimeMs: info.mtimeMs };
    if (COMPRESSIBLE.has(path.extname(file)) && body.length > 512) {
      // The build's precompressed copies (scripts/lib/package/precompress.ts) when they are as new as the file;
      // otherwise compressed here, once.
      const [br, gz] = await Promise.all([
        sibling(`${file}.br`, info.mtimeMs),
        sibling(`${file}.gz`, info.mtimeMs),
      ]);
      entry.gzip = gz ?? gzipSync(body, { level: 9 });
      entry.br = br ?? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    }
    cache.set(file, entry);
    return entry;
  }

  /** The bundle's CSP (csp.txt), read again when a new build writes it: the pages' hashes change with each build. */
  async function policy(code: string): Promise<string> {
    const entry = await load(path.join(dirs.get(code)!, 'csp.txt'));
    return entry ? entry.body.toString('utf8').trim() : '';
  }

  /** The bundle's list of prerendered pages (SHELLS_FILE), read again when the file changes; none: {}. */
  const parsed = new WeakMap<Cached, Record<string, string>>();
  async function shells(code: string): Promise<Record<string, string>> {
    const entry = await load(path.join(dirs.get(code)!, SHELLS_FILE));
    if (!entry) return {};
    let table = parsed.get(entry);
    if (!table) {
      try {
        table = JSON.parse(entry.body.toString('utf8')) as Record<string, string>;
      } catch {
        table = {}; // a damaged list: index.html for every path, as before the build wrote one
      }
      parsed.set(entry, table);
    }
    return table;
  }

  function send(c: Context, entry: Cached, file: string, cacheControl: string): Response {
    const accept = c.req.header('accept-encoding') ?? '';
    const headers: Record<string, string> = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
    };
    let body = entry.body;
    if (entry.br && /\bbr\b/.test(accept)) {
      body = entry.br;
      headers['content-encoding'] = 'br';
    } else if (entry.gzip && /\bgzip\b/.test(accept)) {
      body = entry.gzip;
      headers['content-encoding'] = 'gzip';
    }
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  }

  // Every answer, errors and 404s included: no type sniffing, and no caching of an error.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-content-type-options', 'nosniff');
    if (c.res.status >= 400) c.res.headers.set('cache-control', 'no-store');
  });
  app.onError((_err, c) => c.text('Server error', 500));

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const code = hosts.get(hostName(c.req.header('host')));
    // An unknown host learns nothing: not which brands or domains this server carries.
    if (!code) return c.text('Not found', 404);
    const root = dirs.get(code)!;
    const pathname = decodePath(new URL(c.req.url).pathname);
    if (pathname === undefined) return c.text('Bad path', 400);
    const rel = path.posix.normalize(pathname).replace(/^\/+/, '');
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    if (rel.startsWith('..') || /[\0-\x1f]/.test(rel)) return c.text('Bad path', 400);

    const immutable = /^(assets|locales)\//.test(rel);
    if (rel && !rel.endsWith('/')) {
      const file = path.join(root, rel);
      const entry = await load(file);
      if (entry) return send(c, entry, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Routes such as /m/index.html and /m/register.html are app paths, not files; elsewhere a missing file is 404.
      if (immutable || (path.extname(rel) && !rel.startsWith('m/'))) return c.text('Not found', 404);
    }
    // Every other path is a route of the app: serve its page (a prerendered screen's, else index.html), never
    // cached so a new build is picked up at once.
    const shell = shellFor(await shells(code), pathname);
    // Home in the player's language where the bundle has it (the app's language cookie, @wl/contract pages.ts).
    const lang = getCookie(c, LANG_COOKIE);
    // A cookie that is not a language code names no file.
    const own =
      shell === 'index.html' && lang && LANG_CODE.test(lang) ? path.join(root, langPage(lang)) : undefined;
    const ownEntry = own ? await load(own) : undefined;
    const index = ownEntry ? own! : path.join(root, shell);
    const entry = ownEntry ?? (await load(index));
    if (!entry) return c.text(`Merchant "${code}" is not built: run npm run build`, 503);
    const res = send(c, entry, index, 'no-cache');
    // The page depends on the language cookie: a shared cache must not give one player's page to another.
    res.headers.append('vary', 'Cookie');
    const p = await policy(code);
    if (p) res.headers.set('content-security-policy', `${p}; frame-ancestors 'none'`);
    res.headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    return res;
  });

  return app;
}

/** A precompressed copy of a file, if there is one written no earlier than the file itself. */
async function sibling(file: string, notBefore: number): Promise<Buffer | undefined> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile() || info.mtimeMs < notBefore) return undefined;
  return readFile(file).catch(() => undefined);
}

/**
 * A URL path with its %-escapes decoded, or undefined when they are not valid UTF-8 (`%ff`, a cut `%E0%A4%A`, the
 * overlong `%c0%ae` that some servers once read as '.'): such a path names no file, and is refused with 400.
 */
function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
