import type { RouteId } from '../routes/paths.ts';
import { REMEMBER_STORAGE_KEY } from '../state/accountRemember.ts';

/** A screen the build prerenders into a page of its own (for a guest, in the merchant's default language). */
export interface PrerenderedScreen {
  /** Its row of the route table: every path of the row is served this page. */
  route: RouteId;
  /** Its source module, relative to core/app: its chunk's stylesheets are inlined, its chunks load with the page. */
  module: string;
  /**
   * The query its markup is rendered for, when the screen reads the query: the page keeps its markup with no query
   * or exactly this one, and empties it for any other (the app then renders from scratch). Absent: the screen reads
   * no query and any query keeps the markup.
   */
  search?: string;
  /**
   * The localStorage keys the screen's first render reads (the prerender has none): the page keeps its markup only
   * where none is set.
   */
  storage?: readonly string[];
}

/**
 * The prerendered screens. The first, home, is index.html: the page for every path without a page of its own. The
 * others are the screens a visitor lands on from outside (a link to log in or register, an advert for the slots
 * list): each paints before any script, with the terms notice every new visitor sees, instead of after the app, its
 * screen's chunk and the whole message pack have loaded (Lighthouse's LCP on a slow phone: 2.9 s before).
 */
export const PRERENDERED_SCREENS: readonly PrerenderedScreen[] = [
  { route: 'home', module: 'src/screens/Home/Home.tsx' },
  // The login form opens on the remembered method, filled in.
  { route: 'login', module: 'src/screens/Login/Login.tsx', search: '', storage: [REMEMBER_STORAGE_KEY] },
  { route: 'register', module: 'src/screens/Register/Register.tsx', search: '' },
  { route: 'gameList', module: 'src/screens/Games/GameList.tsx', search: '?gameType=RNG' },
];

/** The terms notice: shown to every new visitor on whichever page they land, so part of every first visit. */
export const TERMS_NOTICE_MODULE = 'src/layout/TermsNotice.tsx';

/**
 * Written by the app build beside its manifest: for each prerendered screen's module, the stylesheets its page
 * inlines (the entry's and the screen's), in cascade order.
 */
export const FIRST_PAINT_CSS_FILE = '.vite/first-paint-css.json';

/**
 * The lazy modules a first visit of a screen's page loads without a tap: the screen and the terms notice. The build
 * inlines only the messages their chunks and the entry's name (the first paint's part of the default language,
 * scripts/lib/package/firstPaintMessages.ts); every other lazy screen or dialog loads with the whole pack
 * (lazyWithMessages in i18n/i18n.ts).
 */
export const firstVisitModules = (screen: PrerenderedScreen): string[] => [
  screen.module,
  TERMS_NOTICE_MODULE,
];
