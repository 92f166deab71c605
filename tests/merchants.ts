/** The merchants the suite runs against: whatever is in dist/ (each with the resolved config its page carries). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from '@wl/manifest/types';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(repoRoot, 'dist');

export function builtMerchants(): ResolvedConfig[] {
  if (!existsSync(distDir)) return [];
  return readdirSync(distDir, { withFileTypes: true })
    .filter(
      (e) =>
        e.isDirectory() && !e.name.startsWith('.') && existsSync(path.join(distDir, e.name, 'config.json')),
    )
    .map((e) => JSON.parse(readFileSync(path.join(distDir, e.name, 'config.json'), 'utf8')) as ResolvedConfig)
    .sort((a, b) => a.code.localeCompare(b.code));
}

export const E2E_PORT = Number(process.env.E2E_PORT || 8181);
