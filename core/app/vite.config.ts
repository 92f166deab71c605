import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The app is compiled once, merchant-neutral. scripts/build.ts then packages it per merchant: it fills the
 * `<!--wl:head-->` marker of index.html (inlined config, theme variables, title, icons, CSP) and writes locale packs.
 * `vite build --ssr src/prerender.tsx --outDir dist-ssr` compiles the home-shell prerender the packager runs.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  base: '/',
  resolve: {
    alias: [
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
    cssCodeSplit: true,
  },
  // The prerender bundle (vite build --ssr, dist-ssr/) carries its dependencies: the packager imports it from
  // wherever the app was compiled to, and React must be the very build the client hydrates with.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // ...in its production build (the bundled CommonJS of React picks its build by NODE_ENV).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
}));
