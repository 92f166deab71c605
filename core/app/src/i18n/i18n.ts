import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { proxy, ref } from 'valtio';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANG_COOKIE } from '@wl/contract';
import { isRtl, languageTag, type Language } from '@wl/manifest/languages';
import { config } from '../config/config.ts';

/** A locale pack: message id → precompiled ICU AST (compiled by the build, so no parser ships to the browser). */
export type LocalePack = Record<string, MessageFormatElement[]>;

export const LANG_STORAGE_KEY = 'MC_LANG';

const INITIAL = {
  /** The merchant's default language until one is primed or chosen (set by reset(), once the config is installed). */
  lang: '' as Language,
  tag: 'en',
  /**
   * Held by ref: a pack is thousands of compiled messages, read-only once loaded. Proxied, valtio would wrap every
   * message on assignment and copy all of them into each snapshot (measured: ~150 ms of the home page's hydration
   * at 4x CPU slowdown), and the IntlProvider would see a new object and rebuild its formatters.
   */
  messages: null as LocalePack | null,
  /**
   * The pack is the first paint's part of the language (the build inlines only the messages the shell, home and
   * the terms notice name); the whole pack loads with the first other screen or dialog (lazyWithMessages).
   */
  partial: false,
  /** Set while a language switch is loading; the previous language stays on screen meanwhile. */
  pending: null as Language | null,
  error: false,
};

export const i18nState = proxy(structuredClone(INITIAL));

/** A message was shown missing from the first paint's part: completing the pack must re-render what shows it. */
let shownMissing = false;

/** Back to a first visit in the installed merchant's default language, no pack loaded. Call after installConfig. */
export function reset(): void {
  cache.clear();
  shownMissing = false;
  const lang = config().defaultLang;
  Object.assign(i18nState, structuredClone(INITIAL), { lang, tag: languageTag(lang) });
}

const cache = new Map<Language, Promise<LocalePack>>();

function fetchPack(lang: Language): Promise<LocalePack> {
  let p = cache.get(lang);
  if (!p) {
    const url = config().locales[lang];
    p = url
      ? fetch(url).then((r) => {
          if (!r.ok) throw new Error(`locale ${lang}: HTTP ${r.status}`);
          return r.json() as Promise<LocalePack>;
        })
      : Promise.reject(new Error(`no locale pack for ${lang}`));
    p.catch(() => cache.delete(lang));
    cache.set(lang, p);
  }
  return p;
}

/**
 * Makes a pack available synchronously (the one the build inlined into the page, or the prerender's) and shows it
 * at once: the first render then needs no fetch, so hydration can start at once. A `partial` pack (the first
 * paint's part) is shown but not kept as the language's pack: completeMessages() loads the whole one.
 */
export function primeLanguage(lang: Language, pack: LocalePack, partial = false): void {
  cache.clear(); // the prerender renders several merchants in one process: never reuse another merchant's pack
  if (!partial) cache.set(lang, Promise.resolve(pack));
  i18nState.lang = lang;
  i18nState.tag = languageTag(lang);
  i18nState.messages = ref(pack);
  i18nState.partial = partial;
  i18nState.pending = null;
  i18nState.error = false;
}

/**
 * Resolves once the current language's whole pack is shown (at once when it is). Never rejects: where the pack
 * cannot load (offline), the first paint's part stays on screen and the next call tries again.
 *
 * The whole pack's messages join the part's own object, which keeps its identity: the part's messages are the
 * pack's own, so nothing on screen changes, and the intl object and every message rendered from it stay as they are
 * (a new object would re-render every message of the page: 150 ms and more of a phone's CPU on home, between the
 * tap that opens a menu and the menu). Only where a message was shown missing (`rerender`, from the provider's
 * error handler) is the object replaced, so the page renders again with it.
 */
export function completeMessages({ rerender = false }: { rerender?: boolean } = {}): Promise<void> {
  if (!i18nState.partial) return Promise.resolve();
  shownMissing ||= rerender;
  const lang = i18nState.lang;
  return fetchPack(lang).then(
    (messages) => {
      if (i18nState.lang !== lang || !i18nState.partial) return; // a language switch came first
      const shown = Object.assign(i18nState.messages!, messages);
      if (shownMissing) i18nState.messages = ref({ ...shown });
      shownMissing = false;
      i18nState.partial = false;
    },
    () => undefined,
  );
}

/**
 * React's lazy() for a screen or dialog that is not part of the first visit: its chunk and the language's whole pack
 * load together, so it never shows a message the first paint's part lacks.
 * @example const SideMenu = lazyWithMessages(() => import('./SideMenu.tsx'));
 */
export function lazyWithMessages<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => Promise.all([load(), completeMessages()]).then(([module]) => module));
}

/** How long a part whose code failed to load waits before asking again (doubling each time, up to a minute). */
export const PART_RETRY_MS = 2_000;
const PART_RETRY_CAP_MS = 60_000;

/** Loads until it succeeds: again as soon as the browser is back online, else after a pause that doubles. */
export function untilLoaded<T>(load: () => Promise<T>, wait = PART_RETRY_MS): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = () => {
          removeEventListener('online', again);
          clearTimeout(timer);
          resolve(untilLoaded(load, Math.min(wait * 2, PART_RETRY_CAP_MS)));
        };
        addEventListener('online', again);
        const timer = setTimeout(again, wait);
      }),
  );
}

/**
 * lazyWithMessages for a part that has no "Loading failed" of its own (a dialog, a popup, the side menu): its chunk
 * failing to load (the phone went offline) must not take the whole app down, as an uncaught lazy error would. The
 * part stays away (its Suspense fallback) until its code arrives, asked for again when the browser is back online
 * and at growing intervals meanwhile. Screens keep lazyWithMessages: their boundary shows the retry in place.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazyWithMessages(() => untilLoaded(load));
}

/** Id of the `<script type="application/json">` holding the default language's pack, inlined by the build. */
export const MESSAGES_ELEMENT_ID = 'wl-messages';

/**
 * The page language's pack inlined into the page by the build (the default language's, or that of a home page
 * prerendered in another, `data-lang`), and whether it is the first paint's part of it
 * (`data-partial`, whose value names the route whose first visit the part covers), or null (dev server, older
 * bundle).
 */
export function readInlinedMessages(
  doc: Document = document,
): { messages: LocalePack; partial: boolean; covers: string | null; lang: string | null } | null {
  const element = doc.getElementById(MESSAGES_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return {
      messages: JSON.parse(element.textContent) as LocalePack,
      // The pack's language: the page's (a page prerendered in another language than the default says so).
      lang: element.getAttribute('data-lang'),
      partial: element.hasAttribute('data-partial'),
      covers: element.getAttribute('data-partial') || null,
    };
  } catch {
    return null; // a damaged inline pack: fetch it as without one
  }
}

/** Query parameter by which a merchant switch (region chooser) hands the chosen language to the other merchant. */
export const LANG_PARAM = 'lang';

/** Reads and removes ?lang= from the address bar, so a later reload follows the player's own choice. */
function takeUrlLanguage(): string | null {
  try {
    const url = new URL(location.href);
    const lang = url.searchParams.get(LANG_PARAM);
    if (lang === null) return null;
    url.searchParams.delete(LANG_PARAM);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    return lang.toUpperCase();
  } catch {
    return null;
  }
}

/**
 * The language to start in: one handed over by a merchant switch, else the player's saved choice, else the
 * merchant's default; only languages this merchant offers count.
 */
export function initialLanguage(): Language {
  const offered = (l: string | null): l is Language =>
    l !== null && config().langList.includes(l as Language);
  const fromUrl = takeUrlLanguage();
  if (offered(fromUrl)) return fromUrl;
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    /* storage blocked: use the default */
  }
  return offered(saved) ? saved : config().defaultLang;
}

/** Shows `lang` as the document's language and keeps it as the player's choice. */
function applyLanguage(lang: Language): void {
  document.documentElement.lang = i18nState.tag;
  document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    /* not persisted: fine */
  }
  // The server reads it to answer with home prerendered in this language (@wl/contract pages.ts).
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

/**
 * Loads a language's pack lazily, then switches the app to it (html lang and dir included). The language whose
 * first paint's part is on screen is not loaded again here: its whole pack comes with the first screen or dialog
 * that needs it (completeMessages).
 */
export async function setLanguage(lang: Language): Promise<void> {
  if (!config().langList.includes(lang)) lang = config().defaultLang;
  if (i18nState.partial && i18nState.lang === lang && !i18nState.pending) {
    applyLanguage(lang);
    return;
  }
  i18nState.pending = lang;
  i18nState.error = false;
  try {
    const messages = await fetchPack(lang);
    if (i18nState.pending !== lang) return; // a later switch won
    i18nState.messages = ref(messages);
    i18nState.partial = false;
    i18nState.lang = lang;
    i18nState.tag = languageTag(lang);
    applyLanguage(lang);
  } catch {
    i18nState.error = true;
  } finally {
    if (i18nState.pending === lang) i18nState.pending = null;
  }
}
