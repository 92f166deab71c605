import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The app is compiled once, merchant-neutral. scripts/build.ts then packages it per merchant: it fills the
 * `<!--wl:head-->` marker of index.html (inlined config, theme variables, title, icons, CSP) and writes locale packs.
 */
export default defineConfig({
  plugins: [react()],
  base: '/',
  resolve: {
    alias: [
      // Catalogues are compiled to ICU ASTs at build time, so the runtime never needs the message parser.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
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
});
