/**
 * Packages the once-compiled app for one merchant: inlined config, theme variables, locale packs, brand assets,
 * web app manifest and service worker. Cheap per merchant: no compilation, the app's assets are hard-linked.
 */
import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import {
  CONFIG_ELEMENT_ID,
  isRtl,
  languageTag,
  themeCss,
  type Catalogue,
  type Language,
  type LoadedMerchant,
  type ResolvedConfig,
} from '@wl/manifest';
import { loadPrerenderer, prerenderPage, type Prerenderer } from './prerender.ts';

export const HEAD_MARKER = '<!--wl:head-->';

export const hash = (data: string | Buffer, len = 10): string =>
  createHash('sha256').update(data).digest('base64url').slice(0, len);

const cspHash = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The compiled, merchant-neutral app (core/app/dist). */
export interface AppBuild {
  dir: string;
  html: string;
  /** Paths of every file under dir/assets, relative to dir. */
  assets: string[];
  /** Content hash of the app build. */
  id: string;
  /** The SSR bundle beside the build (core/app/dist-ssr), loaded once; absent for a stand-in app or in dev. */
  prerender?: Prerenderer | null;
}

export async function readAppBuild(dir: string): Promise<AppBuild> {
  const html = await readFile(path.join(dir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`${dir}/index.html is missing: compile the app first (turbo runs @wl/app#build)`);
  });
  if (!html.includes(HEAD_MARKER)) throw new Error(`${dir}/index.html has no ${HEAD_MARKER} marker`);
  const assets = (await readdir(path.join(dir, 'assets'), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
  const prerender = await loadPrerenderer(dir);
  return { dir, html, assets, id: hash(html + assets.join('\n')), prerender };
}

/** Compiles a catalogue to ICU ASTs so that the browser never parses messages (and never ships the parser). */
export function compileCatalogue(cat: Catalogue): string {
  const out: Record<string, unknown> = {};
  for (const [id, msg] of Object.entries(cat)) out[id] = parseIcu(msg);
  return JSON.stringify(out);
}

interface Written {
  url: string;
  file: string;
}

async function writeHashed(
  outDir: string,
  sub: string,
  name: string,
  data: Buffer | string,
): Promise<Written> {
  const ext = path.extname(name);
  const file = `${sub}/${path.basename(name, ext)}.${hash(data)}${ext}`;
  await mkdir(path.join(outDir, sub), { recursive: true });
  await writeFile(path.join(outDir, file), data);
  return { url: `/${file}`, file };
}

/** Rewrites every asset path of the manifest to its hashed URL, copying the file into the bundle. */
async function packageAssets(m: LoadedMerchant, outDir: string): Promise<(p: string) => string> {
  const urls = new Map<string, string>();
  const man = m.manifest;
  const refs = [
    man.assets.logo,
    man.assets.icon,
    man.assets.flag,
    ...(man.assets.banner ? [man.assets.banner] : []),
    ...man.payments.flatMap((p) => p.icons),
    ...man.footer.licences.map((l) => l.logo),
  ];
  for (const ref of new Set(refs)) {
    const data = await readFile(path.join(m.dir, ref));
    urls.set(
      ref,
      (await writeHashed(outDir, 'assets/m', ref.replaceAll('/', '-').replace(/^assets-/, ''), data)).url,
    );
  }
  return (p) => urls.get(p) ?? p;
}

async function linkAppAssets(app: AppBuild, outDir: string): Promise<void> {
  for (const rel of app.assets) {
    const to = path.join(outDir, rel);
    await mkdir(path.dirname(to), { recursive: true });
    // Hard links make packaging a merchant nearly free; copy where the filesystem refuses.
    await link(path.join(app.dir, rel), to).catch(() => copyFile(path.join(app.dir, rel), to));
  }
}

function escapeJsonForHtml(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function gatewayOrigin(baseUrl: string): string {
  return baseUrl ? new URL(baseUrl).origin : '';
}

/**
 * The Content-Security-Policy for a merchant: no 'unsafe-inline' or eval; the inline style and the inline
 * prerender guard script are allowed by their hashes only.
 */
export function contentSecurityPolicy(
  config: ResolvedConfig,
  styleHashes: string[],
  scriptHashes: string[] = [],
): string {
  const api = gatewayOrigin(config.gateway.baseUrl);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    `style-src 'self' ${styleHashes.join(' ')}`,
    "img-src 'self' data: blob: https:",
    `connect-src 'self'${api ? ` ${api}` : ''}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export interface PackageResult {
  config: ResolvedConfig;
  csp: string;
  /** What replaced the head marker, and the html element's attributes. */
  head: string;
  htmlAttrs: string;
}

/**
 * Writes one merchant's complete bundle into outDir (which the caller then renames into place).
 * `dev` skips what the Vite dev server provides itself (app assets, service worker) and the CSP meta.
 * `domains` maps every merchant code to its main domain, so the region chooser can send players there.
 */
export async function packageMerchant(
  m: LoadedMerchant,
  app: AppBuild,
  outDir: string,
  opts: { dev?: boolean; domains?: ReadonlyMap<string, string> } = {},
): Promise<PackageResult> {
  await mkdir(outDir, { recursive: true });
  if (!opts.dev) await linkAppAssets(app, outDir);
  const assetUrl = await packageAssets(m, outDir);

  const locales: Partial<Record<Language, string>> = {};
  const packs: Partial<Record<Language, string>> = {};
  for (const lang of m.manifest.langList) {
    const pack = (packs[lang] = compileCatalogue(m.messages[lang] ?? {}));
    locales[lang] = (await writeHashed(outDir, 'locales', `${lang.toLowerCase()}.json`, pack)).url;
  }

  const { $schema: _schema, theme: _theme, themeOverrides: _overrides, ...manifest } = m.manifest;
  const config: ResolvedConfig = {
    ...manifest,
    theme: m.theme.name,
    regions: m.manifest.regions?.map((r) => ({ ...r, domain: opts.domains?.get(r.merchant) })),
    assets: {
      logo: assetUrl(m.manifest.assets.logo),
      icon: assetUrl(m.manifest.assets.icon),
      flag: assetUrl(m.manifest.assets.flag),
      ...(m.manifest.assets.banner ? { banner: assetUrl(m.manifest.assets.banner) } : {}),
    },
    payments: m.manifest.payments.map((p) => ({ ...p, icons: p.icons.map(assetUrl) })),
    footer: {
      ...m.manifest.footer,
      licences: m.manifest.footer.licences.map((l) => ({ ...l, logo: assetUrl(l.logo) })),
    },
    locales,
    buildId: '',
  };
  config.buildId = hash(app.id + JSON.stringify(config) + JSON.stringify(m.theme));

  const css = themeCss(m.theme);
  const lang = m.manifest.defaultLang;
  // The home shell, prerendered for a guest in the default language (not in dev: Vite serves the source there).
  const page =
    app.prerender && !opts.dev
      ? await prerenderPage(app.prerender, config, packs[lang]!, escapeJsonForHtml)
      : null;
  const csp = contentSecurityPolicy(config, [cspHash(css)], page ? [cspHash(page.guard)] : []);
  const head = [
    opts.dev ? '' : `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}" />`,
    `<title>${escapeHtml(m.manifest.brandName)}</title>`,
    `<meta name="description" content="${escapeHtml(m.manifest.brandName)}" />`,
    `<meta name="theme-color" content="${m.theme.color.header}" />`,
    `<link rel="icon" href="${config.assets.icon}" type="image/svg+xml" />`,
    `<link rel="apple-touch-icon" href="${config.assets.icon}" />`,
    '<link rel="manifest" href="/manifest.webmanifest" />',
    // With a prerender the default pack is inlined into the page; without, it is fetched as early as possible.
    page ? '' : `<link rel="preload" href="${locales[lang]}" as="fetch" crossorigin />`,
    ...(page?.head ?? []),
    `<style>${css}</style>`,
    `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${escapeJsonForHtml(JSON.stringify(config))}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  const htmlAttrs = `lang="${languageTag(lang)}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}"`;
  const html = fillRoot(applyHead(app.html, head, htmlAttrs), page);

  await writeFile(path.join(outDir, 'index.html'), html);
  await writeFile(path.join(outDir, 'manifest.webmanifest'), webManifest(m, config));
  if (!opts.dev) await writeFile(path.join(outDir, 'sw.js'), serviceWorker(config, app));
  // For tests and tools: the resolved config the page carries, and the CSP the server should send.
  await writeFile(path.join(outDir, 'config.json'), JSON.stringify(config, null, 2));
  await writeFile(path.join(outDir, 'csp.txt'), csp);
  return { config, csp, head, htmlAttrs };
}

/** Fills the app's index.html template with a merchant's head and html attributes. */
export function applyHead(template: string, head: string, htmlAttrs: string): string {
  return template.replace(/<html[^>]*>/, `<html ${htmlAttrs}>`).replace(HEAD_MARKER, head);
}

const EMPTY_ROOT = '<div id="root"></div>';

/** Puts the prerendered markup into #root, followed by the guard script and the inlined pack. */
function fillRoot(html: string, page: { root: string; afterRoot: string } | null): string {
  if (!page) return html;
  if (!html.includes(EMPTY_ROOT)) throw new Error(`the app's index.html has no ${EMPTY_ROOT}`);
  return html.replace(EMPTY_ROOT, () => `<div id="root">${page.root}</div>\n    ${page.afterRoot}`);
}

function webManifest(m: LoadedMerchant, config: ResolvedConfig): string {
  return JSON.stringify(
    {
      name: m.manifest.brandName,
      short_name: m.manifest.shortName ?? m.manifest.brandName,
      id: '/m/home',
      start_url: '/m/home',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      lang: languageTag(m.manifest.defaultLang),
      dir: isRtl(m.manifest.defaultLang) ? 'rtl' : 'ltr',
      background_color: m.theme.color.background,
      theme_color: m.theme.color.header,
      icons: [{ src: config.assets.icon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    null,
    2,
  );
}

/**
 * A small service worker: hashed assets and locale packs cache-first (they never change), navigations
 * network-first with the cached shell as the offline fallback, API calls never cached.
 */
function serviceWorker(config: ResolvedConfig, app: AppBuild): string {
  const entry = [...app.html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((x) => x[1]);
  const precache = ['/', ...entry, config.locales[config.defaultLang]];
  return `// Generated by scripts/build.ts for ${config.code}, build ${config.buildId}.
const CACHE = 'wl-${config.code}-${config.buildId}';
const PRECACHE = ${JSON.stringify(precache)};
self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(PRECACHE)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (e) => {
  e.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('wl-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (e) => {
  const req = e.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin) return;
  if (/^\\/(wps|lgw|__sandbox)\\//.test(url.pathname)) return;
  if (req.mode === 'navigate') {
    e.respondWith(fetch(req).catch(() => caches.match('/', { cacheName: CACHE })));
    return;
  }
  if (/^\\/(assets|locales)\\//.test(url.pathname)) {
    e.respondWith(
      caches.match(req).then(
        (hit) =>
          hit ||
          fetch(req).then((res) => {
            if (res.ok) { const copy = res.clone(); caches.open(CACHE).then((c) => c.put(req, copy)); }
            return res;
          }),
      ),
    );
  }
});
`;
}
