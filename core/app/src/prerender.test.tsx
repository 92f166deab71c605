import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalePack } from './i18n/i18n.ts';
import { guardScript, homePaths, render } from './prerender.tsx';
import { matchRoute } from './routes/table.ts';
import { testConfig } from './test/config.ts';

/** The English catalogue's plain-text messages as precompiled literals (the runtime has no ICU parser). */
function literalPack(): LocalePack {
  const dir = path.join(import.meta.dirname, 'i18n/messages/en');
  const pack: LocalePack = {};
  for (const f of readdirSync(dir)) {
    for (const [id, msg] of Object.entries(
      JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, string>,
    ))
      if (!/[{}]/.test(msg)) pack[id] = [{ type: 0, value: msg }];
  }
  return pack;
}

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('render (build-time prerender)', () => {
  it('renders the home shell for a guest: banner with the brand logo, main, home section, named menus', async () => {
    const root = parse(await render({ config: testConfig(), messages: literalPack(), url: '/m/home' }));
    const header = root.querySelector('header')!;
    expect(header.querySelector('img')?.getAttribute('alt')).toBe('TestBet');
    expect([...header.querySelectorAll('a')].map((a) => a.textContent)).toEqual(
      expect.arrayContaining(['Login', 'Register']),
    );
    expect(root.querySelector('main#main section [data-testid="home-banner"]')).not.toBeNull();
    expect(root.querySelector('main a[href="/m/trail"]')).not.toBeNull();
    expect(root.querySelector('nav[aria-label="Main menu"]')).not.toBeNull();
    // No stray nodes before the app's own (hydration adopts #root's children in order) and no offline banner.
    expect(root.firstElementChild?.getAttribute('data-deferred')).toBe('header');
    expect(root.firstElementChild?.firstElementChild?.tagName).toBe('HEADER');
    expect(root.querySelector('[role="status"]')?.textContent).toBe('');
  });

  it('puts the merchant first-paint banner, sized and high priority, into the banner box', async () => {
    const cfg = { ...testConfig(), assets: { ...testConfig().assets, banner: '/assets/m/banner.abc.svg' } };
    const root = parse(await render({ config: cfg, messages: literalPack(), url: '/m/home' }));
    const img = root.querySelector<HTMLImageElement>('[data-testid="home-banner"] img')!;
    expect(img.getAttribute('src')).toBe('/assets/m/banner.abc.svg');
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('280');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBeNull();
    const without = parse(await render({ config: testConfig(), messages: literalPack(), url: '/m/home' }));
    expect(without.querySelector('[data-testid="home-banner"] img')).toBeNull();
  });

  it('renders each merchant with its own config and resets the stores between renders', async () => {
    const other = {
      ...testConfig(),
      brandName: 'OtherBrand',
      whitelabel: { ...testConfig().whitelabel, speedTest: false },
    };
    const a = await render({ config: other, messages: literalPack(), url: '/m/home' });
    const b = await render({ config: testConfig(), messages: literalPack(), url: '/m/home' });
    expect(a).toContain('alt="OtherBrand"');
    expect(a).not.toContain('Speed test');
    expect(b).toContain('alt="TestBet"');
    expect(b).not.toContain('OtherBrand');
    expect(b).toContain('Speed test');
  });
});

describe('guardScript', () => {
  const run = (url: string, storage: Record<string, string> = {}) => {
    history.replaceState(null, '', url);
    localStorage.clear();
    for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v);
    document.body.innerHTML = '<div id="root"><header>prerendered</header></div>';
    new Function(guardScript('EN'))();
    return document.getElementById('root')!.childElementCount > 0;
  };
  afterEach(() => localStorage.clear());

  it('lists exactly the route table’s home paths', () => {
    for (const p of homePaths()) expect(matchRoute(p).home).toBe(true);
    expect(homePaths()).toEqual(expect.arrayContaining(['/', '/m', '/m/index', '/m/index.html', '/m/home']));
  });

  it('keeps the markup for a guest on a home path in the default language', () => {
    for (const p of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/M/Home/'])
      expect(run(p), p).toBe(true);
    expect(run('/m/home', { MC_LANG: 'EN' })).toBe(true);
  });

  it('empties #root on other paths, with a session, another saved language or a ?lang= hand-over', () => {
    expect(run('/m/login')).toBe(false);
    expect(run('/m/homepage')).toBe(false);
    expect(run('/m/home', { MC_SESSION_INFO: '{"token":"t","type":0}' })).toBe(false);
    expect(run('/m/home', { MC_LANG: 'TY' })).toBe(false);
    expect(run('/m/home?lang=ty')).toBe(false);
  });
});
