/**
 * An agent's tree and what its members did: every query starts from the agent's own id and walks parent_id down,
 * so an agent can only ever read its own downline.
 */
import type { Queryable } from '../db/types.ts';
import { toCents } from '../money/cents.ts';

/** Deepest level walked (a guard against a cycle that the schema cannot rule out). */
const MAX_DEPTH = 50;

/** `WITH RECURSIVE tree (id, level)` for the members below $1. Append a query that reads `tree`. */
export const TREE = `WITH RECURSIVE tree (id, level) AS (
    SELECT id, 1 FROM members WHERE parent_id = $1
    UNION ALL
    SELECT m.id, t.level + 1 FROM members m JOIN tree t ON m.parent_id = t.id WHERE t.level < ${MAX_DEPTH}
  )`;

/** The level of `memberId` below `agentId` (1 = direct), or undefined when it is not in the agent's tree. */
export async function levelInTree(
  db: Queryable,
  agentId: number,
  memberId: number,
): Promise<number | undefined> {
  const rows = await db.query<{ level: number }>(`${TREE} SELECT level FROM tree WHERE id = $2`, [
    agentId,
    memberId,
  ]);
  return rows[0] ? Number(rows[0].level) : undefined;
}

/** Money figures in cents. */
export interface Figures {
  deposits: number;
  withdrawals: number;
  validBets: number;
  wins: number;
  bonuses: number;
  rebates: number;
}

export const ZERO: Figures = { deposits: 0, withdrawals: 0, validBets: 0, wins: 0, bonuses: 0, rebates: 0 };

/** The players' result: wins, bonuses and rebates less valid bets (negative when they lost). */
export const netOf = (f: Figures): number => f.wins + f.bonuses + f.rebates - f.validBets;

export const addFigures = (a: Figures, b: Figures): Figures => ({
  deposits: a.deposits + b.deposits,
  withdrawals: a.withdrawals + b.withdrawals,
  validBets: a.validBets + b.validBets,
  wins: a.wins + b.wins,
  bonuses: a.bonuses + b.bonuses,
  rebates: a.rebates + b.rebates,
});

/**
 * Figures per member of the agent's tree (or of `only`, one member of it) in [start, end), grouped by `bucket`
 * milliseconds aligned at `offset` (one bucket for the whole range when bucket is 0). Deposits, withdrawals,
 * bonuses and rebates are the members' ledger rows; valid bets and wins are their settled game rounds.
 * @returns key `${memberId}:${bucketStart}` → figures
 */
export async function teamFigures(
  db: Queryable,
  agentId: number,
  start: number,
  end: number,
  opts: { bucket?: number; offset?: number; only?: number } = {},
): Promise<Map<string, { memberId: number; bucketStart: number; figures: Figures }>> {
  const bucket = opts.bucket ?? 0;
  const offset = opts.offset ?? 0;
  const bucketSql = bucket
    ? `(floor((created_at - ${offset}) / ${bucket}) * ${bucket} + ${offset})`
    : String(start);
  const only = opts.only === undefined ? '' : ' AND id = $4';
  const params: unknown[] = [agentId, start, end, ...(opts.only === undefined ? [] : [opts.only])];
  const ledgerRows = await db.query<{
    member_id: number;
    b: number;
    deposits: string | null;
    withdrawals: string | null;
    bonuses: string | null;
    rebates: string | null;
  }>(
    `${TREE}, team AS (SELECT id FROM tree WHERE true${only})
     SELECT member_id, ${bucketSql} AS b,
            sum(amount) FILTER (WHERE kind = 'deposit') AS deposits,
            sum(-held_delta) FILTER (WHERE kind = 'withdrawal_payout') AS withdrawals,
            sum(amount) FILTER (WHERE kind IN ('bonus', 'referral_reward')) AS bonuses,
            sum(amount) FILTER (WHERE kind = 'rebate') AS rebates
       FROM ledger WHERE member_id IN (SELECT id FROM team) AND created_at >= $2 AND created_at < $3
      GROUP BY member_id, b`,
    params,
  );
  const roundRows = await db.query<{ member_id: number; b: number; bets: string; wins: string }>(
    `${TREE}, team AS (SELECT id FROM tree WHERE true${only})
     SELECT member_id, ${bucketSql} AS b, sum(stake) AS bets, sum(win) AS wins
       FROM game_rounds WHERE member_id IN (SELECT id FROM team) AND created_at >= $2 AND created_at < $3
      GROUP BY member_id, b`,
    params,
  );
  const out = new Map<string, { memberId: number; bucketStart: number; figures: Figures }>();
  const entry = (memberId: number, b: number) => {
    const key = `${memberId}:${b}`;
    let e = out.get(key);
    if (!e) out.set(key, (e = { memberId, bucketStart: b, figures: { ...ZERO } }));
    return e;
  };
  for (const r of ledgerRows) {
    const e = entry(Number(r.member_id), Number(r.b));
    e.figures.deposits += toCents(r.deposits);
    e.figures.withdrawals += toCents(r.withdrawals);
    e.figures.bonuses += toCents(r.bonuses);
    e.figures.rebates += toCents(r.rebates);
  }
  for (const r of roundRows) {
    const e = entry(Number(r.member_id), Number(r.b));
    e.figures.validBets += toCents(r.bets);
    e.figures.wins += toCents(r.wins);
  }
  return out;
}
