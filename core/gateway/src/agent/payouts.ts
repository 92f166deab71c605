/**
 * Wage and dividend records of an agent's signed contracts, computed from the signed terms and the team's real
 * activity (agent/team.ts), and their payment: each closed period is credited once to the agent's wallet, through
 * the ledger, in one transaction with its agent_payouts row and an idempotency key.
 */
import type { ContractKind, ContractTerms } from '@wl/contract';
import type { Deps } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { centsText, toCents } from '../money/cents.ts';
import { once, post } from '../money/ledger.ts';
import { netOf, teamFigures, ZERO, addFigures, type Figures } from './team.ts';
import { payCents, periodSpan, periodStart, tierFor } from './terms.ts';

export interface SignedContract {
  kind: ContractKind;
  terms: ContractTerms;
  answeredAt: number;
}

export interface PayoutRecord {
  kind: ContractKind;
  periodStart: number;
  periodEnd: number;
  basisCents: number;
  rateBp: number;
  amountCents: number;
  status: 'accruing' | 'due' | 'paid';
}

/** The agent's signed contracts, by kind. */
export async function signedContracts(
  db: Queryable,
  agentId: number,
): Promise<Map<ContractKind, SignedContract>> {
  const rows = await db.query<{ kind: ContractKind; terms: unknown; answered_at: number }>(
    "SELECT kind, terms, answered_at FROM agent_contracts WHERE member_id = $1 AND status = 'signed'",
    [agentId],
  );
  return new Map(
    rows.map((r) => [
      r.kind,
      {
        kind: r.kind,
        terms: (typeof r.terms === 'string' ? JSON.parse(r.terms) : r.terms) as ContractTerms,
        answeredAt: Number(r.answered_at),
      },
    ]),
  );
}

/** What a period's tiers are read against: the team's valid bets, or its net loss (never below zero). */
function basisOf(terms: ContractTerms, f: Figures): number {
  return terms.basis === 'validBets' ? f.validBets : Math.max(0, -netOf(f));
}

/**
 * The records of one signed contract for the periods overlapping [start, end) and not before the period in which it
 * was signed: periods with a non-zero basis, plus the open period (accruing) when it is in range. Newest first.
 */
export async function recordsOf(
  deps: Deps,
  agentId: number,
  contract: SignedContract,
  start: number,
  end: number,
): Promise<PayoutRecord[]> {
  const now = deps.clock.now();
  const { ms, offset } = periodSpan(contract.terms.period);
  const from = Math.max(
    periodStart(contract.terms.period, start),
    periodStart(contract.terms.period, contract.answeredAt),
  );
  const to = Math.min(
    periodStart(contract.terms.period, end - 1) + ms,
    periodStart(contract.terms.period, now) + ms,
  );
  if (to <= from) return [];
  const byMember = await teamFigures(deps.db, agentId, from, to, { bucket: ms, offset });
  const buckets = new Map<number, Figures>();
  for (const e of byMember.values())
    buckets.set(e.bucketStart, addFigures(buckets.get(e.bucketStart) ?? ZERO, e.figures));
  const open = periodStart(contract.terms.period, now);
  if (open >= from && open < to && !buckets.has(open)) buckets.set(open, { ...ZERO });
  const paid = new Map(
    (
      await deps.db.query<{ period_start: number; basis: string; rate_bp: number; amount: string }>(
        `SELECT period_start, basis, rate_bp, amount FROM agent_payouts
          WHERE member_id = $1 AND kind = $2 AND period_start >= $3 AND period_start < $4`,
        [agentId, contract.kind, from, to],
      )
    ).map((r) => [Number(r.period_start), r]),
  );
  const out: PayoutRecord[] = [];
  for (const [b, figures] of buckets) {
    const p = paid.get(b);
    const basisCents = p ? toCents(p.basis) : basisOf(contract.terms, figures);
    const tier = tierFor(contract.terms, basisCents);
    const rate = p ? Number(p.rate_bp) : (tier?.rateBp ?? 0);
    const amountCents = p ? toCents(p.amount) : payCents(basisCents, rate);
    if (b !== open && basisCents === 0 && !p) continue;
    out.push({
      kind: contract.kind,
      periodStart: b,
      periodEnd: b + ms,
      basisCents,
      rateBp: rate,
      amountCents,
      status: p ? 'paid' : b + ms > now ? 'accruing' : 'due',
    });
  }
  return out.sort((a, b) => b.periodStart - a.periodStart);
}

/** How far back a settlement run looks for unpaid periods. */
const SETTLE_LOOKBACK_MS = 62 * 24 * 3_600_000;

export interface Paid {
  agentId: number;
  kind: ContractKind;
  periodStart: number;
  amountCents: number;
}

/**
 * Pays every closed, unpaid period of the agent's signed contracts (within the last 62 days). Each period is one
 * transaction: its idempotency key (agent, kind, period) is claimed, the agent_payouts row inserted and the ledger
 * posted together, so a repeat or a concurrent run pays nothing more.
 */
export async function settleAgent(deps: Deps, agentId: number): Promise<Paid[]> {
  const now = deps.clock.now();
  const paid: Paid[] = [];
  for (const contract of (await signedContracts(deps.db, agentId)).values()) {
    const records = await recordsOf(deps, agentId, contract, now - SETTLE_LOOKBACK_MS, now);
    for (const r of records) {
      if (r.status !== 'due' || r.amountCents <= 0) continue;
      const done = await once(
        deps.db,
        {
          memberId: agentId,
          // A server key (with ':'): a client key, which cannot contain ':', never collides with it. The
          // agent_payouts row stays the guard against paying a period twice, whatever key an older run used.
          key: `agent:${r.kind}:${r.periodStart}`,
          server: true,
          scope: 'agentPayout',
          request: { kind: r.kind, periodStart: r.periodStart },
          at: now,
        },
        async (tx) => {
          const claimed = await tx.query(
            `INSERT INTO agent_payouts (member_id, kind, period_start, period_end, basis, rate_bp, amount, ledger_id, paid_at)
             VALUES ($1, $2, $3, $4, $5::numeric, $6, $7::numeric, 0, $8)
             ON CONFLICT (member_id, kind, period_start) DO NOTHING RETURNING period_start`,
            [
              agentId,
              r.kind,
              r.periodStart,
              r.periodEnd,
              centsText(r.basisCents),
              r.rateBp,
              centsText(r.amountCents),
              now,
            ],
          );
          if (!claimed.length) return false;
          const entry = await post(tx, {
            memberId: agentId,
            kind: r.kind === 'dividend' ? 'agent_dividend' : 'agent_wage',
            amountCents: r.amountCents,
            ref: `${r.kind}:${new Date(r.periodStart).toISOString()}`,
            at: now,
          });
          await tx.query(
            'UPDATE agent_payouts SET ledger_id = $4 WHERE member_id = $1 AND kind = $2 AND period_start = $3',
            [agentId, r.kind, r.periodStart, entry.entryId],
          );
          return true;
        },
      );
      if (done) paid.push({ agentId, kind: r.kind, periodStart: r.periodStart, amountCents: r.amountCents });
    }
  }
  return paid;
}
