/**
 * The security and cache headers every server the product ships must send (issue 31 item 5, issue 30): the bundle
 * server of `npm start` (its pages, hashed files and the gateway's API on one port) and nginx in front of two gateway
 * processes keep the same rules, so one watcher checks both. The rules come from the deployment's promises
 * (README "Production"), not from the servers' code: every answer nosniff; an error of the bundle server never cached;
 * a hashed file immutable and precompressed; a page with the merchant's built CSP, framing refused, its referrer
 * trimmed and never cached.
 */
import type { Page, Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distDir, fixtureCodes, fixtureDistDir } from './merchants.ts';

/** The merchant's built CSP (the build writes it beside the bundle). */
export function builtCsp(code: string): string {
  return readFileSync(
    path.join(fixtureCodes().has(code) ? fixtureDistDir : distDir, code, 'csp.txt'),
    'utf8',
  ).trim();
}

/** What of one answer breaks the rules ([] when none). */
export function headerProblems(
  res: {
    status: number;
    url: URL;
    document: boolean;
    headers: Record<string, string>;
    /** The answer's length once decoded, where it was read (the API's JSON answers). */
    bodyBytes?: number;
  },
  csp: string,
): string[] {
  const { status, url, headers: h } = res;
  const where = `${status} ${url.pathname}`;
  const problems: string[] = [];
  const need = (name: string, ok: (v: string) => boolean, what: string) => {
    if (!ok(h[name] ?? '')) problems.push(`${where}: ${name} ${what} (got "${h[name] ?? ''}")`);
  };
  const api = url.pathname.startsWith('/wps/') || url.pathname.startsWith('/lgw/');
  need('x-content-type-options', (v) => v === 'nosniff', 'nosniff');
  // The API's lists go to phones compressed (the gateway's own compress on `npm start`, nginx's gzip in front of the
  // gateway processes): anything of 1 KB or more.
  if (api && (res.bodyBytes ?? 0) >= 1024)
    need('content-encoding', (v) => v === 'br' || v === 'gzip', 'compressed (an API answer of 1 KB or more)');
  if (status >= 400 && !api) need('cache-control', (v) => v === 'no-store', 'no-store on an error');
  else if (/^\/(assets|locales)\//.test(url.pathname)) {
    need('cache-control', (v) => v === 'public, max-age=31536000, immutable', 'immutable');
    if (/\.(js|css|json)$/.test(url.pathname) && Number(h['content-length'] ?? 1e9) > 1024)
      need('content-encoding', (v) => v === 'br' || v === 'gzip', 'precompressed');
  } else if (res.document && !api) {
    need('cache-control', (v) => v === 'no-cache', 'no-cache');
    need('content-security-policy', (v) => v === `${csp}; frame-ancestors 'none'`, "the bundle's CSP");
    need(
      'referrer-policy',
      (v) => v === 'strict-origin-when-cross-origin',
      'strict-origin-when-cross-origin',
    );
  }
  return problems;
}

/**
 * Checks every answer the page receives over http (the tests' pages reach nothing but the product's servers; a
 * data: or blob: URL is no server's); call the returned function for what broke the rules so far.
 */
export function watchHeaders(page: Page, code: string): () => Promise<string[]> {
  const csp = builtCsp(code);
  const problems: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res: Response) => {
    const url = new URL(res.url());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    const document = res.request().resourceType() === 'document';
    const json = /^\/(wps|lgw)\//.test(url.pathname) && /json/.test(res.headers()['content-type'] ?? '');
    pending.push(
      Promise.all([res.allHeaders(), json ? res.body().then((b) => b.length) : undefined]).then(
        ([headers, bodyBytes]) =>
          void problems.push(
            ...headerProblems({ status: res.status(), url, document, headers, bodyBytes }, csp),
          ),
        // The page closed before the headers or the body were read: nothing to judge.
        () => undefined,
      ),
    );
  });
  return async () => {
    await Promise.all(pending);
    return [...problems];
  };
}
