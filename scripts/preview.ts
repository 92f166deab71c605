/**
 * `npm run preview`: every merchant and language side by side in phone frames, live from the manifests, with
 * validate's problems beside the merchant they belong to (scripts/lib/preview.ts). Compiles the app first when
 * core/app/dist is missing (as `npm run build` does); SKIP_BUILD=1 never does.
 *   PORT (8090), HOST (127.0.0.1), --merchants <dir> (another merchants folder), and the gateway's variables
 *   (GATEWAY_DATA_DIR, default .data/preview-gateway, so it never shares npm start's data).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPreview } from './lib/preview.ts';
import { gatewayFromEnv } from './lib/gatewayFromEnv.ts';
import { appDist, repoRoot } from './lib/paths.ts';
import { env } from './lib/env.ts';

const { values: args } = parseArgs({ options: { merchants: { type: 'string' } } });

if (!existsSync(path.join(appDist, 'index.html'))) {
  if (env.skipBuild) {
    console.error('core/app/dist is missing: run npm run build first (or drop SKIP_BUILD=1)');
    process.exit(1);
  }
  const r = spawnSync('npx', ['turbo', 'run', 'build', '--filter=@wl/app', '--output-logs=new-only'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

process.env.GATEWAY_DATA_DIR ??= path.join(repoRoot, '.data/preview-gateway');
const port = process.env.PORT ? env.port : 8090;
let closeDb: (() => Promise<void>) | undefined;
const preview = await startPreview({
  root: repoRoot,
  merchantsDir: path.resolve(args.merchants ?? path.join(repoRoot, 'merchants')),
  appDir: appDist,
  outDir: path.join(repoRoot, '.data/preview'),
  port,
  host: env.host,
  gateway: async (merchants) => {
    const { db, api } = await gatewayFromEnv(merchants);
    closeDb = () => db.close();
    return api;
  },
});
const s = preview.state();
console.log(`Merchant preview on ${preview.url} (${s.merchants.map((m) => m.code).join(', ')}).
Edit merchants/, themes/ or a catalogue and save: the page shows it, with validate's problems beside each merchant.`);

function shutdown(): void {
  void preview
    .close()
    .then(() => closeDb?.())
    .finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
