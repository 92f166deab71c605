import { CONFIG_ELEMENT_ID, type ResolvedConfig } from '@wl/manifest/types';

/**
 * The merchant's resolved config, inlined by the build as `<script type="application/json">` (data, not code:
 * no extra request before first paint and nothing for the CSP to allow).
 */
export function readConfig(doc: Document = document): ResolvedConfig {
  const el = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!el?.textContent) throw new Error(`#${CONFIG_ELEMENT_ID} is missing: index.html was not packaged by scripts/build.ts`);
  return JSON.parse(el.textContent) as ResolvedConfig;
}

export const config: ResolvedConfig = readConfig();
