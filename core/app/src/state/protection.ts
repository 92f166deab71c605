/**
 * Player protection (/m/responsibleGaming): the player's limits and reality-check interval, time-out and
 * self-exclusion, and the account history of the last 3 months. The gateway enforces everything; this store only
 * shows and changes the settings.
 */
import type { FailureDetail, RequestOf, ValueOf } from '@wl/contract';
import { proxy } from 'valtio';
import * as api from '../api/protection.ts';
import { i18nState } from '../i18n/i18n.ts';
import { formatNumber, numberingTag } from '../i18n/format.ts';
import { formatMoney } from '../money/format.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { countedPage, emptyPaged, pagedList } from './kit/pagedList.ts';
import { clearSession } from './session.ts';
import { registerStore } from './kit/registry.ts';

export type ProtectionState = ValueOf<'protectionState'>;
export type Limit = ProtectionState['limits'][number];
export type LimitKind = Limit['kind'];
export type LimitPeriod = Limit['period'];
export type HistoryType = RequestOf<'protectionHistory'>['type'];
export type HistoryRow = ValueOf<'protectionHistory'>['list'][number];
export type Exclusion = ValueOf<'protectionExclude'>;

export const HISTORY_TYPES = [
  'deposit',
  'withdrawal',
  'bet',
  'session',
] as const satisfies readonly HistoryType[];
export const HISTORY_PAGE_SIZE = 20;

const INITIAL = {
  load: 'idle' as LoadStatus,
  settings: null as ProtectionState | null,
  /** One kind of history, a paged list (kit/pagedList.ts), from the date its first page says. */
  history: { type: 'deposit' as HistoryType, from: 0, ...emptyPaged<HistoryRow>() },
};

export const protectionState = proxy(structuredClone(INITIAL));

const history = pagedList({
  state: () => protectionState.history,
  fetch: (pageNo) =>
    api.protectionHistory({ type: protectionState.history.type, pageNo, pageSize: HISTORY_PAGE_SIZE }),
  page: (v, pageNo) => countedPage(v.list, pageNo, v.totalCount, HISTORY_PAGE_SIZE),
  onAnswer: (v, first) => {
    if (first) protectionState.history.from = v.from;
  },
  keepWhileLoading: true,
});

/** Back to nothing loaded (logout, another session, the prerender). */
export function reset(): void {
  history.cancel();
  Object.assign(protectionState, structuredClone(INITIAL));
}

/** Loads the limits and the reality-check interval. */
export async function loadProtection(): Promise<void> {
  protectionState.load = protectionState.settings ? 'ready' : 'loading';
  try {
    protectionState.settings = await api.protectionState({});
    protectionState.load = 'ready';
  } catch {
    if (!protectionState.settings) protectionState.load = 'error';
  }
}

/**
 * Sets one limit (money in whole currency units, minutes for session; null removes it) and answers the limit as
 * the gateway now holds it: in force at once when lower, pending until its cooling-off ends when higher.
 */
export async function saveLimit(
  kind: LimitKind,
  period: LimitPeriod,
  value: number | null,
): Promise<Limit | undefined> {
  const next = await api.setProtectionLimit({ kind, period, value });
  protectionState.settings = next;
  return next.limits.find((l) => l.kind === kind && l.period === period);
}

/** Chooses the reality-check interval (at most the merchant's). */
export async function saveRealityCheck(minutes: number): Promise<void> {
  protectionState.settings = await api.setRealityCheck({ minutes });
}

/**
 * Takes a time-out (days) or self-exclusion (months). The gateway has ended every session of the player by the
 * time it answers, so the session is forgotten here too (the session reactor clears what follows it).
 */
export async function exclude(kind: Exclusion['kind'], length: number): Promise<Exclusion> {
  const x = await api.protectionExclude({ kind, length });
  clearSession();
  return x;
}

/**
 * Asks to end a self-exclusion, from under a login it refused (the player has no session: the request carries the
 * login's username and password). Answers when the exclusion ends (after a 24-hour cooling-off); rejects with the
 * gateway's refusal (during the irrevocable months, naming the date).
 */
export async function revokeExclusion(username: string, password: string): Promise<number> {
  return (await api.protectionRevoke({ username, password })).until;
}

/** Loads the first page of one kind of history. */
export function loadHistory(type?: HistoryType): Promise<void> {
  if (type) protectionState.history.type = type;
  return history.load('first');
}

/** Appends the next page. */
export function loadMoreHistory(): Promise<void> {
  return history.load('more');
}

/** A date and time in the current language, as the protection messages show an end or apply time. */
export function shownDateTime(ms: number, tag = i18nState.tag): string {
  return new Date(ms).toLocaleString(numberingTag(tag), { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The values a protection refusal's message needs, from the failure's detail: the end date of an exclusion, the
 * limit and what is left of it (money or minutes), its period, the minimum age. Undefined when there are none.
 */
export function failureValues(
  v: FailureDetail | undefined,
  tag = i18nState.tag,
): Record<string, string> | undefined {
  if (!v) return undefined;
  const out: Record<string, string> = {};
  const minutes = v.period === 'session';
  if (v.until !== undefined) out.until = shownDateTime(v.until, tag);
  if (v.limit !== undefined) out.limit = minutes ? formatNumber(v.limit, tag) : formatMoney(v.limit, tag);
  if (v.remaining !== undefined)
    out.remaining = minutes ? formatNumber(v.remaining, tag) : formatMoney(v.remaining, tag);
  if (v.period !== undefined) out.period = v.period;
  if (v.age !== undefined) out.age = formatNumber(v.age, tag);
  if (v.revocableFrom !== undefined) out.revocableFrom = shownDateTime(v.revocableFrom, tag);
  return Object.keys(out).length ? out : undefined;
}

/**
 * The registration form's check of a date of birth (YYYY-MM-DD from a date input): required, a real date, and at
 * least `minAge` years before `now`; the gateway checks the same.
 */
export function birthDateError(
  value: string,
  minAge: number,
  now = new Date(),
): { id: 'protection.dob.required' } | { id: 'protection.error.under_age'; values: { age: number } } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return { id: 'protection.dob.required' };
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = now.getFullYear() - y;
  if (now.getMonth() + 1 < mo || (now.getMonth() + 1 === mo && now.getDate() < d)) age--;
  if (age < 0 || age > 130) return { id: 'protection.dob.required' };
  return age < minAge ? { id: 'protection.error.under_age', values: { age: minAge } } : null;
}

// Another session's data is never shown to the next one (state/sessionReactor.ts).
registerStore({ name: 'protection', reset, states: [protectionState], perSession: true });
