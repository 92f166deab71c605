/**
 * `npm start`: builds if needed, then serves every merchant and the sandbox gateway from one process.
 *   http://<code>.localhost:PORT/m/ and every domain of a manifest (by Host header); /wps, /lgw and /__sandbox go
 *   to the gateway. PORT (8080), HOST (127.0.0.1), SKIP_BUILD=1, and the gateway's GATEWAY_DATA_DIR, DATABASE_URL,
 *   GATEWAY_MODE, GATEWAY_STATUS, GATEWAY_TRUST_PROXY (core/gateway/src/env.ts).
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { formatProblem, loadWorkspace, type ResolvedConfig } from '@wl/manifest';
import { createBundleServer } from '../core/gateway/src/static/bundles.ts';
import { createGateway, openDatabase, readGatewayEnv, systemClock } from '@wl/gateway';
import { env } from './lib/env.ts';
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
const built: ResolvedConfig[] = [];
for (const m of ws.merchants) {
  const cfg = await readFile(path.join(distDir, m.code, 'config.json'), 'utf8').catch(() => null);
  if (cfg) built.push(JSON.parse(cfg) as ResolvedConfig);
  else console.warn(`merchant ${m.code} has no bundle in dist/: run npm run build`);
}

const gw = readGatewayEnv();
const db = await openDatabase({ dataDir: path.resolve(repoRoot, gw.dataDir), databaseUrl: gw.databaseUrl });
const api = createGateway({
  db,
  clock: systemClock,
  merchants: ws.merchants,
  mode: gw.mode,
  status: gw.status,
  trustProxy: gw.trustProxy,
  withdrawAutoApproveMs: gw.withdrawAutoApproveMs,
});
const bundles = createBundleServer({
  distDir,
  sites: built.map((c) => ({ code: c.code, brandName: c.brandName, domains: c.domains })),
});

const server = new Hono();
// Readiness probe for process managers, the test runner and the bench; answers on any host, and only once the
// gateway has seeded its content (requests would wait for it anyway, but measurements should not run beside it).
let ready = false;
void api.ready.then(() => (ready = true));
server.get('/__health', (c) => (ready ? c.text('ok') : c.text('starting', 503)));
for (const prefix of ['/wps/*', '/lgw/*', '/__sandbox/*']) server.all(prefix, (c) => api.fetch(c.req.raw));
server.all('*', (c) => bundles.fetch(c.req.raw));

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
