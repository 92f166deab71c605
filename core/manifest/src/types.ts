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
import type { Merchant, Language, Region } from './generated/merchant.ts';

/**
 * What the app receives, inlined in index.html as `<script type="application/json" id="wl-config">`.
 * The manifest with its asset paths rewritten to hashed URLs, plus what the build derives.
 */
export interface ResolvedConfig extends Omit<Merchant, '$schema' | 'theme' | 'themeOverrides' | 'regions'> {
  /** The region chooser's entries, each with the host of its merchant (that merchant's first domain). */
  regions?: (Region & { domain?: string })[];
  /** Theme name (its tokens are already in the page as CSS custom properties). */
  theme: string;
  /** Hashed URL of each language's catalogue, for this merchant's languages only. */
  locales: Partial<Record<Language, string>>;
  /** Build identifier (content hash of the app and this merchant's inputs). */
  buildId: string;
}

/** Id of the JSON data block carrying the resolved config in index.html. */
export const CONFIG_ELEMENT_ID = 'wl-config';
