import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { auditLedger } from '../money/ledger.ts';
import { auditTransfers } from '../money/transfer.ts';
import { registeredMember, startHarness, type Harness } from '../test/harness.ts';

/*
 * Wallet transfer (spec section 7, issue 28): money between the main wallet and a game vendor's wallet, one ledger
 * row on the main wallet in the same transaction, an idempotency key, and books that balance after concurrent runs.
 */
let h: Harness;
let token: string;
let memberId: number;
const key = (): string => randomUUID();

beforeAll(async () => {
  h = await startHarness();
  token = (await h.ok('login', { type: 'username', username: 'demo001', password: DEMO_PASSWORD })).token;
  memberId = (await h.ok('memberInfo', {}, { token })).id;
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

const balances = async (t = token) =>
  new Map((await h.ok('merchantWallet', {}, { token: t })).wallets.map((w) => [w.walletId, w.balance]));

describe('wallet transfer', () => {
  it('lists the wallets without balances for a guest and with them for a member', async () => {
    const guest = await h.ok('merchantWallet', {});
    expect(guest.wallets[0]).toEqual({ walletId: 'MAIN', name: 'Main wallet' });
    expect(guest.wallets.length).toBeGreaterThan(1);
    expect(guest.wallets.every((w) => w.balance === undefined)).toBe(true);
    const mine = await balances();
    expect(mine.get('MAIN')).toBe((await h.ok('wallet', {}, { token })).sumBalance);
    expect([...mine.values()].slice(1).every((b) => b === 0)).toBe(true);
  });

  it('moves money both ways with a ledger row each, answering a repeated key with the first result', async () => {
    const [, vendor] = (await h.ok('merchantWallet', {})).wallets;
    const before = (await h.ok('wallet', {}, { token })).sumBalance;
    const k = key();
    const out = await h.ok(
      'walletTransfer',
      { from: 'MAIN', to: vendor!.walletId, amount: '12.34', idempotencyKey: k },
      { token },
    );
    expect(out.amount).toBe(12.34);
    expect(out.balance).toBeCloseTo(before - 12.34, 2);
    expect(out.wallets.find((w) => w.walletId === vendor!.walletId)?.balance).toBe(12.34);
    // The same key again: the first answer, no second move.
    expect(
      await h.ok(
        'walletTransfer',
        { from: 'MAIN', to: vendor!.walletId, amount: '12.34', idempotencyKey: k },
        { token },
      ),
    ).toEqual(out);
    // The same key with another amount is a conflict, not a second transfer.
    expect(
      (
        await h.call(
          'walletTransfer',
          { from: 'MAIN', to: vendor!.walletId, amount: '1', idempotencyKey: k },
          { token },
        )
      ).status,
    ).toBe(409);
    const rows = await h.db.query<{ kind: string; amount: string }>(
      'SELECT kind, amount FROM ledger WHERE member_id = $1 AND ref = $2',
      [memberId, out.transferId],
    );
    expect(rows).toEqual([{ kind: 'transfer', amount: '-12.34' }]);
    const back = await h.ok(
      'walletTransfer',
      { from: vendor!.walletId, to: 'MAIN', amount: '2.34', idempotencyKey: key() },
      { token },
    );
    expect(back.balance).toBeCloseTo(before - 10, 2);
    expect((await balances()).get(vendor!.walletId)).toBe(10);
    expect((await h.ok('wallet', {}, { token })).sumBalance).toBeCloseTo(before - 10, 2);
    expect(await auditLedger(h.db)).toEqual([]);
    expect(await auditTransfers(h.db)).toEqual([]);
  });

  it('refuses more than a wallet holds, two vendor wallets, one wallet twice and unknown wallets, moving nothing', async () => {
    const wallets = (await h.ok('merchantWallet', {})).wallets.map((w) => w.walletId);
    const before = await balances();
    const send = (from: string, to: string, amount: string) =>
      h.call('walletTransfer', { from, to, amount, idempotencyKey: key() }, { token });
    const over = await send(wallets[2]!, 'MAIN', '0.01');
    expect(over.body.messageKey).toBe('error.insufficient_balance');
    const all = await send('MAIN', wallets[2]!, String((before.get('MAIN') ?? 0) + 1));
    expect(all.body.messageKey).toBe('error.insufficient_balance');
    expect((await send(wallets[1]!, wallets[2]!, '1')).body).toMatchObject({ value: { field: 'to' } });
    expect((await send('MAIN', 'MAIN', '1')).body).toMatchObject({ value: { field: 'to' } });
    expect((await send('MAIN', 'NOPE', '1')).body).toMatchObject({ value: { field: 'to' } });
    expect((await send('NOPE', 'MAIN', '1')).body).toMatchObject({ value: { field: 'from' } });
    expect((await send('MAIN', wallets[1]!, '0')).status).toBe(400);
    expect(await balances()).toEqual(before);
  });

  it('keeps the books through 40 concurrent transfers both ways, each sent twice', async () => {
    const { token: t, id } = await registeredMember(h, 'xfer');
    // Give the new member 50.00 through the ledger (the back office's promotional bonus is claimed elsewhere; a
    // plain credit row keeps this test about transfers).
    await h.db.transaction(async (tx) => {
      await tx.query('UPDATE members SET balance = balance + 50 WHERE id = $1', [id]);
      await tx.query(
        "INSERT INTO ledger (member_id, kind, amount, balance_after, created_at) SELECT id, 'adjustment', 50, balance, 0 FROM members WHERE id = $1",
        [id],
      );
    });
    const vendors = (await h.ok('merchantWallet', {})).wallets.slice(1, 3).map((w) => w.walletId);
    const moves = Array.from({ length: 40 }, (_, i) => ({
      k: key(),
      from: i % 3 === 2 ? vendors[i % 2]! : 'MAIN',
      to: i % 3 === 2 ? 'MAIN' : vendors[i % 2]!,
      amount: String(1 + ((i * 37) % 9)),
    }));
    const send = (m: (typeof moves)[number]) =>
      h.call(
        'walletTransfer',
        { from: m.from, to: m.to, amount: m.amount, idempotencyKey: m.k },
        { token: t },
      );
    const answers = await Promise.all(moves.flatMap((m) => [send(m), send(m)]));
    for (const a of answers) expect([200, 409]).toContain(a.status);
    // Both sends of a key answer alike.
    for (let i = 0; i < answers.length; i += 2) expect(answers[i]!.body).toEqual(answers[i + 1]!.body);
    const applied = moves.filter((_, i) => answers[2 * i]!.status === 200);
    expect(applied.length).toBeGreaterThan(0);
    const expected = new Map<string, number>([['MAIN', 5000]]);
    for (const m of applied) {
      const c = Number(m.amount) * 100;
      expected.set(m.from, (expected.get(m.from) ?? 0) - c);
      expected.set(m.to, (expected.get(m.to) ?? 0) + c);
    }
    const end = await balances(t);
    for (const [w, c] of expected) expect(Math.round((end.get(w) ?? 0) * 100), w).toBe(c);
    for (const b of end.values()) expect(b).toBeGreaterThanOrEqual(0);
    const [n] = await h.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM ledger WHERE member_id = $1 AND kind = 'transfer'",
      [id],
    );
    expect(Number(n!.n)).toBe(applied.length);
    expect(await auditLedger(h.db)).toEqual([]);
    expect(await auditTransfers(h.db)).toEqual([]);
  });
});
