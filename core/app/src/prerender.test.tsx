import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocalePack } from './i18n/i18n.ts';
import { guardScript, PRERENDERED_SCREENS, render, screenPaths } from './prerender.tsx';
import { CLICK_QUEUE, INPUT_QUEUE, LOAD_AT_LATEST_MS } from './prerender/guard.ts';
import { matchRoute } from './routes/table.ts';
import { testConfig } from './test/config.ts';

/**
 * The English catalogue as precompiled literals (the runtime has no ICU parser): a message with arguments shows its
 * source text, which these tests do not read.
 */
function literalPack(): LocalePack {
  const dir = path.join(import.meta.dirname, 'i18n/messages/en');
  const pack: LocalePack = {};
  for (const f of readdirSync(dir))
    for (const [id, msg] of Object.entries(
      JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, string>,
    ))
      pack[id] = [{ type: 0, value: msg }];
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
  const screen = (route: string) => PRERENDERED_SCREENS.find((s) => s.route === route)!;
  const run = (url: string, storage: Record<string, string> = {}, route = 'home') => {
    history.replaceState(null, '', url);
    localStorage.clear();
    for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v);
    document.body.innerHTML = '<div id="root"><header>prerendered</header></div>';
    new Function(guardScript('EN', undefined, screen(route)))();
    return document.getElementById('root')!.childElementCount > 0;
  };
  afterEach(() => localStorage.clear());

  it('keeps home prerendered in another language only for a player whose stored language is that one', () => {
    const runIn = (storage: Record<string, string>) => {
      history.replaceState(null, '', '/m/home');
      localStorage.clear();
      for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v);
      document.body.innerHTML = '<div id="root"><header>prerendered</header></div>';
      new Function(guardScript('TY', undefined, screen('home'), false))();
      return document.getElementById('root')!.childElementCount > 0;
    };
    expect(runIn({ MC_LANG: 'TY' })).toBe(true);
    // Without a stored language the app starts in the default one: the page's markup would be another language's.
    expect(runIn({})).toBe(false);
    expect(runIn({ MC_LANG: 'EN' })).toBe(false);
    // The default language's page keeps its markup for a player without a stored language.
    expect(run('/m/home')).toBe(true);
  });

  it('lists exactly the route table’s paths of a screen', () => {
    for (const p of screenPaths('home')) expect(matchRoute(p).home).toBe(true);
    expect(screenPaths('home')).toEqual(
      expect.arrayContaining(['/', '/m', '/m/index', '/m/index.html', '/m/home']),
    );
    expect(screenPaths('register')).toEqual(['/m/register', '/m/register.html']);
    for (const s of PRERENDERED_SCREENS)
      for (const p of screenPaths(s.route)) expect(matchRoute(p).id).toBe(s.route);
  });

  it("keeps another screen's page on its own paths, with no query or the one it was rendered for", () => {
    expect(run('/m/login', {}, 'login')).toBe(true);
    expect(run('/M/Login/', {}, 'login')).toBe(true);
    expect(run('/m/register.html', {}, 'register')).toBe(true);
    expect(run('/m/gameList', {}, 'gameList')).toBe(true);
    expect(run('/m/gameList?gameType=RNG', {}, 'gameList')).toBe(true);
    // A query the screen reads and the page was not rendered for: the app renders it from scratch.
    expect(run('/m/gameList?gameType=FISH', {}, 'gameList')).toBe(false);
    expect(run('/m/login?redirect=%2Fm%2Fvip', {}, 'login')).toBe(false);
    expect(run('/m/register?invite=ABC', {}, 'register')).toBe(false);
    // Never on another screen's path, for a player, or in another language.
    expect(run('/m/home', {}, 'login')).toBe(false);
    expect(run('/m/login', { MC_SESSION_INFO: '{"token":"t","type":0}' }, 'login')).toBe(false);
    // Nor where the screen would render what the browser stored (a remembered login fills the form in).
    expect(run('/m/login', { MC_REMEMBER_LOGIN: '[{"type":"sms","username":"9171234567"}]' }, 'login')).toBe(
      false,
    );
    expect(run('/m/register', { MC_REMEMBER_LOGIN: '[]' }, 'register')).toBe(true);
    expect(run('/m/gameList?gameType=RNG&lang=ty', {}, 'gameList')).toBe(false);
    // Home reads no query: any keeps its markup, the language hand-over aside.
    expect(run('/m/home?utm_source=ad')).toBe(true);
  });

  it('keeps the markup for a guest on a home path in the default language', () => {
    for (const p of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/M/Home/'])
      expect(run(p), p).toBe(true);
    expect(run('/m/home', { MC_LANG: 'EN' })).toBe(true);
  });

  describe('with the app scripts handed over', () => {
    const scripts = { entry: '/assets/index-x.js', preload: ['/assets/a.js', '/assets/Home-y.js'] };
    let fire: ((entries: { getEntriesByName: (n: string) => unknown[] }) => void) | null = null;
    // What the guard appends to the head, recorded rather than inserted (jsdom would try to load the modules).
    let added: HTMLElement[] = [];
    const loaded = () => ({
      entry: added
        .filter((e) => e.tagName === 'SCRIPT' && (e as HTMLScriptElement).type === 'module')
        .map((e) => (e as HTMLScriptElement).getAttribute('src')),
      preload: added
        .filter((e) => e.tagName === 'LINK' && (e as HTMLLinkElement).rel === 'modulepreload')
        .map((e) => e.getAttribute('href')),
    });
    const start = (
      url: string,
      visibility: DocumentVisibilityState = 'visible',
      types = ['paint'],
      route = 'home',
    ) => {
      history.replaceState(null, '', url);
      document.body.innerHTML = '<div id="root"><header>prerendered</header></div>';
      added = [];
      vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(e: T) => {
        added.push(e as unknown as HTMLElement);
        return e;
      });
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
      vi.stubGlobal(
        'PerformanceObserver',
        class {
          static supportedEntryTypes = types;
          constructor(cb: typeof fire) {
            fire = cb;
          }
          observe(opts: unknown) {
            expect(opts).toEqual({ type: 'paint', buffered: true });
          }
        },
      );
      new Function(
        guardScript(
          'EN',
          scripts,
          PRERENDERED_SCREENS.find((s) => s.route === route),
        ),
      )();
    };
    const paint = (name: string) => fire!({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
    afterEach(() => {
      // Every guard of the test loads before the next test starts (no listener is left waiting).
      document.dispatchEvent(new Event('visibilitychange'));
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      fire = null;
    });

    it('loads them at once where #root is emptied, or the tab is hidden', () => {
      start('/m/login');
      expect(loaded()).toEqual({ entry: [scripts.entry], preload: scripts.preload });
      start('/m/home', 'hidden');
      expect(loaded()).toEqual({ entry: [scripts.entry], preload: scripts.preload });
    });

    it('keeps the prerendered markup and loads them once the first contentful paint is in, once', () => {
      start('/m/home');
      expect(document.getElementById('root')!.childElementCount).toBe(1);
      expect(loaded()).toEqual({ entry: [], preload: [] });
      paint('first-paint');
      expect(loaded().entry).toEqual([]);
      paint('first-contentful-paint');
      expect(loaded()).toEqual({ entry: [scripts.entry], preload: scripts.preload });
      document.dispatchEvent(new Event('visibilitychange'));
      expect(loaded().entry).toEqual([scripts.entry]);
    });

    it('keeps taps on buttons of prerendered areas not yet live, for the app to replay', () => {
      start('/m/home');
      document.body.innerHTML =
        '<div id="root"><div data-deferred="header"><button id="menu">Menu</button></div>' +
        '<div data-deferred="games" data-live=""><button id="tab">Hot</button></div><button id="other">x</button></div>';
      for (const id of ['menu', 'tab', 'other', 'menu']) document.getElementById(id)!.click();
      const taps = (window as unknown as Record<string, HTMLElement[]>)[CLICK_QUEUE]!;
      expect(taps.map((b) => b.id)).toEqual(['menu', 'menu']);
    });

    it('keeps what is typed into fields of areas not yet live, and never lets such a form submit itself', () => {
      start('/m/login', 'visible', ['paint'], 'login');
      document.body.innerHTML =
        '<div id="root"><div data-deferred="screen"><form id="f"><input id="user"><input id="keep" type="checkbox">' +
        '<button id="go">Login</button></form></div><div data-deferred="x" data-live=""><form id="live"><input id="other"></form></div></div>';
      const type = (id: string, value: string) => {
        const field = document.getElementById(id) as HTMLInputElement;
        if (field.type === 'checkbox') field.checked = value === 'on';
        else field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      };
      type('user', 'demo');
      type('user', 'demo01');
      type('keep', 'on');
      type('other', 'ignored');
      const typed = (window as unknown as Record<string, [HTMLInputElement, string, boolean][]>)[
        INPUT_QUEUE
      ]!;
      expect(typed.map(([f, v, c]) => [f.id, v, c])).toEqual([
        ['user', 'demo', false],
        ['user', 'demo01', false],
        ['keep', 'on', true],
      ]);
      const submit = (id: string) => {
        const e = new Event('submit', { bubbles: true, cancelable: true });
        document.getElementById(id)!.dispatchEvent(e);
        return e.defaultPrevented;
      };
      expect(submit('f')).toBe(true);
      expect(submit('live')).toBe(false);
      document.getElementById('go')!.click();
      expect((window as unknown as Record<string, HTMLElement[]>)[CLICK_QUEUE]!.map((b) => b.id)).toEqual([
        'go',
      ]);
    });

    it('marks #root where this session agreed to the terms already, so the prerendered notice stays hidden', () => {
      sessionStorage.setItem('MC_TERMS_AGREED', '1');
      start('/m/home');
      expect(document.getElementById('root')!.getAttribute('data-terms')).toBe('agreed');
      sessionStorage.clear();
      start('/m/home');
      expect(document.getElementById('root')!.hasAttribute('data-terms')).toBe(false);
    });

    it('then warms the locale lists making the intl object needs, each on a task of its own', () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      const nf = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
      const dtf = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
      document.documentElement.lang = 'bn-BD';
      start('/m/home');
      paint('first-contentful-paint');
      expect(loaded().entry).toEqual([scripts.entry]);
      // Not on the task that requests the app.
      expect([nf.mock.calls.length, dtf.mock.calls.length]).toEqual([0, 0]);
      vi.advanceTimersToNextTimer();
      expect(nf.mock.calls).toEqual([['bn-BD']]);
      expect(dtf).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      expect(dtf.mock.calls).toEqual([['bn-BD']]);
      vi.useRealTimers();
      document.documentElement.lang = '';
    });

    it('loads them after 3 s at the latest where no paint entry comes', () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      start('/m/home');
      vi.advanceTimersByTime(LOAD_AT_LATEST_MS - 1);
      expect(loaded().entry).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(loaded()).toEqual({ entry: [scripts.entry], preload: scripts.preload });
      vi.useRealTimers();
    });

    it('loads them at once in a browser without paint timing', () => {
      start('/m/home', 'visible', []);
      expect(loaded()).toEqual({ entry: [scripts.entry], preload: scripts.preload });
    });

    it('loads them at once when the tab is hidden before the first paint', () => {
      start('/m/home');
      document.dispatchEvent(new Event('visibilitychange'));
      expect(loaded()).toEqual({ entry: [scripts.entry], preload: scripts.preload });
    });
  });

  it('empties #root on other paths, with a session, another saved language or a ?lang= hand-over', () => {
    expect(run('/m/login')).toBe(false);
    expect(run('/m/homepage')).toBe(false);
    expect(run('/m/home', { MC_SESSION_INFO: '{"token":"t","type":0}' })).toBe(false);
    expect(run('/m/home', { MC_LANG: 'TY' })).toBe(false);
    expect(run('/m/home?lang=ty')).toBe(false);
  });
});
