import type { Page } from '@playwright/test';

/* What the prerender specs observe of a page before and while the app runs. */

export interface FirstLook {
  banner: boolean;
  guestLinks: boolean;
  rootChildren: number;
}

/**
 * Records what #root holds when the parser is done (readyState "interactive"), which is before the app's module
 * script runs: exactly what the first paint can show.
 */
export async function recordFirstLook(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root');
      (window as unknown as { __firstLook: unknown }).__firstLook = {
        banner: Boolean(root?.querySelector('header')),
        guestLinks: Boolean(root?.querySelector('a[href="/m/login"], a[href="/m/register"]')),
        rootChildren: root?.childElementCount ?? -1,
      };
    });
  });
}

/** The page's console errors and warnings and its uncaught errors, as they come. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Holds the app's entry module back until the returned function lets it through: the page as before any script. */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export const firstLook = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstLook: FirstLook }).__firstLook);
