import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter, preloadScreen, primeScreen } from './AppRouter.tsx';
import { preloadTermsNotice } from './layout/Layout.tsx';
import { config, installConfig, readConfig } from './config/config.ts';
import { nextTask } from './nextTask.ts';
import { holdAnswersUntilHydrated } from './prerender/hydration.ts';
import { I18nProvider, intlFor } from './i18n/I18nProvider.tsx';
import {
  i18nState,
  initialLanguage,
  primeLanguage,
  readInlinedMessages,
  reset as resetI18n,
  setLanguage,
} from './i18n/i18n.ts';
import { registerServiceWorker } from './pwa.ts';
import { watchInstallPrompt } from './state/install.ts';
import { startApi } from './state/api.ts';
import { startSessionReactor } from './state/sessionReactor.ts';
import { watchErrors } from './state/errorWatch.ts';
import './styles/base.css';
// The shared CSS bases that the screens' modules compose (global, loaded once).
import './components/page/bases.css';

/**
 * The app's start, on a task of its own after the one that evaluates its modules (React, the router, the intl
 * runtime and every module of the first visit): each is a few tens of milliseconds on a phone, and one task with
 * both blocked input for their sum.
 */
function start(): void {
  // Before anything renders or calls: the page's merchant config, the API client, then the session's data.
  installConfig(readConfig());
  resetI18n();
  startApi();
  // Client errors reach the platform (state/errorReports.ts); the reporting code loads with the first one.
  // A page whose chunks cannot load cannot report either: the failed import is dropped, never an error of its own.
  watchErrors(
    (kind, error) =>
      void import('./state/errorReports.ts')
        .then((m) => m.reportClientError(kind, error))
        .catch(() => undefined),
  );
  startSessionReactor();

  const lang = initialLanguage();
  // The build inlines the page language's pack: in that language the first render needs no fetch at all.
  const inlined = readInlinedMessages();
  if (inlined && lang === (inlined.lang ?? config().defaultLang)) {
    primeLanguage(lang, inlined.messages, inlined.partial);
    primeScreen(inlined.covers);
  }
  void setLanguage(lang);
  registerServiceWorker();
  watchInstallPrompt();

  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <I18nProvider>
        <AppRouter />
      </I18nProvider>
    </StrictMode>
  );
  // The build prerenders a few screens for a guest in the default language (prerender/screen.ts), each into its own
  // page; the inline script after #root has already emptied it for any other path, query, session or language. Hydrate what is there, else render from scratch.
  // What only the browser knows is read behind useHydrated (prerender/useHydrated.ts), so the hydrating render is the
  // prerendered one.
  if (container.firstElementChild && i18nState.messages) {
    // Answers that come in while the areas hydrate wait for the last one (prerender/hydration.ts).
    holdAnswersUntilHydrated(container);
    // The language's formatters are made on this task and hydration starts on the next. React hydrates in slices
    // (it yields to the browser every few milliseconds), each <Deferred> area as a Suspense boundary of its own, and
    // a tap on an area not yet hydrated hydrates that area first.
    intlFor(i18nState.tag, i18nState.messages);
    // In a transition, so the shell's hydration is time-sliced as well (a hydration started outside one is rendered in
    // one blocking pass up to the first Suspense boundary). The page's lazy code first (the guard has preloaded it),
    // so each area hydrates in the first pass: React renders an area still waiting for its code from scratch (its
    // spinner, then the screen) when anything above it changes first.
    void Promise.all([nextTask(), preloadScreen(location.pathname), preloadTermsNotice()]).then(() =>
      startTransition(() => void hydrateRoot(container, app)),
    );
  } else {
    container.textContent = '';
    // The screen's code first, so the first render shows it, not its fallback (AppRouter.tsx preloadScreen).
    // The first render is a transition too: time-sliced, so it does not block input for its whole length.
    void preloadScreen(location.pathname).then(() => {
      const root = createRoot(container);
      startTransition(() => root.render(app));
    });
  }
}

void nextTask().then(start);
