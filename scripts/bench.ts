/**
 * `npm run bench`: prints the figures the product is held to.
 *   1. Build scaling: compile once + package 1 merchant vs 50 merchants (goal: 50 ≤ 3 × one).
 *   2. Home first visit on a phone: every byte the page loads, gzipped, by kind (goal: ≤ 170 KB). A merchant with a
 *      script font is measured on a phone that has the script's system font and on a device without (fontProfiles);
 *      Lighthouse (3) does the same.
 *   3. With --lighthouse: Lighthouse mobile on each merchant's home, login and a game list (goal: performance ≥ 95
 *      as the median of the runs, accessibility and best practices 100, LCP ≤ 1.2 s, TBT ≤ 200 ms, CLS ≤ 0.02).
 *   3b. Interaction at 4x CPU slowdown: a tap on the header's menu button and on a game-menu tab, from the input to
 *      the paint of its response (goal: ≤ 100 ms).
 *   4. Scrolling the full RNG game list to its end at 4x CPU slowdown (Chromium): the longest task and the DOM size
 *      (goal: no long task over 100 ms, DOM nodes bounded by the virtualised grid).
 *   5. Gateway under load on loopback (autocannon, 50 connections, 10 s per case): game list and search by name
 *      (goal: p99 ≤ 25 ms and ≥ 2,000 requests/s on a 2-core machine). Last: see the note where they run.
 * Flags: --no-build-scaling, --no-load, --no-scroll, --scroll-only (4 alone), --scroll-runs=N (default 3),
 * --raster-icons (4 with the tile art as PNG, the sandbox's SVG art set apart), --lighthouse,
 * --lighthouse-runs=N (default 5, median printed), --lighthouse-pages=home,login,gameList, --no-interaction,
 * --interaction-runs=N (default 5, median printed).
 * Figures only: tests check behaviour, this checks speed and size. Needs `npm run build` first for 2 to 5.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync, gzipSync } from 'node:zlib';
import { chromium, type Locator, type Page } from '@playwright/test';
import autocannon from 'autocannon';
import { fontsFor, type ResolvedConfig } from '@wl/manifest';
import { chromiumArgs, chromiumPath } from './lib/browser.ts';
import { dejavuOnlyFontconfig, phoneFontconfig } from './lib/fontconfig.ts';
import { distDir, repoRoot } from './lib/paths.ts';

const run = promisify(execFile);
const args = new Set(process.argv.slice(2));
const PORT = Number(process.env.BENCH_PORT ?? 8290);
/** The phone every page figure is taken on (a 412x915 touch screen, as Lighthouse's mobile profile). */
const PHONE = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true };
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

async function buildScaling(): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'wl-bench-'));
  try {
    const appOut = path.join(work, 'app');
    const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
    const cwd = path.join(repoRoot, 'core/app');
    // The client and, beside it, the prerender bundle the packager runs per merchant (as the @wl/app build does).
    const compile = await time(async () => {
      await run(process.execPath, [vite, 'build', '--outDir', appOut, '--emptyOutDir'], { cwd });
      await run(
        process.execPath,
        [
          vite,
          'build',
          '--ssr',
          'src/prerender.tsx',
          '--outDir',
          path.join(work, 'dist-ssr'),
          '--emptyOutDir',
        ],
        { cwd },
      );
    });
    const manifest = JSON.parse(await readFile(path.join(repoRoot, 'merchants/ph/merchant.json'), 'utf8'));
    const merchants = async (n: number): Promise<string> => {
      const dir = path.join(work, `m${n}`);
      for (let i = 1; i <= n; i++) {
        const code = `m${String(i).padStart(3, '0')}`;
        await cp(path.join(repoRoot, 'merchants/ph'), path.join(dir, code), { recursive: true });
        const m = {
          ...manifest,
          code,
          brandName: `Brand ${i}`,
          platformMerchantCode: `B${i}_MAIN`,
          domains: [`brand${i}.example.com`],
          regions: [],
        };
        await writeFile(path.join(dir, code, 'merchant.json'), JSON.stringify(m));
      }
      return dir;
    };
    const pack = async (n: number) => {
      const dir = await merchants(n);
      return time(() =>
        run(
          process.execPath,
          [
            '--import',
            'tsx',
            'scripts/build.ts',
            '--merchants',
            dir,
            '--out',
            path.join(work, `dist${n}`),
            '--app',
            appOut,
            '--quiet',
          ],
          {
            cwd: repoRoot,
          },
        ),
      );
    };
    const one = await pack(1);
    const fifty = await pack(50);
    console.log('Build scaling (compile once, package per merchant)');
    console.log(`  compile app once          ${(compile / 1000).toFixed(2)} s`);
    console.log(
      `  package 1 merchant        ${(one / 1000).toFixed(2)} s   (build of 1:  ${((compile + one) / 1000).toFixed(2)} s)`,
    );
    console.log(
      `  package 50 merchants      ${(fifty / 1000).toFixed(2)} s   (build of 50: ${((compile + fifty) / 1000).toFixed(2)} s)`,
    );
    console.log(
      `  50 merchants / 1 merchant ${((compile + fifty) / (compile + one)).toFixed(2)}×   (goal ≤ 3×)`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function startServer(): Promise<ChildProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wl-bench-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(PORT), SKIP_BUILD: '1', GATEWAY_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/__health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

async function builtConfigs(): Promise<ResolvedConfig[]> {
  const { readdir } = await import('node:fs/promises');
  const out: ResolvedConfig[] = [];
  for (const e of await readdir(distDir, { withFileTypes: true }).catch(() => [])) {
    if (!e.isDirectory() || e.name.startsWith('.')) continue;
    const cfg = await readFile(path.join(distDir, e.name, 'config.json'), 'utf8').catch(() => null);
    if (cfg) out.push(JSON.parse(cfg) as ResolvedConfig);
  }
  return out;
}

/** The first visit's bytes by kind (every response, gzip -9 of its body), in a browser with the given fonts. */
async function firstVisitBytes(
  cfg: ResolvedConfig,
  fontconfig: string | undefined,
): Promise<{ total: number; count: number; by: Map<string, number> }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    env: { ...process.env, ...(fontconfig ? { FONTCONFIG_FILE: fontconfig } : {}) },
  });
  try {
    const ctx = await browser.newContext(PHONE);
    const page = await ctx.newPage();
    const bodies: Promise<{ kind: string; bytes: number }>[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      const kind = /^\/(wps|lgw)\//.test(url.pathname)
        ? 'api'
        : /\.js$/.test(url.pathname)
          ? 'js'
          : /\.css$/.test(url.pathname)
            ? 'css'
            : /^\/locales\//.test(url.pathname)
              ? 'locale'
              : /\.(svg|png|jpe?g|webp)$/.test(url.pathname)
                ? 'image'
                : /\.woff2?$/.test(url.pathname)
                  ? 'font'
                  : 'html/other';
      // A file the page asks for again is answered from the browser's cache: nothing crosses the network (the
      // banner the prerendered page preloads, asked again by the carousel once the app runs).
      bodies.push(
        Promise.all([res.body(), res.request().sizes()]).then(
          ([b, sizes]) => ({
            kind,
            bytes:
              sizes.responseHeadersSize + sizes.responseBodySize <= 0 ? 0 : gzipSync(b, { level: 9 }).length,
          }),
          () => ({ kind, bytes: 0 }),
        ),
      );
    });
    await page.goto(`http://${cfg.code}.localhost:${PORT}/m/home`, { waitUntil: 'networkidle' });
    const all = await Promise.all(bodies);
    const by = new Map<string, number>();
    for (const b of all) by.set(b.kind, (by.get(b.kind) ?? 0) + b.bytes);
    return { total: all.reduce((s, b) => s + b.bytes, 0), count: all.filter((b) => b.bytes > 0).length, by };
  } finally {
    await browser.close();
  }
}

interface FontProfile {
  label: string;
  /** FONTCONFIG_FILE for the browser; undefined: the machine's own fonts. */
  fontconfig: string | undefined;
}

/**
 * The devices a merchant's home is measured on. A merchant whose languages need a script font (fontsFor) is measured
 * twice: on a phone that has the script's system font, as Android ships Noto Sans Bengali (phoneFontconfig), where
 * local() finds it and no font is downloaded; and on a device with no font for the script (only DejaVu), which
 * downloads the shipped files. Any other merchant once, with the machine's fonts.
 */
function fontProfiles(cfg: ResolvedConfig): FontProfile[] {
  const fonts = fontsFor(cfg.langList);
  if (fonts.length === 0) return [{ label: cfg.code, fontconfig: undefined }];
  const out: FontProfile[] = [];
  const phone = phoneFontconfig(fonts);
  const bare = dejavuOnlyFontconfig();
  if (phone.file)
    out.push({
      label: `${cfg.code}, phone with ${fonts.map((f) => f.family).join(', ')}`,
      fontconfig: phone.file,
    });
  else console.log(`  ${cfg.code}: no phone font setup (${phone.reason})`);
  if (bare.file) out.push({ label: `${cfg.code}, device without it`, fontconfig: bare.file });
  else console.log(`  ${cfg.code}: no font-less setup (${bare.reason})`);
  return out;
}

/** The home page's first visit on a phone, in the merchant's default language, on each of its font profiles. */
async function firstLoad(configs: ResolvedConfig[]): Promise<void> {
  console.log('\nHome first visit on a phone (every response, gzip -9 of its body)   goal ≤ 170 KB');
  for (const cfg of configs)
    for (const profile of fontProfiles(cfg)) {
      const r = await firstVisitBytes(cfg, profile.fontconfig);
      const parts = [...r.by]
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${kb(v)}`)
        .join(', ');
      console.log(
        `  ${profile.label.padEnd(34)} ${kb(r.total).padStart(9)} in ${r.count} responses   (${parts})`,
      );
    }
}

/**
 * A 96x96 PNG in one colour per name (a real catalogue's CDN serves raster tile art; the sandbox draws SVG, which
 * Chromium parses, lays out and paints on the main thread for every tile, unlike a raster image decoded off it).
 */
function pngTile(name: string): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const size = 96;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const hue = crc32(name);
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const o = y * (1 + size * 3);
    for (let x = 0; x < size; x++) {
      rows[o + 1 + x * 3] = (hue + x) & 0xff;
      rows[o + 2 + x * 3] = (hue >> 8) + y;
      rows[o + 3 + x * 3] = (hue >> 16) ^ (x * y);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The middle figure of a few runs (other work shares the machine's cores, so one run is noise). */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface ScrollRun {
  count: string;
  seconds: number;
  longest: number;
  over50: number;
  over100: number;
  /** Total blocking time: the sum over long tasks of their time past 50 ms (Lighthouse's definition). */
  tbt: number;
  maxNodes: number;
  tiles: number;
  /**
   * The same from a Chromium trace of the page's main thread, by each task's thread (CPU) time: what the page
   * itself costs at 4x, without the time other processes on this shared machine took the core away.
   */
  cpuLongest: number;
  cpuOver50: number;
  cpuOver100: number;
  cpuTbt: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Main-thread tasks (RunTask on CrRendererMain) of a trace: their thread times in ms. */
function taskCpuTimes(events: TraceEvent[]): number[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  return events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask')
    .map((e) => (e.tdur ?? 0) / 1000);
}

/**
 * Scrolls /m/gameList?gameType=RNG to the end of the list (every page loaded by infinite scroll) on a phone viewport
 * at 4x CPU slowdown, recording long tasks (PerformanceObserver 'longtask') and the DOM node count along the way.
 */
async function scrollRun(cfg: ResolvedConfig, rasterIcons: boolean): Promise<ScrollRun> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const ctx = await browser.newContext(PHONE);
    const page = await ctx.newPage();
    if (rasterIcons)
      await page.route('**/wps/static/icons/*.svg', (route) =>
        route.fulfill({ contentType: 'image/png', body: pngTile(new URL(route.request().url()).pathname) }),
      );
    await page.addInitScript(() => {
      const w = window as unknown as { __long: number[] };
      w.__long = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__long.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`http://${cfg.code}.localhost:${PORT}/m/gameList?gameType=RNG`, {
      waitUntil: 'networkidle',
    });
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => ((window as unknown as { __long: number[] }).__long = []));
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
    const traced = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
    await cdp.send('Tracing.start', {
      categories: 'disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    const count = page.getByTestId('game-count');
    await count.waitFor();
    const started = performance.now();
    let maxNodes = 0;
    let last = '';
    let still = 0;
    // Scroll like a thumb (wheel steps) until the count stops growing for 3 s at the end of the page.
    while (still < 30 && performance.now() - started < 120_000) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(100);
      const text = (await count.textContent()) ?? '';
      const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
      maxNodes = Math.max(maxNodes, nodes);
      still = text === last ? still + 1 : 0;
      last = text;
    }
    const long = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
    await cdp.send('Tracing.end');
    await traced;
    const cpu = taskCpuTimes(events).filter((d) => d > 50);
    const tiles = await page.evaluate(
      () => document.querySelectorAll('[data-testid="game-grid"] button').length,
    );
    await ctx.close();
    return {
      count: last,
      seconds: (performance.now() - started) / 1000,
      longest: Math.round(Math.max(0, ...long)),
      over50: long.length,
      over100: long.filter((d) => d > 100).length,
      tbt: Math.round(long.reduce((s, d) => s + Math.max(0, d - 50), 0)),
      maxNodes,
      tiles,
      cpuLongest: Math.round(Math.max(0, ...cpu)),
      cpuOver50: cpu.length,
      cpuOver100: cpu.filter((d) => d > 100).length,
      cpuTbt: Math.round(cpu.reduce((s, d) => s + d - 50, 0)),
    };
  } finally {
    await browser.close();
  }
}

/** `--scroll-runs=N` (default 3) runs of the scroll, each printed, then their medians. */
async function scrollTrace(cfg: ResolvedConfig): Promise<void> {
  const runs = Number([...args].find((a) => a.startsWith('--scroll-runs='))?.split('=')[1] ?? 3);
  const raster = args.has('--raster-icons');
  console.log(
    `\nScrolling the full RNG list at 4x CPU slowdown (Chromium, longtask observer), ${runs} runs, medians last${raster ? ', tile art served as PNG instead of the sandbox SVG' : ''}`,
  );
  const all: ScrollRun[] = [];
  const line = (label: string, r: Omit<ScrollRun, 'count'> & { count?: string }) =>
    console.log(
      `  ${label.padEnd(8)} ${r.count ?? ''}   ${r.seconds.toFixed(1)} s   longest task ${r.longest} ms   tasks > 50 ms ${r.over50}, > 100 ms ${r.over100}   TBT ${r.tbt} ms   DOM nodes max ${r.maxNodes}, tile buttons in DOM at the end ${r.tiles}\n` +
        `  ${''.padEnd(8)} by thread time: longest task ${r.cpuLongest} ms   tasks > 50 ms ${r.cpuOver50}, > 100 ms ${r.cpuOver100}   TBT ${r.cpuTbt} ms`,
    );
  for (let i = 0; i < runs; i++) {
    const r = await scrollRun(cfg, raster);
    all.push(r);
    line(`${cfg.code} #${i + 1}`, r);
  }
  const m = (k: Exclude<keyof ScrollRun, 'count'>) => median(all.map((r) => r[k]));
  line('median', {
    seconds: m('seconds'),
    longest: m('longest'),
    over50: m('over50'),
    over100: m('over100'),
    tbt: m('tbt'),
    maxNodes: m('maxNodes'),
    tiles: m('tiles'),
    cpuLongest: m('cpuLongest'),
    cpuOver50: m('cpuOver50'),
    cpuOver100: m('cpuOver100'),
    cpuTbt: m('cpuTbt'),
  });
  console.log('  goal: no task > 100 ms, DOM nodes bounded (a few hundred tiles at most)');
  console.log('  (wall-clock figures count time other processes held the core; thread-time figures do not)');
}

/** The pages Lighthouse measures: home (prerendered), a form screen and the game list. */
const LIGHTHOUSE_PAGES: Record<string, string> = {
  home: '/m/home',
  login: '/m/login',
  gameList: '/m/gameList?gameType=RNG',
};

/**
 * `--lighthouse-runs=N` (default 5) Lighthouse runs per merchant, font profile and page, each printed, then the
 * median: one run on a 2-core machine varies by up to 10 points (total blocking time most of all: Lighthouse
 * multiplies each main-thread task by 4, so a 25 ms task that took 40 ms while the gateway answered on the other
 * core adds 110 ms instead of 50). `--lighthouse-pages=home,login` picks pages.
 */
async function lighthouse(configs: ResolvedConfig[]): Promise<void> {
  const runs = Number([...args].find((a) => a.startsWith('--lighthouse-runs='))?.split('=')[1] ?? 5);
  const pages = (
    [...args].find((a) => a.startsWith('--lighthouse-pages='))?.split('=')[1] ??
    Object.keys(LIGHTHOUSE_PAGES).join()
  ).split(',');
  console.log(
    `\nLighthouse 12, mobile (npx lighthouse@12), ${runs} runs per merchant, font profile and page (${pages.join(', ')})`,
  );
  const chrome = chromiumPath() ?? chromium.executablePath();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const summary: string[] = [];
  for (const cfg of configs)
    for (const { label, fontconfig } of fontProfiles(cfg))
      for (const page of pages) {
        const rows: Record<'perf' | 'a11y' | 'bp' | 'fcp' | 'lcp' | 'tbt' | 'cls', number>[] = [];
        for (let i = 0; i < runs; i++) {
          const out = path.join(tmpdir(), `lh-${cfg.code}-${page}-${i}.json`);
          await run(
            'npx',
            [
              '-y',
              'lighthouse@12',
              `http://${cfg.code}.localhost:${PORT}${LIGHTHOUSE_PAGES[page] ?? page}`,
              '--quiet',
              '--output=json',
              `--output-path=${out}`,
              '--only-categories=performance,accessibility,best-practices',
              `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
            ],
            {
              env: {
                ...process.env,
                CHROME_PATH: chrome,
                ...(fontconfig ? { FONTCONFIG_FILE: fontconfig } : {}),
              },
              maxBuffer: 64 * 1024 * 1024,
            },
          );
          const r = JSON.parse(await readFile(out, 'utf8'));
          const score = (k: string) => Math.round((r.categories[k]?.score ?? 0) * 100);
          const audit = (k: string) => r.audits[k]?.numericValue as number;
          const row = {
            perf: score('performance'),
            a11y: score('accessibility'),
            bp: score('best-practices'),
            fcp: audit('first-contentful-paint'),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
          };
          rows.push(row);
          console.log(
            `  ${label} ${page} run ${i + 1}: performance ${row.perf}  accessibility ${row.a11y}  best practices ${row.bp}  FCP ${(row.fcp / 1000).toFixed(2)} s  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}`,
          );
        }
        const m = (k: keyof (typeof rows)[number]) => median(rows.map((r) => r[k]));
        const line = `  ${label} ${page} median: performance ${m('perf')}  accessibility ${m('a11y')}  best practices ${m('bp')}  FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)}`;
        console.log(line);
        summary.push(line);
      }
  console.log('  medians:');
  for (const line of summary) console.log(`  ${line}`);
  console.log(
    '  goal: performance ≥ 95, accessibility and best practices 100, LCP ≤ 1.2 s, TBT ≤ 200 ms, CLS ≤ 0.02',
  );
}

interface InteractionRun {
  /** Event Timing's duration of the tap (Chrome's INP measure): from the input to the next paint after it. */
  inp: number;
  /** From the input to the first frame that shows the response (the dialog open, the tab selected). */
  shown: number;
}

/**
 * One tap at 4x CPU slowdown on the hydrated home page, as a phone's touch: the Event Timing API's entries for it
 * (what Chrome's Interaction to Next Paint is made of, the longest entry of the interaction), and the time until a
 * frame shows the response, taken in the page from the pointerdown to the animation frame after `done` holds.
 */
async function interactionRun(cfg: ResolvedConfig, target: (page: Page) => Locator): Promise<InteractionRun> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const ctx = await browser.newContext(PHONE);
    // A returning player in the session: terms agreed and the gift popup closed (their session-storage keys, named
    // by the spec), so the tap meets the page and nothing else.
    await ctx.addInitScript(() => {
      for (const key of ['MC_TERMS_AGREED', 'MC_GIFT_CLOSED', 'MC_POPUP_CLOSED'])
        sessionStorage.setItem(key, '1');
    });
    const page = await ctx.newPage();
    await page.goto(`http://${cfg.code}.localhost:${PORT}/m/home`, { waitUntil: 'load' });
    await page.locator('[data-deferred="home-games"][data-live]').waitFor({ state: 'attached' });
    await page.waitForTimeout(1500);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // A script as text: the bench runs through tsx, whose helpers (named functions) do not exist in the page.
    // The response: a dialog opened, another tab selected, or another screen (a tab that opens a list).
    await page.evaluate(`(() => {
      window.__events = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ id: e.interactionId, duration: e.duration });
      }).observe({ type: 'event', durationThreshold: 16 });
      var path = location.pathname;
      var selected = function () { return document.querySelector('[role="tab"][aria-selected="true"]'); };
      var before = selected();
      var responded = function () {
        return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null || selected() !== before || location.pathname !== path;
      };
      window.__shown = new Promise(function (resolve) {
        addEventListener('pointerdown', function (down) {
          var check = function () {
            if (responded()) requestAnimationFrame(function () { resolve(performance.now() - down.timeStamp); });
            else if (performance.now() - down.timeStamp > 5000) resolve(NaN);
            else requestAnimationFrame(check);
          };
          check();
        }, { once: true, capture: true });
      });
    })()`);
    await target(page).tap();
    const shown = await page.evaluate(() => (window as unknown as { __shown: Promise<number> }).__shown);
    await page.waitForTimeout(500);
    const events = await page.evaluate(
      () => (window as unknown as { __events: { id: number; duration: number }[] }).__events,
    );
    return { inp: Math.max(0, ...events.map((e) => e.duration)), shown: Math.round(shown) };
  } finally {
    await browser.close();
  }
}

/** A message of the merchant's default language as shown (a literal message of its built pack). */
async function message(cfg: ResolvedConfig, id: string): Promise<string> {
  const pack = JSON.parse(
    await readFile(path.join(distDir, cfg.code, cfg.locales[cfg.defaultLang]!), 'utf8'),
  ) as Record<string, { value?: string }[]>;
  return pack[id]?.map((p) => p.value ?? '').join('') ?? id;
}

/** `--interaction-runs=N` (default 5) taps of each kind per merchant, each printed, then the medians. */
async function interactions(configs: ResolvedConfig[]): Promise<void> {
  const runs = Number([...args].find((a) => a.startsWith('--interaction-runs='))?.split('=')[1] ?? 5);
  console.log(`\nInteraction at 4x CPU slowdown on home (a phone's tap), ${runs} runs, medians last`);
  for (const cfg of configs) {
    const menu = await message(cfg, 'shell.menu');
    const taps: [string, (p: Page) => Locator][] = [
      ["header's menu button", (p) => p.getByRole('button', { name: menu, exact: true })],
      ['a game-menu tab', (p) => p.getByRole('tablist').first().getByRole('tab').last()],
    ];
    for (const [label, target] of taps) {
      const all: InteractionRun[] = [];
      for (let i = 0; i < runs; i++) all.push(await interactionRun(cfg, target));
      console.log(
        `  ${cfg.code} ${label.padEnd(22)} INP (Event Timing) ${all.map((r) => r.inp).join(', ')} ms, median ${median(all.map((r) => r.inp))} ms   response shown ${all.map((r) => r.shown).join(', ')} ms, median ${median(all.map((r) => r.shown))} ms`,
      );
    }
  }
  console.log('  goal: the response painted within 100 ms');
}

/**
 * The gateway's hottest reads under load: autocannon (a kept load generator: HTTP/1.1 pipelining-free connections,
 * HDR histograms) against the server started above, on loopback only, each case bounded to 10 s.
 */
async function gatewayLoad(): Promise<void> {
  console.log('\nGateway on loopback, 50 connections, 10 s per case (autocannon)');
  const cases: [string, string][] = [
    ['game list, RNG, 30 per page', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=30&pageNo=2'],
    [
      'game list, RNG + vendor + min bet',
      '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=JILI&minBet=0.5&pageSize=30',
    ],
    ['search by name', '/wps/relay/GCSGAME_gameList?gameName=fortune&pageSize=30'],
  ];
  // Warm-up, not counted: 1 s of each case, so the first measured case does not also pay for the server's JIT
  // compilation and first answers (as load tools' warm-up phases do). Printed, so nothing is hidden.
  for (const [, pathAndQuery] of cases) {
    const warm = await autocannon({
      url: `http://127.0.0.1:${PORT}${pathAndQuery}`,
      connections: 50,
      duration: 1,
      headers: { host: `ph.localhost:${PORT}`, moduleId: 'GAME3' },
    });
    console.log(`  (warm-up 1 s: ${pathAndQuery.split('?')[1]}, p99 ${warm.latency.p99} ms, not counted)`);
  }
  for (const [label, pathAndQuery] of cases) {
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}${pathAndQuery}`,
      connections: 50,
      duration: 10,
      headers: { host: `ph.localhost:${PORT}`, moduleId: 'GAME3' },
    });
    const ok = result.non2xx === 0 && result.errors === 0;
    console.log(
      `  ${label.padEnd(36)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms${ok ? '' : `   (${result.non2xx} non-2xx, ${result.errors} errors)`}   goal p99 ≤ 25 ms, ≥ 2,000 req/s`,
    );
  }
}

/**
 * Issue 30's figures: the same load through Debian's nginx in front of two gateway processes on one PostgreSQL
 * (scripts/lib/deployment.ts), beside one gateway process straight; home HTML and a hashed asset from nginx. Needs
 * nginx and DATABASE_URL or TEST_DATABASE_URL (a fresh database is made and dropped); skipped without them.
 */
async function nginxLoad(): Promise<void> {
  const { NGINX_BIN, startDeployment } = await import('./lib/deployment.ts');
  const { sitesIn } = await import('./lib/nginx.ts');
  const admin = process.env.TEST_DATABASE_URL;
  if (!NGINX_BIN || !(process.env.DATABASE_URL || admin)) {
    console.log('\n(nginx figures skipped: needs nginx and DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const { default: postgres } = await import('postgres');
  const name = `wl_bench_${Date.now().toString(36)}`;
  let databaseUrl = process.env.DATABASE_URL ?? '';
  if (!databaseUrl) {
    const sql = postgres(admin!, { max: 1, onnotice: () => {} });
    await sql.unsafe(`CREATE DATABASE ${name}`);
    await sql.end();
    const u = new URL(admin!);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
  }
  const port = PORT + 300;
  const deployment = await startDeployment({
    port,
    databaseUrl,
    sites: await sitesIn(distDir),
    stdio: 'ignore',
  });
  try {
    const html = await readFile(path.join(distDir, 'ph', 'index.html'), 'utf8');
    const asset = /"(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
    const cases: [string, number, string, string][] = [
      [
        'game list, RNG, through nginx',
        port,
        '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=30&pageNo=2',
        'goal p99 ≤ 30 ms, ≥ 2,000 req/s',
      ],
      [
        'search by name, through nginx',
        port,
        '/wps/relay/GCSGAME_gameList?gameName=fortune&pageSize=30',
        'goal p99 ≤ 30 ms, ≥ 2,000 req/s',
      ],
      [
        'game list, RNG, one process direct',
        deployment.gatewayPorts[0]!,
        '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=30&pageNo=2',
        '(PostgreSQL, for comparison)',
      ],
      [
        'search by name, one process direct',
        deployment.gatewayPorts[0]!,
        '/wps/relay/GCSGAME_gameList?gameName=fortune&pageSize=30',
        '(PostgreSQL, for comparison)',
      ],
      ['home HTML from nginx', port, '/', 'goal ≥ 5,000 req/s'],
      ...(asset
        ? ([['hashed asset from nginx (br)', port, asset, 'goal ≥ 5,000 req/s']] as [
            string,
            number,
            string,
            string,
          ][])
        : []),
    ];
    console.log(
      `\nThrough nginx and two gateway processes on one PostgreSQL, 50 connections, 10 s per case (autocannon)`,
    );
    for (const [, p, pathAndQuery] of cases)
      await autocannon({
        url: `http://127.0.0.1:${p}${pathAndQuery}`,
        connections: 50,
        duration: 1,
        headers: { host: `ph.localhost:${p}`, moduleId: 'GAME3', 'accept-encoding': 'br, gzip' },
      });
    for (const [label, p, pathAndQuery, goal] of cases) {
      const result = await autocannon({
        url: `http://127.0.0.1:${p}${pathAndQuery}`,
        connections: 50,
        duration: 10,
        headers: { host: `ph.localhost:${p}`, moduleId: 'GAME3', 'accept-encoding': 'br, gzip' },
      });
      const ok = result.non2xx === 0 && result.errors === 0;
      console.log(
        `  ${label.padEnd(36)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms${ok ? '' : `   (${result.non2xx} non-2xx, ${result.errors} errors)`}   ${goal}`,
      );
    }
  } finally {
    await deployment.stop();
    if (!process.env.DATABASE_URL) {
      const sql = postgres(admin!, { max: 1, onnotice: () => {} });
      await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await sql.end();
    }
  }
}

if (args.has('--nginx-only')) {
  await nginxLoad();
  process.exit(0);
}
if (!args.has('--no-build-scaling') && !args.has('--scroll-only')) await buildScaling();
const configs = await builtConfigs();
if (configs.length === 0)
  console.log('\n(no dist/: run npm run build for the first-load and Lighthouse figures)');
else {
  const server = await startServer();
  try {
    if (!args.has('--scroll-only')) await firstLoad(configs);
    // The page figures first, the load test last, so that no figure is taken on a machine the bench itself has
    // just saturated (40 s of autocannon also leaves the server a grown heap to collect). Measured after the load
    // and scroll runs, the same build's Lighthouse medians were 89-96; measured first, 96-97.
    if (args.has('--lighthouse') && !args.has('--scroll-only')) await lighthouse(configs);
    if (!args.has('--no-interaction') && !args.has('--scroll-only')) await interactions(configs);
    if (!args.has('--no-scroll')) await scrollTrace(configs.find((c) => c.code === 'ph') ?? configs[0]!);
    if (!args.has('--no-load') && !args.has('--scroll-only')) await gatewayLoad();
  } finally {
    server.kill();
  }
  if (!args.has('--no-load') && !args.has('--no-nginx') && !args.has('--scroll-only')) await nginxLoad();
}
