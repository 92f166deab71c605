/**
 * `npm start`: builds if needed, then serves every merchant and the sandbox gateway from one process.
 *   http://<code>.localhost:PORT/m/ and every domain of a manifest (by Host header); /wps, /lgw and /__sandbox go
 *   to the gateway. PORT (8080), HOST (127.0.0.1), SKIP_BUILD=1, and the gateway's GATEWAY_DATA_DIR, DATABASE_URL,
 *   GATEWAY_MODE, GATEWAY_STATUS, GATEWAY_TRUST_PROXY (core/gateway/src/env.ts).
 *   The test runner adds its fixture merchants with WL_FIXTURE_MERCHANTS (their manifests, tests/fixtures/merchants)
 *   and WL_FIXTURE_DIST (their bundles, dist-fixtures); without them only merchants/ is served.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { formatProblem, loadWorkspace, type ResolvedConfig } from '@wl/manifest';
import { createBundleServer } from '../core/gateway/src/static/bundles.ts';
import { createSite } from '../core/gateway/src/site.ts';
import { env } from './lib/env.ts';
import { gatewayFromEnv } from './lib/gatewayFromEnv.ts';
import { distDir, repoRoot } from './lib/paths.ts';

if (!env.skipBuild) {
  const r = spawnSync('npm', ['run', '--silent', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const ws = await loadWorkspace({ root: repoRoot });
if (ws.problems.length) {
  for (const p of ws.problems) console.error(formatProblem(p));
  process.exit(1);
}

// Serve what is built: a merchant folder without a bundle is reported, not served half-way.
const built: (ResolvedConfig & { dir: string })[] = [];
async function addBuilt(codes: string[], dist: string): Promise<void> {
  for (const code of codes) {
    const dir = path.join(dist, code);
    const cfg = await readFile(path.join(dir, 'config.json'), 'utf8').catch(() => null);
    if (cfg) built.push({ ...(JSON.parse(cfg) as ResolvedConfig), dir });
    else
      console.warn(`merchant ${code} has no bundle in ${path.relative(repoRoot, dist)}/: run npm run build`);
  }
}
await addBuilt(
  ws.merchants.map((m) => m.code),
  distDir,
);

const fixtureMerchants = process.env.WL_FIXTURE_MERCHANTS;
const fixtures = fixtureMerchants
  ? await loadWorkspace({ root: repoRoot, merchantsDir: path.resolve(repoRoot, fixtureMerchants) })
  : null;
if (fixtures?.problems.length) {
  for (const p of fixtures.problems) console.error(formatProblem(p));
  process.exit(1);
}
if (fixtures)
  await addBuilt(
    fixtures.merchants.map((m) => m.code),
    path.resolve(repoRoot, process.env.WL_FIXTURE_DIST ?? 'dist-fixtures'),
  );

const { db, api } = await gatewayFromEnv([...ws.merchants, ...(fixtures?.merchants ?? [])]);
const bundles = createBundleServer({
  distDir,
  sites: built.map((c) => ({
    code: c.code,
    brandName: c.brandName,
    domains: c.domains,
    sharedDomains: c.sharedDomains ?? [],
    dir: c.dir,
  })),
});

const server = createSite(api, bundles);

const http = serve({ fetch: server.fetch, port: env.port, hostname: env.host }, (info) => {
  console.log(`Serving ${built.length} merchant(s) with the sandbox gateway on port ${info.port}:`);
  for (const c of built)
    console.log(`  ${c.brandName.padEnd(14)} http://${c.code}.localhost:${info.port}/m/`);
  console.log('Every domain in a manifest is answered too (by Host header).');
});

function shutdown(): void {
  http.close(() => void db.close().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
