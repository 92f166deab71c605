import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { NGINX_FILE } from './lib/nginx.ts';
import { repoRoot } from './lib/paths.ts';

const run = promisify(execFile);
let work: string;
let app: string;

/** Runs the real build script against a scratch merchants folder and output folder. */
async function build(merchants: string, out: string, ...extra: string[]) {
  try {
    const r = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/build.ts', '--merchants', merchants, '--out', out, '--app', app, ...extra],
      { cwd: repoRoot },
    );
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

async function listing(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const out: string[] = [];
  for (const e of entries) {
    const p = path.join(e.parentPath, e.name);
    out.push(`${path.relative(dir, p)} ${e.isFile() ? (await stat(p)).mtimeMs : 'dir'}`);
  }
  return out.sort();
}

async function merchantsCopy(name: string): Promise<string> {
  const dir = path.join(work, name);
  await cp(path.join(repoRoot, 'merchants'), dir, { recursive: true });
  return dir;
}

async function editManifest(dir: string, code: string, edit: (m: Record<string, unknown>) => void) {
  const file = path.join(dir, code, 'merchant.json');
  const m = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  edit(m);
  await writeFile(file, JSON.stringify(m, null, 2));
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'wl-build-'));
  // A stand-in for the compiled app: the packager only needs the template and some assets.
  app = path.join(work, 'app');
  await mkdir(path.join(app, 'assets'), { recursive: true });
  await writeFile(
    path.join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><!--wl:head--><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(app, 'assets/index-abc.js'), 'console.log(1)');
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('build', () => {
  it('packages every merchant with its own brand, theme and only its languages', async () => {
    const out = path.join(work, 'dist-ok');
    const r = await build(path.join(repoRoot, 'merchants'), out);
    expect(r.stderr).not.toMatch(/problem/);
    expect(r.code).toBe(0);
    const ph = await readdir(path.join(out, 'ph/locales'));
    const bd = await readdir(path.join(out, 'bd/locales'));
    // Each pack once (its precompressed .br and .gz copies aside).
    const packs = (files: string[]) => files.filter((f) => f.endsWith('.json')).map((f) => f.split('.')[0]);
    expect(packs(ph).sort()).toEqual(['en', 'ty']);
    expect(packs(bd).sort()).toEqual(['bn', 'en']);
    const phHtml = await readFile(path.join(out, 'ph/index.html'), 'utf8');
    const bdHtml = await readFile(path.join(out, 'bd/index.html'), 'utf8');
    expect(phHtml).toContain('<title>LuzonPlay</title>');
    expect(phHtml).toContain('--color-primary:#0b4fb3');
    expect(phHtml).not.toContain('PadmaBet');
    expect(bdHtml).toContain('<html lang="bn-BD" dir="ltr">');
    expect(bdHtml).toContain('--color-primary:#0c7a54');
    expect(bdHtml).not.toContain('LuzonPlay');
    // The app's assets are in every bundle; the config is data, not script.
    expect(phHtml).toMatch(/<script type="application\/json" id="wl-config">\{/);
    await stat(path.join(out, 'bd/assets/index-abc.js'));
    const cfg = JSON.parse(await readFile(path.join(out, 'ph/config.json'), 'utf8'));
    expect(cfg.currency).toEqual({ code: 'TLB', iso: 'PHP', symbol: '₱' });
    expect(cfg.assets.logo).toMatch(/^\/assets\/m\/logo\.[\w-]+\.svg$/);
    // Fonts only for the scripts of each merchant's languages, with the licence; the CSP allows same-origin fonts.
    await expect(readdir(path.join(out, 'ph/assets/fonts'))).rejects.toThrow();
    const fonts = (await readdir(path.join(out, 'bd/assets/fonts')))
      .filter((f) => !/\.(br|gz)$/.test(f))
      .sort();
    expect(fonts).toEqual([
      'LICENSE-noto-sans-bengali.txt',
      expect.stringMatching(/^noto-sans-bengali-bengali-400-normal\.[\w-]+\.woff2$/),
      expect.stringMatching(/^noto-sans-bengali-bengali-700-normal\.[\w-]+\.woff2$/),
    ]);
    expect(bdHtml).toMatch(
      /@font-face\{font-family:"Noto Sans Bengali";[^}]*src:local\("Noto Sans Bengali"\)/,
    );
    expect(bdHtml).toMatch(/unicode-range:U\+0951-0952,[^}]*U\+0980-09FE/);
    expect(await readFile(path.join(out, 'bd/csp.txt'), 'utf8')).toContain("font-src 'self'");
    // Each run-time template of the manifest: a stylesheet of its theme's tokens over the page's (html:root), with
    // the merchant's own font stack; the page links it only when the platform names it.
    for (const code of ['ph', 'bd']) {
      const manifest = JSON.parse(
        await readFile(path.join(repoRoot, 'merchants', code, 'merchant.json'), 'utf8'),
      );
      const built = JSON.parse(await readFile(path.join(out, code, 'config.json'), 'utf8'));
      const html = await readFile(path.join(out, code, 'index.html'), 'utf8');
      expect(Object.keys(built.templates ?? {})).toEqual(manifest.templates ?? []);
      for (const [name, url] of Object.entries<string>(built.templates ?? {})) {
        const theme = JSON.parse(await readFile(path.join(repoRoot, 'themes', name, 'theme.json'), 'utf8'));
        const css = await readFile(path.join(out, code, url), 'utf8');
        expect(css.startsWith('html:root{')).toBe(true);
        expect(css).toContain(`--color-primary:${theme.color.primary};`);
        expect(css).toContain(html.match(/--font-family:[^;]*/)![0]);
        expect(html).not.toContain(`href="${url}"`);
      }
    }
  });

  it('writes a .br and a .gz beside each text file worth it, each the file itself, and the nginx configuration', async () => {
    const out = path.join(work, 'dist-ok');
    for (const rel of [
      'ph/index.html',
      'ph/config.json',
      `ph/locales/${(await readdir(path.join(out, 'ph/locales'))).find((f) => f.endsWith('.json'))}`,
    ]) {
      const body = await readFile(path.join(out, rel));
      expect(brotliDecompressSync(await readFile(path.join(out, `${rel}.br`)))).toEqual(body);
      expect(gunzipSync(await readFile(path.join(out, `${rel}.gz`)))).toEqual(body);
    }
    // Too small to be worth it (the stand-in app's 14-byte script), and images are compressed formats already.
    await expect(stat(path.join(out, 'ph/assets/index-abc.js.br'))).rejects.toThrow();
    expect(
      (await readdir(path.join(out, 'ph/assets/m'))).filter(
        (f) => /\.(br|gz)$/.test(f) && !/\.svg\./.test(f),
      ),
    ).toEqual([]);
    const nginx = await readFile(path.join(out, NGINX_FILE), 'utf8');
    expect(nginx).toContain(`root ${path.join(out, 'ph')};`);
    expect(nginx).toContain('server_name bd.localhost ');
  });

  it('locale packs are precompiled ICU and layer the merchant’s overrides on the core catalogue', async () => {
    const dir = await merchantsCopy('m-overrides');
    await writeFile(
      path.join(dir, 'ph/messages/en.json'),
      JSON.stringify({ 'app.loading': 'Sandali lang…' }),
    );
    const out = path.join(work, 'dist-overrides');
    expect((await build(dir, out)).code).toBe(0);
    const file = (await readdir(path.join(out, 'ph/locales'))).find((f) => /^en\..*\.json$/.test(f))!;
    const pack = JSON.parse(await readFile(path.join(out, 'ph/locales', file), 'utf8'));
    expect(pack['app.loading']).toEqual([{ type: 0, value: 'Sandali lang…' }]);
    expect(Array.isArray(pack['error.unknown'])).toBe(true);
  });

  it('an invalid manifest fails, names the file and field, and leaves dist/ as it was', async () => {
    const out = path.join(work, 'dist-keep');
    expect((await build(path.join(repoRoot, 'merchants'), out)).code).toBe(0);
    const before = await listing(out);
    const dir = await merchantsCopy('m-bad');
    await editManifest(dir, 'bd', (m) => {
      (m.payments as { money: unknown }[])[2]!.money = 'lots';
      (m as Record<string, unknown>).colour = 'red';
    });
    const r = await build(dir, out);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('bd/merchant.json /payments/2/money: must be an array');
    expect(r.stderr).toContain('bd/merchant.json /colour: unknown key');
    expect(await listing(out)).toEqual(before);
  });

  it('rejects a domain claimed by two merchants and a theme that does not exist', async () => {
    const dir = await merchantsCopy('m-clash');
    await editManifest(dir, 'bd', (m) => {
      (m.domains as string[]).push('luzonplay.ph');
      m.theme = 'sunrse';
    });
    const out = path.join(work, 'dist-clash');
    const r = await build(dir, out);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/\/theme: theme "sunrse" does not exist\s+hint: did you mean "sunrise"\?/);
    expect(r.stderr).toMatch(/domains\/\d+: "luzonplay\.ph" is already a domain of merchant "(bd|ph)"/);
    await expect(stat(out)).rejects.toThrow();
  });

  it('a third merchant written only under merchants/ builds; a removed one disappears from dist/', async () => {
    const dir = await merchantsCopy('m-third');
    await cp(path.join(dir, 'ph'), path.join(dir, 'xy'), { recursive: true });
    await editManifest(dir, 'xy', (m) => {
      m.code = 'xy';
      m.brandName = 'XY Games';
      m.platformMerchantCode = 'XY_MAIN';
      m.domains = ['xy-games.com'];
      m.regions = [];
      m.themeOverrides = { 'color.primary': '#123456' };
    });
    const out = path.join(work, 'dist-third');
    const r = await build(dir, out);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(await readdir(out)).toEqual(expect.arrayContaining(['bd', 'ph', 'xy']));
    expect(await readFile(path.join(out, 'xy/index.html'), 'utf8')).toContain('--color-primary:#123456');
    await rm(path.join(dir, 'xy'), { recursive: true });
    expect((await build(dir, out)).code).toBe(0);
    // The workspace's merchants again (ph, bd and any an operator added), and nothing of xy.
    const merchants = (await readdir(dir, { withFileTypes: true }))
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(merchants).toEqual(expect.arrayContaining(['bd', 'ph']));
    expect((await readdir(out)).sort()).toEqual([...merchants, NGINX_FILE].sort());
    expect(await readFile(path.join(out, NGINX_FILE), 'utf8')).not.toContain('xy.localhost');
  });
});
