/**
 * From a loaded manifest to what the app receives: pure functions, no file access. Used by the build, the dev
 * server and the tests, so that there is one place that knows which fields are asset paths and how a region is
 * derived from its merchant.
 */
import type { Language, Merchant } from './generated/merchant.ts';
import type { ResolvedConfig, ResolvedRegion } from './types.ts';

/** What resolving needs of a merchant: its code and manifest (a LoadedMerchant fits). */
export interface MerchantRef {
  code: string;
  manifest: Merchant;
}

/**
 * Every asset path a manifest refers to, with its JSON pointer: the one list of asset fields, read by validation
 * (the file must exist), by the packager (the file is copied under a hashed name) and by resolveConfig (the path is
 * replaced by its URL).
 */
export function assetFields(m: Merchant): [pointer: string, path: string][] {
  const refs: [string, string][] = [
    ['/assets/logo', m.assets.logo],
    ['/assets/icon', m.assets.icon],
    ['/assets/flag', m.assets.flag],
  ];
  if (m.assets.banner) refs.push(['/assets/banner', m.assets.banner]);
  m.payments.forEach((p, i) => p.icons.forEach((icon, j) => refs.push([`/payments/${i}/icons/${j}`, icon])));
  m.footer.licences.forEach((l, i) => refs.push([`/footer/licences/${i}/logo`, l.logo]));
  return refs;
}

/** Replaces every asset field of a manifest (the fields assetFields lists) with url(path). */
function mapAssets(
  m: Merchant,
  url: (path: string) => string,
): Pick<Merchant, 'assets' | 'payments' | 'footer'> {
  return {
    assets: {
      logo: url(m.assets.logo),
      icon: url(m.assets.icon),
      flag: url(m.assets.flag),
      ...(m.assets.banner ? { banner: url(m.assets.banner) } : {}),
    },
    payments: m.payments.map((p) => ({ ...p, icons: p.icons.map(url) })),
    footer: { ...m.footer, licences: m.footer.licences.map((l) => ({ ...l, logo: url(l.logo) })) },
  };
}

/** A merchant's main host (its first domain): where the region chooser sends a player. */
export function mainDomain(m: MerchantRef): string {
  return m.manifest.domains[0]!;
}

/** Every merchant code mapped to its main host. */
export function mainDomains(merchants: readonly MerchantRef[]): Map<string, string> {
  return new Map(merchants.map((m) => [m.code, mainDomain(m)]));
}

/**
 * The region chooser's rows for one merchant: its `regions` codes, each filled in from that merchant's manifest
 * (country, currency, languages, main domain). The merchant itself comes first when its manifest does not name it.
 * A code that names no known merchant is left out (validation reports it).
 */
export function resolveRegions(self: MerchantRef, all: readonly MerchantRef[]): ResolvedRegion[] {
  const byCode = new Map(all.map((m) => [m.code, m]));
  byCode.set(self.code, self);
  const codes = (self.manifest.regions ?? []).map((r) => r.merchant);
  if (!codes.includes(self.code)) codes.unshift(self.code);
  return codes.flatMap((code) => {
    const m = byCode.get(code);
    return m ? [regionOf(m)] : [];
  });
}

function regionOf(ref: MerchantRef): ResolvedRegion {
  const { code, manifest: m } = ref;
  return {
    merchant: code,
    country: m.country,
    countryName: m.countryName,
    currency: m.currency.code,
    currencyIso: m.currency.iso,
    currencySymbol: m.currency.symbol,
    langList: [...m.langList],
    domain: mainDomain(ref),
  };
}

export interface ResolveInputs {
  /** Every merchant of the workspace, for the regions (at least those the manifest names). */
  merchants: readonly MerchantRef[];
  /** Theme name after overrides (the theme's tokens go into the page as CSS, not into the config). */
  theme: string;
  /** URL of each of the manifest's `templates`' stylesheets (theme name -> URL). */
  templates?: Record<string, string>;
  /** URL of each asset path of the manifest; identity when omitted (tests). */
  assetUrl?: (path: string) => string;
  /** URL of each language's compiled catalogue. */
  locales: Partial<Record<Language, string>>;
  /** Build identifier; the packager derives it from the app build and the resolved inputs. */
  buildId?: string;
}

/**
 * The resolved merchant config the page carries: the manifest without what only the build reads ($schema, theme
 * tokens and overrides), asset paths rewritten to URLs, regions derived from their merchants, locale URLs.
 */
export function resolveConfig(m: MerchantRef, inputs: ResolveInputs): ResolvedConfig {
  const {
    $schema: _schema,
    theme: _theme,
    themeOverrides: _overrides,
    templates: _templates,
    regions: _regions,
    ...manifest
  } = m.manifest;
  return {
    ...manifest,
    ...mapAssets(m.manifest, inputs.assetUrl ?? ((p) => p)),
    theme: inputs.theme,
    ...(inputs.templates && Object.keys(inputs.templates).length ? { templates: inputs.templates } : {}),
    regions: resolveRegions(m, inputs.merchants),
    locales: inputs.locales,
    buildId: inputs.buildId ?? '',
  };
}
