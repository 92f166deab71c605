import { CONFIG_ELEMENT_ID, type ResolvedConfig } from '@wl/manifest/types';

/**
 * The merchant's resolved config, inlined by the build as `<script type="application/json">` (data, not code:
 * no extra request before first paint and nothing for the CSP to allow).
 */
export function readConfig(doc: Document = document): ResolvedConfig {
  const el = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!el?.textContent)
    throw new Error(`#${CONFIG_ELEMENT_ID} is missing: index.html was not packaged by scripts/build.ts`);
  return JSON.parse(el.textContent) as ResolvedConfig;
}

let installed: Readonly<ResolvedConfig> | null = null;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Installs the merchant config, read-only, before anything renders: main.tsx with the page's inlined config, the
 * prerender once per merchant, the unit tests in their setup file. Nothing reads the config at import time.
 */
export function installConfig(cfg: ResolvedConfig): void {
  installed = deepFreeze(structuredClone(cfg));
}

/**
 * The installed merchant config (read-only data).
 * @throws when read before installConfig, e.g. by a module that reads it at import time
 */
export function config(): Readonly<ResolvedConfig> {
  if (!installed)
    throw new Error('config() was read before installConfig(): install the merchant config before rendering');
  return installed;
}
