import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/browser.ts';
import { grepOf, rotation } from './matrix.ts';
import { E2E_PORT, fixtureCodes, fixtureDistDir, fixtureMerchantsDir, repoRoot } from './merchants.ts';
import { merchantProjects } from './projects.ts';
import { visualBrowserKey } from './visualKey.ts';
import { VISUAL_TIME } from './visualTime.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'wl-e2e-'));
/** tests/e2e/new-merchant.spec.ts: run by its own project only. */
const NEW_MERCHANT_SPEC = /new-merchant\.spec\.ts$/;
/**
 * tests/e2e/visual.spec.ts, the visual baselines: a set of its own (`npm run test:visual`, E2E_VISUAL=1), run by
 * `npm test` beside the unit suite (scripts/test.sh), with a sandbox gateway whose clock starts at the pictures' time.
 */
const VISUAL_SPEC = /visual\.spec\.ts$/;
const visual = process.env.E2E_VISUAL === '1';
/** Which specs each merchant runs (tests/matrix.ts): all of them on every merchant with E2E_MATRIX=full. */
const projects = merchantProjects(E2E_PORT);
const merchantCodes = projects.map((p) => p.name!);
// Worked out once, by the runner; its workers (which load this file too) inherit the number, so a commit made while the
// suite runs cannot give them another turn than the runner's.
const turn = rotation();
process.env.E2E_ROTATION ??= String(turn);
const grepOfMerchant = (code: string) => (visual ? undefined : grepOf(code, merchantCodes, turn));
// Printed once, by the runner (its workers load this file too): the turn that repeats this run.
if (!visual && process.env.TEST_WORKER_INDEX === undefined)
  console.log(
    grepOfMerchant(merchantCodes[0]!)
      ? `e2e matrix: rotation ${turn} (E2E_ROTATION=${turn} repeats it; E2E_MATRIX=full runs every spec on every merchant)`
      : 'e2e matrix: full, every spec on every merchant',
  );

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: {
    timeout: 10_000,
    // Visual baselines (e2e/visual.spec.ts), one folder per browser build and merchant: a build compares only with
    // its own pictures. CI never writes a missing one (updateSnapshots below), so a build without pictures fails.
    toHaveScreenshot: {
      pathTemplate: `{testDir}/__visual__/${visualBrowserKey()}/{projectName}/{arg}{ext}`,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  // CI: a missing picture fails (a retry must not pass on the picture its first attempt wrote); elsewhere it is
  // written on the first run. `npm run test:visual -- --update-snapshots` rewrites them.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }]]
    : 'list',
  webServer: {
    command: 'npx tsx scripts/start.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${E2E_PORT}/__health`,
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      SKIP_BUILD: '1',
      GATEWAY_DATA_DIR: dataDir,
      GATEWAY_MODE: 'sandbox',
      // The suite plays many players at once from one machine: each test is its own player on its own address
      // (tests/fixtures.ts sends X-Forwarded-For), as players behind a trusted proxy are in production, so the
      // per-address limits of issue 9 count each test on its own instead of the whole suite as one attacker.
      GATEWAY_TRUST_PROXY: '1',
      // The visual set's pictures show times the gateway stamped: its clock starts at the pictures' fixed time.
      ...(visual ? { GATEWAY_CLOCK_START: VISUAL_TIME } : {}),
      // The test-only fixture merchants (tests/fixtures/merchants), when built (npm run build:fixtures).
      ...(fixtureCodes().size
        ? { WL_FIXTURE_MERCHANTS: fixtureMerchantsDir, WL_FIXTURE_DIST: fixtureDistDir }
        : {}),
    },
  },
  projects: [
    // The new-merchant spec builds and serves a merchant of its own: once per run, not once per merchant.
    ...projects.map((p) => {
      const grep = grepOfMerchant(p.name!);
      return {
        ...p,
        testIgnore: visual ? NEW_MERCHANT_SPEC : [NEW_MERCHANT_SPEC, VISUAL_SPEC],
        ...(grep ? { grep } : {}),
      };
    }),
    {
      name: 'new-merchant',
      testMatch: NEW_MERCHANT_SPEC,
      use: {
        ...devices['Pixel 7'],
        locale: 'en-US',
        trace: 'on-first-retry',
        screenshot: 'only-on-failure',
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      },
    },
  ],
});
