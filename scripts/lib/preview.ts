/**
 * The operator preview (`npm run preview`, scripts/preview.ts): one page with every merchant and language side by
 * side in phone frames (home, login, register, deposit, a game list, member center), live from the manifests, and
 * validate's problems and warnings beside the merchant they belong to.
 *
 * How it stays fast on a small machine: the app is compiled once (core/app/dist, as `npm run build` leaves it) and
 * each merchant is only packaged (scripts/lib/package.ts: milliseconds, no compilation). A change under merchants/,
 * themes/ or the core catalogues is validated at once with the workspace loader validate uses (loadWorkspace), and
 * only the merchants it touches are packaged again: a merchant's own folder, every merchant on a changed theme, all
 * of them for a core catalogue. The page hears of it over server-sent events and reloads just those frames.
 *
 * Every frame is an origin of its own (<view>-<lang>-<code>.preview.localhost), so its language and session (local storage)
 * are its own: the frame opens /__preview/open, which sets the language, agrees the once-per-session popups away and,
 * for deposit and member center, signs in the sandbox's demo member (one session per merchant, made here), then
 * goes to the screen. Requests on a frame's host are the merchant's (bundle and gateway), as on <code>.localhost.
 */
import { watch, type FSWatcher } from 'node:fs';
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { calls } from '@wl/contract';
import {
  CORE_MESSAGES_DIR,
  formatProblem,
  languages,
  loadWorkspace,
  type Language,
  type LoadedMerchant,
  type Problem,
  type Workspace,
} from '@wl/manifest';
import type { Gateway } from '@wl/gateway';
import { createBundleServer } from '../../core/gateway/src/static/bundles.ts';
import { packageMerchant, readAppBuild, type AppBuild } from './package.ts';

/** The screens every language of every merchant is shown on, in this order. */
export const PREVIEW_VIEWS = [
  { id: 'home', label: 'Home', path: '/m/home', member: false },
  { id: 'login', label: 'Login', path: '/m/login', member: false },
  { id: 'register', label: 'Register', path: '/m/register', member: false },
  { id: 'deposit', label: 'Deposit', path: '/m/voucherCenter', member: true },
  { id: 'games', label: 'Game list', path: '/m/gameList?gameType=RNG', member: false },
  { id: 'member', label: 'Member center', path: '/m/member/home', member: true },
] as const;
type ViewId = (typeof PREVIEW_VIEWS)[number]['id'];

/** The sandbox's seeded member (README), signed in on the member views. */
const DEMO = { username: 'demo001', password: 'Sandbox123' };

export interface PreviewOptions {
  /** Repository root: themes/ and the core catalogues are read from it. */
  root: string;
  /** The merchants folder watched and shown (merchants/, or a copy). */
  merchantsDir: string;
  /** The compiled app (core/app/dist). */
  appDir: string;
  /** Where the merchants' bundles are packaged (each merchant's folder replaced whole). */
  outDir: string;
  port: number;
  host: string;
  /** The sandbox gateway for the frames' calls; made from the merchants valid at start. Without: no calls. */
  gateway?: (merchants: LoadedMerchant[]) => Promise<Gateway>;
  /** Quiet period after a file change before validating (editors write in several steps). */
  debounceMs?: number;
  log?: (line: string) => void;
}

/** What the page shows of one merchant. */
export interface MerchantState {
  code: string;
  brandName: string;
  langList: Language[];
  /** Counts the merchant's packagings: a frame whose version changed is reloaded. 0: never packaged. */
  version: number;
  problems: string[];
  warnings: string[];
}

export interface PreviewState {
  /** Counts validations. */
  revision: number;
  merchants: MerchantState[];
  /** Problems that belong to no single merchant (a core catalogue, an unreadable folder). */
  general: string[];
}

export interface Preview {
  url: string;
  port: number;
  state(): PreviewState;
  close(): Promise<void>;
}

/** Which merchants a problem belongs to: by its file, or the merchant a warning names. */
function owners(p: Problem, root: string, merchantsDir: string, themeOf: Map<string, string>): string[] {
  const abs = path.resolve(root, p.file);
  const inMerchants = path.relative(merchantsDir, abs);
  if (!inMerchants.startsWith('..') && !path.isAbsolute(inMerchants)) {
    const code = inMerchants.split(path.sep)[0];
    if (code) return [code];
  }
  const inThemes = path.relative(path.join(root, 'themes'), abs);
  if (!inThemes.startsWith('..') && !path.isAbsolute(inThemes)) {
    const theme = inThemes.split(path.sep)[0];
    return [...themeOf].filter(([, t]) => t === theme).map(([code]) => code);
  }
  const named = /^merchant ([a-z][a-z0-9]*),/.exec(p.message)?.[1];
  return named ? [named] : [];
}

/** Each merchant folder's code, brand, languages and theme as far as its manifest can be read. */
async function readFolders(merchantsDir: string) {
  const entries = await readdir(merchantsDir, { withFileTypes: true }).catch(() => []);
  const out = [] as { code: string; brandName: string; langList: Language[]; theme?: string }[];
  for (const e of entries.filter((x) => x.isDirectory() && !x.name.startsWith('.'))) {
    let m: Record<string, unknown> = {};
    try {
      m = JSON.parse(await readFile(path.join(merchantsDir, e.name, 'merchant.json'), 'utf8')) as typeof m;
    } catch {
      // Unreadable: validate names why; the merchant is still listed with its problems.
    }
    const langList = (Array.isArray(m.langList) ? m.langList : []).filter(
      (l): l is Language => typeof l === 'string' && l in languages,
    );
    out.push({
      code: e.name,
      brandName: typeof m.brandName === 'string' ? m.brandName : e.name,
      langList: langList.length ? langList : ['EN'],
      theme: typeof m.theme === 'string' ? m.theme : undefined,
    });
  }
  return out.sort((a, b) => a.code.localeCompare(b.code));
}

/** The merchants a changed file touches: its own folder, every merchant on a changed theme, all for the core. */
export function touched(
  file: string,
  root: string,
  merchantsDir: string,
  themeOf: Map<string, string>,
): Set<string> | 'all' {
  const inMerchants = path.relative(merchantsDir, file);
  if (!inMerchants.startsWith('..') && !path.isAbsolute(inMerchants))
    return new Set([inMerchants.split(path.sep)[0]!]);
  const inThemes = path.relative(path.join(root, 'themes'), file);
  if (!inThemes.startsWith('..') && !path.isAbsolute(inThemes)) {
    const theme = inThemes.split(path.sep)[0];
    return new Set([...themeOf].filter(([, t]) => t === theme).map(([code]) => code));
  }
  return 'all';
}

/**
 * A frame's host: <view>-<lang>-<code>.preview.localhost. Under the page's own site (preview.localhost), so a frame
 * is same-site with the page and the browser gives it its storage, yet an origin of its own.
 */
const FRAME_HOST = /^([a-z]+)-([a-z]{2})-([a-z][a-z0-9]{1,15})\.preview\.localhost$/;
const PAGE_HOST = 'preview.localhost';

export async function startPreview(opts: PreviewOptions): Promise<Preview> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const debounceMs = opts.debounceMs ?? 150;
  const app: AppBuild = await readAppBuild(opts.appDir);
  let state: PreviewState = { revision: 0, merchants: [], general: [] };
  const versions = new Map<string, number>();
  /** Merchants changed while the workspace had problems: packaged once it validates again. */
  const pending = new Set<string>();
  let bundles = createBundleServer({ distDir: opts.outDir, sites: [] });
  const listeners = new Set<(s: PreviewState) => void>();

  async function packageOne(m: LoadedMerchant, all: LoadedMerchant[]): Promise<void> {
    const final = path.join(opts.outDir, m.code);
    const tmp = path.join(opts.outDir, `.tmp-${m.code}-${process.pid}`);
    const old = path.join(opts.outDir, `.old-${m.code}-${process.pid}`);
    await rm(tmp, { recursive: true, force: true });
    await packageMerchant(m, app, tmp, { merchants: all });
    await rename(final, old).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
    });
    await rename(tmp, final);
    await rm(old, { recursive: true, force: true });
    versions.set(m.code, (versions.get(m.code) ?? 0) + 1);
  }

  /** Validates the whole workspace, packages what changed (when it validates), and tells the page. */
  async function refresh(changed: Set<string> | 'all'): Promise<Workspace> {
    const ws = await loadWorkspace({ root: opts.root, merchantsDir: opts.merchantsDir });
    const folders = await readFolders(opts.merchantsDir);
    const themeOf = new Map(folders.filter((f) => f.theme).map((f) => [f.code, f.theme!]));
    const toPackage =
      changed === 'all' ? new Set(folders.map((f) => f.code)) : new Set([...changed, ...pending]);
    if (ws.problems.length === 0) {
      pending.clear();
      const started = performance.now();
      const done: string[] = [];
      for (const m of ws.merchants)
        if (toPackage.has(m.code)) {
          await packageOne(m, ws.all);
          done.push(m.code);
        }
      if (done.length) log(`packaged ${done.join(', ')} in ${Math.round(performance.now() - started)} ms`);
      bundles = createBundleServer({
        distDir: opts.outDir,
        sites: ws.merchants.map((m) => ({
          code: m.code,
          brandName: m.manifest.brandName,
          domains: m.manifest.domains,
        })),
      });
    } else {
      for (const c of toPackage) pending.add(c);
      log(`${ws.problems.length} problem(s): nothing packaged until they are fixed`);
    }
    const byCode = new Map<string, MerchantState>(
      folders.map((f) => [
        f.code,
        { ...f, theme: undefined, version: versions.get(f.code) ?? 0, problems: [], warnings: [] },
      ]),
    );
    const general: string[] = [];
    const file = (list: Problem[], key: 'problems' | 'warnings') => {
      for (const p of list) {
        const codes = owners(p, opts.root, opts.merchantsDir, themeOf).filter((c) => byCode.has(c));
        if (!codes.length) general.push(formatProblem(p));
        for (const c of codes) byCode.get(c)![key].push(formatProblem(p));
      }
    };
    file(ws.problems, 'problems');
    file(ws.warnings, 'warnings');
    state = {
      revision: state.revision + 1,
      merchants: [...byCode.values()].map(({ code, brandName, langList, version, problems, warnings }) => ({
        code,
        brandName,
        langList,
        version,
        problems,
        warnings,
      })),
      general,
    };
    for (const l of listeners) l(state);
    return ws;
  }

  // The gateway (its database opens and seeds) starts while the merchants are packaged.
  const valid = (await loadWorkspace({ root: opts.root, merchantsDir: opts.merchantsDir })).merchants;
  const starting = opts.gateway && valid.length ? opts.gateway(valid) : undefined;
  await refresh('all');
  const gateway = await starting;

  // Watch the merchants, the themes and the core catalogues; a burst of changes is one refresh.
  const watchers: FSWatcher[] = [];
  let timer: NodeJS.Timeout | undefined;
  let queued: Set<string> | 'all' = new Set();
  let running: Promise<unknown> = Promise.resolve();
  const onChange = (dir: string) => (_event: string, name: string | Buffer | null) => {
    const file = path.join(dir, String(name ?? ''));
    const t = name ? touched(file, opts.root, opts.merchantsDir, themeIndex) : 'all';
    queued = queued === 'all' || t === 'all' ? 'all' : new Set([...queued, ...t]);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const batch = queued;
      queued = new Set();
      running = running.then(() =>
        refresh(batch).catch((err: unknown) => log(`preview: ${(err as Error).stack ?? String(err)}`)),
      );
    }, debounceMs);
  };
  let themeIndex = new Map<string, string>();
  const indexThemes = async () => {
    const f = await readFolders(opts.merchantsDir);
    themeIndex = new Map(f.filter((x) => x.theme).map((x) => [x.code, x.theme!]));
  };
  await indexThemes();
  listeners.add(() => void indexThemes());
  for (const dir of [
    opts.merchantsDir,
    path.join(opts.root, 'themes'),
    path.join(opts.root, CORE_MESSAGES_DIR),
  ])
    watchers.push(watch(dir, { recursive: true }, onChange(dir)));
  // A screen's own messages file changes its catalogue too.
  watchers.push(
    watch(path.join(opts.root, 'core/app/src/screens'), { recursive: true }, (event, name) => {
      if (name && String(name).endsWith('.messages.json')) onChange(opts.root)(event, null);
    }),
  );

  /** One sandbox session per merchant for the member views (a second login could end the first). */
  const sessions = new Map<string, Promise<string | null>>();
  async function memberSession(code: string, env: unknown): Promise<string | null> {
    if (!gateway) return null;
    const m = state.merchants.find((x) => x.code === code);
    if (!m) return null;
    const res = await gateway.fetch(
      new Request(`http://${code}.localhost${calls.login.path}`, {
        method: 'POST',
        headers: {
          host: `${code}.localhost`,
          'content-type': 'application/json',
          moduleId: calls.login.moduleId,
        },
        body: JSON.stringify({ type: 'username', ...DEMO }),
      }),
      env,
    );
    const body = (await res.json().catch(() => null)) as { value?: Record<string, unknown> } | null;
    const v = body?.value;
    if (!v?.token) return null;
    // The forced first password change is a screen of its own; the preview shows the member's screens.
    return JSON.stringify({
      token: v.token,
      merchantCode: v.merchantCode,
      userName: v.userName,
      type: v.type,
      firstTimeLogin: false,
    });
  }

  const site = new Hono();
  /** A request on a frame's host, as the merchant's own host. */
  const asMerchant = (c: Context, code: string): Request => {
    const url = new URL(c.req.url);
    url.hostname = `${code}.localhost`;
    const headers = new Headers(c.req.raw.headers);
    headers.set('host', `${code}.localhost:${url.port}`);
    const init: RequestInit & { duplex?: 'half' } = { method: c.req.method, headers };
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      init.body = c.req.raw.body;
      init.duplex = 'half';
    }
    return new Request(url, init);
  };

  site.all('*', async (c) => {
    const host = (c.req.header('host') ?? '').toLowerCase().replace(/:\d+$/, '');
    const frame = FRAME_HOST.exec(host);
    const direct = /^([a-z][a-z0-9]{1,15})\.localhost$/.exec(host);
    const code = frame?.[3] ?? (direct && direct[1] !== 'preview' ? direct[1] : undefined);
    const pathname = new URL(c.req.url).pathname;
    if (!code) {
      if (pathname === '/__preview/events') return events(c);
      if (pathname === '/__preview/state') return c.json(state);
      if (pathname !== '/' && pathname !== '/index.html') return c.text('Not found', 404);
      // The page lives on preview.localhost: its frames are same-site with it (FRAME_HOST).
      if (host !== PAGE_HOST) return c.redirect(`http://${PAGE_HOST}:${opts.port}/`);
      return c.html(page(state, opts.port));
    }
    if (frame && pathname === '/__preview/open') return c.html(opener(frame[1] as ViewId, frame[2]!));
    if (frame && pathname === '/__preview/session') {
      let s = sessions.get(code);
      if (!s) {
        s = memberSession(code, c.env).catch(() => null);
        sessions.set(code, s);
      }
      const session = await s;
      if (!session) sessions.delete(code);
      return c.json(session ? JSON.parse(session) : null);
    }
    // The preview reloads frames itself: no service worker keeps an old bundle in a frame.
    if (pathname === '/sw.js') return c.text('Not found', 404);
    const req = asMerchant(c, code);
    if (/^\/(wps|lgw|__sandbox)\//.test(pathname)) {
      if (!gateway) return c.json({ error: 'the preview runs without a gateway' }, 503);
      return gateway.fetch(req, c.env);
    }
    const res = await bundles.fetch(req, c.env);
    // Framed by the preview page only.
    const out = new Response(res.body, res);
    const csp = out.headers.get('content-security-policy');
    if (csp)
      out.headers.set(
        'content-security-policy',
        csp.replace(/frame-ancestors [^;]*/, `frame-ancestors http://${PAGE_HOST}:*`),
      );
    return out;
  });

  function events(c: Context): Response {
    const enc = new TextEncoder();
    let send: ((s: PreviewState) => void) | undefined;
    let ping: NodeJS.Timeout | undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (s) => controller.enqueue(enc.encode(`event: state\ndata: ${JSON.stringify(s)}\n\n`));
        listeners.add(send);
        send(state);
        ping = setInterval(() => controller.enqueue(enc.encode(': ping\n\n')), 15_000);
      },
      cancel() {
        if (send) listeners.delete(send);
        clearInterval(ping);
      },
    });
    c.req.raw.signal.addEventListener('abort', () => {
      if (send) listeners.delete(send);
      clearInterval(ping);
    });
    return new Response(stream, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      },
    });
  }

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: site.fetch, port: opts.port, hostname: opts.host }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  opts.port = port;

  return {
    url: `http://${PAGE_HOST}:${port}/`,
    port,
    state: () => state,
    async close() {
      clearTimeout(timer);
      for (const w of watchers) w.close();
      listeners.clear();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // SSE answers stay open: end them.
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await running;
    },
  };

  function opener(view: ViewId, lang: string): string {
    const v = PREVIEW_VIEWS.find((x) => x.id === view) ?? PREVIEW_VIEWS[0];
    const to = v.path;
    const code = JSON.stringify({ lang: lang.toUpperCase(), to, member: v.member }).replace(/</g, '\\u003c');
    return `<!doctype html><meta charset="utf-8"><title>…</title><script>
(async () => {
  const o = ${code};
  localStorage.setItem('MC_LANG', o.lang);
  for (const k of ['MC_TERMS_AGREED', 'MC_GIFT_CLOSED', 'MC_GIFT_CLOSED_MEMBER', 'MC_POPUP_CLOSED'])
    sessionStorage.setItem(k, '1');
  if (o.member) {
    const s = await fetch('/__preview/session').then((r) => r.json()).catch(() => null);
    if (s) localStorage.setItem('MC_SESSION_INFO', JSON.stringify(s));
  } else localStorage.removeItem('MC_SESSION_INFO');
  location.replace(o.to);
})();
</script>`;
  }
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** The preview page: the first state rendered on the server, then kept live by its script. */
function page(state: PreviewState, port: number): string {
  const views = PREVIEW_VIEWS.map(({ id, label }) => ({ id, label }));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Merchant preview</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 0; background: #1e1f24; color: #eee; }
  header { position: sticky; top: 0; z-index: 1; background: #111; padding: 8px 16px; display: flex; gap: 16px; align-items: center; }
  header h1 { font-size: 16px; margin: 0; }
  #status { color: #9c9; }
  section.merchant { padding: 12px 16px 24px; border-bottom: 1px solid #333; }
  section.merchant h2 { margin: 0 0 8px; font-size: 18px; }
  .problems, .warnings { margin: 0 0 12px; padding: 8px 12px 8px 28px; border-radius: 6px; white-space: pre-wrap; font: 12px/1.4 ui-monospace, monospace; }
  .problems { background: #4a1515; color: #fdd; }
  .warnings { background: #443a10; color: #ffe9a8; }
  .problems:empty, .warnings:empty { display: none; }
  .ok { color: #9c9; margin: 0 0 12px; }
  .lang { margin: 0 0 8px; font-weight: 600; }
  .row { display: flex; gap: 16px; overflow-x: auto; padding-bottom: 12px; }
  figure { margin: 0; flex: none; }
  figcaption { font-size: 12px; color: #aaa; margin-bottom: 4px; }
  .phone { width: 390px; height: 844px; border: 10px solid #000; border-radius: 28px; overflow: hidden; background: #fff; }
  .phone iframe { width: 390px; height: 844px; border: 0; display: block; }
  .unbuilt { padding: 24px; color: #333; }
</style></head>
<body>
<header><h1>Merchant preview</h1><span id="status" role="status">live</span>
<label>Merchant <select id="only"><option value="">all</option></select></label>
<label>Screens <select id="view"><option value="">all</option>${views
    .map((v) => `<option value="${v.id}">${esc(v.label)}</option>`)
    .join('')}</select></label></header>
<div id="general" class="problems" role="list" aria-label="Problems outside any merchant"></div>
<main id="merchants">${state.merchants.map((m) => merchantHtml(m, port)).join('')}</main>
<script type="module">
const VIEWS = ${JSON.stringify(views)};
const PORT = ${port};
const esc = (s) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]);
const frameUrl = (code, lang, view, version) =>
  'http://' + view + '-' + lang.toLowerCase() + '-' + code + '.preview.localhost:' + PORT + '/__preview/open?v=' + version;
const list = (el, items) => { el.innerHTML = items.map((p) => '<li>' + esc(p) + '</li>').join(''); };
const only = document.getElementById('only');
const viewSel = document.getElementById('view');
function filter() {
  for (const s of document.querySelectorAll('section.merchant'))
    s.hidden = !!only.value && s.dataset.merchant !== only.value;
  for (const f of document.querySelectorAll('figure[data-view]'))
    f.hidden = !!viewSel.value && f.dataset.view !== viewSel.value;
}
only.onchange = filter; viewSel.onchange = filter;
function apply(state) {
  list(document.getElementById('general'), state.general);
  const main = document.getElementById('merchants');
  for (const m of state.merchants) {
    let s = main.querySelector('section[data-merchant="' + m.code + '"]');
    const langs = m.langList.join(',');
    if (!s || s.dataset.langs !== langs) {
      const fresh = document.createElement('section');
      fresh.className = 'merchant';
      fresh.dataset.merchant = m.code;
      fresh.dataset.langs = langs;
      fresh.dataset.version = '-1';
      fresh.innerHTML = '<h2></h2><ul class="problems" aria-label="Problems"></ul><ul class="warnings" aria-label="Warnings"></ul><p class="ok"></p>' +
        m.langList.map((l) => '<p class="lang">' + l + '</p><div class="row">' + VIEWS.map((v) =>
          '<figure data-view="' + v.id + '"><figcaption>' + esc(v.label) + ' · ' + l + '</figcaption><div class="phone"><iframe loading="lazy" data-lang="' + l + '" data-view="' + v.id + '" title="' + esc(m.code + ' ' + l + ' ' + v.label) + '"></iframe></div></figure>').join('') + '</div>').join('');
      if (s) s.replaceWith(fresh); else main.append(fresh);
      s = fresh;
    }
    s.querySelector('h2').textContent = m.brandName + ' (' + m.code + ')';
    list(s.querySelector('.problems'), m.problems);
    list(s.querySelector('.warnings'), m.warnings);
    s.querySelector('.ok').textContent = m.problems.length ? (m.version ? 'Frames show the last version that validated.' : 'Not built: fix the problems above.') : 'Valid.';
    if (String(m.version) !== s.dataset.version) {
      s.dataset.version = String(m.version);
      for (const f of s.querySelectorAll('iframe'))
        if (m.version) f.src = frameUrl(m.code, f.dataset.lang, f.dataset.view, m.version);
    }
  }
  for (const s of main.querySelectorAll('section.merchant'))
    if (!state.merchants.some((m) => m.code === s.dataset.merchant)) s.remove();
  const codes = state.merchants.map((m) => m.code);
  if ([...only.options].slice(1).map((o) => o.value).join() !== codes.join())
    only.innerHTML = '<option value="">all</option>' + codes.map((c) => '<option>' + c + '</option>').join('');
  filter();
  const n = state.merchants.reduce((a, m) => a + m.problems.length, state.general.length);
  document.getElementById('status').textContent = 'live · revision ' + state.revision + ' · ' + n + ' problem' + (n === 1 ? '' : 's');
}
const es = new EventSource('/__preview/events');
es.addEventListener('state', (e) => apply(JSON.parse(e.data)));
es.onerror = () => { document.getElementById('status').textContent = 'disconnected: is npm run preview still running?'; };
</script>
</body></html>`;
}

/** One merchant's section as the server renders it first (the script fills in the frames). */
function merchantHtml(m: MerchantState, port: number): string {
  void port;
  const li = (items: string[]) => items.map((p) => `<li>${esc(p)}</li>`).join('');
  return `<section class="merchant" data-merchant="${m.code}" data-langs="${m.langList.join(',')}" data-version="-1">
<h2>${esc(m.brandName)} (${m.code})</h2>
<ul class="problems" aria-label="Problems">${li(m.problems)}</ul>
<ul class="warnings" aria-label="Warnings">${li(m.warnings)}</ul>
<p class="ok">${m.problems.length ? 'Not built: fix the problems above.' : 'Valid.'}</p>
${m.langList
  .map(
    (l) =>
      `<p class="lang">${l}</p><div class="row">${PREVIEW_VIEWS.map(
        (v) =>
          `<figure data-view="${v.id}"><figcaption>${esc(v.label)} · ${l}</figcaption><div class="phone"><iframe loading="lazy" data-lang="${l}" data-view="${v.id}" title="${esc(`${m.code} ${l} ${v.label}`)}"></iframe></div></figure>`,
      ).join('')}</div>`,
  )
  .join('')}
</section>`;
}
