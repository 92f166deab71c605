/**
 * The merchant's configuration at run time (spec sections 3 and 4): the manifest's build-time values with the status
 * answer's `info` layered on top. The manifest is the default and the fallback: a missing, malformed or refused value
 * keeps the manifest's. The last info is cached per merchant (localStorage) and shown at the next start; the status
 * refresh (state/status.ts) brings a new one in the background, so an operator's change reaches an open app within
 * one refresh, without a rebuild or a reload. Screens read flags, links and service channels from `runtimeState`.
 *
 * What the network may change, and what it may not:
 * - whitelabel flags (and the register summary's methods) can only switch off what the manifest switches on: a flag
 *   the manifest switches off stays off whatever `info` says; an unknown flag or a non-boolean is ignored.
 * - links (resources, customer-service channels) are kept only when https and on the manifest's URL allowlist
 *   (state/links.ts); a refused entry keeps the manifest's link of that kind. Live chat needs a LIVECHAT channel in
 *   the manifest. Labels stay the manifest's (their translations live in the catalogue).
 * - image CDNs are kept only when they are the gateway's origin or listed in the manifest's imageCdns (the CSP's
 *   img-src names the same origins, scripts/lib/csp.ts).
 * - the mobile template (the theme in force) is kept only when it is the merchant's own theme or one of the
 *   manifest's `templates`, whose stylesheets the build wrote (state/template.ts links it).
 * - `info.paths` is not read: the API's address stays the manifest's, which the CSP's connect-src names; an answer
 *   that could move the app's calls to another host is what the allowlists above exist to refuse.
 */
import { proxy, useSnapshot } from 'valtio';
import type { ResolvedConfig } from '@wl/manifest/types';
import { config } from '../config/config.ts';
import { allowedHosts, safeUrl } from './links.ts';
import { registerStore } from './kit/registry.ts';

type Whitelabel = ResolvedConfig['whitelabel'];
type Links = ResolvedConfig['links'];
type SocialKey = keyof NonNullable<Links['social']>;
type Channel = Links['customerService'][number];

/** The part of the merchant config the platform may change at run time. */
export interface RuntimeConfig {
  whitelabel: Whitelabel;
  links: Pick<Links, 'social' | 'customerService' | 'appDownload'>;
  /** Image CDN base URLs ('' = the page's own origin); one is picked at random per image (state/imageCdn.ts). */
  imageCdns: string[];
  /** The merchant's main domain. */
  mainDomain: string;
  /** The theme in force: the manifest's `theme`, or one of its `templates` the platform switched to. */
  template: string;
}

/** The resource types of the status info, by the manifest's social link they stand for. */
const SOCIAL: Record<string, SocialKey> = {
  TUTORIAL: 'tutorial',
  FACEBOOK: 'facebook',
  TWITTER: 'twitter',
  YOUTUBE: 'youtube',
  TELEGRAM: 'telegram',
  TELEGRAM_GROUP: 'telegramGroup',
  WHATSAPP: 'whatsapp',
  INSTAGRAM: 'instagram',
  VIBER: 'viber',
};
const CHANNELS = new Set<string>(['LIVECHAT', 'TELEGRAM', 'WHATSAPP']);

/** The origin of the gateway ('' when it is the page's own). */
function gatewayOrigin(cfg: Readonly<ResolvedConfig>): string {
  try {
    return cfg.gateway.baseUrl ? new URL(cfg.gateway.baseUrl).origin : '';
  } catch {
    return '';
  }
}

/** The one-entry default image CDN list: the gateway itself. */
export function defaultImageCdns(cfg: Readonly<ResolvedConfig> = config()): string[] {
  return [gatewayOrigin(cfg)];
}

/** The image origins the manifest allows: the gateway's and its imageCdns (the CSP's img-src has the same). */
export function allowedImageOrigins(cfg: Readonly<ResolvedConfig> = config()): string[] {
  const out = new Set<string>([gatewayOrigin(cfg)]);
  for (const u of cfg.imageCdns ?? []) {
    try {
      out.add(new URL(u).origin);
    } catch {
      /* the schema checks the manifest's URLs */
    }
  }
  return [...out];
}

/** The build-time values: what the app shows before (and without) any status answer. */
export function fromManifest(cfg: Readonly<ResolvedConfig> = config()): RuntimeConfig {
  return {
    whitelabel: structuredClone(cfg.whitelabel) as Whitelabel,
    links: {
      social: structuredClone(cfg.links.social ?? {}),
      customerService: structuredClone(cfg.links.customerService) as Channel[],
      ...(cfg.links.appDownload ? { appDownload: structuredClone(cfg.links.appDownload) } : {}),
    },
    imageCdns: defaultImageCdns(cfg),
    mainDomain: cfg.domains[0] ?? '',
    template: cfg.theme,
  };
}

/** The mobile template an info names, when the build has it (the merchant's own theme or one of its templates). */
function layerTemplate(cfg: Readonly<ResolvedConfig>, value: unknown): string {
  return typeof value === 'string' && (value === cfg.theme || Object.hasOwn(cfg.templates ?? {}, value))
    ? value
    : cfg.theme;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A manifest flag set with the network's booleans: each may switch off an on flag, never on an off one. */
function layerFlags(base: Whitelabel, info: Record<string, unknown>): Whitelabel {
  const out = structuredClone(base) as Whitelabel;
  const flags = out as unknown as Record<string, unknown>;
  const wl = isObject(info.whitelabel) ? info.whitelabel : {};
  for (const [k, v] of Object.entries(wl))
    if (k !== 'menu' && typeof flags[k] === 'boolean' && typeof v === 'boolean')
      flags[k] = (flags[k] as boolean) && v;
  if (isObject(wl.menu)) {
    const menu = out.menu as unknown as Record<string, boolean>;
    for (const [k, v] of Object.entries(wl.menu))
      if (typeof menu[k] === 'boolean' && typeof v === 'boolean') menu[k] = menu[k] && v;
  }
  // The registration summary says which methods the platform offers now.
  const reg = isObject(info.register) ? info.register : {};
  if (reg.registerByUsername === false) out.registerByUsername = false;
  if (reg.registerByMobile === false) out.registerByMobile = false;
  return out;
}

/** A URL from the network when it may be opened (https, an allowed host), else undefined. */
function urlOf(v: unknown, allowed: readonly string[]): string | undefined {
  return typeof v === 'string' && safeUrl(v, allowed) ? v : undefined;
}

/** The network's resource items as the manifest's social and download links (refused items keep the manifest's). */
function layerResources(base: RuntimeConfig['links'], list: unknown, allowed: readonly string[]) {
  if (!Array.isArray(list)) return { social: base.social, appDownload: base.appDownload };
  const social: NonNullable<Links['social']> = {};
  const app: NonNullable<Links['appDownload']> = {};
  const refused = new Set<string>();
  for (const item of list) {
    if (!isObject(item) || typeof item.resourceType !== 'string') continue;
    const type = item.resourceType;
    const url = urlOf(item.url, allowed);
    const key = Object.hasOwn(SOCIAL, type) ? SOCIAL[type] : undefined;
    const slot =
      key ?? (type === 'Android' ? 'android' : type === 'IOS' || type === 'MOBILECONFIG' ? 'ios' : null);
    if (!slot) continue;
    if (!url) {
      refused.add(slot);
      continue;
    }
    if (key) {
      const label = base.social?.[key]?.label;
      social[key] ??= label ? { url, label } : { url };
    } else app[slot as 'android' | 'ios'] ??= url;
  }
  // A refused item is not the operator removing a link: the manifest's stays.
  for (const key of Object.values(SOCIAL))
    if (refused.has(key) && !social[key] && base.social?.[key]) social[key] = base.social[key];
  for (const slot of ['android', 'ios'] as const)
    if (refused.has(slot) && !app[slot] && base.appDownload?.[slot]) app[slot] = base.appDownload[slot];
  return { social, appDownload: app.android || app.ios ? app : undefined };
}

/** The network's customer-service channels (refused ones keep the manifest's of that kind; no new live chat). */
function layerChannels(base: readonly Channel[], list: unknown, allowed: readonly string[]): Channel[] {
  if (!Array.isArray(list)) return [...base];
  const out: Channel[] = [];
  const refused = new Set<string>();
  for (const item of list) {
    if (!isObject(item) || typeof item.csType !== 'string' || !CHANNELS.has(item.csType)) continue;
    const csType = item.csType as Channel['csType'];
    const url = urlOf(item.path, allowed);
    const title = typeof item.title === 'string' && item.title.trim() ? item.title.slice(0, 100) : undefined;
    if (!url || !title || (csType === 'LIVECHAT' && !base.some((c) => c.csType === 'LIVECHAT'))) {
      refused.add(csType);
      continue;
    }
    out.push({ csType, title, url });
  }
  for (const c of base) if (refused.has(c.csType) && !out.some((o) => o.csType === c.csType)) out.push(c);
  return out;
}

/** The image CDNs of the network that the manifest allows, else the default. */
function layerCdns(cfg: Readonly<ResolvedConfig>, list: unknown): string[] {
  if (!Array.isArray(list)) return defaultImageCdns(cfg);
  const allowed = allowedImageOrigins(cfg);
  const out: string[] = [];
  for (const v of list) {
    if (typeof v !== 'string') continue;
    if (v === '') {
      if (allowed.includes('')) out.push('');
      continue;
    }
    try {
      const u = new URL(v);
      if (u.protocol === 'https:' && !u.username && !u.password && allowed.includes(u.origin))
        out.push(v.replace(/\/+$/, ''));
    } catch {
      /* not a URL */
    }
  }
  return out.length ? out : defaultImageCdns(cfg);
}

/**
 * The runtime config: the manifest's values with `info` (the status answer's, untrusted) layered on top as the
 * module comment says. Anything but an object leaves the manifest's values.
 */
export function layer(cfg: Readonly<ResolvedConfig>, info: unknown): RuntimeConfig {
  const base = fromManifest(cfg);
  if (!isObject(info)) return base;
  const allowed = allowedHosts(cfg);
  const { social, appDownload } = layerResources(base.links, info.resources, allowed);
  return {
    whitelabel: layerFlags(base.whitelabel, info),
    links: {
      social,
      customerService: layerChannels(base.links.customerService, info.customerService, allowed),
      ...(appDownload ? { appDownload } : {}),
    },
    imageCdns: layerCdns(cfg, info.imageCdns),
    mainDomain:
      typeof info.mainDomain === 'string' && cfg.domains.includes(info.mainDomain)
        ? info.mainDomain
        : base.mainDomain,
    template: layerTemplate(cfg, info.mobileTemplate),
  };
}

/** The layered config screens read (null until the first apply: read it with runtime()). */
export const runtimeState = proxy({ current: null as RuntimeConfig | null });

/** The config in force: the layered one, or the manifest's before anything was applied. */
export function runtime(): RuntimeConfig {
  return (runtimeState.current as RuntimeConfig | null) ?? fromManifest();
}

/** The local cache of the last info, one per merchant (several merchants may share an origin's storage). */
export function cacheKey(cfg: Readonly<ResolvedConfig> = config()): string {
  return `MC_INFO_${cfg.code}`;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Layers an info over the manifest and shows it (only when something changed, so screens do not re-render). */
export function applyInfo(info: unknown, save = true): void {
  const next = layer(config(), info);
  // Compared with what screens show now (the manifest's values before the first apply): an info that changes nothing
  // renders nothing again. Every first visit's status answer is one, and a store change is a blocking render.
  if (!same(next, runtime())) runtimeState.current = next;
  if (!save || !isObject(info)) return;
  try {
    localStorage.setItem(cacheKey(), JSON.stringify(info));
  } catch {
    /* storage full or blocked: the memory copy is enough */
  }
}

/** Shows the cached info of this merchant, if any (checked again: the allowlist may have changed with a build). */
export function applyCachedInfo(): void {
  try {
    const v = JSON.parse(localStorage.getItem(cacheKey()) ?? 'null') as unknown;
    if (isObject(v)) applyInfo(v, false);
  } catch {
    /* a damaged cache: the manifest's values stay */
  }
}

/** Back to the manifest's values (tests, the prerender). */
export function reset(): void {
  runtimeState.current = null;
}

registerStore({ name: 'runtime', reset, states: [runtimeState] });

let manifestDefault: { cfg: Readonly<ResolvedConfig>; value: RuntimeConfig } | null = null;

/** The config in force, for a component: it renders again when an applied info changes it. */
export function useRuntime(): RuntimeConfig {
  const snap = useSnapshot(runtimeState);
  if (snap.current) return snap.current as RuntimeConfig;
  const cfg = config();
  if (manifestDefault?.cfg !== cfg) manifestDefault = { cfg, value: fromManifest(cfg) };
  return manifestDefault.value;
}
