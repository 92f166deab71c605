import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '@wl/manifest/types';
import { installConfig } from '../config/config.ts';
import { testConfig } from '../test/config.ts';
import { applyCachedInfo, applyInfo, reset } from './runtime.ts';
import { showTemplate, templateBoot, TEMPLATE_ATTR } from './template.ts';
import { watchTemplate } from './templateWatch.ts';

const URL_EMERALD = '/assets/templates/emerald.abc.css';
const URL_ORCHID = '/assets/templates/orchid.def.css';
const withTemplates = (): ResolvedConfig => ({
  ...testConfig(),
  templates: { emerald: URL_EMERALD, orchid: URL_ORCHID },
});

let doc: Document;
/** The test's own load and error events; happy-dom's (it loads no CSS files here) never reach the link. */
let ours = false;
const fire = (l: HTMLLinkElement, type: 'load' | 'error') => {
  ours = true;
  l.dispatchEvent(new Event(type));
  ours = false;
};
const links = () => [...doc.head.querySelectorAll<HTMLLinkElement>(`link[${TEMPLATE_ATTR}]`)];
const hrefs = () => links().map((l) => l.getAttribute('href'));
const loaded = (l: HTMLLinkElement) => fire(l, 'load');
/** valtio notifies subscribers after the change's microtasks. */
const settle = () => new Promise((r) => setTimeout(r));

describe('the platform’s mobile template in the page', () => {
  beforeEach(() => {
    installConfig(withTemplates());
    reset();
    localStorage.clear();
    doc = document.implementation.createHTMLDocument('');
    doc.head.innerHTML = '<meta name="theme-color" content="#111111">';
    for (const type of ['load', 'error'])
      doc.addEventListener(type, (e) => ours || e.stopImmediatePropagation(), true);
  });
  afterEach(() => installConfig(testConfig()));

  it('links a template’s stylesheet, swaps the old one only once the new one has loaded, and removes it for the own theme', () => {
    showTemplate('emerald', withTemplates(), doc);
    expect(hrefs()).toEqual([URL_EMERALD]);
    expect(links()[0]!.getAttribute(TEMPLATE_ATTR)).toBe('emerald');
    loaded(links()[0]!);
    showTemplate('orchid', withTemplates(), doc);
    // Both while the new one loads: the page is never without a theme.
    expect(hrefs()).toEqual([URL_EMERALD, URL_ORCHID]);
    doc.documentElement.style.setProperty('--color-header', '#5b2a86');
    loaded(links()[1]!);
    expect(hrefs()).toEqual([URL_ORCHID]);
    // The address bar follows the header.
    expect(doc.querySelector('meta[name="theme-color"]')!.getAttribute('content')).toBe('#5b2a86');
    showTemplate('orchid', withTemplates(), doc);
    expect(hrefs()).toEqual([URL_ORCHID]);
    showTemplate('sunrise', withTemplates(), doc);
    expect(hrefs()).toEqual([]);
  });

  it('keeps the theme shown when a template’s stylesheet fails to load, and never links a name the build lacks', () => {
    showTemplate('emerald', withTemplates(), doc);
    loaded(links()[0]!);
    showTemplate('orchid', withTemplates(), doc);
    fire(links()[1]!, 'error');
    expect(hrefs()).toEqual([URL_EMERALD]);
    showTemplate('unknown', withTemplates(), doc);
    expect(hrefs()).toEqual([]);
  });

  it('follows the runtime config: an info naming a template shows it, the next one naming the own theme removes it', async () => {
    const stop = watchTemplate(doc);
    applyInfo({ mobileTemplate: 'emerald' });
    await settle();
    expect(hrefs()).toEqual([URL_EMERALD]);
    applyInfo({ mobileTemplate: 'not-built' });
    await settle();
    expect(hrefs()).toEqual([]);
    stop();
    applyInfo({ mobileTemplate: 'emerald' });
    await settle();
    expect(hrefs()).toEqual([]);
  });

  it('boots the cached template before the first paint, render-blocking, and nothing for another name', async () => {
    const boot = templateBoot(withTemplates());
    const run = () => new Function('document', boot)(doc);
    localStorage.setItem('MC_INFO_tst', JSON.stringify({ mobileTemplate: 'orchid' }));
    run();
    expect(hrefs()).toEqual([URL_ORCHID]);
    expect(links()[0]!.getAttribute('blocking')).toBe('render');
    // The app's start then applies the same cached info: the link stays as it is, not linked twice.
    const stop = watchTemplate(doc);
    applyCachedInfo();
    await settle();
    expect(hrefs()).toEqual([URL_ORCHID]);
    stop();
    doc.head.innerHTML = '';
    for (const cached of [
      '{"mobileTemplate":"hasOwnProperty"}',
      '{"mobileTemplate":"x"}',
      'not json',
      '[]',
    ]) {
      localStorage.setItem('MC_INFO_tst', cached);
      run();
    }
    expect(hrefs()).toEqual([]);
    // A merchant without templates has no boot script at all.
    expect(templateBoot(testConfig())).toBe('');
  });
});
