import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const pkg = (file: string) => fileURLToPath(new URL(`node_modules/${file}`, import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['core/{manifest,contract,gateway}/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './core/app/vite.config.ts',
        // The tests are written with React Testing Library's API (typed like the app, against React's types); they
        // run on its Preact twin, which renders with the Preact the app ships (core/app/vite.config.ts).
        resolve: {
          alias: [
            { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
            // Node's resolution picks react-router's CommonJS build, whose require('react') no alias reaches.
            { find: /^react-router-dom$/, replacement: pkg('react-router-dom/dist/index.mjs') },
            { find: /^react-router$/, replacement: pkg('react-router/dist/development/index.mjs') },
            { find: /^react-router\/dom$/, replacement: pkg('react-router/dist/development/dom-export.mjs') },
          ],
        },
        test: {
          name: 'app',
          environment: 'happy-dom',
          include: ['core/app/src/**/*.test.{ts,tsx}'],
          setupFiles: ['core/app/src/test/setup.ts'],
          server: {
            deps: {
              inline: [/react-router/, /react-intl/, /valtio/, /@tanstack\/react-virtual/, /keen-slider/],
            },
          },
        },
      },
    ],
  },
});
