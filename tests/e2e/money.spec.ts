/**
 * Money end to end on every merchant (issue 13): a fresh player deposits through the sandbox payment page, sees the
 * balance, plays a round of the sandbox game, finds it in the betting record with the right net, and withdraws
 * (payment password, payout account, hold, operator approval). Expected amounts come from the manifest (limits),
 * the spec (#,##0.00 in the page language's digits, with the currency symbol) and the gateway's own answers.
 *
 * The app has no game list yet (the game screens are another issue), so the round is played on the sandbox game
 * page opened with a launch ticket asked of the gateway with the player's session: the launch is not a UI step.
 */
import type { Page } from '@playwright/test';
import { calls } from '@wl/contract';
import type { ResolvedConfig } from '@wl/manifest';
import { expect, test } from '../fixtures.ts';
import {
  callAs,
  rngGame,
  depositWithin,
  merchantMoney,
  methodName,
  money,
  openGame,
  pattern,
} from './api.helpers.ts';
import { field, signedInMember, storedSession, type T } from './account.helpers.ts';

/** Goes home through the bottom menu (no reload) and reads the header's balance. */
async function homeBalance(page: Page, t: T, merchant: ResolvedConfig, amount: number) {
  await page
    .getByRole('navigation', { name: await t('shell.mainMenu') })
    .getByRole('link', { name: await t('nav.home') })
    .click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(
    await merchantMoney(page, merchant, amount),
  );
}

test('deposit, play, betting record and withdrawal with the balance right at every step', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(90_000);
  // Whatever the merchant's registration methods (by mobile with the outbox code where username is off).
  await signedInMember(page, merchant, sandbox);
  const token = (await storedSession(page))!.token;
  const channel = merchant.payments[0]!;
  const limits = merchant.withdrawal;
  // Enough to play a round and then withdraw the minimum, within the channel's limits and under the KYC threshold.
  const deposit = depositWithin(channel, limits.min * 2);
  const withdrawAmount = limits.min;
  expect(withdrawAmount).toBeLessThanOrEqual(limits.kycThreshold);

  // --- Deposit: field errors first, then the sandbox payment page.
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('radio', { name: methodName(merchant, channel) })).toBeChecked();
  const amount = await field(page, t, 'wallet.amount.label');
  await amount.fill('abc');
  await page.getByRole('button', { name: await t('wallet.deposit.submit') }).click();
  await expect(page.getByText(await t('wallet.amount.not_number'))).toBeVisible();
  await expect(amount).toBeFocused();
  await amount.fill('100.123');
  await expect(page.getByText(await t('wallet.amount.decimals'))).toBeVisible();
  await amount.fill(String(channel.max + 1));
  await expect(
    page.getByText(await t('wallet.amount.max', { max: await money(page, merchant, channel.max) })),
  ).toBeVisible();
  await amount.fill(String(deposit));
  // The first answer is lost on the way back (the order was created): the retry must send the same key, and the
  // gateway answers the first order again, so the list below holds exactly one order.
  const keys: string[] = [];
  let dropped = false;
  await page.route(`**${calls.createDeposit.path}`, async (route) => {
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    if (dropped) return route.continue();
    dropped = true;
    // Delivered to the gateway as the browser sent it (Node cannot resolve *.localhost for route.fetch), then lost.
    const h = route.request().headers();
    const delivered = await sandbox.call<{ success: boolean }>(
      'POST',
      calls.createDeposit.path,
      route.request().postDataJSON(),
      { token: h.token!, moduleId: h.moduleid!, language: h.language! },
    );
    expect(delivered.json.success).toBe(true);
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: await t('wallet.deposit.submit') }).click();
  // The answer was lost: the screen says the deposit may not have been made, and that a retry never makes two.
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
    await t('wallet.deposit.unsure'),
  );
  // A double tap on the retry: still one request in flight, one order.
  await page.getByRole('button', { name: await t('wallet.deposit.submit') }).dblclick();
  await expect(page).toHaveURL(/\/wps\/pay\/sandbox\?/);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
    await pattern(t, 'wallet.deposit.paid', {}, { orderNo: 'D[0-9A-Z]{10,30}' }),
  );
  expect((await callAs<{ sumBalance: number }>(sandbox, token, 'wallet')).sumBalance).toBe(deposit);
  const orders = page.getByTestId('deposit-orders').getByRole('listitem');
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText(await money(page, merchant, deposit));
  await expect(orders.first()).toContainText(await t('wallet.status.paid'));
  // The home header shows the new balance without a reload (the screen refreshed the one wallet store).
  await homeBalance(page, t, merchant, deposit);

  // --- One round of the sandbox game (launched with a ticket, see the header comment).
  const game = await rngGame(sandbox, token);
  const launch = await callAs<{ url: string }>(sandbox, token, 'launchGame', { nodeId: game.nodeId });
  await openGame(page, merchant, launch.url);
  await page.locator('input[name="stake"][value="1"]').check();
  await page.getByRole('button').last().click();
  await expect(page).toHaveURL(/\/wps\/game\/slot\?round=/);
  const now = Date.now();
  const played = await callAs<{
    list: { roundId: string; gameName: string; stake: number; win: number; net: number }[];
  }>(sandbox, token, 'gameRecords', { startTime: String(now - 3_600_000), endTime: String(now + 60_000) });
  expect(played.list).toHaveLength(1);
  const round = played.list[0]!;
  expect(round.stake).toBe(1);
  expect(round.net).toBeCloseTo(round.win - 1, 2);
  const afterRound = deposit + round.net;

  // --- Betting record: today's round with its net, and the totals.
  await page.goto('/m/gameRecord');
  await expect(page.getByRole('button', { name: await t('wallet.range.today') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const rows = page.getByTestId('rounds').getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(round.gameName);
  await expect(rows.first()).toContainText(await money(page, merchant, round.net));
  const totals = page.getByTestId('record-totals');
  await expect(totals).toContainText(await money(page, merchant, 1));
  await expect(totals).toContainText(await money(page, merchant, round.win));
  // The category filter: the round is a slot (RNG, as listed by the gateway), so live casino has nothing today.
  const category = await field(page, t, 'wallet.records.category');
  await category.selectOption({ label: await t('wallet.type.LIVE') });
  await expect(page.getByText(await t('wallet.records.empty'))).toBeVisible();
  await category.selectOption({ label: await t('wallet.type.RNG') });
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: await t('wallet.range.yesterday') }).click();
  await expect(page.getByText(await t('wallet.records.empty'))).toBeVisible();

  // --- Withdraw: payment password, payout account, the hold, the operator's approval.
  await page.goto('/m/withdraw');
  const paymentPassword = '246813';
  await (await field(page, t, 'wallet.pp.field')).fill(paymentPassword);
  await (await field(page, t, 'wallet.pp.confirm')).fill('246810');
  await page.getByRole('button', { name: await t('wallet.pp.submit') }).click();
  await expect(page.getByText(await t('wallet.pp.mismatch'))).toBeVisible();
  await (await field(page, t, 'wallet.pp.confirm')).fill(paymentPassword);
  await page.getByRole('button', { name: await t('wallet.pp.submit') }).click();
  await expect(page.getByText(await t('wallet.pp.saved'))).toBeVisible();

  await (await field(page, t, 'wallet.account.payeeName')).fill('Juan Dela Cruz');
  await page.getByRole('radio', { name: await t('wallet.account.ewallet') }).check();
  // The e-wallet is a choice from the gateway's list of the merchant's payout partners where it has one (issue 27).
  const { providers } = await callAs<{ providers: { ewallet: string[] } }>(sandbox, token, 'payoutAccounts');
  const provider = await field(page, t, 'wallet.account.provider');
  if (providers.ewallet.length) {
    await expect(provider.locator('option:not([value=""])')).toHaveText(providers.ewallet);
    await provider.selectOption({ label: providers.ewallet[0]! });
  } else await provider.fill(channel.title);
  await (await field(page, t, 'wallet.account.accountNo')).fill('09171234567');
  await page.getByRole('button', { name: await t('wallet.account.submit') }).click();
  await expect(page.getByText(await t('wallet.account.saved'))).toBeVisible();

  await (await field(page, t, 'wallet.amount.label')).fill(String(withdrawAmount));
  await (await field(page, t, 'wallet.withdraw.password')).fill('000000');
  await page.getByRole('button', { name: await t('wallet.withdraw.submit'), exact: true }).click();
  // The confirm step names the amount and the account before anything is sent (issue 27).
  const review = page.getByRole('dialog', { name: await t('wallet.withdraw.review') });
  await expect(review).toContainText(await money(page, merchant, withdrawAmount));
  await expect(review).toContainText('4567');
  await review.getByRole('button', { name: await t('wallet.withdraw.confirm') }).click();
  await expect(page.getByText(await t('error.payment_password'))).toBeVisible();
  expect((await callAs<{ sumBalance: number }>(sandbox, token, 'wallet')).sumBalance).toBeCloseTo(
    afterRound,
    2,
  );
  await (await field(page, t, 'wallet.withdraw.password')).fill(paymentPassword);
  await page.getByRole('button', { name: await t('wallet.withdraw.submit'), exact: true }).click();
  await page
    .getByRole('dialog', { name: await t('wallet.withdraw.review') })
    .getByRole('button', { name: await t('wallet.withdraw.confirm') })
    .click();
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
    await pattern(
      t,
      'wallet.withdraw.sent',
      { amount: await money(page, merchant, withdrawAmount) },
      { orderNo: 'W[0-9A-Z]{10,30}' },
    ),
  );
  const held = afterRound - withdrawAmount;
  await expect(page.getByTestId('withdraw-balance')).toHaveText(await money(page, merchant, held));
  // The side menu shows the same balance as the screen (the hold already taken).
  await page
    .getByRole('button', { name: await t('shell.menu'), exact: true })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: await t('shell.menu') }).getByTestId('balance')).toHaveText(
    await merchantMoney(page, merchant, held),
  );
  await page.keyboard.press('Escape');
  const withdrawals = page.getByTestId('withdrawals').getByRole('listitem');
  await expect(withdrawals).toHaveCount(1);
  await expect(withdrawals.first()).toContainText(await t('wallet.status.pending'));
  // The order number as the confirmation names it (the list row runs into the status word).
  const orderNo = (await page.getByRole('main').getByRole('status').first().textContent())!.match(
    /W[0-9A-Z]{10,30}/,
  )![0];
  await expect(withdrawals.first()).toContainText(orderNo);

  const approved = await sandbox.call<{ value: { status: string } }>('POST', '/__sandbox/withdrawal', {
    orderNo,
    decision: 'approve',
  });
  expect(approved.json.value.status).toBe('paid');
  await page.reload();
  await expect(page.getByTestId('withdrawals').getByRole('listitem').first()).toContainText(
    await t('wallet.status.paid'),
  );
  await expect(page.getByTestId('withdraw-balance')).toHaveText(await money(page, merchant, held));
  expect((await callAs<{ sumBalance: number }>(sandbox, token, 'wallet')).sumBalance).toBeCloseTo(held, 2);
  await homeBalance(page, t, merchant, held);
});

test('the money screens keep a retry in place when a call fails', async ({ page, t, merchant, sandbox }) => {
  // Whatever the merchant's registration methods (by mobile with the outbox code where username is off).
  await signedInMember(page, merchant, sandbox);
  let fail = true;
  await page.route('**/wps/wallet/gameRecords**', (route) => (fail ? route.abort() : route.continue()));
  await page.goto('/m/gameRecord');
  const retry = page.getByRole('button', { name: await t('error.load_failed') });
  await expect(retry).toBeVisible();
  fail = false;
  await retry.click();
  await expect(page.getByText(await t('wallet.records.empty'))).toBeVisible();
});
