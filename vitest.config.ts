import { defineConfig } from 'vitest/config';

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
