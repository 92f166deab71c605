import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../config/config.ts';
import { I18nProvider } from './I18nProvider.tsx';
import {
  completeMessages,
  i18nState,
  lazyWithMessages,
  primeLanguage,
  reset,
  setLanguage,
  type LocalePack,
} from './i18n.ts';

const literal = (value: string) => [{ type: 0 as const, value }];
/** The first paint's part: the header's login only. */
const PART: LocalePack = { 'nav.login': literal('Login') };
const WHOLE: LocalePack = { ...PART, 'nav.register': literal('Register') };
/** A fresh copy of the part, as each page parses its own (completing the pack adds to it). */
const part = (): LocalePack => ({ ...PART });

describe('the first paint part of a language pack', () => {
  let fetches: string[];
  beforeEach(() => {
    reset();
    fetches = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetches.push(url);
        return new Response(JSON.stringify(WHOLE));
      }),
    );
  });
  afterEach(() => {
    cleanup(); // a page left mounted would react to the next test's pack
    vi.unstubAllGlobals();
  });

  const lang = () => config().defaultLang;

  it('is shown at once, and choosing its language again does not fetch the whole pack', async () => {
    const shown = part();
    primeLanguage(lang(), shown, true);
    expect(i18nState.messages).toBe(shown);
    await setLanguage(lang());
    expect(fetches).toEqual([]);
    expect(i18nState.partial).toBe(true);
  });

  it('completeMessages loads the whole pack once and shows it; at once when the pack is whole', async () => {
    primeLanguage(lang(), part(), true);
    await Promise.all([completeMessages(), completeMessages()]);
    expect(fetches).toEqual([config().locales[lang()]]);
    expect(i18nState.messages).toEqual(WHOLE);
    expect(i18nState.partial).toBe(false);
    await completeMessages();
    expect(fetches).toHaveLength(1);
  });

  it('a pack that fails to load leaves the part on screen, and the next call tries again', async () => {
    primeLanguage(lang(), part(), true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    await expect(completeMessages()).resolves.toBeUndefined();
    expect(i18nState.messages).toEqual(PART);
    expect(i18nState.partial).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(WHOLE))),
    );
    await completeMessages();
    expect(i18nState.messages).toEqual(WHOLE);
  });

  it('a screen loaded with lazyWithMessages waits for the whole pack, never showing a missing id', async () => {
    primeLanguage(lang(), part(), true);
    let release = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(new Response(JSON.stringify(WHOLE)));
          }),
      ),
    );
    const Screen = lazyWithMessages(async () => ({
      default: () => <FormattedMessage id="nav.register" />,
    }));
    const { container } = render(
      <I18nProvider>
        <FormattedMessage id="nav.login" />
        <Suspense fallback=" loading">
          <Screen />
        </Suspense>
      </I18nProvider>,
    );
    // The screen's chunk is in, the pack is not: the screen waits (its fallback shows), the shell stays.
    // (Past React's 300 ms throttle on revealing a boundary's content.)
    await new Promise((r) => setTimeout(r, 500));
    expect(container.textContent).toBe('Login loading');
    release();
    await waitFor(() => expect(container.textContent).toBe('LoginRegister'));
  });

  it('completing the pack re-renders nothing already on screen (the shown messages keep their identity)', async () => {
    const shown = part();
    primeLanguage(lang(), shown, true);
    let renders = 0;
    function Login() {
      renders++;
      return <FormattedMessage id="nav.login" />;
    }
    const { container } = render(
      <I18nProvider>
        <Login />
      </I18nProvider>,
    );
    expect(renders).toBe(1);
    await completeMessages();
    expect(i18nState.messages).toBe(shown);
    expect(i18nState.messages).toEqual(WHOLE);
    await new Promise((r) => setTimeout(r, 50));
    expect(renders).toBe(1);
    expect(container.textContent).toBe('Login');
  });

  it('a message missing from the part loads the whole pack, which then shows it', async () => {
    primeLanguage(lang(), part(), true);
    render(
      <I18nProvider>
        <FormattedMessage id="nav.register" />
      </I18nProvider>,
    );
    expect(await screen.findByText('Register')).toBeTruthy();
    expect(fetches).toHaveLength(1);
  });
});
