/**
 * `npm run dev -- <code>`: one merchant with hot reload. Vite serves core/app from source; this adds the
 * merchant's head (config, theme, title), its locale packs and brand assets, and the sandbox gateway in-process.
 * Edits to the merchant, its theme or any catalogue re-package and reload the page.
 */
import { watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createServer, type Plugin } from 'vite';
import { formatProblem, loadWorkspace, CORE_MESSAGES_DIR } from '@wl/manifest';
import { createGateway, openDatabase, readGatewayEnv, systemClock } from '@wl/gateway';
import { applyHead, devAppBuild, packageMerchant, type PackageResult } from './lib/package.ts';
import { env } from './lib/env.ts';
import { repoRoot } from './lib/paths.ts';

const code = process.argv[2];
if (!code) {
  console.error('usage: npm run dev -- <merchant code>');
  process.exit(2);
}
const outDir = path.join(repoRoot, '.data/dev', code);
const appDir = path.join(repoRoot, 'core/app');

async function repackage(): Promise<PackageResult | null> {
  const ws = await loadWorkspace({ root: repoRoot, only: [code!] });
  if (ws.problems.length) {
    for (const p of ws.problems) console.error(formatProblem(p));
    return null;
  }
  const m = ws.merchants[0];
  if (!m) {
    console.error(`no merchant "${code}" under merchants/`);
    return null;
  }
  const html = await readFile(path.join(appDir, 'index.html'), 'utf8');
  return packageMerchant(m, devAppBuild(appDir, html), outDir, {
    dev: true,
    merchants: ws.all,
  });
}

let current = await repackage();
if (!current) process.exit(1);

const ws = await loadWorkspace({ root: repoRoot });
const gw = readGatewayEnv();
const db = await openDatabase({ dataDir: path.resolve(repoRoot, gw.dataDir), databaseUrl: gw.databaseUrl });
const gateway = getRequestListener(
  createGateway({
    db,
    clock: systemClock,
    merchants: ws.merchants,
    mode: gw.mode,
    status: gw.status,
    artDir: path.resolve(repoRoot, gw.artDir),
  }).fetch,
);

const merchantPlugin: Plugin = {
  name: 'wl-merchant',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => (current ? applyHead(html, current.head, current.htmlAttrs) : html),
  },
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const url = req.url ?? '';
      if (/^\/(wps|lgw|__sandbox)\//.test(url)) return void gateway(req, res);
      if (/^\/(locales|assets\/m|assets\/fonts)\//.test(url)) {
        const file = path.join(outDir, decodeURIComponent(url.split('?')[0]!));
        if (!file.startsWith(outDir)) return next();
        readFile(file).then(
          (body) => {
            const type = file.endsWith('.svg')
              ? 'image/svg+xml'
              : file.endsWith('.woff2')
                ? 'font/woff2'
                : 'application/json';
            res.setHeader('content-type', type);
            res.end(body);
          },
          () => next(),
        );
        return;
      }
      next();
    });
    // Manifest, theme and catalogue edits re-package the merchant and reload the page.
    let timer: NodeJS.Timeout | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const next = await repackage();
        if (next) {
          current = next;
          server.ws.send({ type: 'full-reload' });
          console.log(`re-packaged ${code}`);
        }
      }, 150);
    };
    for (const dir of ['merchants', 'themes', CORE_MESSAGES_DIR])
      watch(path.join(repoRoot, dir), { recursive: true }, onChange);
  },
};

const server = await createServer({
  root: appDir,
  configFile: path.join(appDir, 'vite.config.ts'),
  plugins: [merchantPlugin],
  server: { port: env.port === 8080 ? 5173 : env.port, host: env.host, allowedHosts: ['.localhost'] },
});
await server.listen();
const port = server.config.server.port;
console.log(`${current.config.brandName} (${code}) in development: http://${code}.localhost:${port}/m/`);
