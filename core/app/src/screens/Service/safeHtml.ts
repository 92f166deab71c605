import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Sanitises HTML that came from the gateway (inbox messages) before it is shown: no script, no event handlers, no
 * forms or frames, and links only to https addresses, each opened in a new tab with noopener.
 */
export function safeHtml(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const href = node.getAttribute('href') ?? '';
        if (!/^https:\/\//i.test(href)) node.removeAttribute('href');
        else {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        }
      }
      if (node.tagName === 'IMG' && !/^https:\/\//i.test(node.getAttribute('src') ?? ''))
        node.removeAttribute('src');
    });
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
