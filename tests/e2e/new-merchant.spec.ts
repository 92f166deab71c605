/**
 * "A new merchant needs no code change" (README, operator's guide step 9), kept true by the suite itself: a merchant
 * is scaffolded with `npm run new-merchant`'s own code path into a temporary merchants folder, in a language and
 * script no shipped merchant uses (Khmer, KM, default, plus English), its missing catalogue supplied the way the
 * guide says (`npm run validate -- --missing KM`, every message marked with Khmer text so the pages carry the
 * script), built with `scripts/build.ts`, served with the bundle server and sandbox gateway `npm start` uses, and taken through
 * the smoke journeys: home, login, the register page, a game list and, signed in, the deposit page.
 *
 * Runs once, in its own Playwright project (`new-merchant`, playwright.config.ts). Real glyphs are asserted only
 * when the build ships a font for Khmer (fontsFor); otherwise the journeys are.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { expect, test, type Page } from '@playwright/test';
import { calls } from '@wl/contract';
import { fontsFor, languages, loadWorkspace, type Catalogue, type ResolvedConfig } from '@wl/manifest';
import { createGateway, openDatabase, systemClock, type Db } from '../../core/gateway/src/index.ts';
import { createBundleServer } from '../../core/gateway/src/static/bundles.ts';
import { createSite } from '../../core/gateway/src/site.ts';
import { missingGlyphs } from './glyphs.ts';
import { repoRoot } from '../merchants.ts';

const run = promisify(execFile);
const CODE = 'zzkm';
const LANG = 'KM' as const;
/** A Khmer word ("Khmer") put before every message of the supplied catalogue. */
const MARK = 'ខ្មែរ';
const tsx = (script: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot, maxBuffer: 32 * 1024 * 1024 });

/** A JSON call to the new merchant's gateway, with its Host header (Node does not resolve *.localhost). */
function call<T>(port: number, method: string, pathname: string, body?: unknown, headers = {}) {
  return new Promise<{ status: number; json: T }>((resolve, reject) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers: {
          host: `${CODE}.localhost`,
          accept: 'application/json',
          ...(data ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as T });
          } catch {
            reject(new Error(`${method} ${pathname}: ${res.statusCode} ${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

let work: string;
let server: ServerType | undefined;
let db: Db | undefined;
let port: number;
let config: ResolvedConfig;
let km: Catalogue;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  work = await mkdtemp(path.join(tmpdir(), 'wl-new-merchant-'));
  const merchants = path.join(work, 'merchants');

  // 1. The operator's first step, exactly as the README gives it (its --merchants points at the temp folder).
  const created = await tsx(
    'scripts/new-merchant.ts',
    CODE,
    '--merchants',
    merchants,
    '--brand',
    'Angkor Play',
    '--country',
    'KH',
    '--currency',
    'KHR',
    '--symbol',
    '៛',
    '--languages',
    `${LANG},EN`,
    '--dialing-code',
    '855',
    '--digits',
    '9',
  );
  expect(created.stdout).toContain(`Created merchants/${CODE}/`);
  expect(created.stdout).toContain(`messages/km.json:`);

  // 2. The language the core lacks, supplied whole from validate's --missing list.
  const missing = await tsx('scripts/validate.ts', '--merchants', merchants, '--missing', LANG).catch(
    (e: { stdout: string }) => e,
  );
  const english = JSON.parse(missing.stdout) as Catalogue;
  expect(Object.keys(english).length).toBeGreaterThan(100);
  const translated = Object.fromEntries(Object.entries(english).map(([id, msg]) => [id, `${MARK} ${msg}`]));
  await writeFile(path.join(merchants, CODE, 'messages', 'km.json'), JSON.stringify(translated, null, 2));
  const ws = await loadWorkspace({ root: repoRoot, merchantsDir: merchants });
  expect(ws.problems).toEqual([]);
  km = ws.merchants[0]!.messages[LANG]!;

  // 3. Built like every merchant, into its own folder, and served with the real ones.
  const dist = path.join(work, 'dist');
  await tsx('scripts/build.ts', '--merchants', merchants, '--out', dist, '--quiet');
  config = JSON.parse(await readFile(path.join(dist, CODE, 'config.json'), 'utf8')) as ResolvedConfig;
  // Served as `npm start` serves (scripts/start.ts: the bundle server and the sandbox gateway on one site), here in
  // the test's process and for this merchant alone, so that the gateway seeds one merchant, not every one.
  const merchant = ws.merchants[0]!;
  db = await openDatabase({ dataDir: path.join(work, 'gateway') });
  const api = createGateway({ db, clock: systemClock, merchants: [merchant], mode: 'sandbox' });
  const bundles = createBundleServer({
    distDir: dist,
    sites: [{ code: CODE, brandName: config.brandName, domains: config.domains }],
  });
  const site = createSite(api, bundles);
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as { port: number }).port;
  await api.ready;
});

test.afterAll(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve));
  await db?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** A page on the new merchant in its default language, the once-per-session popups agreed away. */
async function open(page: Page, pathname: string): Promise<void> {
  await page.addInitScript(() => {
    for (const k of ['MC_TERMS_AGREED', 'MC_GIFT_CLOSED', 'MC_GIFT_CLOSED_MEMBER', 'MC_POPUP_CLOSED'])
      sessionStorage.setItem(k, '1');
  });
  await page.goto(`http://${CODE}.localhost:${port}${pathname}`);
}

test('a merchant scaffolded by new-merchant in Khmer passes the smoke journeys with no code change', async ({
  page,
}) => {
  test.setTimeout(60_000);
  expect(config.defaultLang).toBe(LANG);
  const msg = (id: string) => {
    const text = km[id];
    if (!text?.startsWith(MARK)) throw new Error(`${id}: not in the supplied Khmer catalogue`);
    return text;
  };

  await test.step('home', async () => {
    await open(page, '/m/home');
    await expect(page).toHaveTitle('Angkor Play');
    await expect(page.locator('html')).toHaveAttribute('lang', languages[LANG].tag);
    await expect(
      page
        .getByRole('navigation', { name: msg('shell.mainMenu') })
        .getByRole('link', { name: msg('nav.home') }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (fontsFor([LANG]).length) expect(await missingGlyphs(page)).toEqual([]);
  });

  await test.step('login', async () => {
    await page.goto(`http://${CODE}.localhost:${port}/m/login`);
    await expect(page.getByLabel(msg('account.field.password'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: msg('account.login.submit'), exact: true })).toBeVisible();
  });

  await test.step('register page', async () => {
    await page.goto(`http://${CODE}.localhost:${port}/m/register`);
    await expect(
      page.getByRole('button', { name: msg('account.register.submit'), exact: true }),
    ).toBeVisible();
  });

  await test.step('a game list', async () => {
    const c = calls.gameList;
    const input = { platform: 'html5', pageNo: '1', pageSize: '30', gameType: 'RNG' };
    const get = c.method === 'GET';
    const list = await call<{ value: { games: { gameName: string }[] } }>(
      port,
      c.method,
      get ? `${c.path}?${new URLSearchParams(input)}` : c.path,
      get ? undefined : input,
      { moduleId: c.moduleId },
    );
    expect(list.status).toBe(200);
    await page.goto(`http://${CODE}.localhost:${port}/m/gameList?gameType=RNG`);
    await expect(page.getByTestId('game-grid').getByRole('listitem').first()).toContainText(
      list.json.value.games[0]!.gameName,
    );
  });

  await test.step('deposit page, signed in', async () => {
    const login = await call<{ value: Record<string, unknown> }>(
      port,
      calls.login.method,
      calls.login.path,
      { type: 'username', username: 'demo001', password: 'Sandbox123' },
      { moduleId: calls.login.moduleId },
    );
    expect(login.status).toBe(200);
    const v = login.json.value;
    const session = JSON.stringify({
      token: v.token,
      merchantCode: v.merchantCode ?? config.platformMerchantCode,
      userName: v.userName,
      type: v.type,
      firstTimeLogin: false,
    });
    await page.evaluate((s) => localStorage.setItem('MC_SESSION_INFO', s), session);
    await page.goto(`http://${CODE}.localhost:${port}/m/voucherCenter`);
    // The scaffold's one payment method, from its manifest.
    await expect(page.getByRole('radio', { name: config.payments[0]!.title })).toBeChecked();
    await expect(page.getByRole('button', { name: msg('wallet.deposit.submit'), exact: true })).toBeVisible();
  });
});
