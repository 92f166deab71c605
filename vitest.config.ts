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
          include: ['core/{manifest,contract,gateway}/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['core/gateway/src/test/globalSetup.ts'],
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
