import type { CustomerServiceItem, ResourceItem } from '@wl/contract';
import type { Queryable } from './db/types.ts';
import { STATUS_NAMES, type SystemStatusName } from './env.ts';

/**
 * The sandbox's system status switch: one status for every merchant, optionally overridden per merchant, and
 * optionally scoped to one browser (a test's context carrying the cookie wl_sandbox_scope) so that switching a
 * status in one test disturbs no other. Read from memory on every call; with `share()` (every process of a
 * deployment) each switch is also written to the database and every process reads the table again each second, so a
 * switch made through one process holds on all of them. A process start writes GATEWAY_STATUS as the status of every
 * merchant, as a restart always did.
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

  private db: Queryable | undefined;
  /** Switches made by this process: a table read that overlaps one is dropped, as it may predate it. */
  private writes = 0;

  /**
   * Shares the switch through `db` (table sandbox_status): writes this process's starting status, then reads the
   * table every `everyMs`. Returns a function that stops reading.
   */
  async share(
    db: Queryable,
    everyMs = 1000,
    onError: (err: unknown) => void = () => {},
  ): Promise<() => void> {
    this.db = db;
    await this.write(this.global, undefined);
    const timer = setInterval(() => void this.reload().catch(onError), everyMs);
    timer.unref?.();
    return () => clearInterval(timer);
  }

  /** Sets a switch (as set / setScoped) here at once and, when shared, in the table for every other process. */
  async write(status: SystemStatusName, merchant: string | undefined, scope?: string): Promise<void> {
    this.writes++;
    if (scope !== undefined) this.setScoped(scope, status, merchant);
    else this.set(status, merchant);
    const db = this.db;
    if (!db) return;
    const key = merchant ?? '*';
    if (scope === undefined && merchant === undefined)
      await db.query(`DELETE FROM sandbox_status WHERE scope = ''`);
    if (scope !== undefined && status === 'normal')
      await db.query(`DELETE FROM sandbox_status WHERE scope = $1 AND merchant = $2`, [scope, key]);
    else
      await db.query(
        `INSERT INTO sandbox_status (scope, merchant, status) VALUES ($1, $2, $3)
           ON CONFLICT (scope, merchant) DO UPDATE SET status = EXCLUDED.status`,
        [scope ?? '', key, status],
      );
  }

  /** Reads the shared table again: the switches every process has made. */
  async reload(): Promise<void> {
    if (!this.db) return;
    const writes = this.writes;
    const rows = await this.db.query<{ scope: string; merchant: string; status: string }>(
      `SELECT scope, merchant, status FROM sandbox_status`,
    );
    if (this.writes !== writes) return;
    const known = (s: string): s is SystemStatusName => (STATUS_NAMES as readonly string[]).includes(s);
    const merchants = new Map<string, SystemStatusName>();
    const scoped = new Map<string, Map<string, SystemStatusName>>();
    let global: SystemStatusName = 'normal';
    for (const r of rows) {
      if (!known(r.status)) continue;
      if (r.scope === '' && r.merchant === '*') global = r.status;
      else if (r.scope === '') merchants.set(r.merchant, r.status);
      else {
        const own = scoped.get(r.scope) ?? new Map<string, SystemStatusName>();
        own.set(r.merchant, r.status);
        scoped.set(r.scope, own);
      }
    }
    this.global = global;
    this.perMerchant.clear();
    for (const [k, v] of merchants) this.perMerchant.set(k, v);
    this.scoped.clear();
    for (const [k, v] of scoped) this.scoped.set(k, v);
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
  mobileTemplate?: string;
  imageCdns?: string[];
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
