/**
 * One gateway process without the bundles, for a deployment where a web server (dist/nginx.conf) serves the
 * bundles and spreads the API over several such processes on one PostgreSQL (DATABASE_URL):
 *   PORT=8081 DATABASE_URL=postgres://… GATEWAY_TRUST_PROXY=1 tsx scripts/gateway.ts
 * Answers /wps, /lgw, /__sandbox (sandbox mode only) and /__health; every other path is 404. The gateway's own
 * variables are read by core/gateway/src/env.ts. Without DATABASE_URL it keeps its data in GATEWAY_DATA_DIR, which
 * only one process may open.
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { formatProblem, loadWorkspace } from '@wl/manifest';
import { createSite } from '../core/gateway/src/site.ts';
import { env } from './lib/env.ts';
import { gatewayFromEnv } from './lib/gatewayFromEnv.ts';
import { repoRoot } from './lib/paths.ts';

const ws = await loadWorkspace({ root: repoRoot });
const fixtureDir = process.env.WL_FIXTURE_MERCHANTS;
const fixtures = fixtureDir
  ? await loadWorkspace({ root: repoRoot, merchantsDir: path.resolve(repoRoot, fixtureDir) })
  : null;
const problems = [...ws.problems, ...(fixtures?.problems ?? [])];
if (problems.length) {
  for (const p of problems) console.error(formatProblem(p));
  process.exit(1);
}

const { gw, db, api } = await gatewayFromEnv([...ws.merchants, ...(fixtures?.merchants ?? [])]);
const notFound = new Hono().all('*', (c) => c.text('Not found', 404));
const http = serve({ fetch: createSite(api, notFound).fetch, port: env.port, hostname: env.host }, (info) =>
  console.log(
    `Gateway process ${process.pid} on port ${info.port} (${gw.databaseUrl ? 'PostgreSQL' : 'embedded'})`,
  ),
);

function shutdown(): void {
  http.close(() => void db.close().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
