/**
 * Money under faults (issue 31 item 1): a deposit or a withdrawal whose answer is lost, or whose request never
 * arrives, is done once or not at all, and the screen says which; and the client retries only where it is safe,
 * counted request by request under injected 503s and 500s.
 *
 * What happened is read from the gateway's own records (the call table as the player), never from the app.
 */
import type { Page, Route } from '@playwright/test';
import { calls, type CallName } from '@wl/contract';
import { expect, test } from '../fixtures.ts';
import { callAs, depositWithin, paidDeposit } from './api.helpers.ts';
import { field, registerMember, storedSession } from './account.helpers.ts';
import { goInApp, Guards, memberSession } from './walker.ts';

const pathOfCall = (name: CallName) => calls[name].path;
const isApi = (url: URL) => /^\/(wps|lgw)\//.test(url.pathname);

/** Answers the call's next request by `how`: 'lost' lets it reach the gateway and drops the answer; 'never' drops it. */
async function breakNext(page: Page, name: CallName, how: 'lost' | 'never') {
  const path = pathOfCall(name);
  const match = (url: URL) => url.pathname === path;
  const handler = async (route: Route) => {
    if (how === 'lost') {
      // The gateway does the work; the phone never hears of it. (Node does not resolve *.localhost: loopback with
      // the merchant's Host header.)
      const req = route.request();
      const url = new URL(req.url());
      const host = url.host;
      url.hostname = '127.0.0.1';
      await route.fetch({ url: url.href, headers: { ...req.headers(), host } });
    }
    await route.abort('connectionreset');
  };
  await page.route(match, handler, { times: 1 });
}

test('a deposit and a withdrawal under a lost answer or a lost request are done once or not at all, and say which', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(120_000);
  const guards = await Guards.attach(page);
  await registerMember(page, t, merchant, sandbox);
  const token = (await storedSession(page))!.token;
  guards.token = token;
  const channel = merchant.payments[0]!;
  const limits = merchant.withdrawal;
  const amount = depositWithin(channel, limits.min * 2);
  type Orders = { list: { orderNo: string }[] };
  const deposits = async () =>
    (await callAs<Orders>(sandbox, token, 'depositOrders', { pageNo: 1, pageSize: 50 })).list;

  // --- Deposit: the gateway creates the order, the answer is lost.
  await page.goto('/m/voucherCenter');
  await (await field(page, t, 'wallet.amount.label')).fill(String(amount));
  await breakNext(page, 'createDeposit', 'lost');
  const submit = page.getByRole('button', { name: await t('wallet.deposit.submit') });
  await submit.click();
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
    await t('wallet.deposit.unsure'),
  );
  expect(await deposits()).toHaveLength(1);
  // Again: the same intended deposit, finished, not made twice; the player goes on to pay it.
  await submit.click();
  await expect(page).not.toHaveURL(/\/m\/voucherCenter/);
  expect(await deposits()).toHaveLength(1);

  // Money to withdraw, a payment password and a payout account (set up as the player, through the call table).
  await paidDeposit(page, sandbox, token, amount);
  const paymentPassword = '246813';
  await callAs(sandbox, token, 'setPaymentPassword', {
    paymentPassword,
    confirmPaymentPassword: paymentPassword,
  });
  const { providers } = await callAs<{ providers: { ewallet: string[] } }>(sandbox, token, 'payoutAccounts');
  await callAs(sandbox, token, 'bindPayoutAccount', {
    payeeName: 'Juan Dela Cruz',
    kind: 'ewallet',
    provider: providers.ewallet[0] ?? channel.title,
    accountNo: '09171234567',
  });
  type Withdrawals = { list: { orderNo: string }[] };
  const withdrawals = async () =>
    (await callAs<Withdrawals>(sandbox, token, 'withdrawals', { pageNo: 1, pageSize: 50 })).list;
  const balance = async () => (await callAs<{ sumBalance: number }>(sandbox, token, 'wallet')).sumBalance;
  const before = await balance();

  await page.goto('/m/withdraw');
  await (await field(page, t, 'wallet.amount.label')).fill(String(limits.min));
  await (await field(page, t, 'wallet.withdraw.password')).fill(paymentPassword);
  const confirm = async () => {
    await page.getByRole('button', { name: await t('wallet.withdraw.submit'), exact: true }).click();
    await page
      .getByRole('dialog', { name: await t('wallet.withdraw.review') })
      .getByRole('button', { name: await t('wallet.withdraw.confirm') })
      .click();
  };
  const notice = page.getByRole('status').filter({ hasText: /\S/ }).first();

  // --- Withdrawal, the request never arrives: not done, and the screen does not claim it was.
  await breakNext(page, 'withdraw', 'never');
  await confirm();
  await expect(notice).toHaveText(await t('wallet.withdraw.unsure'));
  expect(await withdrawals()).toHaveLength(0);
  expect(await balance()).toBeCloseTo(before, 2);

  // --- Withdrawal, the gateway holds the money and the answer is lost: confirming again finds that one.
  await breakNext(page, 'withdraw', 'lost');
  await confirm();
  await expect(notice).toHaveText(await t('wallet.withdraw.unsure'));
  const made = await withdrawals();
  expect(made).toHaveLength(1);
  await confirm();
  await expect(notice).toContainText(made[0]!.orderNo);
  expect(await withdrawals()).toHaveLength(1);
  expect(await balance()).toBeCloseTo(before - limits.min, 2);
  guards.expectClean('on the money screens under faults');
});

test('retries only where safe: under 503 nothing is sent twice; under 500 reads are retried, writes never', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  const guards = await Guards.attach(page);
  guards.token = await memberSession(page, merchant, sandbox);
  await page.goto('/m/voucherCenter');
  const submit = page.getByRole('button', { name: await t('wallet.deposit.submit') });
  await guards.settle();

  /** Answers every API request with `status` and counts them by method and address. */
  async function counting(status: number) {
    const seen = new Map<string, number>();
    const handler = (route: Route) => {
      const r = route.request();
      const key = `${r.method()} ${r.url()}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      return route.fulfill({ status, contentType: 'text/plain', body: `HTTP ${status}` });
    };
    await page.route(isApi, handler);
    return { seen, stop: () => page.unroute(isApi, handler) };
  }
  /** Runs every retry the client has scheduled (its back-off is 0.5 s, then 1 s) on the page's clock. */
  const flush = async () => {
    await guards.settle();
    await page.clock.runFor(5_000);
    await guards.settle();
  };

  const amountField = await field(page, t, 'wallet.amount.label');
  for (const [status, readAttempts] of [
    [503, 1], // overloaded or in maintenance: never retried
    [500, 3], // a read is retried twice (api/client.ts); a write never
  ] as const) {
    await expect(page.getByRole('radio').first()).toBeChecked();
    await amountField.fill(String(merchant.payments[0]!.min));
    const c = await counting(status);
    await submit.click();
    // The deposit may or may not have been made: the screen says so (and the next tap keeps its key).
    await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toHaveText(
      await t('wallet.deposit.unsure'),
    );
    await goInApp(page, '/m/gameRecord');
    const reads = () => [...c.seen].filter(([k]) => k.startsWith('GET '));
    // Every read has had all its attempts (each retry waits for its back-off on the page's clock)...
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        await guards.settle();
        return reads().length > 0 && reads().every(([, n]) => n >= readAttempts);
      })
      .toBe(true);
    // ...and no more come, however long the player waits.
    await flush();
    await c.stop();
    const posts = [...c.seen].filter(([k]) => !k.startsWith('GET '));
    const gets = [...c.seen].filter(([k]) => k.startsWith('GET '));
    expect(posts.map(([k]) => k.split('?')[0])).toEqual([
      `POST ${new URL(pathOfCall('createDeposit'), page.url()).href}`,
    ]);
    for (const [k, n] of posts) expect(n, `${k} under ${status}`).toBe(1);
    expect(gets.length, `reads made under ${status}`).toBeGreaterThan(0);
    for (const [k, n] of gets) expect(n, `${k} under ${status}`).toBe(readAttempts);
    await goInApp(page, '/m/voucherCenter');
  }
  guards.expectClean('under 503 and 500');
});
