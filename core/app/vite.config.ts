import { defineConfig } from 'vite';

/**
 * The app is compiled once, merchant-neutral. scripts/build.ts then packages it per merchant: it fills the
 * `<!--wl:head-->` marker of index.html (inlined config, theme variables, title, icons, CSP) and writes locale packs.
 * `vite build --ssr src/prerender.tsx --outDir dist-ssr` compiles the home-shell prerender the packager runs.
 */
/** React's module names → Preact's (exact names; the most specific first). Also used by the unit tests. */
export const PREACT_ALIASES = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  // JSX compiles to the automatic runtime; `react/jsx-runtime` then resolves to Preact's (aliases below).
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: [
      // The app is written against React's API and runs on Preact through preact/compat: the same components, hooks
      // and libraries (react-router, react-intl, valtio, keen-slider, react-virtual) for a third of React's bytes
      // (the entry chunk is ~30 KB gzipped instead of ~95 KB, which the home page's 130 KB first visit needs).
      ...PREACT_ALIASES,
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
    // One stylesheet for the whole app, which the packager inlines into each page's head (scripts/lib/package.ts):
    // 11 KB gzipped, and neither the first paint nor a screen's first visit waits on a stylesheet request.
    cssCodeSplit: false,
    // `APP_NO_MINIFY=1 npx vite build` keeps names readable in a CPU profile (never used by the build scripts).
    minify: process.env.APP_NO_MINIFY ? false : undefined,
  },
  // The prerender bundle (vite build --ssr, dist-ssr/) carries its dependencies: the packager imports it from
  // wherever the app was compiled to, and React must be the very build the client hydrates with.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // ...in its production build (the bundled CommonJS of React picks its build by NODE_ENV).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
}));
