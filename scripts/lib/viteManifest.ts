/** The compiled app's Vite build manifest (core/app/dist/.vite/manifest.json), read by the packager's parts. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ViteChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type ViteManifest = Record<string, ViteChunk>;

export async function readViteManifest(appDir: string): Promise<ViteManifest> {
  return JSON.parse(await readFile(path.join(appDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/**
 * The files of the chunks `keys` name and of every chunk they import, each once, in visiting order. A key missing
 * from the manifest is an error (the app was built from other sources); `skip` leaves a chunk and whatever only it
 * imports out.
 * @example chunkFiles(manifest, ['src/screens/Home/Home.tsx'], (c) => c.isEntry === true)
 */
export function chunkFiles(
  manifest: ViteManifest,
  keys: readonly string[],
  skip: (chunk: ViteChunk) => boolean = () => false,
): string[] {
  const files = new Set<string>();
  const visit = (key: string, named: boolean) => {
    const chunk = manifest[key];
    if (!chunk) {
      if (named) throw new Error(`the app's .vite/manifest.json has no chunk for ${key}: rebuild the app`);
      return;
    }
    if (skip(chunk) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i, false);
  };
  for (const key of keys) visit(key, true);
  return [...files];
}
