/**
 * A deployment on this machine: Debian's nginx with the build's site configuration (nginx.ts) in front of gateway
 * processes (scripts/gateway.ts) on one PostgreSQL. Used by `npm run serve:nginx`, the nginx smoke set and the
 * two-process test (scripts/deployment.test.ts). Loopback only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { nginxMain, nginxSites, type NginxSite } from './nginx.ts';
import { repoRoot } from './paths.ts';

export const NGINX_BIN =
  process.env.NGINX_BIN || ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface Deployment {
  port: number;
  gatewayPorts: number[];
  gateways: ChildProcess[];
  nginx: ChildProcess;
  brotli: boolean;
  /** Stops every process and removes nginx's files. */
  stop(): Promise<void>;
}

export interface DeploymentOptions {
  /** nginx's port; the gateway processes take the ones after it. */
  port: number;
  databaseUrl: string;
  sites: readonly NginxSite[];
  gateways?: number;
  /** Extra environment of the gateway processes. */
  env?: NodeJS.ProcessEnv;
  /** Called when a process stops that was not stopped by stop(). */
  onExit?: (name: string, code: number | null, signal: NodeJS.Signals | null) => void;
  /** Where the processes write (default: inherit). */
  stdio?: 'inherit' | 'ignore';
}

/** Waits until http://127.0.0.1:<port>/__health answers 200 (2 minutes at most, or until `child` exits). */
export async function healthy(port: number, child: ChildProcess, what: string): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.signalCode ?? child.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}/__health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer /__health within 120 s`);
}

/** Starts a gateway process on `port` (scripts/gateway.ts) and waits until it answers. */
export async function startGateway(
  port: number,
  databaseUrl: string,
  opts: Pick<DeploymentOptions, 'env' | 'stdio'> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/gateway.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...opts.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      GATEWAY_TRUST_PROXY: '1',
    },
    stdio: ['ignore', opts.stdio ?? 'inherit', opts.stdio ?? 'inherit'],
  });
  await healthy(port, child, `gateway on port ${port}`);
  return child;
}

/**
 * nginx's workers when it shares the machine with `gateways` processes: the cores the gateways leave, at least one.
 * Each process busy at once on its own core: on this 2-core machine, two nginx workers beside two gateway processes
 * (and the load generator) took turns on the cores, and the game list's p99 through nginx was 35 to 45 ms; with one
 * worker it is 22 to 26 ms at a higher rate (npm run bench -- --nginx-only).
 */
export function nginxWorkers(gateways: number, cores = availableParallelism()): number {
  return Math.max(1, cores - gateways);
}

export async function startDeployment(opts: DeploymentOptions): Promise<Deployment> {
  if (!NGINX_BIN) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  if (opts.sites.length === 0) throw new Error('no bundles to serve: run npm run build');
  const gatewayPorts = Array.from({ length: opts.gateways ?? 2 }, (_, i) => opts.port + 1 + i);
  const children: { name: string; child: ChildProcess }[] = [];
  let stopping = false;
  const prefix = await mkdtemp(path.join(tmpdir(), 'wl-nginx-'));
  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => (child.kill('SIGKILL'), resolve()), 4000).unref();
          }),
      ),
    );
    await rm(prefix, { recursive: true, force: true });
  };
  const watch = (name: string, child: ChildProcess) => {
    children.push({ name, child });
    child.on('exit', (code, signal) => {
      if (!stopping) opts.onExit?.(name, code, signal);
    });
    return child;
  };
  try {
    // One after the other: the first migrates and seeds the database, the next finds it ready.
    const gateways: ChildProcess[] = [];
    for (const port of gatewayPorts)
      gateways.push(watch(`gateway :${port}`, await startGateway(port, opts.databaseUrl, opts)));
    const brotli = existsSync(BROTLI);
    const sitesFile = path.join(prefix, 'sites.conf');
    await writeFile(
      sitesFile,
      nginxSites({
        listen: `127.0.0.1:${opts.port}`,
        upstream: gatewayPorts.map((p) => `127.0.0.1:${p}`),
        sites: opts.sites,
        brotli,
      }),
    );
    const conf = path.join(prefix, 'nginx.conf');
    await writeFile(
      conf,
      nginxMain({
        prefix,
        sites: sitesFile,
        modules: brotli ? [BROTLI] : [],
        root: process.getuid?.() === 0,
        workers: nginxWorkers(gatewayPorts.length),
      }),
    );
    const check = spawnSync(NGINX_BIN, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
    const nginx = watch(
      'nginx',
      spawn(NGINX_BIN, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
        stdio: ['ignore', opts.stdio ?? 'inherit', opts.stdio ?? 'inherit'],
      }),
    );
    await healthy(opts.port, nginx, 'nginx');
    return { port: opts.port, gatewayPorts, gateways, nginx, brotli, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
