import { isIP } from 'node:net';

/**
 * The only place the gateway reads environment variables. Values are checked here so a typo fails at start.
 */
export type SystemStatusName = 'normal' | 'maintenance' | 'region_restricted' | 'ip_blocked';
export const STATUS_NAMES: readonly SystemStatusName[] = [
  'normal',
  'maintenance',
  'region_restricted',
  'ip_blocked',
];

export interface GatewayEnv {
  /** GATEWAY_MODE: 'production' hides /__sandbox; anything else (or unset) is 'sandbox'. */
  mode: 'sandbox' | 'production';
  /** GATEWAY_STATUS: system status at start for every merchant (default normal). */
  status: SystemStatusName;
  /** DATABASE_URL: a PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /** GATEWAY_DATA_DIR: folder of the embedded database (default .data/gateway). */
  dataDir: string;
  /**
   * GATEWAY_ART_DIR: folder where generated images are kept once drawn (default .data/art, beside the database's
   * default; shared by every data dir, as the pictures depend only on their URL).
   */
  artDir: string;
  /**
   * GATEWAY_TRUST_PROXY: the proxies (nginx, a CDN edge) whose X-Forwarded-For is believed: a comma-separated list
   * of addresses, or 1/true for a proxy on this machine (loopback). Unset: the socket address is the caller.
   */
  trustProxy: boolean | string[];
  /** GATEWAY_WITHDRAW_AUTO_APPROVE_MS: the sandbox operator approves withdrawals pending this long (default 300000; 0 = by hand only). */
  withdrawAutoApproveMs: number;
  /** GATEWAY_CATALOGUE_TTL_MS: how long a process keeps the game catalogue before reading it again (default 60000). */
  catalogueTtlMs: number;
  /**
   * GATEWAY_PUBLIC_BASE: the gateway's own origin as players reach it (https://api.example.com), put before the
   * images it draws, for an app whose API is on another origin (the manifest's gateway.baseUrl). Unset: image URLs
   * are relative, for the usual deployment where the API shares the app's origin.
   */
  publicBase: string;
  /**
   * GATEWAY_CLOCK_START (sandbox only): the gateway's time when the process starts, an ISO 8601 instant with its
   * offset (2026-03-11T04:00:00Z); from there it runs as real time does. For pictures that must not change with the
   * day they are taken (the visual baselines). Unset: real time. Refused in production.
   */
  clockStart: number | undefined;
}

/** Reads and checks the gateway's environment variables. */
export function readGatewayEnv(env: Record<string, string | undefined> = process.env): GatewayEnv {
  const status = (env.GATEWAY_STATUS ?? 'normal') as SystemStatusName;
  if (!STATUS_NAMES.includes(status))
    throw new Error(`GATEWAY_STATUS must be one of ${STATUS_NAMES.join(', ')} (got "${env.GATEWAY_STATUS}")`);
  const mode = env.GATEWAY_MODE === 'production' ? 'production' : 'sandbox';
  const autoApprove = env.GATEWAY_WITHDRAW_AUTO_APPROVE_MS ?? '300000';
  if (!/^\d{1,10}$/.test(autoApprove))
    throw new Error(
      `GATEWAY_WITHDRAW_AUTO_APPROVE_MS must be a whole number of milliseconds (got "${autoApprove}")`,
    );
  const catalogueTtl = env.GATEWAY_CATALOGUE_TTL_MS ?? '60000';
  if (!/^\d{1,10}$/.test(catalogueTtl))
    throw new Error(
      `GATEWAY_CATALOGUE_TTL_MS must be a whole number of milliseconds (got "${catalogueTtl}")`,
    );
  const publicBase = (env.GATEWAY_PUBLIC_BASE ?? '').replace(/\/+$/, '');
  if (publicBase && !/^https?:\/\/[^\s/]+$/.test(publicBase))
    throw new Error(
      `GATEWAY_PUBLIC_BASE must be an origin such as https://api.example.com, without a path (got "${publicBase}")`,
    );
  const clockText = env.GATEWAY_CLOCK_START ?? '';
  const clockStart = clockText
    ? /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(clockText)
      ? Date.parse(clockText)
      : NaN
    : undefined;
  if (clockStart !== undefined && !Number.isFinite(clockStart))
    throw new Error(
      `GATEWAY_CLOCK_START must be an ISO 8601 instant with its offset, such as 2026-03-11T04:00:00Z (got "${clockText}")`,
    );
  if (clockStart !== undefined && mode === 'production')
    throw new Error('GATEWAY_CLOCK_START is for the sandbox: a production gateway keeps real time');
  return {
    mode,
    status,
    publicBase,
    clockStart,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.GATEWAY_DATA_DIR || '.data/gateway',
    artDir: env.GATEWAY_ART_DIR || '.data/art',
    trustProxy: readTrustProxy(env.GATEWAY_TRUST_PROXY),
    withdrawAutoApproveMs: Number(autoApprove),
    catalogueTtlMs: Number(catalogueTtl),
  };
}

function readTrustProxy(value: string | undefined): boolean | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v === 'false') return false;
  if (v === '1' || v === 'true') return true;
  const list = v.split(',').map((a) => a.trim());
  const bad = list.find((a) => !isIP(a));
  if (bad !== undefined)
    throw new Error(`GATEWAY_TRUST_PROXY must be 1 or a comma-separated list of IP addresses (got "${bad}")`);
  return list;
}
