import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Both cores: Vitest's default keeps one free (availableParallelism - 1), so on a 2-core machine it ran the files
    // one at a time with the second core mostly idle (with the database template: 424 s → 295 s here).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'core/{manifest,contract,gateway}/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/*.test.ts',
          ],
          globalSetup: ['core/gateway/src/test/globalSetup.ts'],
          // The files of a worker share one module graph: the gateway's modules, its compiled request validators and
          // the loaded merchants are made once per worker instead of once per file (418 s → 96 s for these 80
          // files). So a test file never changes what it shares: it copies a merchant before changing it.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './core/app/vite.config.ts',
        test: {
          name: 'app',
          environment: 'happy-dom',
          include: ['core/app/src/**/*.test.{ts,tsx}'],
          setupFiles: ['core/app/src/test/setup.ts'],
        },
      },
    ],
  },
});
