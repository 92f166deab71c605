import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreview, type Preview, type PreviewState } from './lib/preview.ts';
import { repoRoot } from './lib/paths.ts';

/*
 * The operator preview (npm run preview) on a temp copy of the merchants, with a stand-in for the compiled app (the
 * packager only needs its template): a manifest broken on disk is named beside its merchant on the page and in the
 * live event stream, and goes once it is fixed; the fixed merchant is packaged again (its frames reload).
 */

let work: string;
let merchants: string;
let preview: Preview;

/** GET on the preview's port with a Host header (the page lives on preview.localhost). */
function get(host: string, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: preview.port, path: pathname, headers: { host } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The page's live stream: resolves with the first state that `test` accepts. */
async function nextState(test: (s: PreviewState) => boolean, timeoutMs = 20_000): Promise<PreviewState> {
  const ac = new AbortController();
  const timer = setTimeout(() => ac.abort(), timeoutMs);
  try {
    const res = await fetch(`http://127.0.0.1:${preview.port}/__preview/events`, { signal: ac.signal });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('event stream ended');
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(event)?.[1];
        if (!data) continue;
        const s = JSON.parse(data) as PreviewState;
        if (test(s)) return s;
      }
    }
  } finally {
    clearTimeout(timer);
    ac.abort();
  }
}

const ph = (s: PreviewState) => s.merchants.find((m) => m.code === 'ph')!;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'wl-preview-'));
  merchants = path.join(work, 'merchants');
  await cp(path.join(repoRoot, 'merchants'), merchants, { recursive: true });
  const app = path.join(work, 'app');
  await mkdir(path.join(app, 'assets'), { recursive: true });
  await writeFile(
    path.join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><!--wl:head--><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(app, 'assets/index-abc.js'), 'console.log(1)');
  preview = await startPreview({
    root: repoRoot,
    merchantsDir: merchants,
    appDir: app,
    outDir: path.join(work, 'out'),
    port: 0,
    host: '127.0.0.1',
    debounceMs: 50,
    log: () => undefined,
  });
}, 60_000);

afterAll(async () => {
  await preview?.close();
  await rm(work, { recursive: true, force: true });
});

describe('npm run preview', () => {
  it('shows every merchant with a frame per language and screen, packaged and valid', async () => {
    const s = preview.state();
    // Every folder of merchants/, in code order.
    const folders = (await readdir(merchants, { withFileTypes: true })).filter((d) => d.isDirectory());
    expect(s.merchants.map((m) => m.code)).toEqual(folders.map((d) => d.name).sort());
    expect(s.merchants.map((m) => m.code)).toEqual(expect.arrayContaining(['bd', 'ph']));
    expect(ph(s).problems).toEqual([]);
    expect(ph(s).version).toBe(1);
    const page = await get(`preview.localhost:${preview.port}`, '/');
    expect(page.status).toBe(200);
    const section = page.body.slice(page.body.indexOf('data-merchant="ph"'));
    // Both of ph's languages (EN, TY), each on home, login, register, deposit, a game list and member center.
    for (const lang of ['EN', 'TY'])
      for (const view of ['home', 'login', 'register', 'deposit', 'games', 'member'])
        expect(section).toContain(`data-lang="${lang}" data-view="${view}"`);
    // A frame opens the merchant's bundle on a host of its own.
    const open = await get(`home-ty-ph.preview.localhost:${preview.port}`, '/__preview/open');
    expect(open.body).toContain('"lang":"TY"');
    const app = await get(`home-ty-ph.preview.localhost:${preview.port}`, '/m/home');
    expect(app.status).toBe(200);
    expect(app.body).toContain('LuzonPlay');
  });

  it('names a broken manifest field beside its merchant, live, and drops it once fixed', async () => {
    const file = path.join(merchants, 'ph', 'merchant.json');
    const good = await readFile(file, 'utf8');
    const m = JSON.parse(good) as Record<string, unknown>;
    await writeFile(file, JSON.stringify({ ...m, theme: 'no-such-theme' }, null, 2));

    const broken = await nextState((s) => ph(s).problems.length > 0);
    expect(ph(broken).problems.join('\n')).toMatch(
      /merchant\.json \/theme: theme "no-such-theme" does not exist/,
    );
    expect(broken.merchants.find((x) => x.code === 'bd')!.problems).toEqual([]);
    const page = await get(`preview.localhost:${preview.port}`, '/');
    const phSection = page.body.slice(page.body.indexOf('data-merchant="ph"'));
    expect(phSection).toContain('/theme: theme &quot;no-such-theme&quot; does not exist');
    const bdSection = page.body.slice(
      page.body.indexOf('data-merchant="bd"'),
      page.body.indexOf('data-merchant="ph"'),
    );
    expect(bdSection).not.toContain('no-such-theme');

    await writeFile(file, good);
    const fixed = await nextState((s) => ph(s).problems.length === 0);
    // Packaged again: the page reloads ph's frames.
    expect(ph(fixed).version).toBe(2);
    const after = await get(`preview.localhost:${preview.port}`, '/');
    expect(after.body).not.toContain('no-such-theme');
  });
});
