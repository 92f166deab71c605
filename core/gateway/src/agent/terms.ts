/**
 * The contracts the sandbox platform offers agents (spec sections 1 and 4: daily-wage, dividend and hourly-wage
 * contracts), and the arithmetic every figure of the agent centre uses: tiers, rates and periods, in cents and
 * basis points so no float ever touches money.
 */
import type { AgentPeriod, ContractKind, ContractTerms } from '@wl/contract';
import { centsOf } from '../money/cents.ts';

export const CONTRACT_KINDS: readonly ContractKind[] = ['daily', 'dividend', 'hourly'];

/** The terms offered for each kind: wages are read against the team's valid bets, the dividend against its net loss. */
export const OFFERED_TERMS: Readonly<Record<ContractKind, ContractTerms>> = {
  daily: {
    period: 'day',
    basis: 'validBets',
    tiers: [
      { min: 0, rate: 1 },
      { min: 1000, rate: 1.5 },
      { min: 10000, rate: 2 },
    ],
  },
  dividend: {
    period: 'week',
    basis: 'netLoss',
    tiers: [
      { min: 0, rate: 10 },
      { min: 5000, rate: 20 },
      { min: 20000, rate: 30 },
    ],
  },
  hourly: {
    period: 'hour',
    basis: 'validBets',
    tiers: [
      { min: 0, rate: 0.2 },
      { min: 500, rate: 0.3 },
    ],
  },
};

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
/** Epoch 0 was a Thursday: weeks start on Monday, 4 days later. */
const WEEK_OFFSET = 4 * DAY;

/** Length and alignment of a contract period (UTC, the platform's time). */
export function periodSpan(period: ContractTerms['period']): { ms: number; offset: number } {
  if (period === 'hour') return { ms: HOUR, offset: 0 };
  if (period === 'day') return { ms: DAY, offset: 0 };
  return { ms: WEEK, offset: WEEK_OFFSET };
}

/** Start of the period holding `t`. */
export function periodStart(period: ContractTerms['period'], t: number): number {
  const { ms, offset } = periodSpan(period);
  return Math.floor((t - offset) / ms) * ms + offset;
}

/**
 * A tier rate in percent (1.5) as basis points of the amount (150 = 1.5%): hundredths of a percent, read exactly
 * like hundredths of a currency unit.
 */
export const rateBp = (rate: number): number => centsOf(rate);

/** The tier the basis reaches (the highest whose minimum it reaches); none below the first. */
export function tierFor(terms: ContractTerms, basisCents: number): { rateBp: number } | undefined {
  let found: { rateBp: number } | undefined;
  for (const tier of terms.tiers) if (basisCents >= centsOf(tier.min)) found = { rateBp: rateBp(tier.rate) };
  return found;
}

/** basis x rate, rounded down to the cent (the platform never pays a fraction of a cent). */
export function payCents(basisCents: number, bp: number): number {
  if (basisCents <= 0) return 0;
  return Number((BigInt(basisCents) * BigInt(bp)) / 10_000n);
}

export interface Range {
  period: AgentPeriod;
  startTime: number;
  endTime: number;
}

const dayOf = (t: number): number => Math.floor(t / DAY) * DAY;

function parseDay(text: string | undefined, field: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  const t = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  const back = Number.isNaN(t) ? '' : new Date(t).toISOString().slice(0, 10);
  if (back !== text) throw new RangeError(`${field} must be a date YYYY-MM-DD`);
  return t;
}

/** Longest custom period, in days. */
export const MAX_CUSTOM_DAYS = 62;

/**
 * The period a request names, in the platform's UTC days, from the gateway clock's now: today, yesterday, this week
 * (from Monday), this month, or custom (startDate to endDate inclusive, at most MAX_CUSTOM_DAYS days).
 * Throws RangeError naming the field for a bad custom period.
 */
export function rangeOf(period: AgentPeriod, now: number, startDate?: string, endDate?: string): Range {
  const today = dayOf(now);
  switch (period) {
    case 'today':
      return { period, startTime: today, endTime: today + DAY };
    case 'yesterday':
      return { period, startTime: today - DAY, endTime: today };
    case 'week':
      return { period, startTime: periodStart('week', now), endTime: periodStart('week', now) + WEEK };
    case 'month': {
      const d = new Date(today);
      return {
        period,
        startTime: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1),
        endTime: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1),
      };
    }
    case 'custom': {
      const start = parseDay(startDate, 'startDate');
      const end = parseDay(endDate, 'endDate') + DAY;
      if (end <= start) throw new RangeError('endDate must not be before startDate');
      if (end - start > MAX_CUSTOM_DAYS * DAY)
        throw new RangeError(`endDate must be at most ${MAX_CUSTOM_DAYS} days after startDate`);
      return { period, startTime: start, endTime: end };
    }
  }
}
