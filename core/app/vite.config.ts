import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { FIRST_PAINT_CSS_FILE, PRERENDERED_SCREENS } from './src/prerender/screen.ts';

/**
 * The app is compiled once, merchant-neutral. scripts/build.ts then packages it per merchant: it fills the
 * `<!--wl:head-->` marker of index.html (inlined config, theme variables, title, icons, CSP) and writes locale packs.
 * `vite build --ssr src/prerender.tsx --outDir dist-ssr` compiles the prerender of the first screens the packager runs.
 */

const nodeModule = (file: string) => fileURLToPath(new URL(`../../node_modules/${file}`, import.meta.url));

/**
 * react-router 7 maps every import condition of its package to its development build (dist/development, with its
 * dev-only warnings and checks; react-router issue #14102). Its production build sits beside it and is resolved
 * here by name, so production chunks carry it. `npm run dev` and the unit tests keep the development build's
 * warnings. Exact names: `react-router` and `react-router/dom` (which react-router-dom re-exports).
 */
export const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: nodeModule('react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: nodeModule('react-router/dist/production/dom-export.mjs') },
];

/**
 * Writes `.vite/modules.json` beside the build manifest: every source module of every emitted chunk. The build's
 * tests read it to prove that no production chunk carries a library's development build (scripts/build.test.ts).
 */
function moduleList(): Plugin {
  return {
    name: 'wl-module-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const file of Object.values(bundle))
        if (file.type === 'chunk')
          chunks[file.fileName] = file.moduleIds.map((id) =>
            id.replace(/^\0/, '').replace(fileURLToPath(new URL('../../', import.meta.url)), ''),
          );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}

/**
 * Every module the entry needs before it runs (its static imports, all the way down), in one chunk beside the entry.
 * Rolldown on its own split them into some 25 chunks of a few hundred bytes to a few KB, because lazy screens import
 * them too: each a request and a gzip stream of its own on the first visit. Lazy screens import this chunk instead,
 * which every page has already loaded. The closure is read from the module graph once it is complete (buildEnd),
 * before chunks are formed, so a new module needs no list kept by hand.
 */
function entryClosure(): { plugin: Plugin; has: (id: string) => boolean } {
  let closure = new Set<string>();
  return {
    has: (id) => closure.has(id),
    plugin: {
      name: 'wl-entry-closure',
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      buildEnd() {
        const seen = new Set<string>();
        const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
        const stack = entries.flatMap((id) => [...(this.getModuleInfo(id)?.importedIds ?? [])]);
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        // The entry keeps its own chunk: index.html's script module (the page's entry), and any other entry.
        for (const id of entries) {
          seen.delete(id);
          if (id.endsWith('.html'))
            for (const own of this.getModuleInfo(id)?.importedIds ?? []) seen.delete(own);
        }
        closure = seen;
      },
    },
  };
}
const firstVisit = entryClosure();

/**
 * Lists, for each prerendered screen, the stylesheets its page gets inline: the entry's and the screen's (with the
 * chunks it imports), in cascade order. The packager inlines them into the page's head (scripts/lib/package.ts), so
 * the first paint waits on no stylesheet request; every other screen's CSS comes with its lazy chunk.
 */
function firstPaintStylesheets(): Plugin {
  const importedCss = (chunk: Rolldown.OutputChunk): string[] => [
    ...((chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []),
  ];
  return {
    name: 'wl-first-paint-css',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((f): f is Rolldown.OutputChunk => f.type === 'chunk');
        const stylesheets = (...roots: Rolldown.OutputChunk[]) => {
          const css = new Set<string>();
          const visit = (chunk: Rolldown.OutputChunk | undefined) => {
            if (!chunk) return;
            for (const i of chunk.imports) visit(bundle[i] as Rolldown.OutputChunk | undefined);
            for (const f of importedCss(chunk)) css.add(f);
          };
          for (const root of roots) visit(root);
          return [...css];
        };
        const entries = chunks.filter((c) => c.isEntry);
        const pages: Record<string, string[]> = {};
        for (const { module } of PRERENDERED_SCREENS) {
          const screen = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!screen) this.error(`no chunk for the prerendered screen ${module}`);
          pages[module] = stylesheets(...entries, screen);
        }
        this.emitFile({ type: 'asset', fileName: FIRST_PAINT_CSS_FILE, source: JSON.stringify(pages) });
      },
    },
  };
}

export default defineConfig(({ isSsrBuild, command }) => ({
  base: '/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [moduleList(), firstPaintStylesheets(), firstVisit.plugin],
  resolve: {
    alias: [
      ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
      // Catalogues are compiled to ICU ASTs at build time, so the runtime never needs the message parser.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsDir: 'assets',
    manifest: true,
    modulePreload: { polyfill: false },
    // Each lazy screen's CSS comes with its chunk; the first paint's is inlined (firstPaintStylesheets). Measured on
    // ph's first visit: 6 KB gzipped inline instead of the whole app's 11.5 KB.
    cssCodeSplit: true,
    // `APP_NO_MINIFY=1 npx vite build` keeps names readable in a CPU profile (never used by the build scripts).
    minify: process.env.APP_NO_MINIFY ? false : undefined,
    rolldownOptions: isSsrBuild
      ? undefined
      : { output: { codeSplitting: { groups: [{ name: 'app', test: firstVisit.has }] } } },
  },
  // The prerender bundle (vite build --ssr, dist-ssr/) carries its dependencies: the packager imports it from
  // wherever the app was compiled to, and React must be the very build the client hydrates with.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // ...in its production build (the bundled CommonJS of React picks its build by NODE_ENV).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
}));
