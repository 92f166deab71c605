import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Playwright's own Chromium where it is installed (a developer laptop); otherwise the system's (Debian's
 * /usr/bin/chromium, which scripts/ensure-browser.sh installs). CHROMIUM_PATH overrides both.
 * Returns undefined to let Playwright use its own.
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    /* no bundled browser */
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) =>
    existsSync(p),
  );
}

/** Flags for headless Chromium on a closed network (and as root, where the sandbox cannot start). */
export const chromiumArgs: string[] = [
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
