import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/types.ts';
import type { Slice } from '../paging.ts';
import { ApiError, fieldError } from '../errors.ts';
import { centsText, MAX_CENTS, toCents } from './cents.ts';

/**
 * The wallet ledger: the only code that changes a member's balance.
 *
 * Amounts are integer minor units (cents) in JavaScript, so no float ever adds money (money/cents.ts converts);
 * the database keeps numeric(18,2). Every posting updates the member row (which locks it until the transaction ends, so concurrent
 * postings on one wallet serialise) and appends one ledger row with the balance after it, in the caller's
 * transaction. The CHECK on members keeps balance and held at zero or above even if a caller forgets.
 */

/** Why money moved. Positive amounts credit the balance, negative ones debit it. */
export type LedgerKind =
  | 'opening'
  | 'deposit'
  | 'withdrawal_hold'
  | 'withdrawal_release'
  | 'withdrawal_payout'
  | 'bet'
  | 'win'
  | 'bonus'
  | 'rebate'
  | 'referral_reward'
  /** An agent's daily or hourly wage from a signed contract (agent/payouts.ts). */
  | 'agent_wage'
  /** An agent's dividend from a signed contract (agent/payouts.ts). */
  | 'agent_dividend'
  /** Main wallet to a game vendor's wallet (negative) or back (positive): money/transfer.ts. */
  | 'transfer';

export interface Posting {
  memberId: number;
  kind: LedgerKind;
  /** Change of the spendable balance, in cents (negative = debit). */
  amountCents: number;
  /** Change of the amount held for pending withdrawals, in cents. */
  heldCents?: number;
  /** What the row belongs to (order number, round id…), for records and audits. */
  ref?: string;
  at: number;
}

export interface PostingResult {
  entryId: number;
  /** Balance and held amount after the posting, in cents. */
  balanceCents: number;
  heldCents: number;
}

function checkCents(name: string, cents: number): void {
  if (!Number.isSafeInteger(cents) || BigInt(Math.abs(cents)) > MAX_CENTS)
    throw new Error(`${name} must be a whole number of cents within numeric(18,2), got ${cents}`);
}

/**
 * Applies one posting inside `tx` (which must be a transaction: the balance and its row commit together).
 * Refuses with INSUFFICIENT_BALANCE, changing nothing, when the balance or the held amount would go below zero.
 */
export async function post(tx: Queryable, p: Posting): Promise<PostingResult> {
  const held = p.heldCents ?? 0;
  checkCents('amountCents', p.amountCents);
  checkCents('heldCents', held);
  const rows = await tx.query<{ balance: string; held: string }>(
    `UPDATE members SET balance = balance + $2::numeric, held = held + $3::numeric
      WHERE id = $1 AND balance + $2::numeric >= 0 AND held + $3::numeric >= 0
      RETURNING balance, held`,
    [p.memberId, centsText(p.amountCents), centsText(held)],
  );
  const row = rows[0];
  if (!row) {
    const exists = await tx.query('SELECT 1 FROM members WHERE id = $1', [p.memberId]);
    if (!exists.length) throw new Error(`ledger: no member ${p.memberId}`);
    throw new ApiError('INSUFFICIENT_BALANCE');
  }
  const entry = await tx.query<{ id: string }>(
    `INSERT INTO ledger (member_id, kind, amount, held_delta, balance_after, ref, created_at)
     VALUES ($1, $2, $3::numeric, $4::numeric, $5::numeric, $6, $7) RETURNING id`,
    [p.memberId, p.kind, centsText(p.amountCents), centsText(held), row.balance, p.ref ?? null, p.at],
  );
  return { entryId: Number(entry[0]!.id), balanceCents: toCents(row.balance), heldCents: toCents(row.held) };
}

export interface IdempotentCall {
  memberId: number;
  /** The client's key (a UUID per intended action: the same for a retry or a double tap). */
  key: string;
  /**
   * The key is the gateway's own (a settlement run's), not a client's: it must contain a character no client key
   * may have (`:`), so a client can never take it first and block or answer for the gateway's action.
   */
  server?: boolean;
  /** The call it belongs to; the same key on another call is refused. */
  scope: string;
  /** The request as the client sent it; the same key with another request is refused. */
  request: unknown;
  at: number;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Runs `fn` once per (member, key): in one transaction it claims the key, runs `fn` and stores its answer. A repeat
 * of the same request answers the stored result and moves nothing; concurrent repeats wait on the claim's row lock
 * (PostgreSQL) or on the single connection (PGlite). If `fn` throws, nothing is stored, so the key can be retried.
 */
export async function once<T>(db: Db, call: IdempotentCall, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  if (call.server ? !call.key.includes(':') : !KEY_PATTERN.test(call.key))
    throw call.server
      ? new Error(`server idempotency key without ':': ${call.key}`)
      : fieldError('idempotencyKey', 'must be 16 to 64 letters, digits, - or _');
  const hash = createHash('sha256')
    .update(`${call.scope}\n${JSON.stringify(call.request)}`)
    .digest('hex');
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (member_id, key, scope, request_hash, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (member_id, key) DO NOTHING RETURNING key`,
      [call.memberId, call.key, call.scope, hash, call.at],
    );
    if (!claimed.length) {
      const prior = await tx.query<{ scope: string; request_hash: string; response: unknown }>(
        'SELECT scope, request_hash, response FROM idempotency_keys WHERE member_id = $1 AND key = $2',
        [call.memberId, call.key],
      );
      const p = prior[0]!;
      if (p.scope !== call.scope || p.request_hash !== hash) throw new ApiError('IDEMPOTENCY_CONFLICT');
      return (typeof p.response === 'string' ? JSON.parse(p.response) : p.response) as T;
    }
    const result = await fn(tx);
    await tx.query(
      'UPDATE idempotency_keys SET response = $3::text::jsonb WHERE member_id = $1 AND key = $2',
      [call.memberId, call.key, JSON.stringify(result ?? null)],
    );
    return result;
  });
}

export interface Audit {
  memberId: number;
  balanceCents: number;
  heldCents: number;
  ledgerBalanceCents: number;
  ledgerHeldCents: number;
}

/** Members whose ledger does not sum to their balance or held amount (empty = the books balance). */
export async function auditLedger(db: Queryable, memberIds?: number[]): Promise<Audit[]> {
  const rows = await db.query<{
    id: number;
    balance: string;
    held: string;
    sum_amount: string | null;
    sum_held: string | null;
  }>(
    `SELECT m.id, m.balance, m.held, l.sum_amount, l.sum_held FROM members m
       LEFT JOIN (SELECT member_id, sum(amount) AS sum_amount, sum(held_delta) AS sum_held FROM ledger GROUP BY member_id) l
         ON l.member_id = m.id
      WHERE ($1::int[] IS NULL OR m.id = ANY($1::int[]))`,
    [memberIds ?? null],
  );
  return rows
    .map((r) => ({
      memberId: Number(r.id),
      balanceCents: toCents(r.balance),
      heldCents: toCents(r.held),
      ledgerBalanceCents: toCents(r.sum_amount),
      ledgerHeldCents: toCents(r.sum_held),
    }))
    .filter((a) => a.balanceCents !== a.ledgerBalanceCents || a.heldCents !== a.ledgerHeldCents);
}

/** A ledger row as the account history lists it; amounts are numeric text. */
export type LedgerHistoryRow = {
  id: string;
  kind: string;
  amount: string;
  balance_after: string;
  ref: string | null;
  created_at: number;
};

/** One page of a member's ledger rows of some kinds since `from`, newest first, and how many there are. */
export async function ledgerHistory(
  db: Queryable,
  memberId: number,
  kinds: readonly string[],
  from: number,
  slice: Slice,
): Promise<{ totalCount: number; rows: LedgerHistoryRow[] }> {
  const rows = await db.query<LedgerHistoryRow>(
    `SELECT id, kind, amount, balance_after, ref, created_at FROM ledger
        WHERE member_id = $1 AND kind = ANY($2::text[]) AND created_at >= $3
        ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [memberId, kinds, from, slice.pageSize, slice.offset],
  );
  const [n] = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM ledger WHERE member_id = $1 AND kind = ANY($2::text[]) AND created_at >= $3',
    [memberId, kinds, from],
  );
  return { totalCount: Number(n!.n), rows };
}

/** A member's referral rewards, newest first. */
export function referralCredits(
  db: Queryable,
  memberId: number,
): Promise<{ amount: string; created_at: number }[]> {
  return db.query<{ amount: string; created_at: number }>(
    `SELECT amount, created_at FROM ledger WHERE member_id = $1 AND kind = 'referral_reward' ORDER BY id DESC`,
    [memberId],
  );
}
