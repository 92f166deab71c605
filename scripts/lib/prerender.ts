/**
 * The build-time prerender of the first screens: loads the app's SSR bundle (core/app/dist-ssr, compiled by the
 * @wl/app build beside dist/) once per build, and turns a merchant's render of a screen into the pieces of its page
 * (index.html for home, shells/<route>.html for the others).
 */
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language, ResolvedConfig } from '@wl/manifest';
import type * as AppPrerender from '../../core/app/src/prerender.tsx';
import { firstVisitModules } from '../../core/app/src/prerender/screen.ts';
import { chunkFiles, readViteManifest, type ViteManifest } from './viteManifest.ts';

/** What core/app/src/prerender.tsx exports. */
export type PrerenderModule = typeof AppPrerender;

/** A prerendered screen, and the JS chunks its page preloads so that hydration is not held up by them. */
export interface ScreenBuild {
  screen: PrerenderModule['PRERENDERED_SCREENS'][number];
  /** URLs of the first visit's chunks (prerender/screen.ts firstVisitModules), except what index.html loads. */
  js: string[];
}

/** The SSR bundle and what the client build says about the prerendered screens' chunks. */
export interface Prerenderer {
  mod: PrerenderModule;
  /** The screens the app prerenders (prerender/screen.ts), home first. */
  screens: ScreenBuild[];
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
  // Whatever index.html already loads needs no second tag.
  const html = await readFile(path.join(appDir, 'index.html'), 'utf8');
  const screens = mod.PRERENDERED_SCREENS.map((screen) => ({
    screen,
    // The chunks of the page's first visit (the screen's and the terms notice's) and the shared chunks they import,
    // except the entry's (index.html already loads those).
    js: chunkFiles(manifest, firstVisitModules(screen), (c) => c.isEntry === true)
      .map((f) => `/${f}`)
      .filter((f) => !html.includes(`"${f}"`)),
  }));
  return { mod, screens, manifest };
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
  /** The head's inline script (the mobile template's boot, state/template.ts), for the CSP, where there is one. */
  headScript?: string;
}

/**
 * Renders a screen for a merchant and returns the markup around it: the render itself, the guard script that
 * empties #root where the markup does not apply, the inlined default-language pack (JSON data, CSP-safe; the first
 * paint's part of it when `packs.inline` is smaller than `packs.full`, marked `data-partial` with the screen's
 * route), and high-priority preloads of the images the markup shows first (home's banner, the LCP image, and the
 * logo). The guard also loads `scripts` and the screen's chunks (the page no longer names them).
 * @param packs the default language's compiled pack as written to locales/ (`full`), and the part to inline
 *   (`inline`). The page is rendered from the inlined part, as the browser hydrates it, and must come out exactly as
 *   from the whole pack: a message the screen shows but the part lacks fails the build, naming the difference.
 * @param escapeJson makes JSON safe inside a `<script>` element
 */
export async function prerenderPage(
  p: Prerenderer,
  { screen, js }: ScreenBuild,
  config: ResolvedConfig,
  packs: { full: string; inline: string },
  escapeJson: (json: string) => string,
  scripts: AppScripts,
  /** The page's language when it is not the merchant's default (home prerendered in another language). */
  lang?: Language,
): Promise<PrerenderedPage> {
  const render = (pack: string) =>
    p.mod.render({ config, messages: JSON.parse(pack) as never, url: p.mod.screenUrl(screen), lang });
  const root = await render(packs.inline);
  const partial = packs.inline !== packs.full;
  if (partial) {
    const whole = await render(packs.full);
    if (whole !== root) {
      const at = [...root].findIndex((c, i) => c !== whole[i]);
      throw new Error(
        `${config.code}: the ${screen.route} page differs when rendered from the first paint's messages, at\n` +
          `  ${JSON.stringify(root.slice(Math.max(0, at - 80), at + 80))} instead of\n` +
          `  ${JSON.stringify(whole.slice(Math.max(0, at - 80), at + 80))}\n` +
          `  (a message the first visit shows is named where scripts/lib/package/firstPaintMessages.ts cannot see it)`,
      );
    }
  }
  // The guard loads the app's modules itself (after the first paint where the markup stays), with the screen's
  // chunks among its preloads.
  const guard = p.mod.guardScript(
    lang ?? config.defaultLang,
    {
      entry: scripts.entry,
      preload: [...scripts.preload, ...js.filter((href) => !scripts.preload.includes(href))],
    },
    screen,
    !lang || lang === config.defaultLang,
  );
  // The platform's cached mobile template is linked by a script of its own in the head, before any of the body is
  // parsed: the browser may paint what it has parsed of the body before it reaches the guard after #root.
  const boot = p.mod.templateBoot(config);
  // The first-paint banner is home's largest image (its LCP); the logo is small but above it. Each is preloaded
  // where the markup shows it.
  const images = [config.assets.banner, config.assets.logo].filter(
    (src): src is string => !!src && root.includes(`src="${src}"`),
  );
  // The banner's preload names the densities its image offers (imagesrcset), so a dense screen preloads the very
  // file it paints instead of the 1x one and then the 2x one.
  const srcset = (src: string) => {
    const dense = src === config.assets.banner ? p.mod.densitySrcSet(src) : undefined;
    return dense ? ` imagesrcset="${dense.srcSet}"` : '';
  };
  return {
    head: [
      ...(boot ? [`<script>${boot}</script>`] : []),
      ...images.map(
        (src) => `<link rel="preload" href="${src}"${srcset(src)} as="image" fetchpriority="high" />`,
      ),
    ],
    ...(boot ? { headScript: boot } : {}),
    root,
    guard,
    afterRoot: `<script>${guard}</script>\n    <script type="application/json" id="${p.mod.MESSAGES_ELEMENT_ID}"${lang && lang !== config.defaultLang ? ` data-lang="${lang}"` : ''}${partial ? ` data-partial="${screen.route}"` : ''}>${escapeJson(packs.inline)}</script>`,
  };
}
