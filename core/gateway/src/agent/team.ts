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

/** A member of an agent's team as the team list shows them; amounts are numeric text. */
export type TeamRow = {
  id: number;
  username: string;
  nickname: string;
  level: number;
  created_at: number;
  last_login: number | null;
  deposits: string | null;
  bets: string | null;
};

/**
 * One page of the team below `root`, newest first: its direct members or (scope 'all') everyone below it, whose
 * username or nickname contains `search` (lower case; wildcards taken literally), and how many match.
 */
export async function listTeam(
  db: Queryable,
  root: number,
  q: { scope?: string; search: string; pageSize: number; offset: number },
): Promise<{ totalCount: number; rows: TeamRow[] }> {
  const where = `${q.scope === 'all' ? 'true' : 't.level = 1'}${q.search ? " AND (m.username LIKE $2 ESCAPE '\\' OR lower(m.nickname) LIKE $2 ESCAPE '\\')" : ''}`;
  const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const params: unknown[] = q.search ? [root, like] : [root];
  const [count] = await db.query<{ n: string }>(
    `${TREE} SELECT count(*) AS n FROM tree t JOIN members m ON m.id = t.id WHERE ${where}`,
    params,
  );
  const rows = await db.query<TeamRow>(
    `${TREE} SELECT m.id, m.username, m.nickname, t.level, m.created_at,
              (SELECT max(created_at) FROM sessions WHERE member_id = m.id) AS last_login,
              (SELECT sum(amount) FROM ledger WHERE member_id = m.id AND kind = 'deposit') AS deposits,
              (SELECT sum(stake) FROM game_rounds WHERE member_id = m.id) AS bets
         FROM tree t JOIN members m ON m.id = t.id WHERE ${where}
        ORDER BY m.created_at DESC, m.id DESC LIMIT ${q.pageSize} OFFSET ${q.offset}`,
    params,
  );
  return { totalCount: Number(count?.n ?? 0), rows };
}

/** How many members are below `memberId`. */
export async function teamSize(db: Queryable, memberId: number): Promise<number> {
  const [size] = await db.query<{ n: string }>(`${TREE} SELECT count(*) AS n FROM tree`, [memberId]);
  return Number(size?.n ?? 0);
}

/** Everyone below an agent with their level and username. */
export function treeMembers(
  db: Queryable,
  agentId: number,
): Promise<{ id: number; level: number; username: string }[]> {
  return db.query<{ id: number; level: number; username: string }>(
    `${TREE} SELECT t.id, t.level, m.username FROM tree t JOIN members m ON m.id = t.id`,
    [agentId],
  );
}

/** Counts of an agent's team for [start, end): its size and direct members then, newcomers, players, depositors. */
export async function teamCounts(
  db: Queryable,
  agentId: number,
  start: number,
  end: number,
): Promise<{
  teamSize: number;
  directSize: number;
  newMembers: number;
  activeMembers: number;
  depositors: number;
  firstDepositors: number;
}> {
  const [kpi] = await db.query<Record<string, string>>(
    `${TREE}
       SELECT (SELECT count(*) FROM tree t JOIN members m ON m.id = t.id WHERE m.created_at < $3) AS team,
              (SELECT count(*) FROM tree t JOIN members m ON m.id = t.id WHERE t.level = 1 AND m.created_at < $3) AS direct,
              (SELECT count(*) FROM tree t JOIN members m ON m.id = t.id WHERE m.created_at >= $2 AND m.created_at < $3) AS new_members,
              (SELECT count(DISTINCT member_id) FROM game_rounds WHERE member_id IN (SELECT id FROM tree) AND created_at >= $2 AND created_at < $3) AS active,
              (SELECT count(DISTINCT member_id) FROM ledger WHERE kind = 'deposit' AND member_id IN (SELECT id FROM tree) AND created_at >= $2 AND created_at < $3) AS depositors,
              (SELECT count(*) FROM (SELECT member_id, min(created_at) AS first FROM ledger WHERE kind = 'deposit' AND member_id IN (SELECT id FROM tree) GROUP BY member_id) f
                WHERE f.first >= $2 AND f.first < $3) AS first_depositors`,
    [agentId, start, end],
  );
  return {
    teamSize: Number(kpi!.team),
    directSize: Number(kpi!.direct),
    newMembers: Number(kpi!.new_members),
    activeMembers: Number(kpi!.active),
    depositors: Number(kpi!.depositors),
    firstDepositors: Number(kpi!.first_depositors),
  };
}
