/**
 * The sanitiser's corpus on every screen that shows gateway HTML (issue 31 item 5), on every merchant: the
 * announcement popup, the notices, the help centre, the inbox, the promotions and their notices. Every `content`
 * the gateway answers with is replaced by the whole corpus (components/safeHtml.corpus.ts), as a compromised back
 * office would send it; the inbox message is sent through the sandbox with the same HTML. On each screen the
 * corpus's text shows, nothing in the inserted HTML can run or navigate (no script, handler, style, frame, form or
 * non-https link) and no payload ran.
 *
 * The page's CSP is bypassed here: it would block a payload that got through (so a broken sanitiser would pass),
 * and Chromium reports the sanitiser's own inert parse of inline styles and handlers as violations (DOMPurify
 * issue 900), which would fail a working one. The sanitiser is proven alone; the CSP is proven on every route by
 * every-route.spec.ts.
 */
import type { Page, Route } from '@playwright/test';
import { CORPUS, unsafeMarkup } from '../../core/app/src/components/safeHtml.corpus.ts';
import { expect, test } from '../fixtures.ts';
import { apiMember } from './account.helpers.ts';
import { useSession } from './shell-helpers.ts';
import { Guards } from './walker.ts';

/** Every payload in a block of its own, so one payload's unclosed tag cannot swallow the next one's text. */
const HOSTILE = CORPUS.map(([, html]) => `<div>${html}</div>`).join('');
const TEXTS = CORPUS.map(([, , text]) => text);

/** The answer with every string `content` replaced by the corpus. */
function hostile(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(hostile);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === 'content' && typeof v === 'string' ? HOSTILE : hostile(v),
    ]),
  );
}

async function answerHostile(route: Route) {
  const req = route.request();
  if (!['fetch', 'xhr'].includes(req.resourceType())) return route.continue();
  // Node does not resolve *.localhost as the browser does: fetched by address, with the merchant's Host.
  const url = new URL(req.url());
  const host = url.host;
  url.hostname = '127.0.0.1';
  const res = await route.fetch({ url: url.href, headers: { ...req.headers(), host } });
  if (!(res.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response: res });
  return route.fulfill({ response: res, json: hostile(await res.json()) });
}

/**
 * Where the corpus landed on the page (the innermost elements holding all of its texts) and what in them could run
 * or navigate; also whether any payload ran.
 */
async function inspect(page: Page) {
  return page.evaluate((texts) => {
    const holds = (el: Element) => texts.every((t) => el.textContent?.includes(t));
    const containers = [...document.body.querySelectorAll('*')].filter(
      (el) => holds(el) && ![...el.children].some(holds),
    );
    const check = (window as unknown as { unsafeMarkup(root: Element): string[] }).unsafeMarkup;
    const bad = containers.flatMap((c) => check(c));
    return {
      containers: containers.length,
      bad,
      pwned: (window as unknown as { pwned?: number }).pwned ?? 0,
    };
  }, TEXTS);
}

/** The corpus shows in at least one place on the page, harmless. */
async function expectHarmless(page: Page, guards: Guards, where: string) {
  await expect
    .poll(async () => (await inspect(page)).containers, { message: `the corpus's text shows ${where}` })
    .toBeGreaterThan(0);
  // Every handler a payload could hang on gets its chance before the verdict.
  await page.mouse.move(10, 10);
  await page.keyboard.press('Tab');
  await page.waitForTimeout(100);
  const seen = await inspect(page);
  expect(seen.bad, `what could run or navigate ${where}`).toEqual([]);
  expect(seen.pwned, `payloads that ran ${where}`).toBe(0);
  guards.expectClean(where);
}

test.use({ popupClosed: false, bypassCSP: true });

test('gateway HTML is shown harmless on the popup, notices, help, promotions and inbox', async ({
  page,
  merchant,
  sandbox,
}) => {
  test.slow();
  const guards = await Guards.attach(page);
  await page.addInitScript(`window.unsafeMarkup = ${unsafeMarkup}`);
  await page.route(/\/wps\//, answerHostile);

  // A guest first: the announcement popup on arrival (where the merchant has popups), then the public screens.
  const popups = await sandbox.call<{ value: { popups: unknown[] } }>(
    'GET',
    `/wps/content/announcements?types=PU&platform=M&language=${merchant.defaultLang}`,
  );
  if (popups.json.value.popups.length) {
    await page.goto('/m/home');
    const popup = page.getByTestId('announcement-popup');
    await expect(popup).toBeVisible();
    await expectHarmless(page, guards, 'in the announcement popup');
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  }
  await page.goto('/m/notice');
  const notices = page.getByRole('main').getByRole('button', { expanded: false });
  await notices.first().click();
  await expectHarmless(page, guards, 'on /m/notice');

  await page.goto('/m/help');
  await expectHarmless(page, guards, 'on /m/help');
  const sub = page.getByRole('tabpanel').getByRole('button', { expanded: false });
  if (await sub.count()) {
    await sub.first().click();
    await expect(page.getByRole('tabpanel').getByRole('region')).toBeVisible();
    await expectHarmless(page, guards, 'in a help sub-topic');
  }

  await page.goto('/m/activity');
  await expectHarmless(page, guards, 'on /m/activity');

  // A member with a message in the inbox, sent through the sandbox with the same HTML.
  const member = await apiMember(sandbox, merchant);
  const sent = await sandbox.call('POST', '/__sandbox/inbox', {
    username: member.username,
    title: 'Corpus',
    content: HOSTILE,
  });
  expect(sent.status).toBe(200);
  await useSession(page, merchant, member.session);
  guards.token = member.session.token;
  await page.goto('/m/webEmail');
  await page.getByRole('button', { name: 'Corpus' }).click();
  await expectHarmless(page, guards, 'in the inbox');
  // A call still on its way when the test ends is not rewritten (its answer is gone with the page).
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
