import type { CustomerServiceItem, ResourceItem } from '@wl/contract';
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

/** What the sandbox's operator changed in one merchant's status answer (POST /__sandbox/config). */
export interface InfoOverride {
  whitelabel?: Record<string, unknown>;
  resources?: ResourceItem[];
  customerService?: CustomerServiceItem[];
  countryCode?: string;
}

/**
 * The sandbox's stand-in for the platform's back office: changes to a merchant's status info (flags, links, service
 * channels) and to the location country it reports, per merchant and optionally per browser scope, in memory.
 */
export class InfoBoard {
  /** scope ('' for everyone) -> merchant code -> override. */
  private readonly byScope = new Map<string, Map<string, InfoOverride>>();

  /** The override in force for a merchant as seen by a request of `scope` (its own first, then everyone's). */
  of(merchant: string, scope?: string): InfoOverride {
    const all = this.byScope.get('')?.get(merchant) ?? {};
    const own = scope === undefined ? undefined : this.byScope.get(scope)?.get(merchant);
    if (!own) return all;
    return {
      ...all,
      ...own,
      whitelabel: { ...all.whitelabel, ...own.whitelabel },
    };
  }

  /** Merges a change into a merchant's override (after forgetting the earlier ones when `reset`). */
  set(merchant: string, change: InfoOverride & { reset?: boolean }, scope = ''): void {
    const forScope = this.byScope.get(scope) ?? new Map<string, InfoOverride>();
    const { reset, ...rest } = change;
    const before = reset ? {} : (forScope.get(merchant) ?? {});
    const menu = { ...(before.whitelabel?.menu as object), ...(rest.whitelabel?.menu as object) };
    const next: InfoOverride = { ...before, ...rest };
    if (before.whitelabel || rest.whitelabel)
      next.whitelabel = {
        ...before.whitelabel,
        ...rest.whitelabel,
        ...(Object.keys(menu).length ? { menu } : {}),
      };
    forScope.set(merchant, next);
    this.byScope.set(scope, forScope);
  }
}
