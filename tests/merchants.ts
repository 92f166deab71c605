/**
 * The merchants the suite runs against: whatever is in dist/, plus the test-only fixture merchants built into
 * dist-fixtures/ from tests/fixtures/merchants (each with the resolved config its page carries).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from '@wl/manifest/types';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(repoRoot, 'dist');
/** Test-only merchants: manifests in the suite's own folder, bundles beside dist/ (never in it). */
export const fixtureMerchantsDir = path.join(repoRoot, 'tests/fixtures/merchants');
export const fixtureDistDir = path.join(repoRoot, 'dist-fixtures');

function bundlesIn(dir: string): ResolvedConfig[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (e) => e.isDirectory() && !e.name.startsWith('.') && existsSync(path.join(dir, e.name, 'config.json')),
    )
    .map((e) => JSON.parse(readFileSync(path.join(dir, e.name, 'config.json'), 'utf8')) as ResolvedConfig);
}

/** Codes of the fixture merchants that are built. */
export function fixtureCodes(): Set<string> {
  return new Set(bundlesIn(fixtureDistDir).map((m) => m.code));
}

export function builtMerchants(): ResolvedConfig[] {
  return [...bundlesIn(distDir), ...bundlesIn(fixtureDistDir)].sort((a, b) => a.code.localeCompare(b.code));
}

/** The folder holding a merchant's manifest: merchants/ or, for a fixture, tests/fixtures/merchants. */
export function merchantsDirOf(code: string): string | undefined {
  return fixtureCodes().has(code) ? fixtureMerchantsDir : undefined;
}

export const E2E_PORT = Number(process.env.E2E_PORT || 8181);
