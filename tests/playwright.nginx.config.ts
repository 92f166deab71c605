/**
 * The deployment's smoke set (tests/nginx): every merchant through Debian's nginx and two gateway processes on one
 * PostgreSQL (scripts/serve-nginx.ts). Run by `npm run test:nginx` (part of `npm test`) with E2E_PORT set to nginx's
 * port, so the shared fixtures' sandbox calls go through nginx too.
 */
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { E2E_PORT, fixtureCodes, fixtureDistDir, fixtureMerchantsDir, repoRoot } from './merchants.ts';
import { merchantProjects } from './projects.ts';

export default defineConfig({
  testDir: './nginx',
  outputDir: path.join(repoRoot, 'test-results/nginx'),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  webServer: {
    command: 'npx tsx scripts/serve-nginx.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${E2E_PORT}/__health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      GATEWAY_MODE: 'sandbox',
      ...(fixtureCodes().size
        ? { WL_FIXTURE_MERCHANTS: fixtureMerchantsDir, WL_FIXTURE_DIST: fixtureDistDir }
        : {}),
    },
  },
  projects: merchantProjects(E2E_PORT),
});
