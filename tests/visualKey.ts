/**
 * Which browser build draws the visual baselines (tests/e2e/visual.spec.ts): pictures differ by a pixel here and
 * there between Chromium builds and platforms, so each build compares only against pictures made by the same build.
 * The key names the platform, whose Chromium (the system's, e.g. Debian's /usr/bin/chromium, or Playwright's own) and
 * its major version: `linux-system-chromium-156`, `darwin-playwright-chromium-1169`.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../scripts/lib/browser.ts';

let cached: string | undefined;

export function visualBrowserKey(): string {
  if (cached) return cached;
  const exe = chromiumPath();
  if (exe) {
    let version = 'unknown';
    try {
      const out = execFileSync(exe, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      version = /(\d+)\.\d+\.\d+/.exec(out)?.[1] ?? 'unknown';
    } catch {
      /* a browser that cannot say its version gets its own key */
    }
    cached = `${process.platform}-system-chromium-${version}`;
  } else {
    // Playwright's own build: its folder name carries the revision (…/chromium-1169/chrome-linux/chrome).
    const revision = /chromium[-_](?:headless[-_]shell[-_])?(\d+)/.exec(chromium.executablePath())?.[1];
    cached = `${process.platform}-playwright-chromium-${revision ?? path.basename(chromium.executablePath())}`;
  }
  return cached;
}
