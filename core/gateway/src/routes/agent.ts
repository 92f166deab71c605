import type { Context, Hono } from 'hono';
import type { AgentSessionValue, ContractKind, SandboxCalls } from '@wl/contract';
import { ACCOUNT_TYPE, isAgentType, NO_CONTRACT_TYPES } from '@wl/contract';
import { findByUsername, insertMember } from '../auth/members.ts';
import { hashPassword } from '../auth/passwords.ts';
import { checkRule } from '../auth/rules.ts';
import type { CallContext, Deps, Handlers, Session } from '../context.ts';
import { sessionOf } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError, fieldError } from '../errors.ts';
import { recordsOf, settleAgent, signedContracts } from '../agent/payouts.ts';
import { addFigures, levelInTree, netOf, teamFigures, TREE, ZERO, type Figures } from '../agent/team.ts';
import { CONTRACT_KINDS, OFFERED_TERMS, rangeOf, type Range } from '../agent/terms.ts';
import { toCents, wireAmount } from '../money/cents.ts';
import { login } from './session.ts';
import { sandboxInput, sandboxOk } from './sandbox.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { pageCount, paging } from '../paging.ts';

type AgentHandlers = Pick<
  Handlers,
  | 'agentLogin'
  | 'agentContract'
  | 'answerContract'
  | 'agentTeam'
  | 'agentInvite'
  | 'addDownline'
  | 'agentProfitLoss'
  | 'agentPayouts'
>;

/** The agent centre admits agent accounts only (types 1, 2, 41, 42); anyone else is refused. */
function agentOf(ctx: CallContext<unknown>): Session {
  const s = sessionOf(ctx);
  if (!isAgentType(s.type))
    throw new ApiError('NO_PERMISSION', { message: 'the agent centre is for agents only' });
  return s;
}

/** Contracts are never shown to types 4, 40, 41, 42 (spec sections 4 and 6). */
function contractHolder(ctx: CallContext<unknown>): Session {
  const s = sessionOf(ctx);
  if ((NO_CONTRACT_TYPES as readonly number[]).includes(s.type))
    throw new ApiError('NO_PERMISSION', { message: 'contracts are not offered to this account type' });
  return s;
}

/** A member of the agent's own tree by username; anyone else (another agent's member, unknown) is refused alike. */
async function inTree(
  ctx: CallContext<unknown>,
  agentId: number,
  username: string,
  field: string,
): Promise<{ id: number; level: number }> {
  const m = await findByUsername(ctx.deps.db, ctx.merchant.code, username);
  const level = m ? await levelInTree(ctx.deps.db, agentId, Number(m.id)) : undefined;
  if (!m || level === undefined)
    throw new ApiError('NO_PERMISSION', {
      message: `${field} is not in your team`,
      detail: { field, reason: 'is not in your team' },
    });
  return { id: Number(m.id), level };
}

function range(ctx: CallContext<{ period: Range['period']; startDate?: string; endDate?: string }>): Range {
  try {
    return rangeOf(ctx.input.period, ctx.deps.clock.now(), ctx.input.startDate, ctx.input.endDate);
  } catch (err) {
    if (err instanceof RangeError) {
      const field = /^endDate/.test(err.message) ? 'endDate' : 'startDate';
      throw fieldError(field, err.message.replace(/^\w+ /, ''));
    }
    throw err;
  }
}

async function contractOf(db: Queryable, memberId: number, kind: ContractKind) {
  const [answered] = await db.query<{ status: 'signed' | 'declined'; terms: unknown; answered_at: number }>(
    'SELECT status, terms, answered_at FROM agent_contracts WHERE member_id = $1 AND kind = $2',
    [memberId, kind],
  );
  const [req] = await db.query<{ daily: boolean; dividend: boolean; hourly: boolean }>(
    'SELECT daily, dividend, hourly FROM contract_requests WHERE member_id = $1',
    [memberId],
  );
  const pending = Boolean(req?.[kind]);
  if (answered && !pending)
    return {
      kind,
      status: answered.status,
      terms: (typeof answered.terms === 'string'
        ? JSON.parse(answered.terms)
        : answered.terms) as typeof OFFERED_TERMS.daily,
      answeredAt: Number(answered.answered_at),
    };
  return {
    kind,
    status: pending ? ('pending' as const) : ('none' as const),
    terms: OFFERED_TERMS[kind],
    answeredAt: null,
  };
}

const figuresValue = (f: Figures) => ({
  deposits: wireAmount(f.deposits),
  withdrawals: wireAmount(f.withdrawals),
  validBets: wireAmount(f.validBets),
  wins: wireAmount(f.wins),
  bonuses: wireAmount(f.bonuses),
  rebates: wireAmount(f.rebates),
  net: wireAmount(netOf(f)),
});

/** Agent login, contracts, team, invitation, downline creation, profit and loss, wage and dividend records. */
export const agentHandlers: AgentHandlers = {
  agentLogin: async (ctx) => {
    const value = await login({ ...ctx, input: { ...ctx.input, type: 'username' } }, (type) =>
      isAgentType(type) ? undefined : new ApiError('NOT_AGENT'),
    );
    return value as AgentSessionValue;
  },

  agentContract: async (ctx) => contractOf(ctx.deps.db, contractHolder(ctx).memberId, ctx.input.kind),

  answerContract: async (ctx) => {
    const s = contractHolder(ctx);
    const { kind, accept } = ctx.input;
    return ctx.deps.db.transaction(async (tx) => {
      // The request row is locked: two answers at once sign (or decline) once.
      const [req] = await tx.query<Record<ContractKind, boolean>>(
        'SELECT daily, dividend, hourly FROM contract_requests WHERE member_id = $1 FOR UPDATE',
        [s.memberId],
      );
      if (!req?.[kind])
        throw new ApiError('NO_PERMISSION', {
          message: `no ${kind} contract awaits an answer`,
          detail: { field: 'kind', reason: 'has no pending contract' },
        });
      const column = { daily: 'daily', dividend: 'dividend', hourly: 'hourly' }[kind];
      await tx.query(`UPDATE contract_requests SET ${column} = false WHERE member_id = $1`, [s.memberId]);
      await tx.query(
        `INSERT INTO agent_contracts (member_id, kind, status, terms, answered_at) VALUES ($1, $2, $3, $4::text::jsonb, $5)
         ON CONFLICT (member_id, kind) DO UPDATE SET status = EXCLUDED.status, terms = EXCLUDED.terms, answered_at = EXCLUDED.answered_at`,
        [
          s.memberId,
          kind,
          accept ? 'signed' : 'declined',
          JSON.stringify(OFFERED_TERMS[kind]),
          ctx.deps.clock.now(),
        ],
      );
      return contractOf(tx, s.memberId, kind);
    });
  },

  agentTeam: async (ctx) => {
    const agent = agentOf(ctx);
    const root = ctx.input.parent
      ? (await inTree(ctx, agent.memberId, ctx.input.parent, 'parent')).id
      : agent.memberId;
    const { pageNo, pageSize, offset } = paging(ctx.input, 20);
    const search = ctx.input.search?.trim().toLowerCase() ?? '';
    const where = `${ctx.input.scope === 'all' ? 'true' : 't.level = 1'}${search ? " AND (m.username LIKE $2 ESCAPE '\\' OR lower(m.nickname) LIKE $2 ESCAPE '\\')" : ''}`;
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const params: unknown[] = search ? [root, like] : [root];
    const [count] = await ctx.deps.db.query<{ n: string }>(
      `${TREE} SELECT count(*) AS n FROM tree t JOIN members m ON m.id = t.id WHERE ${where}`,
      params,
    );
    const totalCount = Number(count?.n ?? 0);
    const rows = await ctx.deps.db.query<{
      id: number;
      username: string;
      nickname: string;
      level: number;
      created_at: number;
      last_login: number | null;
      deposits: string | null;
      bets: string | null;
    }>(
      `${TREE} SELECT m.id, m.username, m.nickname, t.level, m.created_at,
              (SELECT max(created_at) FROM sessions WHERE member_id = m.id) AS last_login,
              (SELECT sum(amount) FROM ledger WHERE member_id = m.id AND kind = 'deposit') AS deposits,
              (SELECT sum(stake) FROM game_rounds WHERE member_id = m.id) AS bets
         FROM tree t JOIN members m ON m.id = t.id WHERE ${where}
        ORDER BY m.created_at DESC, m.id DESC LIMIT ${pageSize} OFFSET ${offset}`,
      params,
    );
    const list = [];
    for (const r of rows) {
      const [size] = await ctx.deps.db.query<{ n: string }>(`${TREE} SELECT count(*) AS n FROM tree`, [r.id]);
      list.push({
        username: r.username,
        nickname: r.nickname,
        level: Number(r.level),
        registeredAt: Math.floor(Number(r.created_at)),
        lastLoginAt: r.last_login === null ? null : Math.floor(Number(r.last_login)),
        depositTotal: wireAmount(toCents(r.deposits)),
        validBetTotal: wireAmount(toCents(r.bets)),
        teamSize: Number(size?.n ?? 0),
      });
    }
    return { list, pageNo, totalPages: pageCount(totalCount, pageSize), totalCount };
  },

  agentInvite: async (ctx) => {
    const agent = agentOf(ctx);
    const rows = await ctx.deps.db.query<{ code: string }>(
      'SELECT code FROM affiliate_codes WHERE merchant = $1 AND member_id = $2 ORDER BY code',
      [ctx.merchant.code, agent.memberId],
    );
    return { codes: rows.map((r) => r.code) };
  },

  addDownline: async (ctx) => {
    const agent = agentOf(ctx);
    const { deps, merchant, input } = ctx;
    checkRule(merchant, 'username', input.username, true);
    checkRule(merchant, 'password', input.password, true);
    if (await findByUsername(deps.db, merchant.code, input.username))
      throw new ApiError('USERNAME_EXISTS', { detail: { field: 'username', reason: 'is already taken' } });
    const passwordHash = await hashPassword(input.password, deps.settings.scryptCost);
    return deps.db.transaction(async (tx) => {
      await insertMember(deps, tx, merchant, {
        username: input.username,
        passwordHash,
        type: ACCOUNT_TYPE.member,
        merchantCode: merchant.manifest.platformMerchantCode,
        nickname: input.nickname ?? '',
        parentId: agent.memberId,
        registerMethod: 'AGENT',
      });
      return { username: input.username.trim().toLowerCase(), registeredAt: Math.floor(deps.clock.now()) };
    });
  },

  agentProfitLoss: async (ctx) => {
    const agent = agentOf(ctx);
    const { db } = ctx.deps;
    const r = range(ctx);
    const only = ctx.input.member ? await inTree(ctx, agent.memberId, ctx.input.member, 'member') : undefined;
    const per = await teamFigures(db, agent.memberId, r.startTime, r.endTime, only ? { only: only.id } : {});
    const levels = new Map(
      (
        await db.query<{ id: number; level: number; username: string }>(
          `${TREE} SELECT t.id, t.level, m.username FROM tree t JOIN members m ON m.id = t.id`,
          [agent.memberId],
        )
      ).map((x) => [Number(x.id), x]),
    );
    let total: Figures = { ...ZERO };
    const members = [...per.values()]
      .map((e) => {
        total = addFigures(total, e.figures);
        const m = levels.get(e.memberId)!;
        return { username: m.username, level: Number(m.level), figures: e.figures };
      })
      .sort((a, b) => b.figures.validBets - a.figures.validBets || a.username.localeCompare(b.username))
      .map((m) => ({ ...m, figures: figuresValue(m.figures) }));
    const [kpi] = await db.query<Record<string, string>>(
      `${TREE}
       SELECT (SELECT count(*) FROM tree t JOIN members m ON m.id = t.id WHERE m.created_at < $3) AS team,
              (SELECT count(*) FROM tree t JOIN members m ON m.id = t.id WHERE t.level = 1 AND m.created_at < $3) AS direct,
              (SELECT count(*) FROM tree t JOIN members m ON m.id = t.id WHERE m.created_at >= $2 AND m.created_at < $3) AS new_members,
              (SELECT count(DISTINCT member_id) FROM game_rounds WHERE member_id IN (SELECT id FROM tree) AND created_at >= $2 AND created_at < $3) AS active,
              (SELECT count(DISTINCT member_id) FROM ledger WHERE kind = 'deposit' AND member_id IN (SELECT id FROM tree) AND created_at >= $2 AND created_at < $3) AS depositors,
              (SELECT count(*) FROM (SELECT member_id, min(created_at) AS first FROM ledger WHERE kind = 'deposit' AND member_id IN (SELECT id FROM tree) GROUP BY member_id) f
                WHERE f.first >= $2 AND f.first < $3) AS first_depositors`,
      [agent.memberId, r.startTime, r.endTime],
    );
    const sums: Record<ContractKind, number> = { daily: 0, dividend: 0, hourly: 0 };
    if (!only)
      for (const contract of (await signedContracts(db, agent.memberId)).values())
        for (const rec of await recordsOf(ctx.deps, agent.memberId, contract, r.startTime, r.endTime))
          sums[contract.kind] += rec.amountCents;
    return {
      range: r,
      total: figuresValue(total),
      members,
      kpi: {
        teamSize: Number(kpi!.team),
        directSize: Number(kpi!.direct),
        newMembers: Number(kpi!.new_members),
        activeMembers: Number(kpi!.active),
        depositors: Number(kpi!.depositors),
        firstDepositors: Number(kpi!.first_depositors),
      },
      salary: wireAmount(sums.daily),
      hourly: wireAmount(sums.hourly),
      dividend: wireAmount(sums.dividend),
    };
  },

  agentPayouts: async (ctx) => {
    const agent = agentOf(ctx);
    const r = range(ctx);
    // Closed periods are paid when the agent looks, as the platform's daily run would have done (idempotent).
    await settleAgent(ctx.deps, agent.memberId);
    const contract = (await signedContracts(ctx.deps.db, agent.memberId)).get(ctx.input.kind);
    const list = contract ? await recordsOf(ctx.deps, agent.memberId, contract, r.startTime, r.endTime) : [];
    return {
      range: r,
      signed: contract !== undefined,
      list: list.map((x) => ({
        kind: x.kind,
        periodStart: x.periodStart,
        periodEnd: x.periodEnd,
        basis: wireAmount(x.basisCents),
        rate: x.rateBp / 100,
        amount: wireAmount(x.amountCents),
        status: x.status,
      })),
      total: wireAmount(list.reduce((s, x) => s + x.amountCents, 0)),
    };
  },
};

/** Sandbox: make an agent (with an invitation code and pending contract requests), and the settlement run. */
export function mountAgentSandbox(app: Hono, deps: Deps): void {
  app.post('/__sandbox/agent', async (c: Context) => {
    const { data, merchant } = await sandboxInput<SandboxCalls['sandboxAgent']['request']>(
      c,
      deps,
      'sandboxAgent',
      true,
    );
    const m = deps.merchants.fromCode(merchant)!;
    if (await findByUsername(deps.db, merchant, data.username))
      throw new ApiError('USERNAME_EXISTS', { detail: { field: 'username', reason: 'is already taken' } });
    const type = data.type ?? ACCOUNT_TYPE.agent;
    const kinds = data.contracts ?? CONTRACT_KINDS;
    const passwordHash = await hashPassword(data.password ?? DEMO_PASSWORD, deps.settings.scryptCost);
    const code = `AG${data.username.toUpperCase()}`.slice(0, 18);
    await deps.db.transaction(async (tx) => {
      const id = await insertMember(deps, tx, m, {
        username: data.username,
        passwordHash,
        type,
        merchantCode: m.manifest.platformMerchantCode,
        nickname: data.username,
      });
      await tx.query('INSERT INTO affiliate_codes (merchant, code, member_id) VALUES ($1, $2, $3)', [
        merchant,
        code,
        id,
      ]);
      await tx.query(
        'INSERT INTO contract_requests (member_id, daily, dividend, hourly) VALUES ($1, $2, $3, $4)',
        [id, kinds.includes('daily'), kinds.includes('dividend'), kinds.includes('hourly')],
      );
    });
    return sandboxOk(c, { username: data.username.toLowerCase(), type, code });
  });

  app.post('/__sandbox/agentSettle', async (c: Context) => {
    const { merchant } = await sandboxInput<SandboxCalls['sandboxAgentSettle']['request']>(
      c,
      deps,
      'sandboxAgentSettle',
      true,
    );
    const agents = await deps.db.query<{ id: number; username: string }>(
      `SELECT DISTINCT m.id, m.username FROM agent_contracts a JOIN members m ON m.id = a.member_id
        WHERE m.merchant = $1 AND a.status = 'signed' ORDER BY m.id`,
      [merchant],
    );
    const paid = [];
    for (const a of agents)
      for (const p of await settleAgent(deps, Number(a.id)))
        paid.push({
          username: a.username,
          kind: p.kind,
          periodStart: p.periodStart,
          amount: wireAmount(p.amountCents),
        });
    return sandboxOk(c, { paid });
  });
}
