import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../config/config.ts';
import { i18nState, primeLanguage, reset } from '../i18n/i18n.ts';
import { preloadSideMenu } from './sideMenuCode.ts';

describe('preloadSideMenu (a finger on the menu button)', () => {
  const fetches: string[] = [];
  beforeEach(() => {
    reset();
    fetches.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetches.push(url);
        return new Response(JSON.stringify({ 'shell.menu': [{ type: 0, value: 'Menu' }] }));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("loads the whole pack at once where the page has the first paint's part", async () => {
    primeLanguage(config().defaultLang, {}, true);
    preloadSideMenu();
    expect(fetches).toEqual([config().locales[config().defaultLang]]);
    await vi.waitFor(() => expect(i18nState.partial).toBe(false));
  });

  it('fetches nothing where the pack is whole already', () => {
    primeLanguage(config().defaultLang, {}, false);
    preloadSideMenu();
    expect(fetches).toEqual([]);
  });
});
