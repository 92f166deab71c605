import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { freshPostgresDatabase, PG_ADMIN_URL } from '../test/postgres.ts';
import { toCents } from './cents.ts';
import { auditLedger, once, post } from './ledger.ts';

async function memberId(db: Db, merchant: string, username: string): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE merchant = $1 AND username = $2',
    [merchant, username],
  );
  return Number(rows[0]!.id);
}

async function balanceCents(db: Db, id: number): Promise<{ balance: number; held: number }> {
  const rows = await db.query<{ balance: string; held: string }>(
    'SELECT balance, held FROM members WHERE id = $1',
    [id],
  );
  return { balance: toCents(rows[0]!.balance), held: toCents(rows[0]!.held) };
}

const key = (): string => randomUUID();

describe('ledger on the embedded database', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.db.close());

  it('enters every seeded starting balance through the ledger', async () => {
    expect(await auditLedger(h.db)).toEqual([]);
    const id = await memberId(h.db, 'ph', 'demo001');
    const rows = await h.db.query<{ kind: string; amount: string }>(
      'SELECT kind, amount FROM ledger WHERE member_id = $1',
      [id],
    );
    expect(rows.map((r) => [r.kind, toCents(r.amount)])).toEqual([['opening', 128850]]);
  });

  it('never takes a balance below zero and changes nothing when it refuses', async () => {
    const id = await memberId(h.db, 'bd', 'demo001');
    const before = await balanceCents(h.db, id);
    const count = async (): Promise<number> =>
      Number(
        (await h.db.query<{ n: string }>('SELECT count(*) AS n FROM ledger WHERE member_id = $1', [id]))[0]!
          .n,
      );
    const rowsBefore = await count();
    await expect(
      h.db.transaction((tx) =>
        post(tx, { memberId: id, kind: 'bet', amountCents: -(before.balance + 1), at: h.clock.now() }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    // The CHECK holds even for SQL that skips post().
    await expect(h.db.query('UPDATE members SET balance = -1 WHERE id = $1', [id])).rejects.toThrow();
    expect(await balanceCents(h.db, id)).toEqual(before);
    expect(await count()).toBe(rowsBefore);

    const all = await h.db.transaction((tx) =>
      post(tx, { memberId: id, kind: 'bet', amountCents: -before.balance, at: h.clock.now() }),
    );
    expect(all.balanceCents).toBe(0);
    await h.db.transaction((tx) =>
      post(tx, { memberId: id, kind: 'win', amountCents: before.balance, at: h.clock.now() }),
    );
    expect(await auditLedger(h.db, [id])).toEqual([]);
  });

  it('holds and releases without creating money', async () => {
    const id = await memberId(h.db, 'ph', 'demo001');
    const start = await balanceCents(h.db, id);
    await h.db.transaction((tx) =>
      post(tx, {
        memberId: id,
        kind: 'withdrawal_hold',
        amountCents: -1000,
        heldCents: 1000,
        at: h.clock.now(),
      }),
    );
    expect(await balanceCents(h.db, id)).toEqual({ balance: start.balance - 1000, held: start.held + 1000 });
    // Releasing more than is held is refused.
    await expect(
      h.db.transaction((tx) =>
        post(tx, { memberId: id, kind: 'withdrawal_release', amountCents: 2000, heldCents: -2000, at: 0 }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await h.db.transaction((tx) =>
      post(tx, { memberId: id, kind: 'withdrawal_release', amountCents: 1000, heldCents: -1000, at: 0 }),
    );
    expect(await balanceCents(h.db, id)).toEqual(start);
    expect(await auditLedger(h.db, [id])).toEqual([]);
  });

  it('applies a key once, answers the first result again, refuses the key for another request', async () => {
    const id = await memberId(h.db, 'ph', 'demo001');
    const start = await balanceCents(h.db, id);
    const k = key();
    const call = { memberId: id, key: k, scope: 'bet', request: { stake: 5 }, at: h.clock.now() };
    const bet = (tx: Parameters<Parameters<typeof once>[2]>[0]) =>
      post(tx, { memberId: id, kind: 'bet', amountCents: -500, ref: k, at: h.clock.now() });
    const first = await once(h.db, call, bet);
    const again = await once(h.db, call, bet);
    expect(again).toEqual(first);
    expect((await balanceCents(h.db, id)).balance).toBe(start.balance - 500);

    await expect(once(h.db, { ...call, request: { stake: 6 } }, bet)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    await expect(once(h.db, { ...call, scope: 'withdraw' }, bet)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    await expect(once(h.db, { ...call, key: 'short' }, bet)).rejects.toThrow(/^idempotencyKey: /);
    expect((await balanceCents(h.db, id)).balance).toBe(start.balance - 500);

    // A refused attempt stores nothing: the same key may be used again once the player has the money.
    const k2 = key();
    const tooMuch = { memberId: id, key: k2, scope: 'bet', request: { stake: 1e9 }, at: 0 };
    const big = (tx: Parameters<Parameters<typeof once>[2]>[0]) =>
      post(tx, { memberId: id, kind: 'bet', amountCents: -1e11, at: 0 });
    await expect(once(h.db, tooMuch, big)).rejects.toBeInstanceOf(ApiError);
    const stored = await h.db.query('SELECT 1 FROM idempotency_keys WHERE member_id = $1 AND key = $2', [
      id,
      k2,
    ]);
    expect(stored).toEqual([]);
    expect(await auditLedger(h.db)).toEqual([]);
  });

  it('keeps the books through 50 concurrent bets and withdrawals, with retried keys', async () => {
    await concurrentWallet(h.db);
  });
});

/**
 * 50 concurrent money moves on one wallet (bets and withdrawal holds, each sent twice as a retry would, some larger
 * than what remains): the balance ends exactly at start − the sum of the moves that were applied, never below zero,
 * and the ledger sums to it.
 */
async function concurrentWallet(db: Db): Promise<void> {
  const id = await memberId(db, 'ph', 'demo001');
  // Give the wallet a known balance: 100.00 on top of whatever it has, then spend it down concurrently.
  const start = await balanceCents(db, id);
  const moves = Array.from({ length: 50 }, (_, i) => ({
    key: key(),
    kind: i % 2 ? ('bet' as const) : ('withdrawal_hold' as const),
    cents: 1 + ((i * 7919) % Math.max(1, Math.floor(start.balance / 20))),
  }));
  const apply = (m: (typeof moves)[number]) =>
    once(db, { memberId: id, key: m.key, scope: m.kind, request: { cents: m.cents }, at: Date.now() }, (tx) =>
      post(tx, {
        memberId: id,
        kind: m.kind,
        amountCents: -m.cents,
        heldCents: m.kind === 'withdrawal_hold' ? m.cents : 0,
        ref: m.key,
        at: Date.now(),
      }),
    ).then(
      (r) => ({ ok: true as const, entryId: r.entryId, m }),
      (err: unknown) => {
        if (err instanceof ApiError && err.code === 'INSUFFICIENT_BALANCE') return { ok: false as const, m };
        throw err;
      },
    );
  // Each move is sent twice at the same time, as a double tap or a retry after a lost answer would.
  const results = await Promise.all(moves.flatMap((m) => [apply(m), apply(m)]));
  const applied = new Map<string, number>();
  for (const r of results) if (r.ok) applied.set(r.m.key, r.entryId);
  // Both sends of a key answer the same entry.
  for (const r of results) if (r.ok) expect(r.entryId).toBe(applied.get(r.m.key));
  const spentBalance = moves.filter((m) => applied.has(m.key)).reduce((s, m) => s + m.cents, 0);
  const spentHeld = moves
    .filter((m) => applied.has(m.key) && m.kind === 'withdrawal_hold')
    .reduce((s, m) => s + m.cents, 0);
  const end = await balanceCents(db, id);
  expect(end.balance).toBe(start.balance - spentBalance);
  expect(end.held).toBe(start.held + spentHeld);
  expect(end.balance).toBeGreaterThanOrEqual(0);
  const rows = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM ledger WHERE member_id = $1 AND ref = ANY($2::text[])',
    [id, moves.map((m) => m.key)],
  );
  expect(Number(rows[0]!.n)).toBe(applied.size);
  expect(await auditLedger(db)).toEqual([]);
}

describe.runIf(PG_ADMIN_URL)('ledger on a PostgreSQL server (truly concurrent transactions)', () => {
  const databaseUrl = freshPostgresDatabase('wl_ledger');

  it('keeps the books through 50 concurrent bets and withdrawals on one wallet, with retried keys', async () => {
    const h = await startHarness({ db: await openDatabase({ databaseUrl: databaseUrl() }) });
    try {
      await concurrentWallet(h.db);
    } finally {
      await h.db.close();
    }
  });
});
