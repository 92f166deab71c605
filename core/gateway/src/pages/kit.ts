import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** Escapes text for HTML content and attribute values. */
export const esc = (t: string): string => t.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** An amount as the sandbox pages show it: the merchant's symbol and #,##0.00. */
export const shownMoney = (symbol: string, cents: number): string =>
  `${symbol}${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface HtmlPage {
  status: 200 | 400 | 404 | 409 | 410;
  lang: string;
  title: string;
  /** The page's only style sheet, allowed by its hash (no 'unsafe-inline'). */
  style: string;
  body: string;
  /** Who may frame the page: the sandbox game may sit in the app's frame, the payment page nowhere. */
  frameAncestors: "'self'" | "'none'";
}

/**
 * A page the gateway draws itself (the sandbox game and payment pages): no script at all, one hashed style sheet,
 * forms posting only to this origin, never cached, no referrer.
 */
export function htmlPage(c: Context, p: HtmlPage): Response {
  const hash = createHash('sha256').update(p.style).digest('base64');
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'sha256-${hash}'; font-src 'self'; form-action 'self'; frame-ancestors ${p.frameAncestors}; base-uri 'none'`,
  );
  return c.html(
    `<!doctype html><html lang="${esc(p.lang)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(p.title)}</title><style>${p.style}</style><body>${p.body}</body></html>`,
    p.status,
  );
}
