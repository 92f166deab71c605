import type { Language, Region, ResolvedConfig } from '@wl/manifest/types';
import { pathOf } from '../routes/paths.ts';

/** A region row of the chooser; the current merchant is always offered, even without a regions list. */
export interface RegionChoice {
  country: string;
  countryName: string;
  currency: string;
  langList: readonly Language[];
  merchant: string;
  /** Host of that merchant when the build resolved it (its first domain). */
  domain?: string;
}

/** The regions the chooser lists: config.regions, or just this merchant when none are configured. */
export function regionChoices(
  cfg: Pick<ResolvedConfig, 'regions' | 'code' | 'country' | 'countryName' | 'currency' | 'langList'>,
): RegionChoice[] {
  const own: RegionChoice = {
    country: cfg.country,
    countryName: cfg.countryName,
    currency: cfg.currency.code,
    langList: cfg.langList,
    merchant: cfg.code,
  };
  const list: RegionChoice[] = (cfg.regions ?? []).map((r: Region & { domain?: string }) => ({ ...r }));
  const i = list.findIndex((r) => r.merchant === cfg.code);
  // This merchant's own languages are the ones it can really load, whatever its region row says.
  if (i >= 0) list[i] = { ...list[i]!, langList: cfg.langList };
  else list.unshift(own);
  return list;
}

/**
 * The URL of another merchant's home keeping the query string (spec "Merchant switching"): on *.localhost (dev and
 * `npm start`) it is <code>.localhost with the same port; elsewhere the region's domain (the merchant's first domain).
 * Returns null when that merchant's host is unknown.
 */
export function merchantHomeUrl(
  target: Pick<RegionChoice, 'merchant' | 'domain'>,
  loc: Pick<Location, 'protocol' | 'hostname' | 'port' | 'search'>,
  lang?: Language,
): string | null {
  const params = new URLSearchParams(loc.search);
  // The other merchant lives on another origin and cannot read this one's storage: the chosen language travels along.
  if (lang) params.set('lang', lang);
  const qs = params.toString();
  const query = qs ? `?${qs}` : '';
  const local = loc.hostname === 'localhost' || loc.hostname.endsWith('.localhost');
  if (local)
    return `${loc.protocol}//${target.merchant}.localhost${loc.port ? `:${loc.port}` : ''}${pathOf('home')}${query}`;
  if (!target.domain) return null;
  return `https://${target.domain}${pathOf('home')}${query}`;
}
