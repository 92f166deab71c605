import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT, solvedCaptcha, startHarness, uniqueName, type Harness } from '../test/harness.ts';
import { auditLedger } from '../money/ledger.ts';
import { callbackText, sign } from '../money/orders.ts';

const PASSWORD = 'Passw0rd';
const PAY_PW = '246810';
const key = (): string => randomUUID();

/** A fresh member of `host`'s merchant with a session. */
async function newMember(h: Harness, host = 'ph.localhost'): Promise<{ token: string; username: string }> {
  const username = uniqueName('w');
  await h.ok(
    'register',
    { ...ADULT, username, password: PASSWORD, confirmPassword: PASSWORD, ...(await solvedCaptcha(h, host)) },
    { host },
  );
  const { token } = await h.ok('login', { type: 'username', username, password: PASSWORD }, { host });
  return { token, username };
}

const balance = async (h: Harness, token: string, host = 'ph.localhost'): Promise<number> =>
  (await h.ok('wallet', {}, { token, host })).sumBalance;

/** Opens the provider's page of a deposit and pays or cancels it there, as the player would. */
async function payOnPage(h: Harness, payUrl: string, outcome: 'paid' | 'failed', host = 'ph.localhost') {
  const url = new URL(payUrl, `http://${host}`);
  const page = await h.gateway.request(`http://${host}${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new URLSearchParams({
    order: url.searchParams.get('order')!,
    sig: url.searchParams.get('sig')!,
    outcome,
  });
  const res = await h.gateway.request(`http://${host}/wps/pay/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  return { html, res, page };
}

async function callback(
  h: Harness,
  orderNo: string,
  status: 'paid' | 'failed',
  amount: string,
  sig?: string,
) {
  const signature = sig ?? (await sign(h.db, callbackText(orderNo, status, amount)));
  return h.gateway.request('http://ph.localhost/wps/pay/callback', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderNo, status, amount, signature }),
  });
}

describe('deposits', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    expect(h.errors).toEqual([]);
    expect(await auditLedger(h.db)).toEqual([]);
    await h.db.close();
  });

  it('offers the manifest channels with presets and limits; trial accounts are refused', async () => {
    const { token } = await newMember(h);
    const ph = h.merchants.find((m) => m.code === 'ph')!.manifest;
    const { channels, currencySymbol } = await h.ok('depositChannels', {}, { token });
    expect(currencySymbol).toBe(ph.currency.symbol);
    expect(channels.map((c) => [c.title, c.min, c.max])).toEqual(
      ph.payments.map((p) => [p.title, p.min, p.max]),
    );
    expect(channels[0]!.presets).toEqual(ph.payments[0]!.money);
    // A method's name in the asked language where the manifest gives one (a word, not a brand), else its title.
    const named = ph.payments.findIndex((p) => p.titles?.TY);
    expect(named).toBeGreaterThanOrEqual(0);
    const ty = (await h.ok('depositChannels', {}, { token, headers: { language: 'TY' } })).channels;
    expect(ty.map((c) => c.title)).toEqual(ph.payments.map((p) => p.titles?.TY ?? p.title));
    expect(ty[named]!.title).not.toBe(ph.payments[named]!.title);

    const trial = await h.ok('testPlay', {}, { ip: '10.7.0.9' });
    const refused = await h.call('depositChannels', {}, { token: trial.token });
    expect(refused.status).toBe(403);
    expect(refused.body.messageKey).toBe('free_reject');
  });

  it('refuses bad amounts with the field named, creating no order', async () => {
    const { token } = await newMember(h);
    const cases: [unknown, RegExp | number][] = [
      ['-5', 400],
      ['0', /^amount: must be more than zero/],
      ['100.005', 400],
      ['abc', 400],
      ['99.99', /^amount: must be between 100\.00 and 50000\.00/],
      ['50000.01', /^amount: must be between/],
    ];
    for (const [amount, want] of cases) {
      const a = await h.call(
        'createDeposit',
        { channelId: 0, amount: amount as string, idempotencyKey: key() },
        { token },
      );
      expect(a.status, String(amount)).toBe(400);
      if (want instanceof RegExp) expect(a.body.message).toMatch(want);
      else expect(JSON.stringify(a.body)).toContain('amount');
    }
    const noChannel = await h.call(
      'createDeposit',
      { channelId: 9, amount: '100', idempotencyKey: key() },
      { token },
    );
    expect(noChannel.body.message).toMatch(/^channelId: /);
    expect((await h.ok('depositOrders', {}, { token })).totalCount).toBe(0);
  });

  it('pays through the provider page once, even when the page and the callback repeat', async () => {
    const { token } = await newMember(h);
    const before = await balance(h, token);
    const k = key();
    const order = await h.ok('createDeposit', { channelId: 0, amount: '300', idempotencyKey: k }, { token });
    // A double tap answers the same order.
    expect(
      await h.ok('createDeposit', { channelId: 0, amount: '300', idempotencyKey: k }, { token }),
    ).toEqual(order);
    expect(order.status).toBe('pending');
    expect((await h.ok('depositOrders', {}, { token })).list.map((o) => o.status)).toEqual(['pending']);

    const { html, res, page } = await payOnPage(h, order.payUrl, 'paid');
    expect(html).toContain('₱300.00');
    expect(html).toContain('GCash');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/m/voucherCenter?orderNo=${order.orderNo}&status=paid`);
    expect(await balance(h, token)).toBe(before + 300);

    // The page again, the form again, and the provider's callback twice: nothing more is credited.
    const url = new URL(order.payUrl, 'http://ph.localhost');
    const again = await h.gateway.request(`http://ph.localhost${url.pathname}${url.search}`);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('already paid');
    const form = new URLSearchParams({
      order: order.orderNo,
      sig: url.searchParams.get('sig')!,
      outcome: 'paid',
    });
    const resubmit = await h.gateway.request('http://ph.localhost/wps/pay/sandbox', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(resubmit.headers.get('location')).toContain('status=paid');
    for (let i = 0; i < 2; i++) {
      const cb = await callback(h, order.orderNo, 'paid', '300.00');
      expect(cb.status).toBe(200);
      expect(((await cb.json()) as { value: { status: string } }).value.status).toBe('paid');
    }
    expect(await balance(h, token)).toBe(before + 300);
    const { list } = await h.ok('depositOrders', {}, { token });
    expect(list[0]).toMatchObject({ orderNo: order.orderNo, status: 'paid', amount: 300, channel: 'GCash' });
  });

  it('credits a provider callback once and refuses forged ones', async () => {
    const { token } = await newMember(h);
    const before = await balance(h, token);
    const order = await h.ok(
      'createDeposit',
      { channelId: 1, amount: '150.50', idempotencyKey: key() },
      { token },
    );
    expect((await callback(h, order.orderNo, 'paid', '150.50', 'forged')).status).toBe(400);
    expect((await callback(h, order.orderNo, 'paid', '9999.00')).status).toBe(400); // signed, but not the amount
    expect(await balance(h, token)).toBe(before);
    const [a, b] = await Promise.all([
      callback(h, order.orderNo, 'paid', '150.50'),
      callback(h, order.orderNo, 'paid', '150.50'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await balance(h, token)).toBe(before + 150.5);
  });

  it('a cancelled payment credits nothing and shows as failed; a forged link shows no order', async () => {
    const { token } = await newMember(h);
    const before = await balance(h, token);
    const order = await h.ok(
      'createDeposit',
      { channelId: 2, amount: '200', idempotencyKey: key() },
      { token },
    );
    const { res } = await payOnPage(h, order.payUrl, 'failed');
    expect(res.headers.get('location')).toContain('status=failed');
    expect(await balance(h, token)).toBe(before);
    expect((await h.ok('depositOrders', {}, { token })).list[0]!.status).toBe('failed');
    // A late "paid" callback for a failed order changes nothing.
    await callback(h, order.orderNo, 'paid', '200.00');
    expect(await balance(h, token)).toBe(before);

    const forged = await h.gateway.request(
      `http://ph.localhost/wps/pay/sandbox?order=${order.orderNo}&sig=AAAA`,
    );
    expect(forged.status).toBe(404);
    expect(await forged.text()).not.toContain(order.orderNo);
  });
});

describe('withdrawals', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ withdrawAutoApproveMs: 10 * 60_000 });
  });
  afterAll(async () => {
    expect(h.errors).toEqual([]);
    expect(await auditLedger(h.db)).toEqual([]);
    await h.db.close();
  });

  /** A member with `amount` deposited and a bound e-wallet. */
  async function funded(amount: string) {
    const m = await newMember(h);
    const order = await h.ok(
      'createDeposit',
      { channelId: 0, amount, idempotencyKey: key() },
      { token: m.token },
    );
    await payOnPage(h, order.payUrl, 'paid');
    const { id } = await h.ok(
      'bindPayoutAccount',
      { payeeName: 'Juan Dela Cruz', kind: 'ewallet', provider: 'GCash', accountNo: '09171234567' },
      { token: m.token },
    );
    return { ...m, accountId: id };
  }

  it('needs a payout account and a payment password, holds the amount at once, pays out on approval', async () => {
    const m = await funded('1000');
    const { token } = m;
    const start = await balance(h, token);
    const req = {
      amount: '400',
      payoutAccountId: m.accountId,
      paymentPassword: PAY_PW,
      idempotencyKey: key(),
    };
    expect((await h.call('withdraw', req, { token })).body.code).toBe('PAYMENT_PASSWORD_NOT_SET');
    const accounts = await h.ok('payoutAccounts', {}, { token });
    expect(accounts.paymentPasswordSet).toBe(false);
    expect(accounts.list).toEqual([
      {
        id: m.accountId,
        payeeName: 'Juan Dela Cruz',
        kind: 'ewallet',
        provider: 'GCash',
        accountNo: '*******4567',
      },
    ]);
    expect(accounts.withdrawal).toEqual(h.merchants.find((x) => x.code === 'ph')!.manifest.withdrawal);
    // The payout partners a PH player picks from (issue 27: a choice, not a typed bank name).
    expect(accounts.providers.ewallet).toEqual(['GCash', 'Maya', 'GrabPay', 'ShopeePay']);
    expect(accounts.providers.bank).toContain('BDO');
    expect(accounts.providers.bank).toContain('BPI');

    const mismatch = await h.call(
      'setPaymentPassword',
      { paymentPassword: PAY_PW, confirmPaymentPassword: '111111' },
      { token },
    );
    expect(mismatch.status).toBe(400);
    await h.ok('setPaymentPassword', { paymentPassword: PAY_PW, confirmPaymentPassword: PAY_PW }, { token });
    // Changing it needs the old one.
    expect(
      (
        await h.call(
          'setPaymentPassword',
          { paymentPassword: '135790', confirmPaymentPassword: '135790' },
          { token },
        )
      ).body.message,
    ).toMatch(/^oldPaymentPassword: /);

    const wrong = await h.call('withdraw', { ...req, paymentPassword: '000000' }, { token });
    expect(wrong.body.code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await h.call('withdraw', { ...req, amount: '99' }, { token })).body.message).toMatch(
      /^amount: must be between 100\.00 and 50000\.00/,
    );
    expect(await balance(h, token)).toBe(start);

    const w = await h.ok('withdraw', req, { token });
    expect(w).toMatchObject({ status: 'pending', amount: 400, balance: start - 400 });
    expect(await h.ok('withdraw', req, { token })).toEqual(w); // a retry answers the same withdrawal
    expect(await balance(h, token)).toBe(start - 400);
    expect((await h.ok('withdrawals', {}, { token })).list.map((x) => [x.orderNo, x.status])).toEqual([
      [w.orderNo, 'pending'],
    ]);

    expect((await h.sandbox('sandboxWithdrawal', { orderNo: w.orderNo, decision: 'approve' })).status).toBe(
      'paid',
    );
    // A decided withdrawal keeps its first decision: a late reject returns nothing to the balance.
    expect((await h.sandbox('sandboxWithdrawal', { orderNo: w.orderNo, decision: 'reject' })).status).toBe(
      'paid',
    );
    expect(await balance(h, token)).toBe(start - 400);
    const held = await h.db.query<{ held: string }>('SELECT held FROM members WHERE username = $1', [
      m.username,
    ]);
    expect(Number(held[0]!.held)).toBe(0);
  });

  it('a rejection releases the hold, with its reason', async () => {
    const m = await funded('500');
    await h.ok(
      'setPaymentPassword',
      { paymentPassword: PAY_PW, confirmPaymentPassword: PAY_PW },
      { token: m.token },
    );
    const start = await balance(h, m.token);
    const w = await h.ok(
      'withdraw',
      { amount: '250.25', payoutAccountId: m.accountId, paymentPassword: PAY_PW, idempotencyKey: key() },
      { token: m.token },
    );
    expect(await balance(h, m.token)).toBe(start - 250.25);
    await h.sandbox('sandboxWithdrawal', {
      orderNo: w.orderNo,
      decision: 'reject',
      reason: 'Name does not match',
    });
    expect(await balance(h, m.token)).toBe(start);
    expect((await h.ok('withdrawals', {}, { token: m.token })).list[0]).toMatchObject({
      status: 'rejected',
      reason: 'Name does not match',
    });
  });

  it('two withdrawals at once that together exceed the balance: exactly one is held', async () => {
    const m = await funded('1000');
    await h.ok(
      'setPaymentPassword',
      { paymentPassword: PAY_PW, confirmPaymentPassword: PAY_PW },
      { token: m.token },
    );
    const start = await balance(h, m.token);
    const amount = String(Math.floor(start * 0.6));
    const send = () =>
      h.call(
        'withdraw',
        { amount, payoutAccountId: m.accountId, paymentPassword: PAY_PW, idempotencyKey: key() },
        { token: m.token },
      );
    const results = await Promise.all([send(), send()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.code).toBe('INSUFFICIENT_BALANCE');
    expect(await balance(h, m.token)).toBe(start - Number(amount));
  });

  it('above the KYC threshold needs verified identity; locks the payment password after 5 wrong tries', async () => {
    const m = await funded('20000');
    await h.ok(
      'setPaymentPassword',
      { paymentPassword: PAY_PW, confirmPaymentPassword: PAY_PW },
      { token: m.token },
    );
    const threshold = h.merchants.find((x) => x.code === 'ph')!.manifest.withdrawal.kycThreshold;
    const big = { amount: String(threshold + 1), payoutAccountId: m.accountId, paymentPassword: PAY_PW };
    const refused = await h.call('withdraw', { ...big, idempotencyKey: key() }, { token: m.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('KYC_REQUIRED');
    await h.db.query(`UPDATE members SET kyc_status = 'verified' WHERE username = $1`, [m.username]);
    await h.ok('withdraw', { ...big, idempotencyKey: key() }, { token: m.token });

    for (let i = 0; i < 5; i++)
      expect(
        (
          await h.call(
            'withdraw',
            { ...big, paymentPassword: '999999', idempotencyKey: key() },
            { token: m.token },
          )
        ).body.code,
      ).toBe('PAYMENT_PASSWORD_WRONG');
    // Locked now, even with the right password, until the lock passes.
    expect((await h.call('withdraw', { ...big, idempotencyKey: key() }, { token: m.token })).status).toBe(
      429,
    );
    h.clock.advance(15 * 60_000 + 1);
    expect((await h.call('withdraw', { ...big, idempotencyKey: key() }, { token: m.token })).status).toBe(
      200,
    );
  });

  it('the sandbox operator approves automatically after its delay', async () => {
    const m = await funded('300');
    await h.ok(
      'setPaymentPassword',
      { paymentPassword: PAY_PW, confirmPaymentPassword: PAY_PW },
      { token: m.token },
    );
    const w = await h.ok(
      'withdraw',
      { amount: '100', payoutAccountId: m.accountId, paymentPassword: PAY_PW, idempotencyKey: key() },
      { token: m.token },
    );
    h.clock.advance(10 * 60_000 - 1000);
    expect((await h.ok('withdrawals', {}, { token: m.token })).list[0]!.status).toBe('pending');
    h.clock.advance(1000);
    expect((await h.ok('withdrawals', {}, { token: m.token })).list[0]).toMatchObject({
      orderNo: w.orderNo,
      status: 'paid',
    });
  });
});

describe('money across a restart', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('a deposit and a withdrawal pending at a restart settle afterwards, with the same payment link', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wl-money-'));
    dirs.push(dataDir);
    const first = await startHarness({ dataDir, withdrawAutoApproveMs: 0 });
    const m = await newMember(first);
    const paid = await first.ok(
      'createDeposit',
      { channelId: 0, amount: '500', idempotencyKey: key() },
      { token: m.token },
    );
    await payOnPage(first, paid.payUrl, 'paid');
    const pending = await first.ok(
      'createDeposit',
      { channelId: 0, amount: '100', idempotencyKey: key() },
      { token: m.token },
    );
    const { id } = await first.ok(
      'bindPayoutAccount',
      { payeeName: 'Maria Santos', kind: 'bank', provider: 'BDO', accountNo: '001234567890' },
      { token: m.token },
    );
    await first.ok(
      'setPaymentPassword',
      { paymentPassword: PAY_PW, confirmPaymentPassword: PAY_PW },
      { token: m.token },
    );
    const w = await first.ok(
      'withdraw',
      { amount: '200', payoutAccountId: id, paymentPassword: PAY_PW, idempotencyKey: key() },
      { token: m.token },
    );
    expect(first.errors).toEqual([]);
    await first.db.close();

    const second = await startHarness({ dataDir, withdrawAutoApproveMs: 0 });
    expect(await balance(second, m.token)).toBe(300);
    await payOnPage(second, pending.payUrl, 'paid');
    await second.sandbox('sandboxWithdrawal', { orderNo: w.orderNo, decision: 'reject' });
    expect(await balance(second, m.token)).toBe(600);
    expect(await auditLedger(second.db)).toEqual([]);
    expect(second.errors).toEqual([]);
    await second.db.close();
  });
});
