/**
 * Hostile HTML a gateway answer might carry (announcements, popups, help, inbox, promotions), each payload with the
 * text that must still show once sanitised. Run against the sanitiser alone in real Chromium (safeHtml.test.ts) and
 * on every screen that shows gateway HTML (tests/e2e/gateway-html.spec.ts).
 */
/** What a payload runs when it gets through: counts on `window.pwned`. */
export const RUN = 'window.pwned=(window.pwned||0)+1';

/** Payloads an announcement or help body might carry, each with text that must still show. */
export const CORPUS: [name: string, html: string, text: string][] = [
  ['script tag', `<p>Hello</p><script>${RUN}</script>`, 'Hello'],
  ['script split', `<p>Caps</p><SCRIPT>${RUN}</SCRIPT><scr<script>ipt>${RUN}</script>`, 'Caps'],
  ['img onerror', `<p>Image</p><img src="x" onerror="${RUN}">`, 'Image'],
  ['body onload', `<body onload="${RUN}"><p>Body</p></body>`, 'Body'],
  ['javascript: link', `<a href="javascript:${RUN}">Click me</a>`, 'Click me'],
  ['javascript: with a tab entity', `<a href="jav&#x09;ascript:${RUN}">Tabbed</a>`, 'Tabbed'],
  ['JAVASCRIPT: upper case', `<a href="JAVASCRIPT:${RUN}">Upper</a>`, 'Upper'],
  ['data: link', `<a href="data:text/html,<script>${RUN}</script>">Data link</a>`, 'Data link'],
  ['data: image', `<p>Pic</p><img src="data:image/svg+xml,<svg onload='${RUN}'/>">`, 'Pic'],
  ['svg onload', `<svg onload="${RUN}"><text>Svg</text></svg><p>After svg</p>`, 'After svg'],
  [
    'svg animate href',
    `<svg><a><animate attributeName="href" values="javascript:${RUN}"/><text>x</text></a></svg><p>Anim</p>`,
    'Anim',
  ],
  [
    'svg foreignObject',
    `<svg><foreignObject><img src=x onerror="${RUN}"></foreignObject></svg><p>Foreign</p>`,
    'Foreign',
  ],
  [
    'svg use data:',
    `<svg><use href="data:image/svg+xml,<svg id='x' onload='${RUN}'/>#x"/></svg><p>Use</p>`,
    'Use',
  ],
  [
    'mathml mglyph style',
    `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}"></style></mglyph></table></mtext></math><p>Math</p>`,
    'Math',
  ],
  ['mathml href', `<math href="javascript:${RUN}"><mi>Formula</mi></math><p>MathLink</p>`, 'MathLink'],
  [
    'style tag',
    `<style>@import 'https://evil.example/x.css'; body{display:none}</style><p>Styled</p>`,
    'Styled',
  ],
  [
    'style attribute overlay',
    `<p style="background:url(javascript:${RUN});position:fixed;inset:0">Overlay</p>`,
    'Overlay',
  ],
  ['iframe srcdoc', `<iframe srcdoc="<script>${RUN}</script>"></iframe><p>Frame</p>`, 'Frame'],
  ['object data', `<object data="javascript:${RUN}"></object><p>Object</p>`, 'Object'],
  ['form action', `<form action="javascript:${RUN}"><button>Go</button></form><p>Form</p>`, 'Form'],
  ['details ontoggle', `<details open ontoggle="${RUN}"><summary>Toggle</summary></details>`, 'Toggle'],
  [
    'noscript mutation',
    `<noscript><p title="</noscript><img src=x onerror=${RUN}>">Nos</p></noscript><p>NoScript</p>`,
    'NoScript',
  ],
  ['meta refresh', `<meta http-equiv="refresh" content="0;url=javascript:${RUN}"><p>Meta</p>`, 'Meta'],
  ['base href', `<base href="javascript:/"><a href="/x">Based</a>`, 'Based'],
  ['autofocus onfocus', `<div tabindex="1" autofocus onfocus="${RUN}">Focus</div>`, 'Focus'],
  ['dom clobbering', `<img name="cookie"><form id="location"></form><p>Clobber</p>`, 'Clobber'],
];

/**
 * What inside `root` (its descendants) could run or navigate: a script, style, SVG, MathML, frame, object, form,
 * meta or base element, an event handler or style attribute, a link or source that is not https. Self-contained, so
 * it can be put into a page as its source (`window.unsafeMarkup = ${unsafeMarkup}`) and called there.
 */
export function unsafeMarkup(root: Element): string[] {
  const bad: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (/^(script|style|svg|math|iframe|object|embed|form|meta|base)$/i.test(el.localName))
      bad.push(el.localName);
    for (const a of el.attributes) {
      if (/^on/i.test(a.name) || a.name === 'style') bad.push(`${el.localName}@${a.name}`);
      if (['href', 'src', 'action', 'xlink:href', 'srcdoc'].includes(a.name) && !/^https:\/\//.test(a.value))
        bad.push(`${el.localName}@${a.name}=${a.value}`);
    }
  }
  return bad;
}
