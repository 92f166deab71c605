/**
 * HTML from the gateway (announcements, help, inbox messages, promotions) made safe to show: DOMPurify with the HTML profile only
 * (no SVG or MathML, so their namespace tricks never reach the DOM), no style, forms, frames or media, and links
 * kept only when they are https, opened in a new tab with rel="noopener noreferrer". Event handlers, script,
 * javascript: and data: URLs are removed by DOMPurify itself; the URL rule below is stricter still (https only).
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/** Only absolute https URLs survive in href and src; everything else (javascript:, data:, http:, relative) goes. */
const HTTPS_ONLY = /^https:\/\//i;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'frame',
    'object',
    'embed',
    'video',
    'audio',
    'source',
    'base',
    'link',
    'meta',
  ],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'xlink:href', 'id', 'name'],
  ALLOWED_URI_REGEXP: HTTPS_ONLY,
  ALLOW_DATA_ATTR: false,
};

let purifier: DOMPurify | null = null;

/** One private instance, so these hooks never change how anything else in the page sanitises. */
function instance(): DOMPurify {
  if (purifier) return purifier;
  const p = createDOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    // DOMPurify lets data: through on images whatever the URI rule says; nothing but https is wanted here.
    const src = node.getAttribute('src');
    if (src !== null && !HTTPS_ONLY.test(src)) node.removeAttribute('src');
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && HTTPS_ONLY.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      // A link that cannot be opened safely stays as its text.
      node.removeAttribute('href');
      node.removeAttribute('target');
    }
  });
  return (purifier = p);
}

/**
 * The gateway's HTML, sanitised for dangerouslySetInnerHTML. Returns "" where no DOM exists (the prerender),
 * so unsanitised markup is never emitted.
 * @example <div dangerouslySetInnerHTML={{ __html: safeHtml(notice.content) }} />
 */
export function safeHtml(dirty: string): string {
  if (typeof window === 'undefined') return '';
  return instance().sanitize(dirty, CONFIG);
}
