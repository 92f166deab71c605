import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { themeCss } from '@wl/manifest';
import { formatMoney, moneyFormat } from '@wl/manifest/money';
import type { GatewayMerchant } from '../merchants.ts';
import { wireAmount } from '../money/cents.ts';

/**
 * The page kit: what every page the gateway draws itself (the sandbox game, lottery and payment pages, the sandbox
 * identity provider) is made of. One document shell with its headers, escaping, the merchant's theme as CSS custom
 * properties (pages use only var(--color-…), never a colour of their own), and amounts in the merchant's
 * currency.format, written by the same code as the app's header.
 */

/** Escapes text for HTML content and attribute values. */
export const esc = (t: string): string => t.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The colours of a page drawn for no merchant (an unknown host) or for one given without its theme: the browser's
 * own system colours, so no theme is copied here.
 */
const SYSTEM_COLOURS =
  ':root{--color-primary:LinkText;--color-on-primary:Canvas;--color-accent:Highlight;--color-on-accent:HighlightText;' +
  '--color-background:Canvas;--color-surface:Canvas;--color-surface-alt:ButtonFace;--color-text:CanvasText;' +
  '--color-text-muted:GrayText;--color-border:GrayText;--color-success:CanvasText;--color-danger:CanvasText;' +
  '--color-overlay:#000000a6;color-scheme:light}';

/** The merchant's resolved theme (single-token overrides applied) as the `:root` rule the page's CSS reads. */
export function themeRoot(merchant: GatewayMerchant | undefined): string {
  return merchant?.theme ? themeCss(merchant.theme, merchant.manifest.langList) : SYSTEM_COLOURS;
}

/**
 * An amount as the merchant shows a balance, in the page's language `tag` (BCP 47): the currency's symbol, side,
 * decimals, separators and digits (₱1,234.50, ৳১,২৩৪.৫০, 50.000₫), a minus before the symbol when negative.
 */
export function moneyText(merchant: GatewayMerchant | undefined, cents: number, tag: string): string {
  const currency = merchant?.manifest.currency;
  return formatMoney(currency?.symbol ?? '', wireAmount(cents), tag, moneyFormat(currency ?? {}));
}

/** A signed amount, as a net result reads: "+₱10.00", "-₱20.00", "₱0.00". */
export function signedMoneyText(merchant: GatewayMerchant | undefined, cents: number, tag: string): string {
  return `${cents > 0 ? '+' : ''}${moneyText(merchant, cents, tag)}`;
}

export interface HtmlPage {
  status: 200 | 400 | 404 | 409 | 410;
  lang: string;
  title: string;
  /** Whose theme colours the page: its merchant, or none (system colours). */
  merchant: GatewayMerchant | undefined;
  /** The page's own rules, after the theme's `:root`; colours only as var(--color-…). */
  style: string;
  body: string;
  /** Who may frame the page: the sandbox game may sit in the app's frame, the payment page nowhere. */
  frameAncestors: "'self'" | "'none'";
  /**
   * An optional inline script, allowed by its hash (with fetches to this origin only). The page works without it:
   * it only improves what plain HTML does (the game page keeps its rounds out of the browser's history).
   */
  script?: string;
}

/**
 * A page the gateway draws itself: no script unless the page brings one (allowed by its hash, never
 * 'unsafe-inline'), one style sheet allowed by its hash, forms posting only to this origin, never cached, no
 * referrer.
 */
export function htmlPage(c: Context, p: HtmlPage): Response {
  const style = themeRoot(p.merchant) + p.style;
  const hash = createHash('sha256').update(style).digest('base64');
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'sha256-${hash}'; font-src 'self'; form-action 'self'; frame-ancestors ${p.frameAncestors}; base-uri 'none'${
      p.script
        ? `; script-src 'sha256-${createHash('sha256').update(p.script).digest('base64')}'; connect-src 'self'`
        : ''
    }`,
  );
  return c.html(
    `<!doctype html><html lang="${esc(p.lang)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(p.title)}</title><style>${style}</style><body>${p.body}${p.script ? `<script>${p.script}</script>` : ''}</body></html>`,
    p.status,
  );
}
