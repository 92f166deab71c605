/**
 * The source module of the screen the build prerenders (the home screen), relative to core/app. Its chunk's
 * stylesheets are inlined into every page with the entry's (vite.config.ts) and its chunks load with the page.
 */
export const PRERENDER_SCREEN_MODULE = 'src/screens/Home/Home.tsx';

/** Written by the app build beside its manifest: the stylesheets the packager inlines into every page, in order. */
export const FIRST_PAINT_CSS_FILE = '.vite/first-paint-css.json';

/**
 * The lazy modules a first visit loads without a tap: the prerendered screen and the terms notice (shown to every
 * new visitor). The build inlines only the messages their chunks and the entry's name (the first paint's part of
 * the default language, scripts/lib/package/firstPaintMessages.ts); every other lazy screen or dialog loads with
 * the whole pack (lazyWithMessages in i18n/i18n.ts).
 */
export const FIRST_VISIT_MODULES = [PRERENDER_SCREEN_MODULE, 'src/layout/TermsNotice.tsx'];
