/**
 * The agent centre (spec sections 1, 2, 4, 6): agent login, the three contracts, the team and its profit and loss.
 * A newer query of a list wins: an answer to an older one is dropped.
 */
import type { AgentPeriod, ContractKind, RequestOf, ValueOf } from '@wl/contract';
import { proxy } from 'valtio';
import * as agentApi from '../api/agent.ts';
import { toSessionInfo } from './account.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { emptyPaged, pagedList } from './kit/pagedList.ts';
import { setSession, type SessionInfo } from './session.ts';
import { showLoading } from './ui.ts';
import { registerStore } from './kit/registry.ts';

export type Contract = ValueOf<'agentContract'>;
export type TeamMember = ValueOf<'agentTeam'>['list'][number];
export type ProfitLoss = ValueOf<'agentProfitLoss'>;
export type Payouts = ValueOf<'agentPayouts'>;
export type Kpi = ValueOf<'agentKpi'>['kpi'];
/** The periods the team screen's KPI card offers. */
export const KPI_PERIODS = ['today', 'month'] as const satisfies readonly AgentPeriod[];
export type KpiPeriod = (typeof KPI_PERIODS)[number];
export type TeamScope = 'direct' | 'all';

export const TEAM_PAGE_SIZE = 20;
export const PERIODS: readonly AgentPeriod[] = ['today', 'yesterday', 'week', 'month', 'custom'];

const INITIAL = {
  contracts: {} as Partial<Record<ContractKind, Contract>>,
  contractLoad: {} as Partial<Record<ContractKind, LoadStatus>>,
  answering: false,
  /** The team of the current scope and search, a paged list (kit/pagedList.ts). */
  team: { scope: 'direct' as TeamScope, search: '', ...emptyPaged<TeamMember>() },
  invite: { codes: [] as string[], load: 'idle' as LoadStatus },
  /** The agent KPI of a period (agentKpi), on the team screen. */
  kpi: { period: 'today' as KpiPeriod, value: null as Kpi | null, load: 'idle' as LoadStatus },
  pl: {
    period: 'today' as AgentPeriod,
    startDate: '',
    endDate: '',
    value: null as ProfitLoss | null,
    daily: null as Payouts | null,
    dividend: null as Payouts | null,
    hourly: null as Payouts | null,
    load: 'idle' as LoadStatus,
  },
};

export const agentState = proxy(structuredClone(INITIAL));

const team = pagedList({
  state: () => agentState.team,
  fetch: (pageNo) => agentApi.agentTeam(teamRequest(pageNo)),
  page: (v, pageNo) => ({ items: v.list, page: pageNo, totalPages: v.totalPages, totalCount: v.totalCount }),
  keepWhileLoading: true,
});

function teamRequest(pageNo: number) {
  const t = agentState.team;
  return { scope: t.scope, pageNo, pageSize: TEAM_PAGE_SIZE, ...(t.search ? { search: t.search } : {}) };
}

let kpiQuery = 0;

/** Loads the agent KPI of a period (the current one by default); an answer for an older period is dropped. */
export async function loadKpi(period: KpiPeriod = agentState.kpi.period): Promise<void> {
  const mine = ++kpiQuery;
  agentState.kpi.period = period;
  agentState.kpi.load = 'loading';
  try {
    const { kpi } = await agentApi.agentKpi({ period });
    if (mine !== kpiQuery) return;
    agentState.kpi.value = kpi;
    agentState.kpi.load = 'ready';
  } catch {
    if (mine === kpiQuery) agentState.kpi.load = 'error';
  }
}

/** Back to nothing loaded (logout, another session, the prerender). */
export function reset(): void {
  team.cancel();
  kpiQuery++;
  Object.assign(agentState, structuredClone(INITIAL));
}

/** Logs an agent in through the agent login; a member gets "Non-agents cannot log in" (thrown ApiError). */
export async function agentLogin(req: RequestOf<'agentLogin'>): Promise<SessionInfo> {
  const hide = showLoading();
  try {
    const info = toSessionInfo(await agentApi.agentLogin(req));
    // The session reactor loads the member info, balance and unread count.
    setSession(info);
    return info;
  } finally {
    hide();
  }
}

export async function loadContract(kind: ContractKind): Promise<void> {
  agentState.contractLoad[kind] = 'loading';
  try {
    agentState.contracts[kind] = await agentApi.agentContract({ kind });
    agentState.contractLoad[kind] = 'ready';
  } catch {
    agentState.contractLoad[kind] = 'error';
  }
}

/** Signs or declines the pending contract; throws the failure for the screen to show. */
export async function answer(kind: ContractKind, accept: boolean): Promise<Contract> {
  if (agentState.answering) throw new Error('busy');
  agentState.answering = true;
  try {
    const c = await agentApi.answerContract({ kind, accept });
    agentState.contracts[kind] = c;
    return c;
  } finally {
    agentState.answering = false;
  }
}

/** Loads the first page of the team for the current (or given) scope and search. */
export function loadTeam(opts: { scope?: TeamScope; search?: string } = {}): Promise<void> {
  const t = agentState.team;
  if (opts.scope) t.scope = opts.scope;
  if (opts.search !== undefined) t.search = opts.search.trim();
  return team.load('first');
}

/** Appends the next page of the team. */
export function loadMoreTeam(): Promise<void> {
  return team.load('more');
}

export async function loadInvite(): Promise<void> {
  agentState.invite.load = 'loading';
  try {
    agentState.invite.codes = (await agentApi.agentInvite({})).codes;
    agentState.invite.load = 'ready';
  } catch {
    agentState.invite.load = 'error';
  }
}

/** Creates a member under the agent, then reloads the team; throws the failure for the form to show. */
export async function addMember(username: string, password: string): Promise<string> {
  const hide = showLoading();
  try {
    const v = await agentApi.addDownline({ username: username.trim(), password });
    void loadTeam();
    return v.username;
  } finally {
    hide();
  }
}

let plQuery = 0;

/** Loads the profit and loss with the daily-wage, dividend and hourly-wage records of the current (or given) period. */
export async function loadProfitLoss(
  opts: { period?: AgentPeriod; startDate?: string; endDate?: string } = {},
): Promise<void> {
  const pl = agentState.pl;
  if (opts.period) pl.period = opts.period;
  if (opts.startDate !== undefined) pl.startDate = opts.startDate;
  if (opts.endDate !== undefined) pl.endDate = opts.endDate;
  const range =
    pl.period === 'custom'
      ? { period: pl.period, startDate: pl.startDate, endDate: pl.endDate }
      : { period: pl.period };
  const q = ++plQuery;
  pl.load = 'loading';
  try {
    const [value, daily, dividend, hourly] = await Promise.all([
      agentApi.agentProfitLoss(range),
      agentApi.agentPayouts({ kind: 'daily', ...range }),
      agentApi.agentPayouts({ kind: 'dividend', ...range }),
      agentApi.agentPayouts({ kind: 'hourly', ...range }),
    ]);
    if (q !== plQuery) return;
    Object.assign(pl, { value, daily, dividend, hourly, load: 'ready' });
  } catch {
    if (q === plQuery) pl.load = 'error';
  }
}

// Another session's data is never shown to the next one (state/sessionReactor.ts).
registerStore({ name: 'agent', reset, states: [agentState], perSession: true });
