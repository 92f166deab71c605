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

/**
 * The config every module reads. One object for the app's lifetime, so that `setConfig` can fill it in place:
 * in the browser it is read from the page at import time (as before); in Node (the build's prerender) there is no
 * document, it starts empty and the prerender fills it per merchant before rendering.
 */
export const config: ResolvedConfig = {} as ResolvedConfig;

/** Replaces the config in place (every importer holds the same object). Used by the prerender, once per merchant. */
export function setConfig(next: ResolvedConfig): void {
  for (const key of Object.keys(config)) delete (config as unknown as Record<string, unknown>)[key];
  Object.assign(config, next);
}

if (typeof document !== 'undefined') setConfig(readConfig());
