/**
 * The deployment on this machine: Debian's nginx with the build's configuration (scripts/lib/nginx.ts) in front of
 * two gateway processes (scripts/gateway.ts) on one PostgreSQL. The nginx e2e set (tests/playwright.nginx.config.ts)
 * and the bench run it; an operator can too, to try a deployment before making it.
 *   DATABASE_URL=postgres://… PORT=8480 tsx scripts/serve-nginx.ts
 * Without DATABASE_URL, TEST_DATABASE_URL (a role that may create databases) gets a fresh database for the run,
 * dropped at the end. PORT: nginx (default 8480); the gateway processes take the next ports (GATEWAYS, default 2).
 * Serves dist/ and, with WL_FIXTURE_MERCHANTS/WL_FIXTURE_DIST, the test's fixture merchants. Loopback only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { nginxMain, nginxSites, sitesIn } from './lib/nginx.ts';
import { distDir, repoRoot } from './lib/paths.ts';

const PORT = Number(process.env.PORT || 8480);
const GATEWAYS = Number(process.env.GATEWAYS || 2);
const NGINX =
  process.env.NGINX_BIN || ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(existsSync) || 'nginx';
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
let stopping = false;

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

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

async function healthy(port: number, child: ChildProcess, what: string): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/__health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer /__health within 120 s`);
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, name: string): ChildProcess {
  const child = spawn(cmd, args, { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`serve-nginx: ${name} stopped (${signal ?? code}); stopping the deployment`);
      void stop(1);
    }
  });
  return child;
}

try {
  const databaseUrl = await database();
  const ports = Array.from({ length: GATEWAYS }, (_, i) => PORT + 1 + i);
  // One after the other: the first migrates and seeds the database, the next finds it ready.
  for (const port of ports) {
    const child = run(
      process.execPath,
      ['--import', 'tsx', 'scripts/gateway.ts'],
      {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        GATEWAY_TRUST_PROXY: '1',
      },
      `gateway :${port}`,
    );
    await healthy(port, child, `gateway on port ${port}`);
  }

  const fixtureDist = process.env.WL_FIXTURE_MERCHANTS
    ? path.resolve(repoRoot, process.env.WL_FIXTURE_DIST ?? 'dist-fixtures')
    : null;
  const sites = [...(await sitesIn(distDir)), ...(fixtureDist ? await sitesIn(fixtureDist) : [])];
  if (sites.length === 0) throw new Error('no bundles in dist/: run npm run build');
  const prefix = await mkdtemp(path.join(tmpdir(), 'wl-nginx-'));
  cleanups.push(() => rm(prefix, { recursive: true, force: true }));
  await mkdir(path.join(prefix, 'logs'));
  const brotli = existsSync(BROTLI);
  const sitesFile = path.join(prefix, 'sites.conf');
  await writeFile(
    sitesFile,
    nginxSites({ listen: `127.0.0.1:${PORT}`, upstream: ports.map((p) => `127.0.0.1:${p}`), sites, brotli }),
  );
  const conf = path.join(prefix, 'nginx.conf');
  await writeFile(
    conf,
    nginxMain({ prefix, sites: sitesFile, modules: brotli ? [BROTLI] : [], root: process.getuid?.() === 0 }),
  );
  const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const nginx = run(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], process.env, 'nginx');
  await healthy(PORT, nginx, 'nginx');
  console.log(
    `nginx on http://127.0.0.1:${PORT} (${sites.map((s) => s.code).join(', ')}) → gateway processes on ${ports.join(', ')}${brotli ? '' : ' (no brotli_static module: gzip only)'}`,
  );
} catch (err) {
  console.error(`serve-nginx: ${(err as Error).message}`);
  await stop(1);
}
