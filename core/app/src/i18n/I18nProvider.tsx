import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { useSnapshot } from 'valtio';
import { numberingTag } from './format.ts';
import { completeMessages, i18nState, initialLanguage, setLanguage } from './i18n.ts';
import { withLocalDigits } from './localDigits.ts';

/**
 * A message missing from the first paint's part of the pack (named somewhere the build's scan could not see) loads
 * the whole pack, which then re-renders it; other intl errors are reported in development, as react-intl does.
 */
function onIntlError(error: { code?: string }): void {
  if (error.code === 'MISSING_TRANSLATION' && i18nState.partial) void completeMessages({ rerender: true });
  else if (import.meta.env.DEV) console.error(error);
}

const cache = createIntlCache();
let made: { tag: string; messages: object; intl: IntlShape } | null = null;

/**
 * The intl object (formatters and messages) of a language, made once per language and pack. Made outside
 * rendering, so main.tsx can make it on a task of its own before hydrating: making it looks up the locale in
 * the browser's ICU data, one of the costliest steps of the first render. Its locale carries the merchant's digit
 * setting (numberingTag), and a number given to a message's plain `{placeholder}` is written in those digits too
 * (localDigits.ts): one digit system on every screen.
 */
export function intlFor(tag: string, messages: object): IntlShape {
  if (made?.tag !== tag || made.messages !== messages)
    made = {
      tag,
      messages,
      intl: withLocalDigits(
        createIntl(
          {
            locale: numberingTag(tag),
            defaultLocale: 'en',
            messages: messages as never,
            onError: onIntlError,
          },
          cache,
        ),
      ),
    };
  return made.intl;
}

/** Renders children once the current language's pack is in; until then, nothing (the page shell stays blank). */
export function I18nProvider({ children }: { children: ReactNode }) {
  const snap = useSnapshot(i18nState);
  if (!snap.messages) {
    if (snap.error)
      return (
        <main className="boot-error">
          <p>Loading failed</p>
          <button type="button" onClick={() => void setLanguage(initialLanguage())}>
            Retry
          </button>
        </main>
      );
    return null;
  }
  return <RawIntlProvider value={intlFor(snap.tag, snap.messages)}>{children}</RawIntlProvider>;
}
