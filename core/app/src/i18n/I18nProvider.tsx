import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { i18nState, initialLanguage, setLanguage } from './i18n.ts';

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
  return (
    <IntlProvider locale={snap.tag} defaultLocale="en" messages={snap.messages as never}>
      {children}
    </IntlProvider>
  );
}
