/**
 * The build-time prerender of the home shell: loads the app's SSR bundle (core/app/dist-ssr, compiled by the
 * @wl/app build beside dist/) once per build, and turns one merchant's render into the pieces of its index.html.
 */
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResolvedConfig } from '@wl/manifest';
import type * as AppPrerender from '../../core/app/src/prerender.tsx';
import { chunkFiles, readViteManifest, type ViteManifest } from './viteManifest.ts';

/** What core/app/src/prerender.tsx exports. */
export type PrerenderModule = typeof AppPrerender;

/** The SSR bundle and what the client build says about the prerendered screen's chunk. */
export interface Prerenderer {
  mod: PrerenderModule;
  /** URLs of the prerendered screen's JS chunks, preloaded so hydration is not held up by them. */
  js: string[];
  /** The app build's manifest, read once for the packager's parts. */
  manifest: ViteManifest;
}

/**
 * Loads the SSR bundle that sits beside an app build (`<app>/../dist-ssr/prerender.js`), or returns null when the
 * app build has none (a stand-in app in tests): the bundles are then packaged without prerendering.
 * @param appDir the compiled client app (core/app/dist)
 */
export async function loadPrerenderer(appDir: string): Promise<Prerenderer | null> {
  const entry = path.join(appDir, '..', 'dist-ssr', 'prerender.js');
  if (
    !(await access(entry).then(
      () => true,
      () => false,
    ))
  )
    return null;
  const mod = (await import(pathToFileURL(entry).href)) as PrerenderModule;
  const manifest = await readViteManifest(appDir);
  // The screen's chunk and the shared chunks it imports, except the entry's (index.html already loads those).
  const js = chunkFiles(manifest, [mod.PRERENDER_SCREEN_MODULE], (c) => c.isEntry === true).map(
    (f) => `/${f}`,
  );
  // Whatever index.html already loads needs no second tag.
  const html = await readFile(path.join(appDir, 'index.html'), 'utf8');
  return { mod, js: js.filter((f) => !html.includes(`"${f}"`)), manifest };
}

/** The app's module scripts, taken out of index.html for the guard to load (see guardScript). */
export type AppScripts = Parameters<PrerenderModule['guardScript']>[1] & object;

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/**
 * Takes the entry `<script type="module">` and its modulepreload links out of the app's index.html, for a
 * prerendered page whose guard script loads them.
 * @example takeAppScripts(app.html) // { html: '…without them…', scripts: { entry: '/assets/index-x.js', preload: […] } }
 */
export function takeAppScripts(html: string): { html: string; scripts: AppScripts } {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]!);
  if (entries.length !== 1)
    throw new Error(`the app's index.html must have exactly one module script, found ${entries.length}`);
  return {
    html: html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    scripts: { entry: entries[0]!, preload: [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!) },
  };
}

/** The pieces of a merchant's prerendered page: what goes into the head, #root, and after #root. */
export interface PrerenderedPage {
  head: string[];
  root: string;
  afterRoot: string;
  /** The inline guard script, for the CSP's script-src hash. */
  guard: string;
}

/**
 * Renders the home shell for a merchant and returns the markup around it: the render itself, the guard script
 * that empties #root where the markup does not apply, the inlined default-language pack (JSON data, CSP-safe; the
 * first paint's part of it when `packs.inline` is smaller than `packs.full`, marked `data-partial`),
 * and high-priority preloads of the first-paint banner (the LCP image) and
 * the logo. The guard also loads `scripts` and the prerendered screen's chunks (index.html no longer does).
 * @param packs the default language's compiled pack as written to locales/ (`full`), and the part to inline
 *   (`inline`). The page is rendered from the inlined part, as the browser hydrates it, and must come out exactly as
 *   from the whole pack: a message the home shell shows but the part lacks fails the build, naming the difference.
 * @param escapeJson makes JSON safe inside a `<script>` element
 */
export async function prerenderPage(
  p: Prerenderer,
  config: ResolvedConfig,
  packs: { full: string; inline: string },
  escapeJson: (json: string) => string,
  scripts: AppScripts,
): Promise<PrerenderedPage> {
  const render = (pack: string) =>
    p.mod.render({ config, messages: JSON.parse(pack) as never, url: p.mod.PRERENDER_PATH });
  const root = await render(packs.inline);
  const partial = packs.inline !== packs.full;
  if (partial) {
    const whole = await render(packs.full);
    if (whole !== root) {
      const at = [...root].findIndex((c, i) => c !== whole[i]);
      throw new Error(
        `${config.code}: the home shell differs when rendered from the first paint's messages, at\n` +
          `  ${JSON.stringify(root.slice(Math.max(0, at - 80), at + 80))} instead of\n` +
          `  ${JSON.stringify(whole.slice(Math.max(0, at - 80), at + 80))}\n` +
          `  (a message the first visit shows is named where scripts/lib/package/firstPaintMessages.ts cannot see it)`,
      );
    }
  }
  // The guard loads the app's modules itself (after the first paint where the markup stays), with the home
  // screen's chunks among its preloads.
  const guard = p.mod.guardScript(config.defaultLang, {
    entry: scripts.entry,
    preload: [...scripts.preload, ...p.js.filter((href) => !scripts.preload.includes(href))],
  });
  return {
    head: [
      // The first-paint banner is the page's largest image; the logo is small but above it.
      ...(config.assets.banner
        ? [`<link rel="preload" href="${config.assets.banner}" as="image" fetchpriority="high" />`]
        : []),
      `<link rel="preload" href="${config.assets.logo}" as="image" fetchpriority="high" />`,
    ],
    root,
    guard,
    afterRoot: `<script>${guard}</script>\n    <script type="application/json" id="${p.mod.MESSAGES_ELEMENT_ID}"${partial ? ' data-partial' : ''}>${escapeJson(packs.inline)}</script>`,
  };
}
