/**
 * One Playwright project per built merchant, on a phone (Pixel 7) in Chromium, at <code>.localhost:<port>: the
 * projects of the e2e suite (playwright.config.ts) and of the nginx smoke set (playwright.nginx.config.ts).
 */
import { devices, type Project } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/browser.ts';
import { builtMerchants } from './merchants.ts';

export function merchantProjects(port: number): Project[] {
  const merchants = builtMerchants();
  if (merchants.length === 0) throw new Error('No merchant bundles in dist/: run `npm run build` first.');
  return merchants.map((m) => ({
    name: m.code,
    use: {
      ...devices['Pixel 7'],
      baseURL: `http://${m.code}.localhost:${port}`,
      locale: 'en-US',
      trace: 'on-first-retry',
      screenshot: 'only-on-failure',
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    },
  }));
}
