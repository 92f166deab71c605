import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDeposit } from '../money/orders.ts';
import { decisionText } from './decisionMessages.ts';
import { ADULT, solvedCaptcha, startHarness, uniqueName, type Harness } from '../test/harness.ts';

/*
 * Issue 28 section 3: a decided deposit, withdrawal or identity check puts a message in the player's inbox, in the
 * language the player asked in, written in the transaction of the decision.
 */

const PASSWORD = 'Passw0rd';
const PAY_PW = '246810';
const key = (): string => randomUUID();

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ withdrawAutoApproveMs: 0 });
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

async function member(host: string, language: string) {
  const username = uniqueName('n');
  await h.ok(
    'register',
    { ...ADULT, username, password: PASSWORD, confirmPassword: PASSWORD, ...(await solvedCaptcha(h, host)) },
    { host },
  );
  const { token } = await h.ok('login', { type: 'username', username, password: PASSWORD }, { host });
  return { username, token, opts: { token, host, headers: { language } } };
}

const inbox = async (m: { opts: { token: string; host: string } }) =>
  h.ok('inboxList', {}, { token: m.opts.token, host: m.opts.host });

async function deposit(m: Awaited<ReturnType<typeof member>>, amount: string): Promise<string> {
  const order = await h.ok('createDeposit', { channelId: 0, amount, idempotencyKey: key() }, m.opts);
  return order.orderNo;
}

const png = (): string => {
  const b = Buffer.alloc(97);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(800, 16);
  b.writeUInt32BE(600, 20);
  b[24] = 8;
  b[25] = 2;
  return b.toString('base64');
};

describe('decision messages', () => {
  it("takes the operator's text for a language the seed lacks (content decisions), else English", () => {
    const ph = h.gateway.deps.merchants.all.find((m) => m.code === 'ph')!;
    const withVi = {
      ...ph,
      manifest: { ...ph.manifest, langList: [...ph.manifest.langList, 'VI'] },
      content: {
        VI: {
          decisions: {
            'deposit.paid': {
              title: 'Đã nhận tiền nạp',
              body: '<p>Khoản nạp {amount} (đơn {orderNo}) đã vào số dư.</p>',
            },
          },
        },
      },
    } as typeof ph;
    const paid = decisionText(withVi, 'VI', {
      kind: 'deposit',
      outcome: 'paid',
      orderNo: 'D<1>',
      amount: 1234.5,
    });
    expect(paid.title).toBe('Đã nhận tiền nạp');
    expect(paid.body).toMatch(/^<p>Khoản nạp ₱\s?1[.,]234[.,]50? \(đơn D&#60;1&#62;\) đã vào số dư\.<\/p>$/);
    // A decision the operator did not write falls back to English, never to an empty message.
    const failed = decisionText(withVi, 'VI', {
      kind: 'deposit',
      outcome: 'failed',
      orderNo: 'D2',
      amount: 5,
    });
    expect(failed.title).toBe('Deposit not completed');
  });

  it('a paid and a failed deposit each write one message in the language of the order (Bengali digits on bd)', async () => {
    const m = await member('bd.localhost', 'BN');
    const before = await inbox(m);
    const paid = await deposit(m, '1234.5');
    expect(await settleDeposit(h.gateway.deps, paid, 'paid')).toBe('paid');
    // Settled again (a provider repeating its callback): no second message.
    await settleDeposit(h.gateway.deps, paid, 'paid');
    const failed = await deposit(m, '300');
    await settleDeposit(h.gateway.deps, failed, 'failed');

    const after = await inbox(m);
    expect(after.unreadCount).toBe(before.unreadCount + 2);
    expect((await h.ok('inboxUnreadCount', {}, m.opts)).unreadCount).toBe(before.unreadCount + 2);
    const [second, first] = after.list;
    expect(first).toMatchObject({ title: 'জমা পাওয়া গেছে', read: false });
    expect(first!.content).toContain('৳১,২৩৪.৫');
    expect(first!.content).toContain(paid);
    expect(second).toMatchObject({ title: 'জমা সম্পন্ন হয়নি', read: false });
    expect(second!.content).toContain('৳৩০০');
  });

  it('an order made in English on bd gets its message in English', async () => {
    const m = await member('bd.localhost', 'EN');
    const order = await deposit(m, '500');
    await settleDeposit(h.gateway.deps, order, 'paid');
    const { list } = await inbox(m);
    expect(list[0]).toMatchObject({ title: 'Deposit received' });
    expect(list[0]!.content).toBe(`<p>Your deposit of ৳500 (order ${order}) is in your balance.</p>`);
  });

  it('withdrawals: approval and rejection (with its reason, escaped) in Tagalog on ph', async () => {
    const m = await member('ph.localhost', 'TY');
    await settleDeposit(h.gateway.deps, await deposit(m, '2000'), 'paid');
    await h.ok('setPaymentPassword', { paymentPassword: PAY_PW, confirmPaymentPassword: PAY_PW }, m.opts);
    const { id } = await h.ok(
      'bindPayoutAccount',
      { payeeName: 'Juan Dela Cruz', kind: 'ewallet', provider: 'GCash', accountNo: '09171234567' },
      m.opts,
    );
    const req = { payoutAccountId: id, paymentPassword: PAY_PW };
    const a = await h.ok('withdraw', { ...req, amount: '400', idempotencyKey: key() }, m.opts);
    const r = await h.ok('withdraw', { ...req, amount: '250', idempotencyKey: key() }, m.opts);
    const before = (await inbox(m)).unreadCount;
    await h.sandbox('sandboxWithdrawal', { orderNo: a.orderNo, decision: 'approve' });
    await h.sandbox('sandboxWithdrawal', {
      orderNo: r.orderNo,
      decision: 'reject',
      reason: 'Name <b>differs</b>',
    });
    // A late second decision keeps the first and writes nothing.
    await h.sandbox('sandboxWithdrawal', { orderNo: a.orderNo, decision: 'reject' });
    const after = await inbox(m);
    expect(after.unreadCount).toBe(before + 2);
    expect(after.list[1]).toMatchObject({ title: 'Naipadala ang withdrawal' });
    expect(after.list[1]!.content).toContain('₱400');
    expect(after.list[0]).toMatchObject({ title: 'Tinanggihan ang withdrawal' });
    expect(after.list[0]!.content).toContain('Name &#60;b&#62;differs&#60;/b&#62;');
    expect(after.list[0]!.content).not.toContain('<b>');
  });

  it('identity checks: rejected with the reason, then verified; a repeated decision writes nothing', async () => {
    const m = await member('ph.localhost', 'EN');
    const upload = () => h.ok('kycUpload', { images: [{ name: 'id.png', data: png() }] }, m.opts);
    await upload();
    const before = (await inbox(m)).unreadCount;
    await h.sandbox('sandboxKyc', { username: m.username, decision: 'reject', reason: 'Blurred photo' });
    await h.sandbox('sandboxKyc', { username: m.username, decision: 'approve' });
    let after = await inbox(m);
    expect(after.unreadCount).toBe(before + 1);
    expect(after.list[0]).toMatchObject({ title: 'Identity not verified' });
    expect(after.list[0]!.content).toContain('Blurred photo');
    await upload();
    await h.sandbox('sandboxKyc', { username: m.username, decision: 'approve' });
    after = await inbox(m);
    expect(after.unreadCount).toBe(before + 2);
    expect(after.list[0]).toMatchObject({ title: 'Identity verified' });
  });

  it('the message is part of the decision: when it cannot be written, the deposit stays pending and uncredited', async () => {
    const m = await member('ph.localhost', 'EN');
    const order = await deposit(m, '700');
    const balance = (await h.ok('wallet', {}, m.opts)).sumBalance;
    await h.db
      .exec(`CREATE FUNCTION refuse_inbox() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'inbox down'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_inbox BEFORE INSERT ON inbox_messages FOR EACH ROW EXECUTE FUNCTION refuse_inbox();`);
    try {
      await expect(settleDeposit(h.gateway.deps, order, 'paid')).rejects.toThrow(/inbox down/);
    } finally {
      await h.db.exec('DROP TRIGGER refuse_inbox ON inbox_messages; DROP FUNCTION refuse_inbox();');
    }
    expect((await h.ok('depositOrders', {}, m.opts)).list[0]).toMatchObject({
      orderNo: order,
      status: 'pending',
    });
    expect((await h.ok('wallet', {}, m.opts)).sumBalance).toBe(balance);
    expect(await settleDeposit(h.gateway.deps, order, 'paid')).toBe('paid');
    expect((await inbox(m)).list[0]).toMatchObject({ title: 'Deposit received' });
  });
});
