import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { languages, type Language } from '@wl/manifest/languages';
import type { ResolvedConfig } from '@wl/manifest/types';
import { routeTable, type RouteDef } from '../../core/app/src/routes/table.ts';
import { dejavuOnlyFontconfig } from '../../scripts/lib/fontconfig.ts';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/browser.ts';
import { test, expect, type Sandbox } from '../fixtures.ts';
import { visualBrowserKey } from '../visualKey.ts';
import { VISUAL_TIME } from '../visualTime.ts';
import { useSession, type SessionValue } from './shell-helpers.ts';

/*
 * Visual baselines (issue 31 item 3): every route of the route table, per merchant, on the phone, compared with a
 * committed picture (tests/e2e/__visual__/<browser key>/<merchant>/<route>.png), so a theme token, a translation or
 * a layout change shows up as a picture diff to review (the HTML report shows expected, actual and diff).
 *
 * What makes a picture repeatable: fonts pinned (the browser sees only the DejaVu fonts plus the fonts the bundle
 * ships) with glyph advances on whole pixels, the page clock fixed and paused (timers run only as the test advances
 * them, so the banner never turns), the gateway's clock started at the same time (the times it stamps on seeded
 * notices, messages and sign-ups), reduced motion and no animations, seeded accounts that no other spec changes
 * (team102, agent042) on the sandbox gateway's fresh data folder. Masked: the winners ticker (other specs' big wins
 * enter it while this one runs), the jackpot counter (it starts at a random amount, by the spec), the captcha picture
 * and a free-play account's random name. Every route is pictured: none is left out.
 * Languages rotate over the routes so each merchant language is pictured.
 *
 * npm run test:visual -- --update-snapshots writes new pictures (README). A browser build without pictures (another
 * key) fails on CI (updateSnapshots none: no attempt or retry writes one); locally the first run writes them.
 */

const fonts = dejavuOnlyFontconfig();
test.skip(!fonts.file, `needs a pinned font setup: ${fonts.reason}`);
test.use({
  reducedMotion: 'reduce',
  launchOptions: {
    executablePath: chromiumPath(),
    // Glyph advances on whole pixels: with the emulated phone's device scale, Chromium used fractional advances in one
    // run and whole ones in another (a label 79.8 or 80 px wide), and texts moved by a pixel between pictures.
    args: [...chromiumArgs, '--disable-font-subpixel-positioning'],
    env: { ...process.env, ...(fonts.file ? { FONTCONFIG_FILE: fonts.file } : {}) },
  },
});
// One account per merchant signs in for every picture: the routes of a project run one after another.
test.describe.configure({ mode: 'default' });

/** The page clock: a fixed weekday noon in Manila (every picture shows the same "today"), the gateway's start. */
const FIXED_TIME = new Date(VISUAL_TIME);

/** Seeded sandbox accounts (core/gateway/src/seed/accounts.ts) that no other spec signs in with. */
const MEMBER = 'team102';
const AGENT = 'agent042';

async function login(sandbox: Sandbox, username: string, agent: boolean): Promise<SessionValue> {
  const r = await sandbox.call<{ value: SessionValue }>(
    'POST',
    agent ? '/wps/agent/login' : '/wps/session/login',
    agent ? { username, password: 'Sandbox123' } : { username, password: 'Sandbox123', type: 'username' },
  );
  if (r.status !== 200) throw new Error(`login ${username}: HTTP ${r.status} ${JSON.stringify(r.json)}`);
  return { ...r.json.value, firstTimeLogin: false };
}

/** Who a route is pictured as: guests for public routes, the agent for agent routes, the member for the rest. */
function viewer(route: RouteDef): 'guest' | 'member' | 'agent' {
  if (route.access.kind === 'public') return 'guest';
  return route.access.login === 'agentLogin' ? 'agent' : 'member';
}

/** The merchant language a route is pictured in: in turn over the route table, so every language appears. */
const languageOf = (merchant: ResolvedConfig, index: number): Language =>
  merchant.langList[index % merchant.langList.length]!;

async function open(page: Page, merchant: ResolvedConfig, sandbox: Sandbox, route: RouteDef, lang: Language) {
  const who = viewer(route);
  if (who !== 'guest')
    await useSession(page, merchant, await login(sandbox, who === 'agent' ? AGENT : MEMBER, who === 'agent'));
  await page.addInitScript((l) => localStorage.setItem('MC_LANG', l), lang);
  await page.clock.install({ time: FIXED_TIME });
  // Paused a minute later (install lets time run, and pausing cannot go back): timers run only when told.
  await page.clock.pauseAt(new Date(FIXED_TIME.getTime() + 60_000));
  await page.goto(route.paths[0]);
  await expect(page.locator('html')).toHaveAttribute('lang', languages[lang].tag);
  await page.waitForLoadState('networkidle');
  // Timers due within a second (debounces, deferred paints) run; the five-second banner turn does not.
  await page.clock.runFor(1000);
  await page.evaluate(() => document.fonts.ready);
}

/** Regions that are live by nature, hidden in the pictures. */
const masks = (page: Page, trial = false) => [
  // Other specs' big wins enter the winners list while this one runs.
  page.locator('[aria-labelledby="lobby-winners-title"] > div'),
  // The jackpot counter starts at a random amount (spec: between 23,000,000 and 25,000,000).
  page.locator('[aria-labelledby="lobby-jackpot-title"] > :not(h2)'),
  // The captcha's picture is random: its button, whose box is the same with or without it.
  page.locator('button[data-challenge]'),
  // A free-play account's name is random (trial + 8 digits): its name in the header's account strip.
  ...(trial ? [page.locator('header a[href$="/member/home"] > span')] : []),
];

const pictureOf = (route: RouteDef) => `${route.id}.png`;

for (const [index, route] of routeTable.entries()) {
  test(`${route.id} (${route.paths[0]}) looks as reviewed`, async ({ page, merchant, sandbox }) => {
    const lang = languageOf(merchant, index);
    test.info().annotations.push({ type: 'language', description: lang });
    await open(page, merchant, sandbox, route, lang);
    await expect(page).toHaveScreenshot(pictureOf(route), { mask: masks(page, route.id === 'trail') });
  });
}

test('a one-token theme change shows up as a picture diff', async ({ page, merchant, sandbox }) => {
  const updating = test.info().config.updateSnapshots;
  // Writing pictures with the override on would make it the baseline: this check only compares.
  test.skip(updating === 'all' || updating === 'changed', 'pictures are being written');
  const home = routeTable.findIndex((r) => r.id === 'home');
  const route = routeTable[home]!;
  const baseline = test.info().snapshotPath(pictureOf(route), { kind: 'screenshot' });
  expect(existsSync(baseline), `no baseline at ${baseline} (${visualBrowserKey()})`).toBe(true);
  await open(page, merchant, sandbox, route, languageOf(merchant, home));
  // The brand colour, one token, as a theme override would set it: another hue of the same weight.
  await page.evaluate(() => document.documentElement.style.setProperty('--color-primary', '#b3470b'));
  let caught: Error | undefined;
  try {
    await expect(page).toHaveScreenshot(pictureOf(route), {
      fullPage: true,
      mask: masks(page),
      timeout: 5_000,
    });
  } catch (err) {
    caught = err as Error;
  }
  expect(caught?.message, 'the picture comparison let a changed brand colour through').toMatch(
    /Screenshot comparison failed|pixels .* are different|different/i,
  );
  // Without the override the same page matches again: the diff was the token, not the page.
  await page.evaluate(() => document.documentElement.style.removeProperty('--color-primary'));
  await expect(page).toHaveScreenshot(pictureOf(route), { mask: masks(page) });
});
