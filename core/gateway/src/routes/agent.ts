import type { Context, Hono } from 'hono';
import type { AgentSessionValue, ContractKind, SandboxCalls } from '@wl/contract';
import { ACCOUNT_TYPE, isAgentType, NO_CONTRACT_TYPES } from '@wl/contract';
import { findByUsername, insertMember } from '../auth/members.ts';
import { hashPassword } from '../auth/passwords.ts';
import { checkRule } from '../auth/rules.ts';
import type { CallContext, Deps, Handlers, Session } from '../context.ts';
import { sessionOf } from '../context.ts';
import { ApiError, fieldError } from '../errors.ts';
import { recordsOf, settleAgent, signedContracts } from '../agent/payouts.ts';
import { addCode, codesOf } from '../agent/codes.ts';
import {
  agentsWithSignedContracts,
  answer,
  contractOf,
  lockRequests,
  requestContracts,
} from '../agent/contracts.ts';
import {
  addFigures,
  levelInTree,
  netOf,
  teamCounts,
  teamFigures,
  listTeam,
  teamSize,
  treeMembers,
  ZERO,
  type Figures,
} from '../agent/team.ts';
import { CONTRACT_KINDS, rangeOf, type Range } from '../agent/terms.ts';
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
  | 'agentKpi'
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
      const req = await lockRequests(tx, s.memberId);
      if (!req?.[kind])
        throw new ApiError('NO_PERMISSION', {
          message: `no ${kind} contract awaits an answer`,
          detail: { field: 'kind', reason: 'has no pending contract' },
        });
      await answer(tx, s.memberId, kind, accept, ctx.deps.clock.now());
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
    const { totalCount, rows } = await listTeam(ctx.deps.db, root, {
      scope: ctx.input.scope,
      search,
      pageSize,
      offset,
    });
    const list = [];
    for (const r of rows) {
      list.push({
        username: r.username,
        nickname: r.nickname,
        level: Number(r.level),
        registeredAt: Math.floor(Number(r.created_at)),
        lastLoginAt: r.last_login === null ? null : Math.floor(Number(r.last_login)),
        depositTotal: wireAmount(toCents(r.deposits)),
        validBetTotal: wireAmount(toCents(r.bets)),
        teamSize: await teamSize(ctx.deps.db, Number(r.id)),
      });
    }
    return { list, pageNo, totalPages: pageCount(totalCount, pageSize), totalCount };
  },

  agentInvite: async (ctx) => {
    const agent = agentOf(ctx);
    return { codes: await codesOf(ctx.deps.db, ctx.merchant.code, agent.memberId) };
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
    const levels = new Map((await treeMembers(db, agent.memberId)).map((x) => [Number(x.id), x]));
    let total: Figures = { ...ZERO };
    const members = [...per.values()]
      .map((e) => {
        total = addFigures(total, e.figures);
        const m = levels.get(e.memberId)!;
        return { username: m.username, level: Number(m.level), figures: e.figures };
      })
      .sort((a, b) => b.figures.validBets - a.figures.validBets || a.username.localeCompare(b.username))
      .map((m) => ({ ...m, figures: figuresValue(m.figures) }));
    const kpi = await teamCounts(db, agent.memberId, r.startTime, r.endTime);
    const sums: Record<ContractKind, number> = { daily: 0, dividend: 0, hourly: 0 };
    if (!only)
      for (const contract of (await signedContracts(db, agent.memberId)).values())
        for (const rec of await recordsOf(ctx.deps, agent.memberId, contract, r.startTime, r.endTime))
          sums[contract.kind] += rec.amountCents;
    return {
      range: r,
      total: figuresValue(total),
      members,
      kpi,
      salary: wireAmount(sums.daily),
      hourly: wireAmount(sums.hourly),
      dividend: wireAmount(sums.dividend),
    };
  },

  agentKpi: async (ctx) => {
    const agent = agentOf(ctx);
    const r = range(ctx);
    return { range: r, kpi: await teamCounts(ctx.deps.db, agent.memberId, r.startTime, r.endTime) };
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
    // From the member id, not the username: an invitation code is 4 to 12 letters and digits (auth/rules.ts), and
    // "AG" plus a long username was not one, so nobody could register with it.
    let code = '';
    await deps.db.transaction(async (tx) => {
      const id = await insertMember(deps, tx, m, {
        username: data.username,
        passwordHash,
        type,
        merchantCode: m.manifest.platformMerchantCode,
        nickname: data.username,
      });
      code = `AG${id.toString(36).toUpperCase().padStart(6, '0')}`;
      await addCode(tx, merchant, code, id);
      await requestContracts(tx, id, kinds);
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
    const agents = await agentsWithSignedContracts(deps.db, merchant);
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
