/**
 * Content end to end on every merchant (issue 14, items 1-4 and 7): announcements (reading one lowers the unread
 * badge and is recorded on the gateway), the help centre by index, tag and sub-topic, feedback with a screenshot
 * into the history, the footer's help menu, the terms notice once per session, and the app download page.
 * Expectations come from the gateway's own answers (announcements, help topics), the manifest (download links,
 * feedback limits) and the catalogues.
 */
import type { Page } from '@playwright/test';
import { calls, type CallName } from '@wl/contract';
import { feedbackWords } from '@wl/manifest/feedback';
import { expect, test, type Sandbox } from '../fixtures.ts';
import { answerCaptcha, signedInMember, storedSession, type T } from './account.helpers.ts';
import { readCount } from './shell-helpers.ts';

/** A call of the table as the given player (or a guest), with the page's language. */
async function callAs<V>(
  sandbox: Sandbox,
  name: CallName,
  opts: { token?: string; query?: Record<string, string> } = {},
): Promise<V> {
  const c = calls[name];
  const query = opts.query ? `?${new URLSearchParams(opts.query)}` : '';
  const r = await sandbox.call<{ success: boolean; value: V }>(c.method, `${c.path}${query}`, undefined, {
    moduleId: c.moduleId,
    ...(opts.token ? { token: opts.token } : {}),
  });
  expect(r.json?.success, `${name} answered`).toBe(true);
  return r.json.value;
}

/**
 * Unread live-chat messages the badge counts too (spec: announcement + chat + inbox): only with CBS3, and only when
 * the gateway grants chat permission, as the app asks.
 */
async function chatUnread(sandbox: Sandbox, token: string, cbs3: boolean): Promise<number> {
  if (!cbs3) return 0;
  const ask = async <V>(name: 'chatPermission' | 'chatUnreadCount') => {
    const c = calls[name];
    const r = await sandbox.call<{ success: boolean; value: V }>(c.method, c.path, undefined, {
      moduleId: c.moduleId,
      token,
    });
    return r.json?.success ? r.json.value : null;
  };
  const permission = await ask<{ hasPermission: boolean }>('chatPermission');
  if (!permission?.hasPermission) return 0;
  return (await ask<{ unReadCount: number }>('chatUnreadCount'))?.unReadCount ?? 0;
}

const pageLang = (page: Page) =>
  page.evaluate(() => localStorage.getItem('MC_LANG') ?? document.documentElement.lang);

/** Text of HTML as textContent reads it (tags dropped, whitespace collapsed). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The members badge of the bottom menu: its number, or 0 when hidden. */
async function badge(page: Page): Promise<number> {
  const b = page.getByTestId('unread-badge');
  if ((await b.count()) === 0) return 0;
  // In the page language's digits (issue 27), "99+" above 99.
  return readCount((await b.textContent()) ?? '', await page.evaluate(() => document.documentElement.lang));
}

interface Topic {
  tag: string;
  title: string;
  content: string;
  items?: { title: string; content: string }[];
}

test.describe('announcements', () => {
  test('reading one from the ticker index lowers the unread badge, on the gateway too', async ({
    page,
    merchant,
    sandbox,
  }) => {
    await signedInMember(page, merchant, sandbox);
    const { token } = (await storedSession(page))!;
    await page.goto('/m/home');
    const before = await callAs<{
      list: { id: number; title: string; content: string; read: boolean }[];
      unread: number;
    }>(sandbox, 'notices', { token });
    const inbox = await callAs<{ unreadCount: number }>(sandbox, 'inboxUnreadCount', { token });
    const chat = await chatUnread(sandbox, token, merchant.whitelabel.CBS3);
    const others = inbox.unreadCount + chat;
    expect(before.unread).toBeGreaterThan(1);
    await expect.poll(() => badge(page)).toBe(Math.min(100, before.unread + others));
    // An unread one past the first, so the index in the query really selects.
    const index = before.list.findIndex((n, i) => i > 0 && !n.read);
    const target = before.list[index]!;

    await page.goto(`/m/notice?index=${index}`);
    const item = page.getByRole('button', {
      name: new RegExp(target.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    await expect(item).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: target.title });
    await expect(panel).toContainText(textOf(target.content).slice(0, 30));
    await expect(item.getByTestId('notice-unread')).toHaveCount(0);
    // Recorded on the gateway (after the 150 ms throttle), then the list refreshed from it.
    await expect
      .poll(async () => (await callAs<{ unread: number }>(sandbox, 'notices', { token })).unread)
      .toBe(before.unread - 1);

    await page.goto('/m/home');
    await expect.poll(() => badge(page)).toBe(Math.min(100, before.unread - 1 + others));
  });
});

test.describe('help centre', () => {
  test('opens the tab at ?i=2, by tag, and a sub-topic with ?p&c', async ({ page, sandbox }) => {
    await page.goto('/m/help?i=2');
    const lang = await pageLang(page);
    const { list } = await callAs<{ list: Topic[] }>(sandbox, 'helpCenter', { query: { lang } });
    expect(list.length).toBeGreaterThan(3);
    const selected = page.getByRole('tab', { selected: true });
    await expect(selected).toHaveText(list[2]!.title);
    await expect(page.getByRole('tabpanel')).toContainText(textOf(list[2]!.content).slice(0, 30));

    const byTag = list[list.length - 1]!;
    await page.goto(`/m/help?tag=${byTag.tag}`);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(byTag.title);

    const p = list.findIndex((x) => (x.items?.length ?? 0) > 0);
    test.skip(p < 0, 'no help topic with sub-topics on this merchant');
    const c = list[p]!.items!.length - 1;
    await page.goto(`/m/helpDetail?p=${p}&c=${c}`);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(list[p]!.title);
    const sub = list[p]!.items![c]!;
    await expect(page.getByRole('button', { name: sub.title, exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('region', { name: sub.title })).toContainText(
      textOf(sub.content).slice(0, 20),
    );
  });

  test('the footer lists the help titles, each opening /m/help?i=N', async ({
    page,
    t,
    sandbox,
    merchant,
  }) => {
    await page.goto('/m/home');
    const lang = await pageLang(page);
    const { list } = await callAs<{ list: Topic[] }>(sandbox, 'helpCenter', { query: { lang } });
    const footer = page.getByRole('contentinfo');
    const menu = footer.getByRole('navigation', { name: await t('footer.help') });
    await expect(menu.getByRole('link')).toHaveText(list.map((x) => x.title));
    await expect(footer.getByText(await t('footer.age', { age: merchant.ageLimit }))).toBeVisible();
    if (merchant.footer.contact?.email)
      await expect(footer.getByRole('link', { name: merchant.footer.contact.email })).toHaveAttribute(
        'href',
        `mailto:${merchant.footer.contact.email}`,
      );
    await footer.getByRole('button', { name: await t('footer.terms.privacy') }).click();
    const terms = page.getByRole('dialog', { name: await t('footer.terms.privacy') });
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: await t('action.close') }).click();
    await expect(terms).toHaveCount(0);

    await menu.getByRole('link', { name: list[1]!.title, exact: true }).click();
    await expect(page).toHaveURL(/\/m\/help\?i=1$/);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(list[1]!.title);
  });
});

/** A 120×80 PNG (header and one empty IDAT are enough for the gateway's and the app's checks). */
function png(): Buffer {
  const b = Buffer.alloc(33 + 64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(120, 16);
  b.writeUInt32BE(80, 20);
  return b;
}

test.describe('feedback', () => {
  test('refuses too few words, then sends a feedback with a screenshot that shows in the history', async ({
    page,
    t,
    merchant,
    sandbox,
  }) => {
    await signedInMember(page, merchant, sandbox);
    await page.goto('/m/feedback');
    const { minWords, maxWords } = feedbackWords(merchant);
    const text = page.getByLabel(await t('content.feedback.content'), { exact: true });
    const send = page.getByRole('button', { name: await t('content.feedback.submit'), exact: true });
    await text.fill(
      Array(minWords - 1)
        .fill('slow')
        .join(' '),
    );
    await send.click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: await t('content.feedback.words', { min: minWords, max: maxWords }) }),
    ).toBeVisible();
    await expect(text).toBeFocused();

    const message = `Deposit page loading slowly ${Date.now().toString(36)} please check it`;
    await text.fill(message);
    await page
      .getByLabel(await t('content.feedback.images'), { exact: true })
      .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: png() });
    await expect(page.getByRole('img', { name: 'shot.png' })).toBeVisible();
    await answerCaptcha(page, t as T, sandbox);
    await send.click();
    await expect(page.getByText(await t('content.feedback.sent'))).toBeVisible();
    const history = page.getByRole('list', { name: await t('content.feedback.history') });
    const first = history.getByRole('listitem').first();
    await expect(first).toContainText(message);
    await expect(first).toContainText(await t('content.feedback.imageCount', { count: 1 }));
    await expect(text).toHaveValue('');
    // Stored by the gateway: the history answers it after a reload too.
    await page.reload();
    await expect(history.getByRole('listitem').first()).toContainText(message);
  });

  test('asks a guest to log in', async ({ page, t }) => {
    await page.goto('/m/feedback');
    await expect(page.getByText(await t('content.feedback.login'))).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: await t('nav.login'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Ffeedback$/);
  });
});

test.describe('terms notice', () => {
  test.use({ termsAgreed: false });

  test('shows once per session until the player agrees', async ({ page, t, browser }) => {
    await page.goto('/m/home');
    const notice = page.getByRole('alertdialog', { name: await t('footer.terms.title') });
    await expect(notice).toBeVisible();
    await page.reload();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: await t('footer.terms.agree') }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await page.goto('/m/help');
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expect(notice).toHaveCount(0);

    // A new session asks again.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const fresh = await other.newPage();
    await fresh.goto('/m/home');
    await expect(fresh.getByRole('alertdialog', { name: await t('footer.terms.title') })).toBeVisible();
    await other.close();
  });
});

test.describe('app download', () => {
  test('shows the Android and iOS guides with the manifest links and the real install prompt', async ({
    page,
    t,
    merchant,
  }) => {
    await page.goto('/m/app');
    await expect(page.getByRole('heading', { name: await t('content.app.android') })).toBeVisible();
    await expect(page.getByRole('heading', { name: await t('content.app.ios') })).toBeVisible();
    await expect(page.getByText(await t('content.app.ios.version'))).toBeVisible();
    await expect(page.getByText(await t('error.safari_download'))).toHaveCount(0);
    const android = page.getByRole('link', { name: await t('content.app.android.download') });
    if (merchant.links.appDownload?.android)
      await expect(android).toHaveAttribute('href', merchant.links.appDownload.android);
    else await expect(android).toHaveCount(0);

    // The browser offers installation: the page shows the install button, which opens the browser's prompt.
    await page.evaluate(() => {
      const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      e.prompt = () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      };
      e.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(e);
    });
    await page.getByRole('button', { name: await t('content.app.install'), exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await expect(page.getByText(await t('content.app.installed'))).toBeVisible();
  });

  test('on iOS outside Safari says to use Safari', async ({ browser, t, page, merchant }) => {
    const base = new URL((await page.goto('/m/home'))!.url()).origin;
    const chromeIos =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1';
    const ctx = await browser.newContext({ baseURL: base, userAgent: chromeIos });
    await ctx.addInitScript(() => sessionStorage.setItem('MC_TERMS_AGREED', '1'));
    const ios = await ctx.newPage();
    await ios.goto('/m/app');
    await expect(ios.getByText(await t('error.safari_download'))).toBeVisible();
    await expect(ios.getByRole('link', { name: await t('content.app.ios.download') })).toHaveCount(0);
    await ctx.close();

    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const ctx2 = await browser.newContext({ baseURL: base, userAgent: safari });
    await ctx2.addInitScript(() => sessionStorage.setItem('MC_TERMS_AGREED', '1'));
    const sa = await ctx2.newPage();
    await sa.goto('/m/app');
    await expect(sa.getByRole('heading', { name: await t('content.app.ios') })).toBeVisible();
    await expect(sa.getByText(await t('error.safari_download'))).toHaveCount(0);
    if (merchant.links.appDownload?.ios)
      await expect(sa.getByRole('link', { name: await t('content.app.ios.download') })).toHaveAttribute(
        'href',
        merchant.links.appDownload.ios,
      );
    await ctx2.close();
  });
});
