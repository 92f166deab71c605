import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../context.ts';
import type { Db, Queryable } from '../db/types.ts';
import type { Slice } from '../paging.ts';
import { centsText, toCents } from './cents.ts';
import { post } from './ledger.ts';
import { notifyDecision } from '../member/decisionMessages.ts';
import { creditReferral } from './referral.ts';

/*
 * Deposit and withdrawal orders. An order's status changes only from pending, with a conditional UPDATE, and the
 * money moves in the same transaction: a provider callback or an operator decision repeated (or raced) finds the
 * order no longer pending and answers its status without moving money again.
 */

export type DepositStatus = 'pending' | 'paid' | 'failed';
export type WithdrawalStatus = 'pending' | 'paid' | 'rejected';

/** What a deposit order number looks like (newOrderNo with D): anything else is no order, without a query. */
export const DEPOSIT_ORDER_NO = /^D[0-9A-Z]{10,30}$/;

/** D or W, then the time in base 36 and random letters: unique, not guessable, sortable by creation. */
export function newOrderNo(prefix: 'D' | 'W', now: number): string {
  const rand = randomBytes(8).readBigUInt64BE().toString(36).toUpperCase().padStart(13, '0').slice(0, 10);
  return `${prefix}${Math.floor(now).toString(36).toUpperCase()}${rand}`;
}

const secrets = new WeakMap<Db, Promise<Buffer>>();

/**
 * The key signing payment links and provider callbacks. Kept in the database (made once), so a link handed out
 * before a restart still works after it.
 */
export function paymentSecret(db: Db): Promise<Buffer> {
  let p = secrets.get(db);
  if (!p) {
    p = (async () => {
      await db.query(
        `INSERT INTO gateway_secrets (name, value) VALUES ('payment', $1) ON CONFLICT (name) DO NOTHING`,
        [randomBytes(32).toString('hex')],
      );
      const rows = await db.query<{ value: string }>(
        `SELECT value FROM gateway_secrets WHERE name = 'payment'`,
      );
      return Buffer.from(rows[0]!.value, 'hex');
    })();
    p.catch(() => secrets.delete(db));
    secrets.set(db, p);
  }
  return p;
}

export async function sign(db: Db, text: string): Promise<string> {
  return createHmac('sha256', await paymentSecret(db))
    .update(text)
    .digest('base64url');
}

export async function verify(db: Db, text: string, signature: string): Promise<boolean> {
  const want = Buffer.from(await sign(db, text));
  const got = Buffer.from(signature);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** What a provider callback signs: the order, the outcome and the amount it paid. */
export const callbackText = (orderNo: string, status: 'paid' | 'failed', amount: string): string =>
  `${orderNo}|${status}|${amount}`;

// A type alias, not an interface, so it satisfies the driver's Row index signature.
export type DepositRow = {
  order_no: string;
  merchant: string;
  member_id: number;
  channel: string;
  amount: string;
  status: DepositStatus;
  created_at: number;
  settled_at: number | null;
};

export async function findDeposit(db: Queryable, orderNo: string): Promise<DepositRow | undefined> {
  const rows = await db.query<DepositRow>(
    'SELECT order_no, merchant, member_id, channel, amount, status, created_at, settled_at FROM deposit_orders WHERE order_no = $1',
    [orderNo],
  );
  return rows[0];
}

/**
 * Settles a pending deposit as the provider reported it: paid credits the wallet through the ledger, failed credits
 * nothing. Settling an order that is no longer pending changes nothing and answers its status, so a callback
 * delivered twice credits once.
 */
export async function settleDeposit(
  deps: Deps,
  orderNo: string,
  outcome: 'paid' | 'failed',
): Promise<DepositStatus | undefined> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const rows = await tx.query<{
      member_id: number;
      amount: string;
      merchant: string;
      language: string | null;
    }>(
      `UPDATE deposit_orders SET status = $2, settled_at = $3 WHERE order_no = $1 AND status = 'pending'
       RETURNING member_id, amount, merchant, language`,
      [orderNo, outcome, now],
    );
    const row = rows[0];
    if (!row) return (await findDeposit(tx, orderNo))?.status;
    const merchant = deps.merchants.fromCode(row.merchant);
    await notifyDecision(
      tx,
      merchant,
      Number(row.member_id),
      row.language,
      { kind: 'deposit', outcome, orderNo, amount: toCents(row.amount) / 100 },
      now,
    );
    if (outcome === 'paid') {
      await post(tx, {
        memberId: Number(row.member_id),
        kind: 'deposit',
        amountCents: toCents(row.amount),
        ref: orderNo,
        at: now,
      });
      if (merchant) await creditReferral(tx, merchant, Number(row.member_id), orderNo, now);
    }
    return outcome;
  });
}

/**
 * Decides a pending withdrawal: approve pays the held amount out (held goes down, the balance stays), reject returns
 * it to the balance. A decided withdrawal keeps its first decision.
 */
export async function decideWithdrawal(
  deps: Deps,
  orderNo: string,
  decision: 'approve' | 'reject',
  reason?: string,
  merchant?: string,
): Promise<WithdrawalStatus | undefined> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const status: WithdrawalStatus = decision === 'approve' ? 'paid' : 'rejected';
    const rows = await tx.query<{
      member_id: number;
      amount: string;
      merchant: string;
      language: string | null;
      reason: string | null;
    }>(
      `UPDATE withdrawals SET status = $2, settled_at = $3, reason = $4
        WHERE order_no = $1 AND status = 'pending' AND ($5::text IS NULL OR merchant = $5)
        RETURNING member_id, amount, merchant, language, reason`,
      [
        orderNo,
        status,
        now,
        decision === 'reject' ? (reason ?? 'Rejected by the operator') : null,
        merchant ?? null,
      ],
    );
    const row = rows[0];
    if (!row) {
      const current = await tx.query<{ status: WithdrawalStatus }>(
        'SELECT status FROM withdrawals WHERE order_no = $1 AND ($2::text IS NULL OR merchant = $2)',
        [orderNo, merchant ?? null],
      );
      return current[0]?.status;
    }
    const cents = toCents(row.amount);
    await post(tx, {
      memberId: Number(row.member_id),
      kind: decision === 'approve' ? 'withdrawal_payout' : 'withdrawal_release',
      amountCents: decision === 'approve' ? 0 : cents,
      heldCents: -cents,
      ref: orderNo,
      at: now,
    });
    await notifyDecision(
      tx,
      deps.merchants.fromCode(row.merchant),
      Number(row.member_id),
      row.language,
      decision === 'approve'
        ? { kind: 'withdrawal', outcome: 'paid', orderNo, amount: cents / 100 }
        : {
            kind: 'withdrawal',
            outcome: 'rejected',
            orderNo,
            amount: cents / 100,
            reason: String(row.reason),
          },
      now,
    );
    return status;
  });
}

/**
 * Approves every withdrawal pending for longer than the sandbox operator's delay (0 = never automatically).
 * Runs before withdrawals are read and on the server's timer; each order is decided in its own transaction.
 */
export async function approveDueWithdrawals(deps: Deps, memberId?: number): Promise<number> {
  const delay = deps.settings.withdrawAutoApproveMs;
  if (!delay) return 0;
  const due = await deps.db.query<{ order_no: string }>(
    `SELECT order_no FROM withdrawals WHERE status = 'pending' AND created_at <= $1
       AND ($2::int IS NULL OR member_id = $2) ORDER BY created_at LIMIT 200`,
    [deps.clock.now() - delay, memberId ?? null],
  );
  for (const d of due) await decideWithdrawal(deps, d.order_no, 'approve');
  return due.length;
}

/** Records a pending deposit order of `cents` (the caller checked the channel and the player's limits). */
export async function insertDeposit(
  tx: Queryable,
  o: {
    orderNo: string;
    merchant: string;
    memberId: number;
    channelId: number;
    channel: string;
    cents: number;
    at: number;
    /** The player's language: the message about the order's outcome is written in it. */
    language?: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO deposit_orders (order_no, merchant, member_id, channel_id, channel, amount, created_at, language)
       VALUES ($1, $2, $3, $4, $5, $6::numeric, $7, $8)`,
    [o.orderNo, o.merchant, o.memberId, o.channelId, o.channel, centsText(o.cents), o.at, o.language ?? null],
  );
}

/** One page of a member's deposit orders, newest first, and how many there are. */
export async function listDeposits(
  db: Queryable,
  memberId: number,
  slice: Slice,
): Promise<{ totalCount: number; rows: Omit<DepositRow, 'merchant' | 'member_id'>[] }> {
  const rows = await db.query<Omit<DepositRow, 'merchant' | 'member_id'>>(
    `SELECT order_no, channel, amount, status, created_at, settled_at
         FROM deposit_orders WHERE member_id = $1 ORDER BY created_at DESC, order_no DESC LIMIT $2 OFFSET $3`,
    [memberId, slice.pageSize, slice.offset],
  );
  const [count] = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM deposit_orders WHERE member_id = $1',
    [memberId],
  );
  return { totalCount: Number(count!.n), rows };
}

/** Records a pending withdrawal of `cents` to a payout account; the hold is the caller's ledger posting. */
export async function insertWithdrawal(
  tx: Queryable,
  w: {
    orderNo: string;
    merchant: string;
    memberId: number;
    payoutAccountId: number;
    cents: number;
    at: number;
    /** The player's language: the message about the withdrawal's outcome is written in it. */
    language?: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO withdrawals (order_no, merchant, member_id, payout_account_id, amount, created_at, language)
       VALUES ($1, $2, $3, $4, $5::numeric, $6, $7)`,
    [w.orderNo, w.merchant, w.memberId, w.payoutAccountId, centsText(w.cents), w.at, w.language ?? null],
  );
}

/** A withdrawal with the account it is paid to, as the member's list shows it. */
export type WithdrawalRow = {
  order_no: string;
  amount: string;
  status: WithdrawalStatus;
  payee_name: string;
  provider: string;
  account_no: string;
  reason: string | null;
  created_at: number;
  settled_at: number | null;
};

/** One page of a member's withdrawals, newest first, and how many there are. */
export async function listWithdrawals(
  db: Queryable,
  memberId: number,
  slice: Slice,
): Promise<{ totalCount: number; rows: WithdrawalRow[] }> {
  const rows = await db.query<WithdrawalRow>(
    `SELECT w.order_no, w.amount, w.status, a.payee_name, a.provider, a.account_no, w.reason, w.created_at, w.settled_at
         FROM withdrawals w JOIN payout_accounts a ON a.id = w.payout_account_id
        WHERE w.member_id = $1 ORDER BY w.created_at DESC, w.order_no DESC LIMIT $2 OFFSET $3`,
    [memberId, slice.pageSize, slice.offset],
  );
  const [count] = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM withdrawals WHERE member_id = $1',
    [memberId],
  );
  return { totalCount: Number(count!.n), rows };
}
