/**
 * `npm run serve:nginx`: the deployment on this machine (scripts/lib/deployment.ts): Debian's nginx with the build's
 * configuration in front of two gateway processes on one PostgreSQL. The nginx smoke set runs it
 * (tests/playwright.nginx.config.ts); an operator can too, to try a deployment before making it.
 *   DATABASE_URL=postgres://… PORT=8480 tsx scripts/serve-nginx.ts
 * Without DATABASE_URL, TEST_DATABASE_URL (a role that may create databases) gets a fresh database for the run,
 * dropped at the end. PORT: nginx (default 8480); the gateway processes take the next ports (GATEWAYS, default 2).
 * Serves dist/ and, with WL_FIXTURE_MERCHANTS/WL_FIXTURE_DIST, the test's fixture merchants.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import postgres from 'postgres';
import { startDeployment, type Deployment } from './lib/deployment.ts';
import { sitesIn } from './lib/nginx.ts';
import { distDir, repoRoot } from './lib/paths.ts';

const PORT = Number(process.env.PORT || 8480);
const cleanups: (() => Promise<void>)[] = [];
let deployment: Deployment | undefined;

async function stop(code: number): Promise<never> {
  await deployment?.stop().catch(() => undefined);
  for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

/** DATABASE_URL, or a fresh database on TEST_DATABASE_URL's server, dropped when this stops. */
async function database(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    console.error(
      'serve-nginx: the gateway processes share one PostgreSQL: set DATABASE_URL (or TEST_DATABASE_URL)',
    );
    process.exit(2);
  }
  const name = `wl_nginx_${randomBytes(4).toString('hex')}`;
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  await sql.unsafe(`CREATE DATABASE ${name}`);
  await sql.end();
  cleanups.push(async () => {
    const s = postgres(admin, { max: 1, onnotice: () => {} });
    await s.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await s.end();
  });
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return u.toString();
}

try {
  const fixtureDist = process.env.WL_FIXTURE_MERCHANTS
    ? path.resolve(repoRoot, process.env.WL_FIXTURE_DIST ?? 'dist-fixtures')
    : null;
  const sites = [...(await sitesIn(distDir)), ...(fixtureDist ? await sitesIn(fixtureDist) : [])];
  deployment = await startDeployment({
    port: PORT,
    databaseUrl: await database(),
    sites,
    gateways: Number(process.env.GATEWAYS || 2),
    onExit: (name, code, signal) => {
      console.error(`serve-nginx: ${name} stopped (${signal ?? code}); stopping the deployment`);
      void stop(1);
    },
  });
  console.log(
    `nginx on http://127.0.0.1:${PORT} (${sites.map((s) => s.code).join(', ')}) → gateway processes on ${deployment.gatewayPorts.join(', ')}${deployment.brotli ? '' : ' (no brotli_static module: gzip only)'}`,
  );
} catch (err) {
  console.error(`serve-nginx: ${(err as Error).message}`);
  await stop(1);
}
