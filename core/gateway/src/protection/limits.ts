import type { Queryable } from '../db/types.ts';
import type { Deps } from '../context.ts';
import { ApiError, fieldError } from '../errors.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { centsText, toCents, wireAmount } from '../money/cents.ts';
import {
  COOLING_OFF_MS,
  MODULE_OF,
  PERIOD_MS,
  complianceOf,
  requireModule,
  type LimitKind,
  type LimitPeriod,
} from './rules.ts';

/** A limit as stored: cents for money limits, minutes for the session limit. */
export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  /** In force; null = none (only a pending one). */
  value: number | null;
  pending?: { value: number | null; at: number };
}

type DbRow = {
  kind: LimitKind;
  period: LimitPeriod;
  value: string | null;
  pending_value: string | null;
  pending_at: number | null;
};

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

/** A stored row as of `now`: a pending change whose cooling-off has passed is in force. */
function asOf(r: DbRow, now: number): LimitRow {
  const pendingAt = num(r.pending_at);
  if (pendingAt !== null && now >= pendingAt)
    return { kind: r.kind, period: r.period, value: num(r.pending_value) };
  return {
    kind: r.kind,
    period: r.period,
    value: num(r.value),
    ...(pendingAt !== null ? { pending: { value: num(r.pending_value), at: pendingAt } } : {}),
  };
}

/** Every limit of a member as of `now` (removed ones left out). */
export async function limitsOf(db: Queryable, memberId: number, now: number): Promise<LimitRow[]> {
  const rows = await db.query<DbRow>(
    `SELECT kind, period, value, pending_value, pending_at FROM protection_limits WHERE member_id = $1
      ORDER BY kind, CASE period WHEN 'day' THEN 1 WHEN 'week' THEN 2 WHEN 'month' THEN 3 ELSE 4 END`,
    [memberId],
  );
  return rows.map((r) => asOf(r, now)).filter((l) => l.value !== null || l.pending);
}

/**
 * Sets one limit. A first or lower limit applies at once (and cancels a pending raise); a raise or a removal waits
 * COOLING_OFF_MS and is shown as pending until then. `value` is cents (money) or minutes (session); null removes.
 */
export async function setLimit(
  deps: Deps,
  merchant: GatewayMerchant,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  value: number | null,
  now: number,
): Promise<void> {
  requireModule(merchant, MODULE_OF[kind]);
  if ((kind === 'session') !== (period === 'session'))
    throw fieldError('period', kind === 'session' ? 'must be session' : 'must be day, week or month');
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<DbRow>(
      `SELECT kind, period, value, pending_value, pending_at FROM protection_limits
        WHERE member_id = $1 AND kind = $2 AND period = $3 FOR UPDATE`,
      [memberId, kind, period],
    );
    const current = row ? asOf(row, now).value : null;
    let next: { value: number | null; pendingValue: number | null; pendingAt: number | null };
    if (value !== null && (current === null || value <= current))
      next = { value, pendingValue: null, pendingAt: null };
    else if (value === null && current === null) next = { value: null, pendingValue: null, pendingAt: null };
    else next = { value: current, pendingValue: value, pendingAt: now + COOLING_OFF_MS };
    if (next.value === null && next.pendingAt === null) {
      await tx.query('DELETE FROM protection_limits WHERE member_id = $1 AND kind = $2 AND period = $3', [
        memberId,
        kind,
        period,
      ]);
      return;
    }
    await tx.query(
      `INSERT INTO protection_limits (member_id, kind, period, value, pending_value, pending_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (member_id, kind, period) DO UPDATE SET value = $4, pending_value = $5, pending_at = $6, updated_at = $7`,
      [memberId, kind, period, next.value, next.pendingValue, next.pendingAt, now],
    );
  });
}

/** How much of a money limit the window ending at `now` has used, in cents (minutes for session). */
export async function usedOf(
  db: Queryable,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  now: number,
  sessionStartedAt?: number,
): Promise<number> {
  if (kind === 'session')
    return sessionStartedAt === undefined ? 0 : Math.floor((now - sessionStartedAt) / 60_000);
  const since = now - PERIOD_MS[period as Exclude<LimitPeriod, 'session'>];
  if (kind === 'deposit') {
    // Open orders count too: a player cannot open several payment pages to get around the limit.
    const [r] = await db.query<{ s: string | null }>(
      `SELECT sum(amount) AS s FROM deposit_orders WHERE member_id = $1 AND status IN ('pending', 'paid') AND created_at >= $2`,
      [memberId, since],
    );
    return toCents(r?.s ?? '0');
  }
  const [r] = await db.query<{ staked: string | null; won: string | null }>(
    'SELECT sum(stake) AS staked, sum(win) AS won FROM game_rounds WHERE member_id = $1 AND created_at >= $2',
    [memberId, since],
  );
  const staked = toCents(r?.staked ?? '0');
  return kind === 'wager' ? staked : Math.max(0, staked - toCents(r?.won ?? '0'));
}

/**
 * Serialises a member's limit checks: two deposits or rounds at once would each see the other's amount missing and
 * pass together. The member row's lock holds until the caller's transaction ends (the ledger's balance update takes
 * the same one). FOR NO KEY UPDATE, not FOR UPDATE: the transaction has usually inserted a row that references the
 * member already (its idempotency key), which holds FOR KEY SHARE on the member row; FOR UPDATE conflicts with that
 * share, so two such transactions each waited for the other's share (PostgreSQL's 40P01 deadlock, seen with two
 * gateway processes: scripts/deployment.test.ts). NO KEY UPDATE excludes itself and every balance update but not
 * KEY SHARE.
 */
async function lockMember(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [memberId]);
}

const shown = (kind: LimitKind, v: number): number => (kind === 'session' ? v : wireAmount(v));

function refuse(kind: LimitKind, period: LimitPeriod, limit: number, remaining: number): ApiError {
  return new ApiError('LIMIT_REACHED', {
    message: `This would go over your ${period === 'session' ? '' : `${period}ly `}${kind} limit of ${
      kind === 'session' ? `${limit} minutes` : centsText(limit)
    }`,
    messageKey: `protection.error.${kind}_limit`,
    detail: {
      field: kind === 'deposit' ? 'amount' : 'stake',
      reason: `over the ${period} ${kind} limit`,
      period,
      limit: shown(kind, limit),
      remaining: shown(kind, Math.max(0, remaining)),
    },
  });
}

/**
 * Refuses, inside the caller's transaction, a deposit of `amountCents` that would take the deposits of any day,
 * week or month window over the player's limit.
 */
export async function checkDeposit(
  tx: Queryable,
  merchant: GatewayMerchant,
  memberId: number,
  amountCents: number,
  now: number,
): Promise<void> {
  if (!complianceOf(merchant).modules.depositLimits) return;
  await lockMember(tx, memberId);
  for (const l of await limitsOf(tx, memberId, now)) {
    if (l.kind !== 'deposit' || l.value === null) continue;
    const used = await usedOf(tx, memberId, 'deposit', l.period, now);
    if (used + amountCents > l.value) throw refuse('deposit', l.period, l.value, l.value - used);
  }
}

/**
 * Refuses, inside the caller's transaction, a stake that would go over a wager limit, a stake that could take the
 * losses over a loss limit (the whole stake may be lost), or play past the session limit.
 */
export async function checkBet(
  tx: Queryable,
  merchant: GatewayMerchant,
  memberId: number,
  stakeCents: number,
  now: number,
  sessionStartedAt: number,
): Promise<void> {
  const modules = complianceOf(merchant).modules;
  await lockMember(tx, memberId);
  for (const l of await limitsOf(tx, memberId, now)) {
    if (l.value === null || l.kind === 'deposit' || !modules[MODULE_OF[l.kind]]) continue;
    const used = await usedOf(tx, memberId, l.kind, l.period, now, sessionStartedAt);
    if (l.kind === 'session') {
      if (used >= l.value) throw refuse('session', 'session', l.value, 0);
    } else if (used + stakeCents > l.value) throw refuse(l.kind, l.period, l.value, l.value - used);
  }
}
