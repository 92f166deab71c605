/**
 * The every-route walker of issue 31: one page load per group of routes, then in-app navigation (history.pushState
 * and a popstate, as the router's own links do) to each route of the app's route table (routes/table.ts ROUTES), so
 * the fault, accessibility, CSP and page-error checks cost one settle each instead of one page load each. Each
 * merchant walks every route once, as a guest or as a member, alternating across merchants (walkRoutes).
 *
 * Guards on every page the walker drives (Guards.attach): uncaught page errors, CSP violations (the page's own
 * securitypolicyviolation events), request and opened URLs that carry the session token.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Request } from '@playwright/test';
import { languages, type Language } from '@wl/manifest/languages';
import type { ResolvedConfig } from '@wl/manifest/types';
import { ROUTES } from '../../core/app/src/routes/table.ts';
import { expect, type Sandbox } from '../fixtures.ts';
import { builtMerchants } from '../merchants.ts';
import { useSession } from './shell-helpers.ts';

export interface RouteVisit {
  id: string;
  /** The canonical path (the table's first). */
  path: string;
  /** Needs a session: a guest is sent to log in. */
  session: boolean;
}

/** Every route of the app's table, by its canonical path, in table order. */
export const ROUTE_VISITS: readonly RouteVisit[] = Object.entries(ROUTES).map(([id, r]) => ({
  id,
  path: r.paths[0],
  session: r.access.kind === 'session',
}));

export type Who = 'guest' | 'member';
export const WHO: readonly Who[] = ['guest', 'member'];

/** E2E_FULL_WALKS=1: every route walked as a guest and as a member on every merchant (about twice the time). */
export const FULL_WALKS = process.env.E2E_FULL_WALKS === '1';

/** The merchant's place among the merchants the suite runs on (by code), for rotations across merchants. */
export function merchantIndex(merchant: ResolvedConfig): number {
  codes ??= builtMerchants().map((m) => m.code);
  return Math.max(0, codes.indexOf(merchant.code));
}
/** The suite's merchant codes, read from the built bundles once per worker. */
let codes: string[] | undefined;

/**
 * The routes one walk visits. Sampled, so the walks fit the suite's time on a small machine: on each merchant every
 * route is walked once, half of them as a guest and the other half as a member, and the halves swap from one
 * merchant to the next, so across the suite's merchants every route is walked both ways. E2E_FULL_WALKS=1 walks
 * every route both ways on every merchant.
 */
export function walkRoutes(merchant: ResolvedConfig, who: Who): RouteVisit[] {
  if (FULL_WALKS) return [...ROUTE_VISITS];
  const k = merchantIndex(merchant) + (who === 'member' ? 1 : 0);
  return ROUTE_VISITS.filter((_, i) => (i + k) % 2 === 0);
}

/**
 * Languages rotated over the walk's routes so every language of the merchant is covered without walking every route
 * in every language: the routes are cut into one group per language, and the member walk shifts the groups by one.
 */
export function languageGroups(
  merchant: ResolvedConfig,
  who: Who,
): { lang: Language; routes: RouteVisit[] }[] {
  const langs = merchant.langList;
  const shift = who === 'member' ? 1 : 0;
  const groups = langs.map((lang) => ({ lang, routes: [] as RouteVisit[] }));
  walkRoutes(merchant, who).forEach((r, j) => groups[(j + shift) % langs.length]!.routes.push(r));
  return groups;
}

/** The number of language groups any merchant of the suite can have (tests are declared before a merchant is known). */
export const MAX_GROUPS = 4;

/** Logs the seeded demo member in through the gateway and hands the session to the page; answers the token. */
export async function memberSession(page: Page, merchant: ResolvedConfig, sandbox: Sandbox): Promise<string> {
  const r = await sandbox.call<{ value: { token: string; userName: string; type: number } }>(
    'POST',
    '/wps/session/login',
    { username: 'demo001', password: 'Sandbox123', type: 'username' },
  );
  if (r.status !== 200) throw new Error(`login: HTTP ${r.status}`);
  await useSession(page, merchant, { ...r.json.value, firstTimeLogin: false });
  return r.json.value.token;
}

/** What the guards saw on one page. */
export class Guards {
  readonly pageErrors: string[] = [];
  readonly csp: string[] = [];
  readonly tokenUrls: string[] = [];
  readonly opened: string[] = [];
  private readonly inflight = new Set<Request>();
  private lastActivity = Date.now();
  token: string | null = null;

  private constructor(private readonly page: Page) {}

  static async attach(page: Page): Promise<Guards> {
    const g = new Guards(page);
    page.on('pageerror', (e) => g.pageErrors.push(`${page.url()}: ${e.message}`));
    const ctx = page.context();
    ctx.on('request', (req) => {
      g.checkUrl(req.url());
      // What a screen waits for: its calls and its code (images and fonts may keep arriving; they are not waited on).
      if (!['fetch', 'xhr', 'script', 'document', 'stylesheet'].includes(req.resourceType())) return;
      g.inflight.add(req);
      g.lastActivity = Date.now();
    });
    const done = (req: Request) => {
      g.inflight.delete(req);
      g.lastActivity = Date.now();
    };
    ctx.on('requestfinished', done);
    ctx.on('requestfailed', done);
    ctx.on('page', (p) => g.checkUrl(p.url()));
    await page.exposeBinding('__wlGuard', (_src, kind: string, detail: string) => {
      if (kind === 'csp') g.csp.push(detail);
      else if (kind === 'open') {
        g.opened.push(detail);
        g.checkUrl(detail);
      }
    });
    await page.addInitScript(() => {
      const report = (window as unknown as { __wlGuard: (k: string, d: string) => void }).__wlGuard;
      document.addEventListener('securitypolicyviolation', (e) =>
        report('csp', `${e.violatedDirective} ${e.blockedURI} at ${location.pathname}`),
      );
      const open = window.open.bind(window);
      window.open = (url?: string | URL, ...rest: unknown[]) => {
        if (url !== undefined) report('open', new URL(String(url), location.href).href);
        return open(url, ...(rest as [string?, string?]));
      };
    });
    return g;
  }

  private checkUrl(url: string) {
    if (this.token && url.includes(this.token)) this.tokenUrls.push(url);
  }

  /** Waits until no request has been in flight for `quietMs` (at most `capMs`): the screen has what it asked for. */
  async settle(quietMs = 300, capMs = 8_000): Promise<void> {
    const end = Date.now() + capMs;
    this.lastActivity = Math.max(this.lastActivity, Date.now());
    for (;;) {
      if (this.inflight.size === 0 && Date.now() - this.lastActivity >= quietMs) return;
      if (Date.now() > end) return;
      await this.page.waitForTimeout(50);
    }
  }

  /** Nothing went wrong that the player or an attacker could see. */
  expectClean(where: string) {
    expect(this.pageErrors, `page errors ${where}`).toEqual([]);
    expect(this.csp, `CSP violations ${where}`).toEqual([]);
    expect(this.tokenUrls, `URLs carrying the session token ${where}`).toEqual([]);
  }
}

/** Opens `path` in the app without a page load, the way the router's links do. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    // The router's own entry shape (a key and an index), so the screen sees a new visit as a link would make it.
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** The language's query for the first page load of a group (the app takes ?lang= and keeps it). */
export function withLang(path: string, lang: Language): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

export const tagOf = (lang: Language) => languages[lang].tag;

/** The page is not blank: main (or the status page, or a dialog) shows text or a control a player can use. */
export async function expectNotBlank(page: Page, where: string): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(() => {
            const main = document.querySelector('main');
            const dialog = document.querySelector('[role="dialog"],[role="alertdialog"]');
            const text = (main?.textContent ?? '').trim() + (dialog?.textContent ?? '').trim();
            const controls = main?.querySelectorAll('a,button,input,[role="progressbar"]').length ?? 0;
            return text.length > 0 || controls > 0;
          })
          // A page load under way (a retry that reloads): asked again once the new document is there.
          .catch(() => false),
      { message: `blank page ${where}` },
    )
    .toBe(true);
}

/** axe-core's engine, as @axe-core/playwright injects it (its own dependency). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: {
    target: string[];
    failureSummary?: string;
    any?: { relatedNodes?: { html: string }[] }[];
  }[];
}

/**
 * Serious and critical axe violations (WCAG 2.2 A and AA, target size included), as readable lines. The engine is
 * put into the page once and kept across in-app navigations; only violations are collected (the passes' details
 * cost most of a run's time).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    type Run = (o: unknown) => Promise<{ violations: unknown[] }>;
    const axe = (window as unknown as { axe: { run: Run } }).axe;
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
    const all = await axe.run({
      runOnly: { type: 'tag', values: tags },
      rules: { 'target-size': { enabled: false } },
      resultTypes: ['violations'],
    });
    // Target size with the fixed chrome (header, bottom menu, floating buttons) put back in the flow: a target that
    // scrolls under the bottom menu is not too small, it is one scroll away; one that overlaps another still is.
    const moved: [HTMLElement, string][] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('[role="dialog"],[role="alertdialog"]')) continue;
      const pos = getComputedStyle(el).position;
      if (pos === 'fixed' || pos === 'sticky') {
        moved.push([el, el.style.position]);
        el.style.position = 'static';
      }
    }
    try {
      const size = await axe.run({ runOnly: ['target-size'], resultTypes: ['violations'] });
      return [...all.violations, ...size.violations];
    } finally {
      for (const [el, pos] of moved) el.style.position = pos;
    }
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => {
            // What is in the way (a target obscured or too close), where axe names it.
            const by = n.any?.flatMap((c) => c.relatedNodes ?? [])[0]?.html.slice(0, 100);
            return `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}${by ? ` (by ${by})` : ''}`;
          })
          .join(' | ')}`,
    );
}

/**
 * The phone's page at 200 %: a 390 × 844 phone whose player doubled the text size or zoom lays the page out at
 * 195 × 422 CSS px (WCAG 1.4.4 and 1.4.10: text resized to 200 % without loss, nothing scrolled sideways).
 */
export const ZOOMED = { width: 195, height: 422 } as const;

/**
 * What a 200 % page pushes off its side, at the ZOOMED size (the viewport put back after): the page scrolling
 * sideways, and every outermost visible element past the left or right edge that no scroller or clip of its own
 * holds (a horizontal list that scrolls, a carousel's hidden slides, a truncated name are designed, not lost).
 */
export async function offTheSide(page: Page): Promise<string[]> {
  const before = page.viewportSize();
  await page.setViewportSize(ZOOMED);
  try {
    return await page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const width = document.documentElement.clientWidth;
      const out: string[] = [];
      if (document.documentElement.scrollWidth > width + 1)
        out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide in ${width})`);
      const held = (el: Element) => {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
          if (getComputedStyle(a).overflowX !== 'visible') return true;
        return false;
      };
      const past = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && (r.right > width + 1 || r.left < -1);
      };
      for (const el of document.querySelectorAll('body *')) {
        if (!past(el) || held(el) || !el.checkVisibility({ visibilityProperty: true })) continue;
        if (el.parentElement && past(el.parentElement) && !held(el.parentElement)) continue;
        const r = el.getBoundingClientRect();
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        out.push(`<${el.localName}> "${name}" spans ${Math.round(r.left)}–${Math.round(r.right)} px`);
      }
      return out;
    });
  } finally {
    if (before) await page.setViewportSize(before);
  }
}
