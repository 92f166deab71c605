/**
 * The build-time prerender of the home shell (compiled by `vite build --ssr` into dist-ssr/, imported once per build
 * by scripts/lib/package.ts). It renders the very tree main.tsx hydrates, as a guest in the merchant's default
 * language, with react-dom/static's prerender, which waits for every lazy screen and Suspense boundary to resolve.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { Language, ResolvedConfig } from '@wl/manifest/types';
import { AppRoutes } from './AppRouter.tsx';
import { installConfig } from './config/config.ts';
import { I18nProvider } from './i18n/I18nProvider.tsx';
import { MESSAGES_ELEMENT_ID, primeLanguage, reset as resetI18n, type LocalePack } from './i18n/i18n.ts';
import { pathOf } from './routes/paths.ts';
import { PRERENDERED_SCREENS, type PrerenderedScreen } from './prerender/screen.ts';
import { resetAllStores } from './state/kit/registry.ts';

export { guardScript, screenPaths } from './prerender/guard.ts';
export { templateBoot } from './state/template.ts';
export { densitySrcSet } from './components/lobby/Img.tsx';
export { MESSAGES_ELEMENT_ID, PRERENDERED_SCREENS, type PrerenderedScreen };

/** The address a prerendered screen is rendered at: its canonical path, with the query it is rendered for. */
export const screenUrl = (screen: PrerenderedScreen): string => pathOf(screen.route) + (screen.search ?? '');

/** The resource hints React's prerender puts before a partial document's markup. */
const LEADING_HINTS = /^(?:<link rel="preload"[^>]*\/>)+/;

export interface RenderInput {
  /** The merchant's resolved config, exactly as the packager inlines it into the page. */
  config: ResolvedConfig;
  /** The page language's compiled pack, exactly as the packager inlines it into the page. */
  messages: LocalePack;
  /** The language to render in; the merchant's default when absent. */
  lang?: Language;
  /** The address to render (screenUrl of a prerendered screen, e.g. /m/home). */
  url: string;
}

/** Resets every store the shell reads to a first visit: a guest, online, nothing open (one process, many merchants). */
function resetStores(input: RenderInput): void {
  installConfig(input.config);
  // Every store the render loaded so far registered its reset (state/kit/registry.ts); the others hold nothing.
  resetAllStores();
  resetI18n();
  primeLanguage(input.lang ?? input.config.defaultLang, input.messages);
}

/**
 * Renders the app at `url` for a guest in `lang` (the merchant's default language by default) and returns the markup that goes inside
 * `<div id="root">`. Calls are sequential: the stores are module-wide, so do not render two merchants at once.
 * @example const html = await render({ config, messages, url: screenUrl(PRERENDERED_SCREENS[0]) });
 */
export async function render(input: RenderInput): Promise<string> {
  resetStores(input);
  // As main.tsx's <AppRouter/> (ScreenRouter > AppRoutes), so useId values match on hydration (they follow where
  // children fork, not the depth: ScreenRouter's context provider adds no fork).
  const AppRouter = () => (
    <StaticRouter location={input.url}>
      <AppRoutes />
    </StaticRouter>
  );
  // A component that throws would be left to the browser to render (React emits its boundary's fallback): a page
  // that hydrates nothing. The build fails instead, naming the error.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <I18nProvider>
        <AppRouter />
      </I18nProvider>
    </StrictMode>,
    // Every boundary's markup in place: React otherwise moves a large one (over 12.8 KB) after the page with an
    // inline script that puts it back, which the CSP refuses (and a page without scripts would never show).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Infinity },
  );
  if (errors.length)
    throw new Error(`rendering ${input.url} failed: ${String(errors[0])}`, { cause: errors[0] });
  // React puts resource hints for the images it rendered (<link rel="preload" as="image">) before the markup. The
  // packager writes the page's own preloads into the head (the first-paint banner and the logo, high priority), and
  // #root must hold only the app's markup for hydration: the hints are dropped.
  return (await new Response(prelude).text()).replace(LEADING_HINTS, '');
}
