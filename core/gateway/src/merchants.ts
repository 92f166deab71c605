import type { Merchant, MerchantContent, Theme } from '@wl/manifest';
import { ApiError } from './errors.ts';

/** What the gateway needs of a merchant: its code and manifest (a LoadedMerchant from @wl/manifest fits). */
export interface GatewayMerchant {
  code: string;
  manifest: Merchant;
  /**
   * The merchant's resolved theme (single-token overrides applied): the pages the gateway draws itself (the sandbox
   * game, payment and sign-in pages) take their colours from it (pages/kit.ts).
   */
  theme?: Theme;
  /** The operator's sandbox content per language (merchants/<code>/content/<lang>.json), served over the seed's. */
  content?: Partial<Record<string, MerchantContent>>;
}

/** Finds the merchant of a request: by Host first, then by a `merchant` field equal to a platform merchant code. */
export class MerchantDirectory {
  private readonly byHost = new Map<string, GatewayMerchant>();
  private readonly byPlatformCode = new Map<string, GatewayMerchant>();
  readonly all: readonly GatewayMerchant[];

  constructor(merchants: readonly GatewayMerchant[]) {
    if (merchants.length === 0) throw new Error('createGateway: no merchants given');
    this.all = merchants;
    for (const m of merchants) {
      for (const d of m.manifest.domains) this.byHost.set(d.toLowerCase(), m);
      this.byHost.set(`${m.code}.localhost`, m);
      this.byPlatformCode.set(m.manifest.platformMerchantCode, m);
    }
    // A domain several merchants share belongs to the first of them by code (as the bundle server's host table).
    for (const m of [...merchants].sort((a, b) => a.code.localeCompare(b.code)))
      for (const d of m.manifest.sharedDomains ?? [])
        if (!this.byHost.has(d.toLowerCase())) this.byHost.set(d.toLowerCase(), m);
  }

  /** The merchant served on a host (any manifest domain, shared domain or <code>.localhost, port ignored), if any. */
  fromHost(host: string | undefined): GatewayMerchant | undefined {
    if (!host) return undefined;
    return this.byHost.get(stripPort(host).toLowerCase());
  }

  /**
   * The merchant whose page sent a request, from the browser's Origin header (scheme://host[:port]): how an API served
   * on its own origin (the manifest's gateway.baseUrl) knows the merchant of a call whose Host is the API's. With
   * `httpsOnly`, as in production, only an https page counts (a loopback or *.localhost page is still allowed, for
   * development).
   */
  fromOrigin(origin: string | undefined, httpsOnly = false): GatewayMerchant | undefined {
    if (!origin) return undefined;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return undefined;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
    if (httpsOnly && url.protocol !== 'https:' && !local) return undefined;
    return this.fromHost(url.host);
  }

  /** A merchant by its manifest code or platform merchant code. */
  fromCode(code: string): GatewayMerchant | undefined {
    return this.byPlatformCode.get(code) ?? this.all.find((m) => m.code === code);
  }

  /**
   * Resolves the merchant of a request or refuses it with 400.
   * A `merchant` field that disagrees with the host is refused rather than silently ignored.
   */
  resolve(
    host: string | undefined,
    merchantField: string | undefined,
    byOrigin?: GatewayMerchant,
  ): GatewayMerchant {
    const byHost = this.fromHost(host) ?? byOrigin;
    const byField = merchantField === undefined ? undefined : this.byPlatformCode.get(merchantField);
    if (merchantField !== undefined && !byField)
      throw new ApiError('UNKNOWN_MERCHANT', {
        message: `merchant "${merchantField}" is not a platform merchant code served here`,
        detail: { field: 'merchant', reason: 'is not a known platform merchant code' },
      });
    if (byHost && byField && byHost !== byField)
      throw new ApiError('UNKNOWN_MERCHANT', {
        message: `merchant "${merchantField}" does not match the merchant of host ${host}`,
        detail: { field: 'merchant', reason: 'does not match the host' },
      });
    const found = byHost ?? byField;
    if (!found)
      throw new ApiError('UNKNOWN_MERCHANT', {
        message: `no merchant is served on host "${host ?? ''}"; use one of its domains, <code>.localhost, or send merchant=<platform merchant code>`,
        detail: { field: 'merchant', reason: 'is required when the host is not a merchant domain' },
      });
    return found;
  }
}

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon > -1 ? host.slice(0, colon) : host;
}
