/**
 * `npm run shots`: a screenshot review set. One 390x844 PNG of every route of the app's route table, for every
 * built merchant and each of its languages, as a guest and as a logged-in member (demo001), written into shots/
 * (git-ignored) with an index.html that shows them all on one page.
 *
 * Builds only when dist/ is missing (SKIP_BUILD is implied otherwise); starts its own server on a free port with a
 * fresh gateway data folder, so it never touches `npm start`'s data; drives Chromium through scripts/lib/browser.ts
 * with two pages at a time; every shot has a time limit, so the whole run is bounded.
 *
 * Flags narrow the set: --merchant ph,bd  --lang EN  --who guest|member  --route home,vip  --out shots
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { calls } from '@wl/contract';
import type { ResolvedConfig } from '@wl/manifest';
import { ROUTE_PATHS, type RouteId } from '../core/app/src/routes/paths.ts';
import { chromiumArgs, chromiumPath } from './lib/browser.ts';
import { distDir, repoRoot } from './lib/paths.ts';

const VIEWPORT = { width: 390, height: 844 };
/** Pages at once: the machine's cores are shared, and two keep a run of a few hundred shots to minutes. */
const PARALLEL = 2;
/** The longest one shot may wait to load; and for the network to go quiet (the app polls, so it may never). */
const SHOT_TIMEOUT_MS = 15_000;
const SETTLE_MS = 3_000;
/** The seeded member (README). Routes that need a parameter (launchGame) are shot as they open without one. */
const DEMO = { username: 'demo001', password: 'Sandbox123' };

const { values: flags } = parseArgs({
  options: {
    merchant: { type: 'string' },
    lang: { type: 'string' },
    who: { type: 'string' },
    route: { type: 'string' },
    out: { type: 'string', default: 'shots' },
  },
});
const pick = (v: string | undefined) => (v ? new Set(v.split(',').map((x) => x.trim())) : null);
const only = {
  merchant: pick(flags.merchant),
  lang: pick(flags.lang?.toUpperCase()),
  who: pick(flags.who),
  route: pick(flags.route),
};
const outDir = path.resolve(repoRoot, flags.out!);

type Who = 'guest' | 'member';
interface Shot {
  merchant: ResolvedConfig;
  lang: string;
  who: Who;
  route: RouteId;
  file: string;
  ok?: boolean;
  note?: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function builtMerchants(): Promise<ResolvedConfig[]> {
  const out: ResolvedConfig[] = [];
  for (const code of (await readdir(distDir)).sort()) {
    const cfg = await readFile(path.join(distDir, code, 'config.json'), 'utf8').catch(() => null);
    if (cfg) out.push(JSON.parse(cfg) as ResolvedConfig);
  }
  return out;
}

async function startServer(port: number): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wl-shots-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), GATEWAY_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/wps/system/status`)
      .then(() => true)
      .catch(() => false);
    if (up) return { child, dataDir };
    if (Date.now() > deadline) throw new Error('the server did not start within 2 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A member session of the merchant, from the gateway's own login (in the page, so *.localhost resolves). */
async function memberSession(browser: Browser, base: string, merchant: ResolvedConfig): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/m/login`);
    const info = await page.evaluate(
      async ([url, moduleId, user]) => {
        const r = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', moduleId },
          body: JSON.stringify({ type: 'username', username: user.username, password: user.password }),
        });
        const body = (await r.json()) as { value?: Record<string, unknown> };
        return body.value ?? null;
      },
      [calls.login.path, calls.login.moduleId, DEMO] as const,
    );
    if (!info?.token) throw new Error(`${merchant.code}: demo001 could not log in`);
    // The forced first password change is a screen of its own: the review set shows every other screen.
    return JSON.stringify({
      token: info.token,
      merchantCode: info.merchantCode ?? merchant.platformMerchantCode,
      userName: info.userName,
      type: info.type,
      firstTimeLogin: false,
    });
  } finally {
    await page.close();
  }
}

async function take(browser: Browser, base: string, shot: Shot, session: string | null): Promise<void> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, isMobile: true });
  await context.addInitScript(
    ([lang, session]) => {
      localStorage.setItem('MC_LANG', lang);
      if (session) localStorage.setItem('MC_SESSION_INFO', session);
      // The once-per-session popups would cover every shot: they are reviewed on home's own shot set.
      sessionStorage.setItem('MC_TERMS_AGREED', '1');
      sessionStorage.setItem('MC_GIFT_CLOSED', '1');
      sessionStorage.setItem('MC_GIFT_CLOSED_MEMBER', '1');
    },
    [shot.lang, session] as const,
  );
  const page: Page = await context.newPage();
  try {
    await page.goto(`${base}${ROUTE_PATHS[shot.route][0]}`, { timeout: SHOT_TIMEOUT_MS });
    // Settled: no request for half a second (or SETTLE_MS), then fonts and one more frame.
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(r))));
    await page.screenshot({ path: path.join(outDir, shot.file), timeout: SHOT_TIMEOUT_MS });
    shot.ok = true;
    const landed = new URL(page.url()).pathname;
    if (landed !== ROUTE_PATHS[shot.route][0]) shot.note = `→ ${landed}`;
  } catch (err) {
    shot.ok = false;
    shot.note = String((err as Error).message)
      .split('\n')[0]!
      .slice(0, 160);
  } finally {
    await context.close();
  }
}

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** One page with every shot, a section per merchant, language and who, in the route table's order. */
function indexHtml(shots: Shot[], seconds: number): string {
  const groups = new Map<string, Shot[]>();
  for (const s of shots) {
    const key = `${s.merchant.code} · ${s.lang} · ${s.who}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const nav = [...groups.keys()]
    .map((k) => `<a href="#${esc(k.replace(/\W+/g, '-'))}">${esc(k)}</a>`)
    .join(' ');
  const sections = [...groups.entries()]
    .map(
      ([k, list]) =>
        `<section id="${esc(k.replace(/\W+/g, '-'))}"><h2>${esc(k)}</h2><div class="grid">${list
          .map(
            (s) =>
              `<figure${s.ok ? '' : ' class="failed"'}>${
                s.ok
                  ? `<a href="${esc(s.file)}"><img src="${esc(s.file)}" width="195" height="422" loading="lazy" alt="${esc(`${s.route}, ${k}`)}"></a>`
                  : '<div class="none">no shot</div>'
              }<figcaption>${esc(s.route)} <code>${esc(ROUTE_PATHS[s.route][0])}</code>${s.note ? `<br><small>${esc(s.note)}</small>` : ''}</figcaption></figure>`,
          )
          .join('')}</div></section>`,
    )
    .join('\n');
  const failed = shots.filter((s) => !s.ok).length;
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Screenshots: every route</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:16px;background:#f4f4f6;color:#111}nav{position:sticky;top:0;background:#f4f4f6;padding:8px 0;display:flex;flex-wrap:wrap;gap:8px}
nav a{padding:4px 8px;border-radius:6px;background:#fff;border:1px solid #ccc;color:inherit;text-decoration:none}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:12px}figure{margin:0;background:#fff;border:1px solid #ddd;border-radius:8px;padding:4px}
figure img{display:block;width:100%;height:auto;border-radius:4px}figcaption{padding:4px}code{font-size:12px;color:#555}.failed{border-color:#c00}.none{height:200px;display:grid;place-items:center;color:#c00}</style>
<h1>Every route, ${VIEWPORT.width}×${VIEWPORT.height}</h1>
<p>${shots.length} shots (${failed} failed) in ${seconds} s. A caption's arrow names where the route sent the page (a guest sent to log in, for one).</p>
<nav>${nav}</nav>
${sections}
</html>`;
}

async function main(): Promise<void> {
  if (!existsSync(distDir)) {
    console.log('dist/ is missing: building once (npm run build)');
    const r = spawnSync('npm', ['run', '--silent', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const merchants = (await builtMerchants()).filter((m) => !only.merchant || only.merchant.has(m.code));
  if (!merchants.length) throw new Error('no built merchant matches');
  const routes = (Object.keys(ROUTE_PATHS) as RouteId[]).filter((r) => !only.route || only.route.has(r));
  const whos = (['guest', 'member'] as const).filter((w) => !only.who || only.who.has(w));

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const port = await freePort();
  const started = Date.now();
  const { child, dataDir } = await startServer(port);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const shots: Shot[] = [];
  try {
    for (const merchant of merchants) {
      const base = `http://${merchant.code}.localhost:${port}`;
      const member = whos.includes('member') ? await memberSession(browser, base, merchant) : null;
      const langs = merchant.langList.filter((l) => !only.lang || only.lang.has(l));
      const queue: Shot[] = [];
      for (const lang of langs)
        for (const who of whos)
          for (const route of routes)
            queue.push({ merchant, lang, who, route, file: `${merchant.code}-${lang}-${who}-${route}.png` });
      shots.push(...queue);
      let next = 0;
      const worker = async () => {
        while (next < queue.length) {
          const shot = queue[next++]!;
          await take(browser, base, shot, shot.who === 'member' ? member : null);
          process.stdout.write(shot.ok ? '.' : 'x');
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
    }
  } finally {
    process.stdout.write('\n');
    await browser.close();
    child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  await writeFile(path.join(outDir, 'index.html'), indexHtml(shots, seconds));
  const failed = shots.filter((s) => !s.ok);
  for (const f of failed) console.warn(`no shot: ${f.file}: ${f.note}`);
  console.log(
    `${shots.length - failed.length} of ${shots.length} shots in ${seconds} s: ${path.relative(repoRoot, outDir)}/index.html`,
  );
  if (failed.length) process.exitCode = 1;
}

await main();
