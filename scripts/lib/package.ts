/**
 * Packages the once-compiled app for one merchant: brand assets, locale packs, then the resolved config
 * (resolveConfig in @wl/manifest), index.html with its CSP (package/html.ts), the web app manifest
 * (package/webmanifest.ts) and the service worker (package/sw.ts). Cheap per merchant: no compilation, the app's
 * assets are hard-linked.
 */
import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import {
  assetFields,
  languages,
  resolveConfig,
  themeCss,
  templateCss,
  type Catalogue,
  type Language,
  type LoadedMerchant,
  type MerchantRef,
  type ResolvedConfig,
} from '@wl/manifest';
import {
  applyHead,
  contentSecurityPolicy,
  cspHash,
  escapeJsonForHtml,
  fillRoot,
  HEAD_MARKER,
  htmlAttributes,
  merchantHead,
} from './package/html.ts';
import { firstPaintPack, firstVisitNames, type NamedIds } from './package/firstPaintMessages.ts';
import { SHELLS_FILE } from '../../core/gateway/src/static/shells.ts';
import { langPage } from '@wl/contract';
import { firstHomeBannerUrl } from '../../core/gateway/src/seed/icons.ts';
import { packageFonts } from './package/fonts.ts';
import { serviceWorker } from './package/sw.ts';
import { webManifest } from './package/webmanifest.ts';
import { FIRST_PAINT_CSS_FILE } from '../../core/app/src/prerender/screen.ts';
import {
  loadPrerenderer,
  prerenderPage,
  takeAppScripts,
  type PrerenderedPage,
  type Prerenderer,
  type ScreenBuild,
} from './prerender.ts';
import { precompressTree } from './package/precompress.ts';

export { applyHead, contentSecurityPolicy, HEAD_MARKER };

export const hash = (data: string | Buffer, len = 10): string =>
  createHash('sha256').update(data).digest('base64url').slice(0, len);

/** One page of the app build: index.html, or a prerendered screen's page. */
export interface AppPage {
  /** The screen prerendered into it; null for the app's index.html as compiled (dev, a stand-in app). */
  screen: ScreenBuild | null;
  /**
   * The page's first-paint stylesheets (the entry's and its screen's, listed by the app build in
   * FIRST_PAINT_CSS_FILE), inlined into its head with the theme, under the CSP's style hash: the first paint waits
   * on no stylesheet request. Every other screen's stylesheet loads with its lazy chunk. Empty in dev, where Vite
   * serves the styles.
   */
  css: string;
  /**
   * The URLs of the stylesheets in `css`. The page names them in a disabled `<link rel="stylesheet">`: a disabled
   * link is never fetched (HTML: an explicitly disabled stylesheet is not obtained), and Vite's loader of lazy
   * chunks skips a stylesheet the page already links, so a chunk that shares one (the home screen's, the lobby's
   * parts) does not load again what the page already has inline.
   */
  cssUrls: string[];
  /** What the page's first visit's code names, to inline the first paint's part of the pack; null: the whole pack. */
  names: NamedIds | null;
}

/** The compiled, merchant-neutral app (core/app/dist). */
export interface AppBuild {
  dir: string;
  /** index.html as compiled, without its stylesheet links (their CSS is in each page's `css`). */
  html: string;
  /** Its pages: index.html first (home's, prerendered where the build can), then each other prerendered screen's. */
  pages: AppPage[];
  /** Paths of every file under dir/assets, relative to dir. */
  assets: string[];
  /** Content hash of the app build. */
  id: string;
  /** The SSR bundle beside the build (core/app/dist-ssr), loaded once; absent for a stand-in app or in dev. */
  prerender?: Prerenderer | null;
}

/** index.html as it is, for `npm run dev` (Vite serves the app and its styles). */
export const devAppBuild = (dir: string, html: string): AppBuild => ({
  dir,
  html,
  pages: [{ screen: null, css: '', cssUrls: [], names: null }],
  assets: [],
  id: 'dev',
});

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
  const pages = await readPages(dir, html, prerender);
  return {
    dir,
    html: html.replace(STYLESHEET_LINK, ''),
    pages,
    assets,
    id: hash(html + assets.join('\n')),
    prerender,
  };
}

const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*?href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The build's pages and the CSS each inlines, in cascade order: the files the app build lists in
 * FIRST_PAINT_CSS_FILE for the page's screen, else (an app build without the list) those index.html links.
 */
async function readPages(dir: string, html: string, prerender: Prerenderer | null): Promise<AppPage[]> {
  const listed = await readFile(path.join(dir, FIRST_PAINT_CSS_FILE), 'utf8').then(
    (text) => JSON.parse(text) as Record<string, string[]>,
    () => null,
  );
  const linked = [...html.matchAll(STYLESHEET_LINK)].map((m) => m[1]!);
  const stylesheets = async (module: string | undefined) => {
    const urls = (module && listed?.[module]?.map((f) => `/${f}`)) || linked;
    const css = await Promise.all(urls.map((f) => readFile(path.join(dir, f), 'utf8')));
    return { css: css.join('\n'), cssUrls: urls };
  };
  if (!prerender)
    return [{ screen: null, names: null, ...(await stylesheets(Object.keys(listed ?? {})[0])) }];
  return Promise.all(
    prerender.screens.map(async (screen) => ({
      screen,
      names: await firstVisitNames(dir, prerender.manifest, screen.screen),
      ...(await stylesheets(screen.screen.module)),
    })),
  );
}

/** Compiles a catalogue to ICU ASTs so that the browser never parses messages (and never ships the parser). */
export function compileCatalogue(cat: Catalogue): string {
  const out: Record<string, unknown> = {};
  for (const [id, msg] of Object.entries(cat)) out[id] = parseIcu(msg);
  return JSON.stringify(out);
}

/** The default language's whole pack, and the part of it a page inlines (the first paint's, where known). */
function firstPagePacks(full: string, names: NamedIds | null): { full: string; inline: string } {
  return { full, inline: names ? JSON.stringify(firstPaintPack(JSON.parse(full), names)) : full };
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
  for (const ref of new Set(assetFields(m.manifest).map(([, p]) => p))) {
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

/** The hashes of a prerendered page's inline scripts: its guard, and its head script where it has one. */
function scriptHashes(page: PrerenderedPage): string[] {
  return [...(page.headScript ? [cspHash(page.headScript)] : []), cspHash(page.guard)];
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
 * `merchants` are every merchant of the workspace, from which the region chooser's rows are derived.
 */
export async function packageMerchant(
  m: LoadedMerchant,
  app: AppBuild,
  outDir: string,
  opts: { dev?: boolean; merchants: readonly MerchantRef[] },
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

  // The themes the platform may switch to at run time: one small stylesheet each, fetched only when switched to.
  const templates: Record<string, string> = {};
  for (const t of m.templates)
    templates[t.name] = (
      await writeHashed(
        outDir,
        'assets/templates',
        `${t.name}.css`,
        templateCss(t, m.theme, m.manifest.langList),
      )
    ).url;
  const config = resolveConfig(m, {
    merchants: opts.merchants,
    theme: m.theme.name,
    templates,
    assetUrl,
    locales,
  });
  // On the sandbox gateway (same origin), home's first-paint banner is the sandbox's own first home banner, with or
  // without one in the manifest: the banner painted before any script runs is the one that stays when the gateway's
  // banners arrive, with no swap (issue 27, problem 13), and the page's largest paint never waits for the
  // JavaScript. A real platform's banners are not known at build time: there the manifest's stays, if any.
  if (config.gateway.baseUrl === '')
    config.assets.banner = firstHomeBannerUrl({ code: config.code, content: m.content }, config.defaultLang);
  config.buildId = hash(app.id + JSON.stringify(config) + JSON.stringify(m.theme));

  const fonts = await packageFonts(
    {
      langList: m.manifest.langList,
      theme: m.theme,
      merchantDir: m.dir,
      // What the player reads: the catalogues, the language menu's names and the brand.
      texts: [
        m.manifest.brandName,
        ...m.manifest.langList.flatMap((l) => [languages[l].name, ...Object.values(m.messages[l] ?? {})]),
      ],
    },
    outDir,
    (sub, name, data) => writeHashed(outDir, sub, name, data),
  );
  const baseCss = fonts.css + themeCss(m.theme, m.manifest.langList);
  // Each prerendered screen for a guest in the default language (not in dev: Vite serves the source there). Its
  // guard script loads the app's modules, which the page then no longer names.
  const prerender = app.prerender && !opts.dev ? app.prerender : null;
  const taken = prerender ? takeAppScripts(app.html) : null;
  const pages: { page: AppPage; css: string; rendered: PrerenderedPage | null }[] = [];
  for (const page of app.pages)
    pages.push({
      page,
      css: baseCss + page.css,
      rendered:
        prerender && taken && page.screen
          ? await prerenderPage(
              prerender,
              page.screen,
              config,
              firstPagePacks(packs[config.defaultLang]!, page.names),
              escapeJsonForHtml,
              taken.scripts,
            )
          : null,
    });
  // Home prerendered in each other language of the merchant (lang/<LANG>/index.html), which the gateway and nginx
  // serve instead of index.html to a player whose language cookie names it (@wl/contract pages.ts): a returning
  // player's first paint is in their language, with their first banner, and the default language's banner is never
  // fetched for them.
  const home = pages[0];
  const langPages: { lang: Language; config: ResolvedConfig; rendered: PrerenderedPage }[] = [];
  if (prerender && taken && home?.rendered && home.page.screen?.screen.route === 'home')
    for (const lang of m.manifest.langList) {
      if (lang === config.defaultLang) continue;
      const own: ResolvedConfig =
        config.gateway.baseUrl === ''
          ? {
              ...config,
              assets: {
                ...config.assets,
                banner: firstHomeBannerUrl({ code: config.code, content: m.content }, lang),
              },
            }
          : config;
      const packsOf = firstPagePacks(packs[lang]!, home.page.names);
      langPages.push({
        lang,
        config: own,
        rendered: await prerenderPage(
          prerender,
          home.page.screen,
          own,
          packsOf,
          escapeJsonForHtml,
          taken.scripts,
          lang,
        ),
      });
    }
  // One policy for the merchant's every page (the server sends it as a header as well): each page's inline style
  // and guard script allowed by its hash.
  const csp = contentSecurityPolicy(
    config,
    [...new Set(pages.map((p) => cspHash(p.css)))],
    [
      ...new Set(
        [...pages.map((p) => p.rendered), ...langPages.map((p) => p.rendered)].flatMap((r) =>
          r ? scriptHashes(r) : [],
        ),
      ),
    ],
  );
  const htmlAttrs = htmlAttributes(config);
  const shells: Record<string, string> = {};
  let head = '';
  // Each page's own <meta> policy names only its own inline style and guard (the server's header names every
  // page's; the browser enforces both): least privilege per page, and a page's HTML does not grow with the others.
  const ownPolicy = (css: string, rendered: PrerenderedPage | null) =>
    contentSecurityPolicy(config, [cspHash(css)], rendered ? scriptHashes(rendered) : []);
  for (const [index, { page, css, rendered }] of pages.entries()) {
    const pageHead = merchantHead({
      config,
      theme: m.theme,
      css,
      inlinedCssUrls: page.cssUrls,
      csp: ownPolicy(css, rendered),
      dev: opts.dev,
      prerenderHead: rendered?.head,
    });
    const html = fillRoot(applyHead(taken?.html ?? app.html, pageHead, htmlAttrs), rendered);
    // index.html first (its head is the dev server's); every other screen's page under shells/, served for its
    // paths (shells.json).
    const route = index > 0 && page.screen ? page.screen.screen.route : null;
    const file = route ? `shells/${route}.html` : 'index.html';
    if (route) for (const p of prerender!.mod.screenPaths(route)) shells[p] = file;
    else head = pageHead;
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), html);
  }
  if (Object.keys(shells).length)
    await writeFile(path.join(outDir, SHELLS_FILE), JSON.stringify(shells, null, 2));
  for (const { lang, config: own, rendered } of langPages) {
    const pageHead = merchantHead({
      config: own,
      theme: m.theme,
      css: home!.css,
      inlinedCssUrls: home!.page.cssUrls,
      csp: ownPolicy(home!.css, rendered),
      dev: opts.dev,
      prerenderHead: rendered.head,
    });
    const file = path.join(outDir, langPage(lang));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, fillRoot(applyHead(taken!.html, pageHead, htmlAttributes(own, lang)), rendered));
  }

  await writeFile(path.join(outDir, 'manifest.webmanifest'), webManifest(config, m.theme));
  if (!opts.dev) await writeFile(path.join(outDir, 'sw.js'), serviceWorker(config, app.html));
  // For tests and tools: the resolved config the page carries, and the CSP the server should send.
  await writeFile(path.join(outDir, 'config.json'), JSON.stringify(config, null, 2));
  await writeFile(path.join(outDir, 'csp.txt'), csp);
  if (!opts.dev) await precompressTree(outDir);
  return { config, csp, head, htmlAttrs };
}
