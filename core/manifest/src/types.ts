/** Browser-safe types and helpers. Generated types come from schemas/ (see scripts/gen-types.ts). */
export type {
  Merchant,
  Language,
  Payment,
  Whitelabel,
  Links,
  Currency,
  Region,
} from './generated/merchant.ts';
export type { Theme } from './generated/theme.ts';
export type { MerchantContent, ArtText } from './generated/content.ts';
import type { Merchant, Language } from './generated/merchant.ts';

/** A row of the region chooser, derived from the merchant it names (never copied into another manifest). */
export interface ResolvedRegion {
  merchant: string;
  country: string;
  countryName: string;
  /** That merchant's platform currency code (e.g. TLB): data for the platform, never shown. */
  currency: string;
  /** The currency as players see it (currency.iso and currency.symbol, e.g. PHP and ₱): what the chooser shows. */
  currencyIso: string;
  currencySymbol: string;
  langList: Language[];
  /** That merchant's main host (its first domain). */
  domain: string;
}

/**
 * What the app receives, inlined in index.html as `<script type="application/json" id="wl-config">`.
 * The manifest with its asset paths rewritten to hashed URLs, plus what the build derives.
 */
export interface ResolvedConfig extends Omit<
  Merchant,
  '$schema' | 'theme' | 'themeOverrides' | 'templates' | 'regions'
> {
  /** The region chooser's entries, this merchant included, each derived from the merchant it names. */
  regions: ResolvedRegion[];
  /** Theme name (its tokens are already in the page as CSS custom properties). */
  theme: string;
  /**
   * The other themes the platform's mobile template may switch to at run time (the manifest's `templates`): theme
   * name -> URL of a stylesheet carrying its tokens, which overrides the page's own. Absent: none.
   */
  templates?: Record<string, string>;
  /** Hashed URL of each language's catalogue, for this merchant's languages only. */
  locales: Partial<Record<Language, string>>;
  /** Build identifier (content hash of the app and this merchant's inputs). */
  buildId: string;
}

/** Id of the JSON data block carrying the resolved config in index.html. */
export const CONFIG_ELEMENT_ID = 'wl-config';
