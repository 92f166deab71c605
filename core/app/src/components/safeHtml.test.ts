// @vitest-environment node
/**
 * The sanitiser against a corpus of payloads, in real Chromium: happy-dom's DOM is not faithful enough for
 * DOMPurify (it drops every element), and only a real browser can show that nothing runs. The module is bundled
 * as it ships (with DOMPurify), put in a blank page, and each payload's output is inserted into the live document.
 */
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../../scripts/lib/browser.ts';
import { CORPUS, RUN, unsafeMarkup } from './safeHtml.corpus.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: fileURLToPath(new URL('./safeHtml.ts', import.meta.url)),
        formats: ['iife'],
        name: 'SafeHtml',
      },
    },
  });
  const output = (Array.isArray(out) ? out[0]! : out) as { output: { code?: string }[] };
  const code = output.output[0]!.code!;
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body><main id="m"></main></body></html>');
  await page.addScriptTag({ content: code });
  await page.addScriptTag({ content: `window.unsafeMarkup = ${unsafeMarkup}` });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

interface Result {
  html: string;
  text: string;
  pwned: number;
  bad: string[];
}

/** Sanitises in the page, inserts into the live document, fires every event a payload could hang on, waits. */
async function run(dirty: string): Promise<Result> {
  return page.evaluate(async (input) => {
    const w = window as unknown as { SafeHtml: { safeHtml(s: string): string }; pwned?: number };
    delete w.pwned;
    const m = document.getElementById('m')!;
    const html = w.SafeHtml.safeHtml(input);
    m.innerHTML = html;
    for (const el of m.querySelectorAll<HTMLElement>('*')) {
      for (const type of ['load', 'error', 'click', 'mouseover', 'focus', 'toggle', 'animationstart'])
        el.dispatchEvent(new Event(type));
      el.click?.();
      el.focus?.();
    }
    await new Promise((r) => setTimeout(r, 50));
    const bad = (w as unknown as { unsafeMarkup(root: Element): string[] }).unsafeMarkup(m);
    return { html, text: m.textContent ?? '', pwned: w.pwned ?? 0, bad };
  }, dirty);
}

describe('safeHtml (real Chromium)', () => {
  it.each(CORPUS)('%s: the text shows and nothing runs', async (_name, html, text) => {
    const r = await run(html);
    expect(r.text).toContain(text);
    expect(r.pwned).toBe(0);
    expect(r.bad).toEqual([]);
  });

  it('keeps https links and opens them in a new tab without the opener', async () => {
    const r = await run('<p>See <a href="https://example.com/promo" target="_self">the promotion</a>.</p>');
    expect(r.html).toBe(
      '<p>See <a href="https://example.com/promo" target="_blank" rel="noopener noreferrer">the promotion</a>.</p>',
    );
  });

  it('turns a link that is not https into its text', async () => {
    const r = await run('<a href="http://example.com/">Plain</a> <a href="/m/home">Relative</a>');
    expect(r.html).toBe('<a>Plain</a> <a>Relative</a>');
  });

  it('keeps ordinary formatting', async () => {
    const r = await run('<p>New <b>slots</b> and <i>tables</i></p><ul><li>One</li></ul>');
    expect(r.html).toBe('<p>New <b>slots</b> and <i>tables</i></p><ul><li>One</li></ul>');
  });

  it('checks the corpus can fail: an unsanitised payload does run here', async () => {
    const ran = await page.evaluate(async (code) => {
      const w = window as unknown as { pwned?: number };
      delete w.pwned;
      document.getElementById('m')!.innerHTML = `<img src="x" onerror="${code}">`;
      await new Promise((r) => setTimeout(r, 200));
      return w.pwned ?? 0;
    }, RUN);
    expect(ran).toBe(1);
  });
});
