import type { SystemStatusName } from './env.ts';

/**
 * The sandbox's system status switch: one status for every merchant, optionally overridden per merchant.
 * Kept in memory: a restart goes back to GATEWAY_STATUS.
 *
 * The status call reports it with the reading "0 normal, 1 maintenance (also when maintenance and region
 * restriction both apply), 2 region restriction only"; an IP block is a region restriction of one address.
 */
export class StatusBoard {
  private global: SystemStatusName;
  private readonly perMerchant = new Map<string, SystemStatusName>();

  constructor(initial: SystemStatusName = 'normal') {
    this.global = initial;
  }

  /** Status in force for a merchant. */
  of(merchant: string): SystemStatusName {
    return this.perMerchant.get(merchant) ?? this.global;
  }

  /** Sets one merchant's status, or every merchant's when `merchant` is undefined (clearing overrides). */
  set(status: SystemStatusName, merchant?: string): void {
    if (merchant === undefined) {
      this.global = status;
      this.perMerchant.clear();
    } else this.perMerchant.set(merchant, status);
  }

  get globalStatus(): SystemStatusName {
    return this.global;
  }
}

/** The numeric status of the status call. */
export function statusNumber(status: SystemStatusName): 0 | 1 | 2 {
  if (status === 'maintenance') return 1;
  if (status === 'normal') return 0;
  return 2;
}
