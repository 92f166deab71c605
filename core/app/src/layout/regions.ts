import type { Language, ResolvedConfig, ResolvedRegion } from '@wl/manifest/types';
import { pathOf } from '../routes/paths.ts';
import { STATUS_CACHE_KEY } from '../state/status.ts';

/** A region row of the chooser: derived at build time from the merchant it names (see resolveRegions). */
export type RegionChoice = ResolvedRegion;

/**
 * The regions the chooser lists: config.regions (this merchant is always among them, since the build derives the
 * rows from each merchant's own manifest), or just this merchant for a config without any.
 */
export function regionChoices(
  cfg: Pick<
    ResolvedConfig,
    'regions' | 'code' | 'country' | 'countryName' | 'currency' | 'langList' | 'domains'
  >,
): RegionChoice[] {
  if (cfg.regions?.some((r) => r.merchant === cfg.code)) return cfg.regions;
  const own: RegionChoice = {
    country: cfg.country,
    countryName: cfg.countryName,
    currency: cfg.currency.code,
    currencyIso: cfg.currency.iso,
    currencySymbol: cfg.currency.symbol,
    langList: cfg.langList,
    merchant: cfg.code,
    domain: cfg.domains[0]!,
  };
  return [own, ...(cfg.regions ?? [])];
}

/**
 * A region row as the chooser shows it in the language `tag`: the country's name in that language (Intl's names;
 * the manifest's English countryName where Intl has none) and the currency as players see it, its ISO code and
 * symbol ("Philippines", "PHP ₱"), never the platform's code (TLB).
 */
export function regionLabel(
  r: Pick<RegionChoice, 'country' | 'countryName' | 'currencyIso' | 'currencySymbol'>,
  tag: string,
): { country: string; currency: string } {
  let country = r.countryName;
  try {
    const name = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' }).of(r.country);
    if (name) country = name;
  } catch {
    /* an engine without DisplayNames, or an unknown code: the manifest's name */
  }
  const currency =
    r.currencySymbol === r.currencyIso ? r.currencyIso : `${r.currencyIso} ${r.currencySymbol}`;
  return { country, currency };
}

/**
 * The URL of another merchant's home keeping the query string (spec "Merchant switching"): on *.localhost (dev and
 * `npm start`) it is <code>.localhost with the same port; elsewhere the region's domain (the merchant's first domain).
 * Returns null when that merchant's host is unknown.
 */
export function merchantHomeUrl(
  target: { merchant: string; domain?: string },
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

/**
 * Startup on a domain several merchants share (the manifest's sharedDomains; spec section 4, "Startup"): the merchant
 * among the regions whose country is the status call's location country. 'stay' when it is this merchant, 'choose'
 * when no region serves that country (the language and region chooser opens), null on a merchant's own domain (the
 * domain decides).
 */
export function pickByCountry(
  cfg: Pick<
    ResolvedConfig,
    'regions' | 'code' | 'country' | 'countryName' | 'currency' | 'langList' | 'domains' | 'sharedDomains'
  >,
  hostname: string,
  countryCode: string,
): RegionChoice | 'stay' | 'choose' | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!(cfg.sharedDomains ?? []).includes(host)) return null;
  const country = countryCode.toUpperCase();
  if (country === cfg.country) return 'stay';
  return regionChoices(cfg).find((r) => r.country === country && r.merchant !== cfg.code) ?? 'choose';
}

/** The local record of the merchant a player was sent to (spec "Merchant switching": the merchant is saved). */
export const MERCHANT_KEY = 'MC_MERCHANT';

/**
 * Leaves for another merchant (spec "Merchant switching"): this merchant's stored status and session storage must not
 * follow the player; the merchant is saved, then its home loads (the URL keeps the query string, merchantHomeUrl).
 */
export function leaveForMerchant(url: string, merchant: string): void {
  try {
    sessionStorage.clear();
    localStorage.removeItem(STATUS_CACHE_KEY);
    localStorage.setItem(MERCHANT_KEY, merchant);
  } catch {
    /* storage blocked: nothing stored to clear */
  }
  location.assign(url);
}
