/**
 * The member's own screens on every merchant (issue 13): the member center per account type, identity verification
 * (refused files never leave the app, an accepted one shows pending review, the sandbox switch approves), the
 * reward center's claim moving the header balance by exactly the merchant's bonus, promotions, the VIP club's
 * seeded levels, and the invite link crediting the inviter when the invitee first deposits.
 *
 * Expected values come from the merchant's config (rewards.welcomeBonus, referral.reward), the spec (#,##0.00 with
 * the currency symbol, free_reject for trial accounts) and the gateway's own answers (member info, VIP levels).
 */
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { calls } from '@wl/contract';
import { expect, test } from '../fixtures.ts';
import { callAs, rngGame, depositWithin, methodName, money, openGame, paidDeposit } from './api.helpers.ts';
import { dialog, registerMember, signedInMember, storedSession, type T } from './account.helpers.ts';
import { trialSession, useSession } from './shell-helpers.ts';

/** The seeded demo accounts' password (core/gateway/src/seed/accounts.ts). */
const DEMO_PASSWORD = 'Sandbox123';

const memberMenu = async (page: Page, t: T) => page.getByRole('navigation', { name: await t('member.menu') });
const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('balance');

/** A PNG as far as its header goes (signature and IHDR with the size), then `pad` bytes. */
function png(width: number, height: number, pad = 64): Buffer {
  const b = Buffer.alloc(33 + pad);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b[24] = 8;
  b[25] = 2;
  return b;
}

test('member center: account, balance, VIP level, a row for every member screen, then log out', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(60_000);
  await signedInMember(page, merchant, sandbox);
  const token = (await storedSession(page))!.token;
  const info = await callAs<{ account: string; nickname: string }>(sandbox, token, 'memberInfo');
  await page
    .getByRole('navigation', { name: await t('shell.mainMenu') })
    .getByRole('link', { name: await t('nav.members') })
    .click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.getByTestId('member-name')).toHaveText(info.nickname || info.account);
  await expect(page.getByText(await t('member.account', { account: info.account }))).toBeVisible();
  await expect(page.getByTestId('member-vip')).toHaveText(await t('member.vip', { level: 0 }));
  await expect(page.locator('main').getByTestId('balance')).toHaveText(await money(page, merchant, 0));
  const menu = await memberMenu(page, t);
  for (const id of [
    'member.row.gameRecord',
    'member.row.rewardCenter',
    'member.row.vip',
    'member.row.activity',
    'member.row.changePsw',
    'member.row.feedback',
    'member.row.help',
  ])
    await expect(menu.getByRole('link', { name: await t(id), exact: true })).toBeVisible();
  // Messages carries the unread count in its name when there is one.
  await expect(
    menu.getByRole('link', { name: new RegExp(`^${await t('member.row.message')}`) }),
  ).toBeVisible();
  await expect(menu.getByRole('button', { name: await t('member.row.kyc') })).toBeVisible();
  // A real member has the money shortcuts.
  await expect(page.getByRole('list', { name: await t('member.quick') }).getByRole('link')).toHaveText([
    await t('member.row.deposit'),
    await t('member.row.withdraw'),
  ]);
  await menu.getByRole('link', { name: await t('member.row.rewardCenter'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  await page.goBack();
  await page.getByRole('button', { name: await t('member.logout') }).click();
  await dialog(page)
    .getByRole('button', { name: await t('account.logout.submit'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => storedSession(page)).toBeNull();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('link', { name: await t('nav.login'), exact: true }).first()).toBeVisible();
});

test('member center per account type: an agent variant has no money shortcuts; a trial player gets free_reject', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  // Agent variant 41 (seeded): deposit and withdraw are for real accounts only (spec section 6), the rest is there.
  const agent = await callAs<{ token: string; userName: string; type: number; firstTimeLogin: boolean }>(
    sandbox,
    null,
    'login',
    {
      type: 'username',
      username: 'agent041',
      password: DEMO_PASSWORD,
    },
  );
  await useSession(page, merchant, agent);
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-name')).toHaveText('Demo Sub-agent');
  await expect(
    (await memberMenu(page, t)).getByRole('link', { name: await t('member.row.rewardCenter'), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: await t('member.quick') })).toHaveCount(0);

  // Trial (type 4): the member center answers free_reject with Register now (spec section 4).
  await useSession(page, merchant, await trialSession(sandbox));
  await page.goto('/m/member/home');
  await expect(dialog(page)).toContainText(await t('free_reject'));
  await dialog(page)
    .getByRole('button', { name: await t('action.register_now') })
    .click();
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('identity verification: a 6 MB file and a renamed text file are refused in the app; an image goes pending, then verified', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(60_000);
  const { username } = await signedInMember(page, merchant, sandbox);
  const token = (await storedSession(page))!.token;
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === calls.kycUpload.path && r.method() === 'POST') uploads.push(r.url());
  });
  await page.goto('/m/member/home');
  await (await memberMenu(page, t)).getByRole('button', { name: await t('member.row.kyc') }).click();
  const kyc = page.getByTestId('kyc');
  await expect(kyc.getByTestId('kyc-status')).toHaveText(await t('member.kyc.status.none'));
  const input = kyc.locator('input[type=file]');
  const submit = kyc.getByRole('button', { name: await t('member.kyc.submit') });

  await input.setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: png(1200, 800, 6 * 1024 * 1024),
  });
  await expect(kyc.getByRole('alert')).toHaveText(await t('member.kyc.too_large', { name: 'passport.png' }));
  await expect(submit).toBeDisabled();
  await input.setInputFiles({
    name: 'id-card.png',
    mimeType: 'image/png',
    buffer: Buffer.from('I am a text file renamed to id-card.png'),
  });
  await expect(kyc.getByRole('alert')).toHaveText(await t('member.kyc.not_image', { name: 'id-card.png' }));
  await expect(submit).toBeDisabled();
  expect(uploads).toEqual([]);
  expect(await callAs(sandbox, token, 'kycStatus')).toEqual({ status: 'none', documents: [] });

  await input.setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: png(1200, 800) });
  await expect(kyc.getByRole('alert')).toHaveCount(0);
  await submit.click();
  await expect(kyc.getByTestId('kyc-status')).toHaveText(await t('member.kyc.status.pending'));
  await expect(kyc.getByText(await t('member.kyc.sent'))).toBeVisible();
  expect(uploads).toHaveLength(1);
  const stored = await callAs<{ status: string; documents: unknown[] }>(sandbox, token, 'kycStatus');
  expect(stored.status).toBe('pending');
  expect(stored.documents).toHaveLength(1);

  // The sandbox reviewer approves; the member center shows it.
  const approved = await sandbox.call('POST', '/__sandbox/kyc', { username, decision: 'approve' });
  expect(approved.status).toBe(200);
  await page.goto('/m/member/home?kyc=1');
  await expect(page.getByTestId('kyc-status')).toHaveText(await t('member.kyc.status.verified'));
});

test(
  'reward center: the welcome bonus claim moves the header balance by exactly the bonus, once',
  { tag: '@every-merchant' },
  async ({ page, t, merchant, sandbox }) => {
    test.setTimeout(60_000);
    const bonus = merchant.rewards?.welcomeBonus;
    test.skip(bonus === undefined, 'no welcome bonus on this merchant');
    await signedInMember(page, merchant, sandbox);
    const token = (await storedSession(page))!.token;
    await expect(headerBalance(page)).toHaveText(await money(page, merchant, 0));
    await page.goto('/m/rewardCenter');
    const card = page
      .getByTestId('rewards')
      .getByRole('listitem')
      .filter({ hasText: await t('reward.welcome') });
    await expect(card).toContainText(await money(page, merchant, bonus!));
    // rewards.welcomeTurnover: valid bets needed first, as a multiple of the bonus (to the cent). A new member has
    // none, so the bonus is locked: its progress shows, there is no Claim button, and the balance stays 0.
    const turnover = Math.round(bonus! * (merchant.rewards?.welcomeTurnover ?? 0) * 100) / 100;
    if (turnover > 0) {
      await expect(card).toContainText(
        await t('reward.turnover', {
          done: await money(page, merchant, 0),
          required: await money(page, merchant, turnover),
        }),
      );
      await expect(card.getByRole('button', { name: await t('reward.locked') })).toBeDisabled();
      await expect(card.getByRole('button', { name: await t('reward.claim'), exact: true })).toHaveCount(0);
      expect((await callAs<{ sumBalance: number }>(sandbox, token, 'wallet')).sumBalance).toBe(0);
      return;
    }
    const claim = card.getByRole('button', { name: await t('reward.claim') });
    // A double tap is one claim (one idempotency key in flight).
    await claim.dblclick();
    await expect(card.getByRole('button', { name: await t('reward.claimed') })).toBeDisabled();
    // Home through the bottom menu (no reload): the header balance moved by exactly the bonus.
    await page
      .getByRole('navigation', { name: await t('shell.mainMenu') })
      .getByRole('link', { name: await t('nav.home') })
      .click();
    await expect(headerBalance(page)).toHaveText(await money(page, merchant, bonus!));
    await page.goto('/m/rewardCenter');
    await expect(card.getByRole('button', { name: await t('reward.claimed') })).toBeDisabled();
    expect((await callAs<{ sumBalance: number }>(sandbox, token, 'wallet')).sumBalance).toBe(bonus);
  },
);

test('promotions: the promotion notices, every label from the gateway, join with a remark of at most 140 characters', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(60_000);
  await signedInMember(page, merchant, sandbox);
  const token = (await storedSession(page))!.token;
  const acts = await callAs<{ list: { id: number; title: string; status: string }[] }>(
    sandbox,
    token,
    'activities',
  );
  // The announcement answer's promotion notices (content type PR) come first, as the gateway sends them.
  const { promotions } = await callAs<{ promotions: { title: string }[] }>(sandbox, token, 'announcements', {
    types: 'PR',
    platform: 'M',
  });
  expect(promotions.length).toBeGreaterThan(0);
  await page.goto('/m/activity');
  const notices = page.getByTestId('promotion-notices');
  await expect(notices.getByRole('heading', { level: 2 })).toHaveText(await t('activity.notices'));
  await expect(notices.getByRole('heading', { level: 3 })).toHaveText(promotions.map((p) => p.title));
  const cards = page.getByTestId('promotion');
  await expect(cards).toHaveCount(acts.list.length);
  for (const [i, a] of acts.list.entries()) {
    await expect(cards.nth(i).getByRole('heading')).toHaveText(a.title);
    await expect(cards.nth(i).getByTestId('promotion-label')).toHaveText(
      // A daily sign-in reads "signed" only once the member signed in today.
      await t(`activity.status.${a.status === 'signed' ? 'join' : a.status}`),
    );
  }
  const join = acts.list.find((a) => a.status === 'join')!;
  const card = cards.filter({ has: page.getByRole('heading', { name: join.title, exact: true }) });
  const remark = card.getByLabel(await t('activity.comment'));
  await remark.fill('x'.repeat(150));
  await expect(remark).toHaveValue('x'.repeat(140));
  await expect(card.getByText(await t('activity.comment_count', { count: 140 }))).toBeVisible();
  await card.getByRole('button', { name: await t('activity.status.join') }).click();
  await expect(card.getByTestId('promotion-label')).toHaveText(await t('activity.status.joined'));
  const entries = await callAs<{ list: { activityId: number; state: string; comment?: string }[] }>(
    sandbox,
    token,
    'activityEntries',
  );
  expect(entries.list).toEqual([
    expect.objectContaining({ activityId: join.id, state: 'joined', comment: 'x'.repeat(140) }),
  ]);
  await page.reload();
  await expect(card.getByTestId('promotion-label')).toHaveText(await t('activity.status.joined'));
});

test('VIP club: the seeded levels, the member level and the rules', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(60_000);
  await signedInMember(page, merchant, sandbox);
  const levels = await callAs<{ list: { level: number; name: string; bonusImage?: string }[] }>(
    sandbox,
    null,
    'vipLevels',
  );
  // Spec section 2: a card carousel of 15 cards and a bonus carousel of 15 images, one per seeded level.
  expect(levels.list).toHaveLength(15);
  await page.goto('/m/vip');
  const cards = page.getByTestId('vip-levels').getByRole('listitem');
  await expect(cards).toHaveCount(levels.list.length);
  for (const [i, l] of levels.list.entries())
    await expect(cards.nth(i)).toContainText(await t('member.vip.name', { level: l.level, name: l.name }));
  const bonuses = page.getByTestId('vip-bonuses').getByRole('listitem');
  await expect(bonuses).toHaveCount(levels.list.length);
  // Pictures load only near the screen (components/lobby/Img): each one, scrolled to, shows its level's picture.
  for (const [i, l] of levels.list.entries()) {
    await expect(bonuses.nth(i)).toContainText(await t('member.vip.name', { level: l.level, name: l.name }));
    await bonuses.nth(i).scrollIntoViewIfNeeded();
    await expect(bonuses.nth(i).locator('img')).toHaveAttribute('src', l.bonusImage!);
  }
  // The images load (same origin, allowed by the CSP): the last one, scrolled into view, is decoded.
  const last = bonuses.last().locator('img');
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('vip-status')).toContainText(
    await t('vip.current', { level: 0, name: levels.list[0]!.name }),
  );
  const nav = page.getByRole('navigation', { name: await t('vip.nav') });
  await nav.getByRole('link', { name: await t('vip.rules') }).click();
  await expect(page).toHaveURL(/#vip-rules$/);
  await page
    .locator('#vip-rules')
    .getByRole('button', { name: await t('vip.read_all') })
    .click();
  await expect(dialog(page)).toContainText(await t('vip.rules.5'));
  await page.keyboard.press('Escape');
  await nav.getByRole('link', { name: await t('vip.home') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('referral: an invitee registered through the invite link deposits, and the inviter gets the referral reward', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(120_000);
  await signedInMember(page, merchant, sandbox);
  const inviterToken = (await storedSession(page))!.token;
  // The inviter's invite code as the gateway answers it: 7 characters without look-alikes (issue 27), not the id.
  const { code } = await callAs<{ code: string }>(sandbox, inviterToken, 'inviteInfo');
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
  const before = (await callAs<{ sumBalance: number }>(sandbox, inviterToken, 'wallet')).sumBalance;
  // The invite link as the referral dialog shows it.
  await page
    .getByRole('navigation', { name: await t('shell.mainMenu') })
    .getByRole('button', { name: await t('nav.invite') })
    .click();
  const link = await dialog(page).getByRole('textbox').inputValue();
  expect(link).toMatch(new RegExp(`/m/register\\?recommenderId=${code}$`));
  await page.evaluate(() => {
    localStorage.removeItem('MC_SESSION_INFO');
    sessionStorage.clear();
  });

  for (let i = 0; i < merchant.referral.invitees; i++) {
    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await registerMember(page, t, merchant, sandbox, { path: new URL(link).pathname + new URL(link).search });
    const channel = merchant.payments[0]!;
    await page.goto('/m/voucherCenter');
    await expect(page.getByRole('radio', { name: methodName(merchant, channel) })).toBeChecked();
    await page.getByRole('textbox', { name: await t('wallet.amount.label') }).fill(String(channel.min));
    await page.getByRole('button', { name: await t('wallet.deposit.submit') }).click();
    await expect(page).toHaveURL(/\/wps\/pay\/sandbox\?/);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  }
  const after = (await callAs<{ sumBalance: number }>(sandbox, inviterToken, 'wallet')).sumBalance;
  expect(after - before).toBeCloseTo(merchant.referral.reward, 2);
  const rewards = await callAs<{ referrals: { amount: number }[] }>(sandbox, inviterToken, 'rewards');
  expect(rewards.referrals).toEqual([expect.objectContaining({ amount: merchant.referral.reward })]);
});

/** A real, decodable PNG of one colour (8-bit RGB): what a phone's photo is to the browser, only smaller. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = table[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const raw = Buffer.concat(Array(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('head icon: refused files never leave the app, a failed upload keeps a retry, the icon shows in the member center, header and side menu', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(60_000);
  await signedInMember(page, merchant, sandbox);
  const token = (await storedSession(page))!.token;
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === calls.avatarUpload.path && r.method() === 'POST') uploads.push(r.url());
  });
  await page.goto('/m/member/home');
  const profile = page.getByRole('region', { name: await page.getByTestId('member-name').innerText() });
  await expect(profile.getByTestId('avatar-image')).toHaveCount(0);
  const input = page.getByLabel(await t('member.avatar.change'));
  const alert = profile.getByRole('alert');

  // The app refuses by size (over 2 MB) and by first bytes (a text file named .png), sending nothing.
  await input.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: png(2000, 2000, 2 * 1024 * 1024),
  });
  await expect(alert).toContainText(await t('member.avatar.too_large', { name: 'big.png' }));
  await input.setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from('I am a text file renamed to me.png'),
  });
  await expect(alert).toContainText(await t('member.avatar.not_image', { name: 'me.png' }));
  expect(uploads).toEqual([]);

  // The first upload is lost on the way: the screen stays as it was, with a retry that sends the file again.
  const photo = solidPng(120, 80, [200, 40, 90]);
  let fail = true;
  await page.route(`**${calls.avatarUpload.path}`, (route) => (fail ? route.abort() : route.continue()));
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await expect(alert).toContainText(await t('member.avatar.failed'));
  await expect(profile.getByTestId('avatar-image')).toHaveCount(0);
  await expect(page.getByTestId('member-name')).toBeVisible();
  fail = false;
  await alert.getByRole('button', { name: await t('action.retry') }).click();
  await expect(alert).toHaveCount(0);
  await expect(profile.getByTestId('avatar-image')).toHaveCount(1);
  await expect(page.getByText(await t('member.avatar.saved'))).toBeVisible();
  expect(uploads).toHaveLength(2);

  // Shown square (width and height set), decoded from the gateway's URL (CSP img-src allows it).
  const icon = profile.getByTestId('avatar-image');
  await expect(icon).toHaveAttribute('width', '64');
  await expect(icon).toHaveAttribute('height', '64');
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  const box = (await icon.boundingBox())!;
  expect(Math.round(box.width)).toBe(Math.round(box.height));
  const info = await callAs<{ avatarUrl?: string }>(sandbox, token, 'memberInfo');
  expect(info.avatarUrl).toMatch(/^\/wps\/member\/avatar\/[A-Za-z0-9_-]{32}\.png$/);
  await expect(icon).toHaveAttribute('src', info.avatarUrl!);
  // Fetched by the page (Node cannot resolve *.localhost): its real type, nosniff, and exactly the bytes sent.
  const served = await page.evaluate(async (url) => {
    const r = await fetch(url);
    return {
      type: r.headers.get('content-type'),
      nosniff: r.headers.get('x-content-type-options'),
      bytes: Array.from(new Uint8Array(await r.arrayBuffer())),
    };
  }, info.avatarUrl!);
  expect(served.type).toBe('image/png');
  expect(served.nosniff).toBe('nosniff');
  expect(Buffer.from(served.bytes).equals(photo)).toBe(true);

  // The header and the side menu show it too, and it stays after a reload.
  await page.goto('/m/home');
  await expect(page.getByRole('banner').getByTestId('avatar-image')).toHaveAttribute('src', info.avatarUrl!);
  await page
    .getByRole('button', { name: await t('shell.menu'), exact: true })
    .first()
    .click();
  await expect(
    page.getByRole('dialog', { name: await t('shell.menu') }).getByTestId('avatar-image'),
  ).toHaveAttribute('src', info.avatarUrl!);
});

test('reward center: a bonus with a turnover requirement shows its progress live and stays locked until the valid bets meet it', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(90_000);
  const { username } = await signedInMember(page, merchant, sandbox);
  const token = (await storedSession(page))!.token;
  // Money to play with: a deposit through the sandbox payment page.
  const channel = merchant.payments[0]!;
  const deposit = depositWithin(channel, 200);
  await paidDeposit(page, sandbox, token, deposit);

  // The operator grants a bonus of 5 that needs 3 of valid bets (stakes 1 and 2 of the sandbox slot).
  const amount = 5;
  const turnover = 3;
  const granted = await sandbox.call<{ value: { id: number } }>('POST', '/__sandbox/bonus', {
    username,
    amount,
    turnover,
  });
  expect(granted.status).toBe(200);
  await page.goto('/m/rewardCenter');
  const card = page
    .getByTestId('rewards')
    .getByRole('listitem')
    .filter({ hasText: await t('reward.promo') });
  await expect(card).toContainText(await money(page, merchant, amount));
  const progress = async (done: number) =>
    t('reward.turnover', {
      done: await money(page, merchant, done),
      required: await money(page, merchant, turnover),
    });
  await expect(card).toContainText(await progress(0));
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(card.getByRole('button', { name: await t('reward.locked') })).toBeDisabled();

  // Play in another tab, as a player would, and come back: the progress moves without a reload.
  const game = await rngGame(sandbox, token);
  const play = async (stake: number, firstGame: boolean) => {
    const launch = await callAs<{ url: string }>(sandbox, token, 'launchGame', { nodeId: game.nodeId });
    const tab = await page.context().newPage();
    await openGame(tab, merchant, launch.url, firstGame);
    await tab.locator(`input[name="stake"][value="${stake}"]`).check();
    await tab.locator('form button[type="submit"]').click();
    await expect(tab).toHaveURL(/\/wps\/game\/slot\?round=/);
    await tab.close();
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  };
  await play(1, true);
  await expect(card).toContainText(await progress(1));
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  await expect(card.getByRole('button', { name: await t('reward.locked') })).toBeDisabled();
  await play(2, false);
  await expect(card).toContainText(await progress(3));

  // The lock lifts: the claim credits exactly the bonus.
  const before = (await callAs<{ sumBalance: number }>(sandbox, token, 'wallet')).sumBalance;
  await card.getByRole('button', { name: await t('reward.claim') }).click();
  await expect(card.getByRole('button', { name: await t('reward.claimed') })).toBeDisabled();
  expect((await callAs<{ sumBalance: number }>(sandbox, token, 'wallet')).sumBalance).toBeCloseTo(
    before + amount,
    2,
  );
});
