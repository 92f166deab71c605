import type { SystemStatusName } from './env.ts';

/**
 * The sandbox's system status switch: one status for every merchant, optionally overridden per merchant, and
 * optionally scoped to one browser (a test's context carrying the cookie wl_sandbox_scope) so that switching a
 * status in one test disturbs no other. Kept in memory: a restart goes back to GATEWAY_STATUS.
 */
export class StatusBoard {
  private global: SystemStatusName;
  private readonly perMerchant = new Map<string, SystemStatusName>();
  /** scope -> merchant code ('*' for every merchant) -> status. */
  private readonly scoped = new Map<string, Map<string, SystemStatusName>>();

  constructor(initial: SystemStatusName = 'normal') {
    this.global = initial;
  }

  /** Status in force for a merchant, as seen by a request of `scope` (the sandbox scope cookie) if any. */
  of(merchant: string, scope?: string): SystemStatusName {
    const own = scope === undefined ? undefined : this.scoped.get(scope);
    return own?.get(merchant) ?? own?.get('*') ?? this.perMerchant.get(merchant) ?? this.global;
  }

  /** Sets one merchant's status, or every merchant's when `merchant` is undefined (clearing overrides). */
  set(status: SystemStatusName, merchant?: string): void {
    if (merchant === undefined) {
      this.global = status;
      this.perMerchant.clear();
    } else this.perMerchant.set(merchant, status);
  }

  /** Sets the status one scope sees (one merchant, or all); normal forgets the scope's setting. */
  setScoped(scope: string, status: SystemStatusName, merchant = '*'): void {
    const own = this.scoped.get(scope) ?? new Map<string, SystemStatusName>();
    if (status === 'normal') own.delete(merchant);
    else own.set(merchant, status);
    if (own.size) this.scoped.set(scope, own);
    else this.scoped.delete(scope);
  }

  get globalStatus(): SystemStatusName {
    return this.global;
  }
}

/** The two readings of the status numbers (spec section 4), chosen per merchant by the manifest's statusCodes. */
export type StatusReading = 'ipBlockFirst' | 'maintenanceFirst';

/**
 * The numeric status of the status call. ipBlockFirst: 1 IP or region block, 2 maintenance. maintenanceFirst: 1
 * maintenance (also when maintenance and a region restriction both apply), 2 region restriction only.
 */
export function statusNumber(status: SystemStatusName, reading: StatusReading = 'ipBlockFirst'): 0 | 1 | 2 {
  if (status === 'normal') return 0;
  const maintenance = status === 'maintenance';
  if (reading === 'maintenanceFirst') return maintenance ? 1 : 2;
  return maintenance ? 2 : 1;
}

/** The cookie that scopes a sandbox status switch to one browser. */
export const SANDBOX_SCOPE_COOKIE = 'wl_sandbox_scope';

/** The sandbox scope a request carries (only read in sandbox mode). */
export function scopeOf(cookieHeader: string | undefined): string | undefined {
  const m = cookieHeader?.match(/(?:^|;\s*)wl_sandbox_scope=([A-Za-z0-9_-]{8,64})(?:;|$)/);
  return m?.[1];
}
