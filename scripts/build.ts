/**
 * `npm run build` (after turbo has compiled core/app once): packages dist/<code>/ for every merchant.
 * Validates everything first and writes nothing if anything is wrong; each merchant's bundle is written to a
 * temporary folder and renamed into place, so dist/ never holds a half-written or mixed bundle.
 *   tsx scripts/build.ts [--only ph,bd] [--out dist] [--merchants merchants] [--app core/app/dist]
 * It also writes <out>/nginx.conf for every bundle in the folder (scripts/lib/nginx.ts): NGINX_LISTEN (80),
 * NGINX_UPSTREAM (127.0.0.1:8081,127.0.0.1:8082: the gateway processes) and NGINX_ROOT (the folder's absolute path,
 * where the bundles will live on the web server) set what it names.
 */
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem, loadWorkspace } from '@wl/manifest';
import { NGINX_FILE, deploymentNginx } from './lib/nginx.ts';
import { readAppBuild, packageMerchant } from './lib/package.ts';
import { appDist, distDir, repoRoot } from './lib/paths.ts';
import { artProblems } from './lib/artCheck.ts';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    out: { type: 'string' },
    merchants: { type: 'string' },
    app: { type: 'string' },
    quiet: { type: 'boolean' },
  },
});
const out = path.resolve(args.out ?? distDir);
const only = args.only?.split(',').filter(Boolean);
const started = performance.now();

const ws = await loadWorkspace({
  root: repoRoot,
  merchantsDir: args.merchants ? path.resolve(args.merchants) : undefined,
  only,
});
// The operators' picture copy, as the sandbox gateway draws it.
ws.problems.push(...artProblems(ws.merchants, repoRoot));

if (ws.problems.length) {
  for (const p of ws.problems) console.error(formatProblem(p));
  console.error(`\nBuild stopped: ${ws.problems.length} problem(s). Nothing was written.`);
  process.exit(1);
}
if (only) {
  const missing = only.filter((c) => !ws.merchants.some((m) => m.code === c));
  if (missing.length) {
    console.error(`No such merchant: ${missing.join(', ')}. Nothing was written.`);
    process.exit(1);
  }
}

const app = await readAppBuild(args.app ? path.resolve(args.app) : appDist);
await mkdir(out, { recursive: true });
const stamp = `${process.pid}-${Date.now().toString(36)}`;

for (const m of ws.merchants) {
  const tmp = path.join(out, `.tmp-${m.code}-${stamp}`);
  const old = path.join(out, `.old-${m.code}-${stamp}`);
  const final = path.join(out, m.code);
  try {
    await packageMerchant(m, app, tmp, { merchants: ws.all });
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    throw err;
  }
  await rename(final, old).catch((e: NodeJS.ErrnoException) => {
    if (e.code !== 'ENOENT') throw e;
  });
  await rename(tmp, final);
  await rm(old, { recursive: true, force: true });
}

// A full build also removes bundles of merchants that no longer exist, and leftovers of interrupted builds.
if (!only) {
  const keep = new Set(ws.merchants.map((m) => m.code));
  for (const entry of await readdir(out, { withFileTypes: true })) {
    const stale = entry.name.startsWith('.tmp-') || entry.name.startsWith('.old-') || !keep.has(entry.name);
    if (entry.isDirectory() && stale) await rm(path.join(out, entry.name), { recursive: true, force: true });
  }
}

// The web server's configuration for every bundle now in the folder (README: Deploying behind nginx).
await writeFile(path.join(out, NGINX_FILE), await deploymentNginx(out));

if (!args.quiet) {
  const ms = Math.round(performance.now() - started);
  console.log(
    `Packaged ${ws.merchants.length} merchant(s) into ${path.relative(repoRoot, out) || out} in ${ms} ms:`,
  );
  for (const m of ws.merchants)
    console.log(`  ${m.code.padEnd(8)} ${m.manifest.brandName} (${m.manifest.langList.join(', ')})`);
}
