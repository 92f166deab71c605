/**
 * The source module of the screen the build prerenders (the home screen), relative to core/app. Its chunk's
 * stylesheets are inlined into every page with the entry's (vite.config.ts) and its chunks load with the page.
 */
export const PRERENDER_SCREEN_MODULE = 'src/screens/Home/Home.tsx';

/** Written by the app build beside its manifest: the stylesheets the packager inlines into every page, in order. */
export const FIRST_PAINT_CSS_FILE = '.vite/first-paint-css.json';
