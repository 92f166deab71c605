/**
 * Faults on every route of every merchant, as a guest and as a member (issue 31 item 1), driven by the shared walker
 * (walker.ts) with languages rotated: every API call of the screen answering 500, timing out, answering malformed
 * JSON or a proxy's HTML error page, the phone going offline while the screen's calls are in flight, and the
 * screen's lazy code failing to load. The fault kinds are rotated over the routes (each route meets one kind per
 * walk; each kind meets a sixth of the routes per walk, different ones for a guest, a member and each merchant).
 * Each merchant walks every route once, as a guest or as a member (walker.ts walkRoutes).
 *
 * On every screen under its fault: never a blank page, never an uncaught exception; a timeout says "Slow
 * Connection" and the offline phone "No Internet" (spec section 8, Network); where the screen shows "Loading failed,
 * click to retry" the retry brings the screen back once the fault is gone, without a page load for an API fault.
 */
import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  expectNotBlank,
  goInApp,
  Guards,
  languageGroups,
  MAX_GROUPS,
  memberSession,
  merchantIndex,
  ROUTE_VISITS,
  WHO,
  withLang,
  type RouteVisit,
} from './walker.ts';

const FAULTS = ['http500', 'timeout', 'malformed', 'htmlPage', 'offline', 'chunk'] as const;
type Fault = (typeof FAULTS)[number];

/** The app's API: every call of the table is below /wps/ or /lgw/ (core/contract calls.ts). */
const isApi = (url: URL | string) => /^\/(wps|lgw)\//.test(new URL(url).pathname);
/** The build's code (the lazy screens' chunks). */
const isCode = (url: URL | string) => /\/assets\/.+\.js$/.test(new URL(url).pathname);

/** The app's per-attempt timeout (api/client.ts, 15 s), passed on the page's clock. */
const CLIENT_TIMEOUT_MS = 15_000;

/** Puts one fault in place on the page; answers how to take it away again and what it caught. */
async function inject(page: Page, fault: Fault) {
  const held: Route[] = [];
  let hits = 0;
  // A request the page gave up on meanwhile (a navigation, the phone going offline) is already handled: ignored.
  const api = (route: Route) => answer(route).catch(() => undefined);
  const answer = async (route: Route) => {
    if (!isApi(route.request().url())) return route.fallback();
    hits++;
    switch (fault) {
      case 'http500':
        return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      case 'malformed':
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"success":true,"value":{',
        });
      case 'htmlPage':
        return route.fulfill({
          status: 502,
          contentType: 'text/html',
          body: '<!doctype html><html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
        });
      case 'timeout':
        held.push(route); // never answered: the app's own timeout ends it
        return;
      case 'offline':
        // The phone loses the network while the screen's first call is on its way.
        await page.context().setOffline(true);
        return route.abort('internetdisconnected');
    }
  };
  const cancelled = new Set<Request>();
  page.on('requestfailed', (req) => cancelled.add(req));
  const code = (route: Route) => route.abort('failed').catch(() => undefined);
  if (fault === 'chunk') await page.route(isCode, code);
  else await page.route(isApi, api);
  return {
    hits: () => hits,
    /** Held calls the page still waits for (a navigation cancels the calls of the screen it leaves). */
    waiting: () => held.filter((r) => !cancelled.has(r.request())).length,
    async clear() {
      if (fault === 'chunk') await page.unroute(isCode, code);
      else await page.unroute(isApi, api);
      for (const r of held.splice(0)) await r.abort().catch(() => undefined);
      await page.context().setOffline(false);
    },
  };
}

async function underFault(
  page: Page,
  guards: Guards,
  r: RouteVisit,
  fault: Fault,
  t: (id: string) => Promise<string>,
  where: string,
) {
  const retry = page.getByRole('button', { name: await t('error.load_failed') });
  const f = await inject(page, fault);
  await goInApp(page, r.path);
  await guards.settle(300, 4_000);
  if (fault === 'timeout' && f.waiting() > 0) {
    await page.clock.fastForward(CLIENT_TIMEOUT_MS + 1_000);
    await expect(page.getByText(await t('error.slow_connection')), `Slow Connection ${where}`).toBeVisible();
  }
  if (fault === 'offline' && f.hits() > 0)
    await expect(page.getByText(await t('error.no_internet')), `No Internet ${where}`).toBeVisible();
  await expectNotBlank(page, where);
  guards.expectClean(where);

  // The fault goes away: the retry in place brings the screen back.
  await f.clear();
  // A dialog a failure opened (an alert) is closed first, as a player would; then each area that failed is
  // retried (it has its own retry; home has a dozen areas).
  const modal = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  for (let i = 0; i < 16 && (await retry.count()) + (await modal.count()) > 0; i++) {
    if ((await modal.count()) > 0) {
      await page.keyboard.press('Escape');
      if ((await modal.count()) > 0) await modal.first().getByRole('button').last().click();
      await guards.settle(300, 4_000);
      continue;
    }
    await retry.first().click();
    if (fault === 'chunk') await page.waitForLoadState('load'); // a screen's failed code is fetched by a page load
    await guards.settle(300, 4_000);
  }
  if ((await retry.count()) > 0) {
    // A screen that cannot load without its query (a game's launch) fails on a fresh visit too: that is not the
    // fault's doing. A screen that loads on a fresh visit but not by its retry is a broken retry. The screen is the
    // one the player is on now: closing a dialog may have gone back a step (a free-play account's "not available"
    // dialog returns to the screen before), and that screen's retry is the one judged.
    const here = await page.evaluate(() => location.pathname + location.search);
    await goInApp(page, here);
    await guards.settle(300, 4_000);
    const fresh = await retry.count();
    expect(fresh, `"Loading failed" after the retry ${where}, not on a fresh visit`).toBeGreaterThan(0);
  }
  await expectNotBlank(page, where);
  guards.expectClean(where);
}

// Service workers answer from their cache past page.route; the faults are the network's, so the worker stays out.
test.use({ serviceWorkers: 'block' });

for (const who of WHO)
  for (let group = 0; group < MAX_GROUPS; group++)
    test(`faults on every route as a ${who}, language group ${group + 1}: usable, never blank, no page error`, async ({
      page,
      merchant,
      sandbox,
      t,
    }) => {
      const groups = languageGroups(merchant, who);
      test.skip(group >= groups.length, `${merchant.code} has ${groups.length} languages`);
      test.setTimeout(150_000);
      const { lang, routes } = groups[group]!;
      // The page's own clock, flowing as usual, so a call's 15-second timeout can be passed without waiting for it.
      await page.clock.install();
      const guards = await Guards.attach(page);
      if (who === 'member') guards.token = await memberSession(page, merchant, sandbox);
      await page.goto(withLang('/m/feedback', lang));
      await guards.settle();
      // The fault kinds rotate over the routes, and from one merchant to the next, so a route meets several kinds.
      const shift = (who === 'member' ? 3 : 0) + merchantIndex(merchant);
      for (const r of routes) {
        const fault = FAULTS[(ROUTE_VISITS.indexOf(r) + shift) % FAULTS.length]!;
        await underFault(page, guards, r, fault, t, `on ${r.path} under ${fault} (${who}, ${lang})`);
      }
    });
