/**
 * URLs that come from the gateway (customer-service links, the chat URL, app links) are opened only when they are
 * https and their host is on the merchant's allowlist: the manifest's urlAllowlist plus the hosts of the links the
 * manifest itself configures (spec: "every URL from the gateway is parsed and opened only if allowed"). Service
 * paths arrive encrypted (the last 8 characters are the key) and are decrypted here.
 */
import { proxy } from 'valtio';
import { decryptServicePath, type ServicePath } from '@wl/contract';
import * as systemApi from '../api/system.ts';
import { config } from '../config/config.ts';
import { toast } from './ui.ts';
import { registerStore } from './kit/registry.ts';

/** Every host the manifest names: its allowlist entries and the hosts of its own links. */
export function allowedHosts(cfg: ReturnType<typeof config> = config()): string[] {
  const urls: string[] = [
    ...cfg.links.customerService.map((c) => c.url),
    ...Object.values(cfg.links.social ?? {}).map((l) => l?.url ?? ''),
    cfg.links.appDownload?.android ?? '',
    cfg.links.appDownload?.ios ?? '',
    cfg.compliance?.helpline?.url ?? '',
  ];
  const hosts = new Set<string>(cfg.urlAllowlist ?? []);
  for (const u of urls) {
    try {
      if (u) hosts.add(new URL(u).hostname.toLowerCase());
    } catch {
      /* the manifest schema already checks its URLs */
    }
  }
  return [...hosts];
}

/** True when `host` is listed, exactly or under a "*.domain" entry. */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) =>
    entry.startsWith('*.') ? h.endsWith(entry.slice(1)) && h.length > entry.length - 1 : h === entry,
  );
}

/** The URL when it may be opened (https, no credentials, an allowed host), else null. */
export function safeUrl(raw: string, allowed: readonly string[] = allowedHosts()): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  return hostAllowed(url.hostname, allowed) ? url : null;
}

/**
 * Opens a gateway URL in a new tab (noopener) or as this page, if allowed; otherwise says it cannot be opened.
 * @returns whether it was opened
 */
export function openExternal(raw: string, target: 'tab' | 'self' = 'tab'): boolean {
  const url = safeUrl(raw);
  if (!url) {
    toast({ id: 'links.blocked' }, { kind: 'error' });
    return false;
  }
  if (target === 'self') window.location.assign(url.href);
  else window.open(url.href, '_blank', 'noopener,noreferrer');
  return true;
}

/** A customer-service link from the gateway, decrypted and checked. */
export interface ServiceLink {
  type: ServicePath['type'];
  csType: ServicePath['csType'];
  title: string;
  url: string;
}

/** Decrypts the gateway's service paths and keeps only those that may be opened. */
export function serviceLinks(list: readonly ServicePath[], allowed = allowedHosts()): ServiceLink[] {
  const out: ServiceLink[] = [];
  for (const p of list) {
    const url = decryptServicePath(p.path);
    if (url && safeUrl(url, allowed)) out.push({ type: p.type, csType: p.csType, title: p.title, url });
  }
  return out;
}

const CACHE_KEY = 'MC_SERVICE_LINK';

function cached(): ServiceLink[] | null {
  try {
    const v = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as unknown;
    if (!Array.isArray(v)) return null;
    // A cached link is checked again: the allowlist may have changed with a new build.
    return (v as ServiceLink[]).filter((l) => typeof l?.url === 'string' && safeUrl(l.url) !== null);
  } catch {
    return null;
  }
}

export const linksState = proxy({ service: null as ServiceLink[] | null });

/** Loads the service links (shown from the local cache at once, then refreshed from the gateway). */
export async function loadServiceLinks(): Promise<ServiceLink[]> {
  linksState.service ??= cached();
  try {
    const links = serviceLinks((await systemApi.service()).version.pathList);
    linksState.service = links;
    try {
      localStorage.setItem(CACHE_KEY, JSON.stringify(links));
    } catch {
      /* storage full or blocked: the memory copy is enough */
    }
  } catch {
    linksState.service ??= [];
  }
  return linksState.service;
}

/** Back to a first visit (tests, the prerender). */
export function reset(): void {
  linksState.service = null;
}

registerStore({ name: 'links', reset, states: [linksState] });
