/**
 * Help-centre content per language (/m/help and the footer's help menu): topics with a title, a tag and HTML
 * content, loaded from the gateway for the current language. A newer load wins; a language's topics are kept,
 * so switching back shows them at once.
 */
import { proxy } from 'valtio';
import type { ValueOf } from '@wl/contract';
import * as content from '../api/content.ts';
import { i18nState } from '../i18n/i18n.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { registerStore } from './kit/registry.ts';

export type HelpTopic = ValueOf<'helpCenter'>['list'][number];

/** Spec section 9: the footer reloads help 200 ms after a language change. */
export const HELP_RELOAD_DEBOUNCE_MS = 200;

const INITIAL = {
  /** Language of `list`. */
  lang: '',
  list: [] as HelpTopic[],
  load: 'idle' as LoadStatus,
};

export const helpState = proxy(structuredClone(INITIAL));

let query = 0;
const cache = new Map<string, HelpTopic[]>();

/** Loads the help topics in the current language (from memory when already loaded, unless `force`). */
export async function loadHelp(opts: { force?: boolean } = {}): Promise<void> {
  const lang = i18nState.lang;
  const q = ++query;
  const known = cache.get(lang);
  if (known && !opts.force) {
    Object.assign(helpState, { lang, list: known, load: 'ready' });
    return;
  }
  if (helpState.lang !== lang || helpState.load !== 'ready') helpState.load = 'loading';
  try {
    const v = await content.helpCenter({ lang, device: 'MOBILE' });
    if (q !== query) return;
    cache.set(lang, v.list);
    Object.assign(helpState, { lang, list: v.list, load: 'ready' });
  } catch {
    if (q === query) helpState.load = 'error';
  }
}

/** Back to a first visit: nothing loaded. */
export function reset(): void {
  query++;
  cache.clear();
  Object.assign(helpState, structuredClone(INITIAL));
}

registerStore({ name: 'help', reset, states: [helpState] });
