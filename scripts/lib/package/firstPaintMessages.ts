/**
 * The first paint's part of a language pack. The default language's pack is inlined into every page so that the
 * first render needs no fetch; inlining only the messages that the first visit's code names keeps the page small
 * (ph: 2.6 KB gzipped instead of 11.5 KB). The rest of the pack loads with the first lazy screen or dialog
 * (lazyWithMessages in core/app/src/i18n/i18n.ts).
 *
 * Which messages: every catalogue id written as a string in the JavaScript of the first visit's chunks (the entry,
 * the chunks it imports, and the page's firstVisitModules with theirs), and every id under a prefix that those chunks
 * complete at run time (`lobby.category.${id}`). The bundled code is read, not the sources, so whatever the
 * compiler moved between chunks is counted where it ended up.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { firstVisitModules, type PrerenderedScreen } from '../../../core/app/src/prerender/screen.ts';
import { chunkFiles, type ViteManifest } from '../viteManifest.ts';

/** What the first visit's code names: whole ids (any quoted string) and the prefixes of ids built at run time. */
export interface NamedIds {
  strings: Set<string>;
  prefixes: string[];
}

/**
 * Reads the chunks of a first visit of `screen`'s page in a compiled app (`manifest`: its Vite build manifest).
 */
export async function firstVisitNames(
  appDir: string,
  manifest: ViteManifest,
  screen: PrerenderedScreen,
): Promise<NamedIds> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const files = chunkFiles(manifest, [...entries, ...firstVisitModules(screen)]);
  const code = (await Promise.all(files.map((f) => readFile(path.join(appDir, f), 'utf8')))).join('\n');
  return namedIds(code);
}

/** The quoted strings of a piece of JavaScript, and the literal heads of its template literals. */
export function namedIds(code: string): NamedIds {
  const strings = new Set<string>();
  for (const m of code.matchAll(/(["'`])([A-Za-z_][\w.-]*)\1/g)) strings.add(m[2]!);
  const prefixes = [
    ...new Set([...code.matchAll(/`([A-Za-z_][\w-]*(?:\.[\w-]+)*\.)\$\{/g)].map((m) => m[1]!)),
  ];
  return { strings, prefixes };
}

/** The messages of `pack` that `names` covers, in the pack's order. */
export function firstPaintPack<T>(pack: Record<string, T>, names: NamedIds): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [id, message] of Object.entries(pack))
    if (names.strings.has(id) || names.prefixes.some((p) => id.startsWith(p))) out[id] = message;
  return out;
}
