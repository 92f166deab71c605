/**
 * The build-time prerender of the home shell (compiled by `vite build --ssr` into dist-ssr/, imported once per build
 * by scripts/lib/package.ts). It renders the very tree main.tsx hydrates, as a guest in the merchant's default
 * language, with react-dom/static's prerender, which waits for every lazy screen and Suspense boundary to resolve.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { ResolvedConfig } from '@wl/manifest/types';
import { AppRoutes } from './AppRouter.tsx';
import { installConfig } from './config/config.ts';
import { I18nProvider } from './i18n/I18nProvider.tsx';
import { MESSAGES_ELEMENT_ID, primeLanguage, reset as resetI18n, type LocalePack } from './i18n/i18n.ts';
import { pathOf } from './routes/paths.ts';
import { PRERENDER_SCREEN_MODULE } from './prerender/screen.ts';
import { resetAllStores } from './state/kit/registry.ts';

export { guardScript, homePaths } from './prerender/guard.ts';
export { MESSAGES_ELEMENT_ID };

/** Path rendered by the build, and the source module of its lazy screen (its chunk and CSS load with the page). */
export const PRERENDER_PATH = pathOf('home');
export { PRERENDER_SCREEN_MODULE };

/** The resource hints React's prerender puts before a partial document's markup. */
const LEADING_HINTS = /^(?:<link rel="preload"[^>]*\/>)+/;

export interface RenderInput {
  /** The merchant's resolved config, exactly as the packager inlines it into the page. */
  config: ResolvedConfig;
  /** The default language's compiled pack, exactly as the packager inlines it into the page. */
  messages: LocalePack;
  /** The path to render, a home path (e.g. /m/home). */
  url: string;
}

/** Resets every store the shell reads to a first visit: a guest, online, nothing open (one process, many merchants). */
function resetStores(input: RenderInput): void {
  installConfig(input.config);
  // Every store the render loaded so far registered its reset (state/kit/registry.ts); the others hold nothing.
  resetAllStores();
  resetI18n();
  primeLanguage(input.config.defaultLang, input.messages);
}

/**
 * Renders the app at `url` for a guest in the merchant's default language and returns the markup that goes inside
 * `<div id="root">`. Calls are sequential: the stores are module-wide, so do not render two merchants at once.
 * @example const html = await render({ config, messages, url: PRERENDER_PATH });
 */
export async function render(input: RenderInput): Promise<string> {
  resetStores(input);
  // Same component depth as main.tsx's <AppRouter/> (BrowserRouter > AppRoutes), so useId values match on hydration.
  const AppRouter = () => (
    <StaticRouter location={input.url}>
      <AppRoutes />
    </StaticRouter>
  );
  const { prelude } = await prerender(
    <StrictMode>
      <I18nProvider>
        <AppRouter />
      </I18nProvider>
    </StrictMode>,
  );
  // React puts resource hints for the images it rendered (<link rel="preload" as="image">) before the markup. The
  // packager writes the page's own preloads into the head (the first-paint banner and the logo, high priority), and
  // #root must hold only the app's markup for hydration: the hints are dropped.
  return (await new Response(prelude).text()).replace(LEADING_HINTS, '');
}
