import { resolveCompliance, type ProtectionModule, type ResolvedCompliance } from '@wl/manifest';
import { ApiError } from '../errors.ts';
import type { GatewayMerchant } from '../merchants.ts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** A raise or removal of a limit waits this long. */
export const COOLING_OFF_MS = 24 * HOUR_MS;
/** The account history reaches this far back (3 months, as 92 days: the longest three months). */
export const HISTORY_MS = 92 * DAY_MS;

export type LimitKind = 'deposit' | 'loss' | 'wager' | 'session';
export type LimitPeriod = 'day' | 'week' | 'month' | 'session';

/** Rolling windows: any 24 hours, 7 days, 30 days. */
export const PERIOD_MS: Record<Exclude<LimitPeriod, 'session'>, number> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

export const MODULE_OF: Record<LimitKind, ProtectionModule> = {
  deposit: 'depositLimits',
  loss: 'lossLimits',
  wager: 'wagerLimits',
  session: 'sessionTimeLimit',
};

const cache = new WeakMap<GatewayMerchant, ResolvedCompliance>();

/** The merchant's compliance settings, defaults applied. */
export function complianceOf(merchant: GatewayMerchant): ResolvedCompliance {
  let c = cache.get(merchant);
  if (!c) cache.set(merchant, (c = resolveCompliance(merchant.manifest)));
  return c;
}

/** Refuses a call for a module the merchant has switched off. */
export function requireModule(merchant: GatewayMerchant, module: ProtectionModule): void {
  if (!complianceOf(merchant).modules[module])
    throw new ApiError('NO_PERMISSION', {
      message: `${module} is not offered by this merchant`,
      messageKey: 'protection.error.module_off',
    });
}

/** A date `months` calendar months after `at` (UTC), in epoch ms. */
export function addMonths(at: number, months: number): number {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}
