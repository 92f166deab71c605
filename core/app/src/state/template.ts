/**
 * The platform's mobile template at run time (spec section 3: the status answer's `info.mobileTemplate`). The page
 * carries the merchant's theme as CSS custom properties; each of the manifest's `templates` has a stylesheet of its
 * own (the build's `templateCss`, under `html:root`, which outranks the page's `:root`). Switching links that
 * stylesheet, switching back removes it: no rebuild and no reload, and a template the build has no stylesheet for is
 * never asked for (runtime.ts accepts only the manifest's names).
 *
 * On the next visit a script in the page's head (`templateBoot`, which the build inlines there) links the cached
 * template's stylesheet before any of the body is parsed, so the page never flashes the other theme. This module loads only when a template other
 * than the merchant's own is named (templateWatch.ts): the first visit does not carry it.
 */
import type { ResolvedConfig } from '@wl/manifest/types';
import { config } from '../config/config.ts';
import { cacheKey } from './runtime.ts';

/** The attribute marking the template's stylesheet link (its value is the template's name). */
export const TEMPLATE_ATTR = 'data-wl-template';

/** The address bar's colour follows the header's, as the build's `<meta name="theme-color">` does. */
function followThemeColor(doc: Document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const header = (doc.defaultView ?? window)
    .getComputedStyle(doc.documentElement)
    .getPropertyValue('--color-header')
    .trim();
  if (meta && header) meta.content = header;
}

/**
 * Shows a template: links its stylesheet (the old one goes once the new one has loaded, so nothing is ever drawn
 * without a theme), or removes any for the merchant's own theme. A name without a stylesheet shows the own theme.
 */
export function showTemplate(
  name: string,
  cfg: Readonly<ResolvedConfig> = config(),
  doc: Document = document,
): void {
  const url = name === cfg.theme ? undefined : cfg.templates?.[name];
  const linked = [...doc.querySelectorAll<HTMLLinkElement>(`link[${TEMPLATE_ATTR}]`)];
  if (!url) {
    if (!linked.length) return;
    for (const l of linked) l.remove();
    followThemeColor(doc);
    return;
  }
  if (linked.length === 1 && linked[0]!.getAttribute('href') === url) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  link.setAttribute(TEMPLATE_ATTR, name);
  const settle = () => {
    for (const l of linked) l.remove();
    followThemeColor(doc);
  };
  link.addEventListener('load', settle, { once: true });
  // A stylesheet that cannot load leaves the one shown (the theme in force stays whole).
  link.addEventListener('error', () => link.remove(), { once: true });
  doc.head.append(link);
}

/**
 * The page head's inline script (the build puts it before the head's styles): links the stylesheet of the template
 * the last status answer named (the runtime cache), when the build has one for it. Render-blocking, and before any
 * of the body is parsed, so the first paint has it. '' for a merchant without templates.
 */
export function templateBoot(cfg: Readonly<ResolvedConfig>): string {
  if (!cfg.templates || !Object.keys(cfg.templates).length) return '';
  return (
    `try{var M=JSON.parse(localStorage.getItem(${JSON.stringify(cacheKey(cfg))})||"null"),N=M&&M.mobileTemplate,U=${JSON.stringify(cfg.templates)};` +
    `if(typeof N==="string"&&Object.prototype.hasOwnProperty.call(U,N)){var E=document.createElement("link");E.rel="stylesheet";E.href=U[N];` +
    `E.setAttribute(${JSON.stringify(TEMPLATE_ATTR)},N);E.setAttribute("blocking","render");document.head.appendChild(E)}}catch(e){}`
  );
}
