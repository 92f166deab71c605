/** The merchant's index.html: head (CSP, title, icons, theme CSS, inlined config) and the prerendered root. */
import { createHash } from 'node:crypto';
import {
  CONFIG_ELEMENT_ID,
  isRtl,
  languageTag,
  type Language,
  type ResolvedConfig,
  type Theme,
} from '@wl/manifest';
import { frameSources, imgSources } from '../csp.ts';

export const HEAD_MARKER = '<!--wl:head-->';

export const cspHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export function escapeJsonForHtml(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function gatewayOrigin(baseUrl: string): string {
  return baseUrl ? new URL(baseUrl).origin : '';
}

/**
 * The Content-Security-Policy for a merchant: no 'unsafe-inline' or eval; the inline style and the inline
 * prerender guard script are allowed by their hashes only.
 */
export function contentSecurityPolicy(
  config: ResolvedConfig,
  styleHashes: string[],
  scriptHashes: string[] = [],
): string {
  const api = gatewayOrigin(config.gateway.baseUrl);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    `style-src 'self' ${styleHashes.join(' ')}`,
    `img-src ${imgSources(config).join(' ')}`,
    `connect-src 'self'${api ? ` ${api}` : ''}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-src ${frameSources(config).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export interface HeadInputs {
  config: ResolvedConfig;
  theme: Theme;
  /** The theme (and font) CSS, and the app's first-paint stylesheets, inlined and allowed by its hash. */
  css: string;
  /** The app stylesheets inlined in `css`, named by disabled links (never fetched; see AppBuild.cssUrls). */
  inlinedCssUrls?: string[];
  csp: string;
  /** Omit the CSP meta (the dev server injects its own scripts). */
  dev?: boolean;
  /** The prerendered page's head elements; without a prerender the default pack is preloaded instead. */
  prerenderHead?: string[];
  /** Extra <link> elements (font preloads). */
  links?: string[];
}

/** The elements that replace the app template's head marker. */
export function merchantHead(i: HeadInputs): string {
  const { config } = i;
  return [
    i.dev ? '' : `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(i.csp)}" />`,
    `<title>${escapeHtml(config.brandName)}</title>`,
    `<meta name="description" content="${escapeHtml(config.brandName)}" />`,
    `<meta name="theme-color" content="${i.theme.color.header}" />`,
    `<link rel="icon" href="${config.assets.icon}" type="image/svg+xml" />`,
    `<link rel="apple-touch-icon" href="${config.assets.icon}" />`,
    '<link rel="manifest" href="/manifest.webmanifest" />',
    i.prerenderHead
      ? ''
      : `<link rel="preload" href="${config.locales[config.defaultLang]}" as="fetch" crossorigin />`,
    ...(i.links ?? []),
    ...(i.prerenderHead ?? []),
    `<style>${i.css}</style>`,
    ...(i.inlinedCssUrls ?? []).map((href) => `<link rel="stylesheet" href="${href}" disabled />`),
    `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${escapeJsonForHtml(JSON.stringify(config))}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The html element's attributes for a merchant's default language. */
export function htmlAttributes(config: ResolvedConfig, lang: Language = config.defaultLang): string {
  return `lang="${languageTag(lang)}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}"`;
}

/** Fills the app's index.html template with a merchant's head and html attributes. */
export function applyHead(template: string, head: string, htmlAttrs: string): string {
  return template.replace(/<html[^>]*>/, `<html ${htmlAttrs}>`).replace(HEAD_MARKER, head);
}

const EMPTY_ROOT = '<div id="root"></div>';

/** Puts the prerendered markup into #root, followed by the guard script and the inlined pack. */
export function fillRoot(html: string, page: { root: string; afterRoot: string } | null): string {
  if (!page) return html;
  if (!html.includes(EMPTY_ROOT)) throw new Error(`the app's index.html has no ${EMPTY_ROOT}`);
  return html.replace(EMPTY_ROOT, () => `<div id="root">${page.root}</div>\n    ${page.afterRoot}`);
}
