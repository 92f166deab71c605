/**
 * Motion and the notification bar (issue 28, spec sections 2 and 9): the hot carousel drifts continuously rather than
 * stepping; a path change fades the page in over 300 ms, opacity only, and not at all under reduced motion; the
 * "No Internet" notification top bar is 65 px high and moves nothing below it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

// No service worker: its first takeover turns the next navigation into a whole page load (offline.spec.ts), and a
// page's first render has no transition.
test.use({ serviceWorkers: 'block' });

/** Spec section 9. */
const PAGE_TRANSITION_MS = 300;
const NOTIFICATION_BAR_PX = 65;
/** A hot tile is 108 px wide with an 8 px gap (HotCarousel.module.css). */
const TILE_PX = 116;

const T0 = Date.parse('2026-01-01T00:00:00Z');
const offset = (page: Page) =>
  page
    .getByTestId('hot-games')
    .evaluate(
      (el) => el.querySelector<HTMLElement>('.keen-slider__slide')?.getBoundingClientRect().left ?? 0,
    );

test('the hot carousel drifts continuously: a little every moment, not a tile every few seconds', async ({
  page,
}) => {
  await page.clock.install({ time: new Date(T0) });
  await page.goto('/m/home');
  const hot = page.getByTestId('hot-games');
  await expect(hot).toBeVisible();
  test.skip((await hot.locator('.keen-slider__slide').count()) <= 3, 'the carousel loops only above 3 games');
  const start = await offset(page);
  await page.clock.runFor(1000);
  const first = Math.abs((await offset(page)) - start);
  await page.clock.runFor(1000);
  const second = Math.abs((await offset(page)) - start);
  // Moving after one second, less than a tile, and further after the next: a drift, not a step.
  expect(first).toBeGreaterThan(1);
  expect(first).toBeLessThan(TILE_PX);
  expect(second).toBeGreaterThan(first);
});

/** Records every Element.animate call of the page from now on. */
async function recordAnimations(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __anims: { keys: string[]; duration: unknown; id: string }[] };
    w.__anims = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, frames, options) {
      const list = (Array.isArray(frames) ? frames : []) as Keyframe[];
      w.__anims.push({
        keys: [...new Set(list.flatMap((f) => Object.keys(f).filter((k) => k !== 'offset')))],
        duration: typeof options === 'object' ? options.duration : options,
        id: this.id,
      });
      return animate.call(this, frames, options);
    };
  });
}
const recorded = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __anims: { keys: string[]; duration: unknown; id: string }[] }).__anims,
  );

for (const reducedMotion of ['no-preference', 'reduce'] as const)
  test(`a path change fades main in over 300 ms, opacity only (${reducedMotion})`, async ({ page, t }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto('/m/home');
    const nav = page.getByRole('navigation', { name: await t('shell.mainMenu') });
    // The app runs (the lobby's data is in), so the tap is the app's navigation, not the prerendered link's.
    await expect(page.getByTestId('home-games').getByRole('listitem').first()).toBeVisible();
    await recordAnimations(page);
    const title = await page.title();
    await nav.getByRole('link', { name: await t('nav.promotion') }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    // The layout has committed the new route (it sets the title in the same commit as the transition).
    await expect.poll(() => page.title()).not.toBe(title);
    const main = (await recorded(page)).filter((a) => a.id === 'main');
    if (reducedMotion === 'reduce') expect(main).toEqual([]);
    else expect(main).toEqual([{ keys: ['opacity'], duration: PAGE_TRANSITION_MS, id: 'main' }]);
  });

test('the No Internet notification bar is 65 px high, over the page, moving nothing', async ({
  page,
  context,
  t,
}) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('home-games').getByRole('listitem').first()).toBeVisible();
  const mainTop = () => page.evaluate(() => document.getElementById('main')!.getBoundingClientRect().top);
  const before = await mainTop();
  await context.setOffline(true);
  const bar = page.getByText(await t('error.no_internet')).first();
  await expect(bar).toBeVisible();
  // Once its slide-in is over: at the very top, 65 px high.
  await expect.poll(async () => (await bar.boundingBox())!.y).toBe(0);
  expect((await bar.boundingBox())!.height).toBe(NOTIFICATION_BAR_PX);
  expect(await mainTop()).toBe(before);
  await context.setOffline(false);
  await expect(bar).toBeHidden();
});
