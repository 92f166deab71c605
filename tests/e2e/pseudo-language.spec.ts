import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { ResolvedConfig } from '@wl/manifest/types';
import { languages } from '@wl/manifest/languages';
import { test, expect, GIFT_DISMISSED_KEYS, TERMS_AGREED_KEY, type Sandbox } from '../fixtures.ts';
import { distDir, fixtureCodes, fixtureDistDir } from '../merchants.ts';
import { useSession } from './shell-helpers.ts';

/*
 * Issue 27, item 4: no literal text escapes the catalogue. The merchant's default language is replaced, at test time,
 * by a pseudo language: every compiled message of its pack is wrapped in ⟦ ⟧. The suite then walks the main routes,
 * as a guest and as a member, and fails listing every visible word that is outside all markers and is not data by
 * rule: what the gateway answered (names, titles, game and vendor names, amounts), the manifest's brand, and the
 * languages' own names. Digits, symbols and punctuation are not words.
 */

const OPEN = '⟦';
const CLOSE = '⟧';

type Element = { type: number; value?: string };

/** A compiled pack with every message wrapped in markers (literal elements, type 0). */
function pseudo(pack: Record<string, Element[]>): Record<string, Element[]> {
  return Object.fromEntries(
    Object.entries(pack).map(([id, els]) => [
      id,
      [{ type: 0, value: OPEN }, ...els, { type: 0, value: CLOSE }],
    ]),
  );
}

/** Every string in a JSON answer, HTML tags dropped (announcement bodies). */
function strings(v: unknown, out: Set<string>): void {
  if (typeof v === 'string') out.add(v.replace(/<[^>]*>/g, ' '));
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) strings(x, out);
}

const WORD = /\p{L}[\p{L}\p{M}'’-]*\p{L}|\p{L}{2,}/gu;

/**
 * Serves the pseudo language: the page loses its inlined first-paint pack as it is parsed (so the app fetches the
 * whole pack and renders from it), the pack itself is served wrapped from the bundle on disk, and every gateway
 * answer's strings are kept as data.
 */
async function pseudoLanguage(page: Page, merchant: ResolvedConfig, data: Set<string>): Promise<void> {
  const packPath = merchant.locales[merchant.defaultLang]!;
  const bundle = fixtureCodes().has(merchant.code) ? fixtureDistDir : distDir;
  const pack = JSON.parse(await readFile(path.join(bundle, merchant.code, packPath), 'utf8')) as Record<
    string,
    Element[]
  >;
  await page.route(
    (url) => url.pathname === packPath,
    (route) => route.fulfill({ json: pseudo(pack) }),
  );
  page.on('response', async (r) => {
    if (!new URL(r.url()).pathname.startsWith('/wps/')) return;
    if (!(r.headers()['content-type'] ?? '').includes('json')) return;
    strings(await r.json().catch(() => null), data);
  });
  await page.addInitScript(
    ([terms, gifts]) => {
      sessionStorage.setItem(terms, '1');
      for (const k of gifts) sessionStorage.setItem(k, '1');
      new MutationObserver((_, observer) => {
        const inlined = document.getElementById('wl-messages');
        if (inlined) {
          inlined.remove();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    },
    [TERMS_AGREED_KEY, GIFT_DISMISSED_KEYS] as const,
  );
}

/** The words on screen outside every ⟦ ⟧ that are not data by rule. */
async function leakedWords(page: Page, merchant: ResolvedConfig, data: Set<string>): Promise<string[]> {
  let text = await page.locator('body').innerText();
  // Innermost first: a message may carry another message as a value.
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  const allowed = new Set<string>();
  const add = (s: string) => {
    for (const w of s.match(WORD) ?? []) allowed.add(w.toLowerCase());
  };
  for (const s of data) add(s);
  // The operator's own data: every text of the manifest (brand, regulator, channel titles) and the languages' names.
  const manifest = new Set<string>();
  strings(merchant, manifest);
  for (const s of manifest) add(s);
  for (const l of merchant.langList) add(languages[l].name);
  // Words the browser's Intl writes in the page language: month names and day periods of dates and times.
  const tag = languages[merchant.defaultLang].tag;
  for (let month = 0; month < 12; month++)
    for (const hour of [1, 13]) {
      const d = new Date(2026, month, 1, hour);
      add(new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(d));
      add(new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short' }).format(d));
    }
  return [...new Set((text.match(WORD) ?? []).filter((w) => !allowed.has(w.toLowerCase())))];
}

/** Opens a route and waits for its data: the network quiet and no loading skeleton left. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main')).toContainText(OPEN);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

async function walk(page: Page, merchant: ResolvedConfig, data: Set<string>, paths: string[]): Promise<void> {
  const leaks: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    const words = await leakedWords(page, merchant, data);
    if (words.length) leaks.push(`${path}: ${words.join(', ')}`);
  }
  expect(leaks, 'words outside the catalogue').toEqual([]);
}

test.use({ serviceWorkers: 'block' });

test('a guest sees no text outside the catalogue', async ({ page, merchant }) => {
  const data = new Set<string>();
  await pseudoLanguage(page, merchant, data);
  await walk(page, merchant, data, [
    '/m/home',
    '/m/login',
    '/m/register',
    '/m/forget',
    '/m/notice',
    '/m/activity',
    '/m/help',
    '/m/app',
  ]);
});

test('a member sees no text outside the catalogue', async ({ page, merchant, sandbox }) => {
  const data = new Set<string>();
  await pseudoLanguage(page, merchant, data);
  await member(page, merchant, sandbox);
  await walk(page, merchant, data, [
    '/m/home',
    '/m/member/home',
    '/m/vip',
    '/m/voucherCenter',
    '/m/withdraw',
    '/m/gameRecord',
    '/m/rewardCenter',
    '/m/message',
    '/m/responsibleGaming',
  ]);
});

/** Logs the seeded demo member in through the gateway and hands the session to the page. */
async function member(page: Page, merchant: ResolvedConfig, sandbox: Sandbox): Promise<void> {
  const r = await sandbox.call<{ value: { token: string; userName: string; type: number } }>(
    'POST',
    '/wps/session/login',
    { username: 'demo001', password: 'Sandbox123', type: 'username' },
  );
  if (r.status !== 200) throw new Error(`login: HTTP ${r.status}`);
  await useSession(page, merchant, { ...r.json.value, firstTimeLogin: false });
}
