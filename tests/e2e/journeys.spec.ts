/**
 * Issue 27's journeys on every merchant: scroll position across screens, the VIP page right after a deposit, the
 * invite dialog (code, share, copy, figures), the agent's way back to the agent centre, the forgotten password of a
 * username-only account and the member center's responsible-gaming entry. Expected texts are the merchant's
 * catalogue (t), amounts as the manifest formats them (money), figures as the gateway answers them.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { callAs, money, pageTag, paidDeposit } from './api.helpers.ts';
import { dialog, field, signedInMember, storedSession, type T } from './account.helpers.ts';

/** The WCAG contrast ratio of an element's text colour on its own background colour (both opaque). */
async function contrastOf(el: Locator): Promise<number> {
  const [fg, bg] = await el.evaluate((e) => {
    const cs = getComputedStyle(e);
    return [cs.color, cs.backgroundColor];
  });
  const lum = (rgb: string) => {
    const [r, g, b] = rgb
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const ch = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
  };
  const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x) as [number, number];
  return (a + 0.05) / (b + 0.05);
}

const mainMenu = async (page: Page, t: T) =>
  page.getByRole('navigation', { name: await t('shell.mainMenu') });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a new screen opens at the top (after a deposit, from the bottom menu); back returns to the place', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(120_000);
  // A short window, so every screen scrolls.
  await page.setViewportSize({ width: 390, height: 480 });
  await signedInMember(page, merchant, sandbox);
  const token = (await storedSession(page))!.token;
  const channel = merchant.payments[0]!;
  await paidDeposit(page, sandbox, token, channel.min);

  // After the deposit, scrolled down the deposit screen: home from the bottom menu opens at its top.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
  await (await mainMenu(page, t)).getByRole('link', { name: await t('nav.home') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  // Home scrolled down, then the members screen from the bottom menu: at its top; back: home where it was.
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => scrollY(page)).toBe(600);
  await page.waitForTimeout(100); // the position is recorded on the next frame after the scroll
  await (await mainMenu(page, t)).getByRole('link', { name: await t('nav.members') }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home$/);
  // Within a pixel: the position is kept as the browser reports it, which may be fractional on a phone screen.
  await expect.poll(async () => Math.abs((await scrollY(page)) - 600)).toBeLessThanOrEqual(1);
  // Forward again: the members screen where it was left (its top).
  await page.goForward();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test("VIP right after a deposit: the deposit counts from the next business day, progress to the next level, each level's benefits", async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(90_000);
  await signedInMember(page, merchant, sandbox);
  const token = (await storedSession(page))!.token;
  const deposit = merchant.payments[0]!.min;
  await paidDeposit(page, sandbox, token, deposit);
  const { list: levels } = await callAs<{
    list: { level: number; depositRequired: number; betRequired: number; upgradeBonus: number }[];
  }>(sandbox, token, 'vipLevels');
  const next = levels.find((l) => l.level === 1)!;

  await page.goto('/m/vip');
  // Spec section 9: points settle daily. Today's deposit is named, with when it will count.
  const note = page.getByTestId('vip-settle-note');
  const [before] = (
    await t('vip.pending', {
      deposits: await money(page, merchant, deposit),
      bets: await money(page, merchant, 0),
      when: '@@',
    })
  ).split('@@');
  await expect(note).toContainText(before!);
  // One bar per requirement of level 1, from zero (nothing settled yet).
  const deposits = page.getByRole('progressbar', { name: await t('vip.progress.deposits') });
  await expect(deposits).toHaveAttribute('aria-valuenow', '0');
  await expect(deposits).toHaveAttribute('aria-valuemax', String(next.depositRequired));
  await expect(deposits).toHaveAttribute(
    'aria-valuetext',
    await t('vip.progress.of', {
      value: await money(page, merchant, 0),
      max: await money(page, merchant, next.depositRequired),
    }),
  );
  const bets = page.getByRole('progressbar', { name: await t('vip.progress.bets') });
  await expect(bets).toHaveAttribute('aria-valuemax', String(next.betRequired));
  // Level cards carry the level's benefits.
  const card = page.getByTestId('vip-levels').getByRole('listitem').nth(1);
  await expect(card).toContainText(
    await t('vip.upgrade_bonus', { amount: await money(page, merchant, next.upgradeBonus) }),
  );
});

test('invite: a real code, share, copy with a visible confirmation, and the friends invited and earned', async ({
  page,
  context,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A phone's share sheet, recorded (headless Chromium has none).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await signedInMember(page, merchant, sandbox);
  const token = (await storedSession(page))!.token;
  const info = await callAs<{ code: string; invited: number; deposited: number; earned: number }>(
    sandbox,
    token,
    'inviteInfo',
  );
  expect(info.code).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);

  await (await mainMenu(page, t)).getByRole('button', { name: await t('nav.invite') }).click();
  const invite = page.getByRole('dialog', { name: await t('referral.title') });
  await expect(invite.getByTestId('invite-code')).toHaveText(info.code);
  const link = invite.getByRole('textbox', { name: await t('referral.link') });
  await expect(link).toHaveValue(new RegExp(`/m/register\\?recommenderId=${info.code}$`));
  const url = await link.inputValue();

  await invite.getByRole('button', { name: await t('referral.copy') }).click();
  await expect(invite.getByRole('status')).toHaveText(await t('referral.copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await invite.getByRole('button', { name: await t('referral.share') }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared?: ShareData }).shared);
  expect(shared?.url).toBe(url);
  expect(shared?.text).toBe(await t('referral.shareText', { code: info.code }));

  // The figures as the gateway has them (a new member: none yet), in the page's digits.
  const n = new Intl.NumberFormat(await pageTag(page, merchant));
  const stats = invite.getByTestId('invite-stats');
  await expect(stats).toContainText(`${await t('referral.invited')}${n.format(info.invited)}`);
  await expect(stats).toContainText(`${await t('referral.deposited')}${n.format(info.deposited)}`);
  await expect(stats).toContainText(
    `${await t('referral.earned')}${await money(page, merchant, info.earned)}`,
  );
});

test('an agent who left the agent centre gets back from the member center and the side menu; its team is seeded', async ({
  page,
  t,
}) => {
  await page.goto('/m/agent/login');
  await (await field(page, t, 'account.field.username')).fill('agent041');
  await (await field(page, t, 'account.field.password')).fill('Sandbox123');
  await page.getByRole('button', { name: await t('agent.login.submit') }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/team$/);
  // The seeded sub-agent has two players below it (core/gateway/src/seed/accounts.ts).
  await expect(page.getByTestId('team').getByRole('listitem')).toHaveCount(2);

  // Left for the member center: its row leads back.
  await page.goto('/m/member/home');
  await page
    .getByRole('navigation', { name: await t('member.menu') })
    .getByRole('link', { name: await t('member.row.agentCenter') })
    .click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/team$/);

  // And the side menu, from any screen with the header.
  await page.goto('/m/member/home');
  await page
    .getByRole('button', { name: await t('shell.menu'), exact: true })
    .first()
    .click();
  await dialog(page)
    .getByRole('link', { name: await t('menu.agentCenter') })
    .click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/team$/);

  // The current tab of the agent centre reads as selected, not disabled, on every theme: WCAG AA, 4.5:1.
  const current = page
    .getByRole('navigation', { name: await t('agent.nav') })
    .getByRole('link', { name: await t('route.agentTeam') });
  await expect(current).toHaveAttribute('aria-current', 'page');
  expect(await contrastOf(current)).toBeGreaterThanOrEqual(4.5);

  // A sub-agent (type 41) holds no contracts: its records say so instead of asking it to sign one.
  await page.goto('/m/member/agent/profitLoss');
  await expect(page.getByText(await t('agent.records.noContract')).first()).toBeVisible();
  await expect(page.getByText(await t('agent.records.unsigned'))).toHaveCount(0);
});

test('forgotten password of a username-only account: a request to customer service, the same answer for any name', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(90_000);
  const { username } = await signedInMember(page, merchant, sandbox);
  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
  for (const name of [username, `${username}zz`]) {
    await page.goto('/m/forget');
    await page.getByRole('button', { name: await t('account.method.username'), exact: true }).click();
    await (await field(page, t, 'account.field.username')).fill(name);
    await (await field(page, t, 'account.forget.contact')).fill('player@example.com');
    await page.getByRole('button', { name: await t('account.forget.username_submit') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: await t('account.forget.username_sent') }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: await t('account.forget.contact_support') })).toBeVisible();
  }
});

test('the member center leads to responsible gaming (limits, time-out, self-exclusion)', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  await signedInMember(page, merchant, sandbox);
  await (await mainMenu(page, t)).getByRole('link', { name: await t('nav.members') }).click();
  await page
    .getByRole('navigation', { name: await t('member.menu') })
    .getByRole('link', { name: await t('member.row.responsibleGaming') })
    .click();
  await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
});
