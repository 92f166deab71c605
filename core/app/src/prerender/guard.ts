import { LANG_STORAGE_KEY, LANG_PARAM } from '../i18n/i18n.ts';
import type { RouteId } from '../routes/paths.ts';
import { routeTable } from '../routes/table.ts';
import { SESSION_STORAGE_KEY } from '../state/session.ts';
import { TERMS_AGREED_KEY } from '../layout/termsNotice.ts';
import { PRERENDERED_SCREENS, type PrerenderedScreen } from './screen.ts';

/**
 * The paths that open a route (its row of the route table), lower case, no trailing slash: where its prerendered
 * page's markup applies, and the paths a server answers with that page.
 * @example screenPaths('login') // ['/m/login']
 */
export function screenPaths(route: RouteId): string[] {
  const row = routeTable.find((r) => r.id === route)!;
  return [...new Set(row.paths.map((p) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase()))];
}

/** The latest the guard waits for the first contentful paint before it loads the app. */
export const LOAD_AT_LATEST_MS = 3000;

/** The global where the guard keeps taps made before their area hydrated. */
export const CLICK_QUEUE = '__wlTaps';

/** The global where the guard keeps what was typed into fields before their area hydrated, in order. */
export const INPUT_QUEUE = '__wlTyped';

/** One input event kept by the guard: the field, its value and its checked state right after the event. */
export type TypedValue = [field: HTMLInputElement | HTMLTextAreaElement, value: string, checked: boolean];

/** The app's module scripts, which the guard loads itself when the build hands them over. */
export interface AppScripts {
  /** The entry module (Vite's `<script type="module">`). */
  entry: string;
  /** Modules to preload beside it: the entry's imports and the home screen's chunks. */
  preload: readonly string[];
}

/**
 * The inline script the build puts right after the prerendered #root. The markup is only right for a guest on one
 * of `screen`'s paths (with the query it was rendered for, where it reads one) in the default language, with none
 * of the stored values the screen reads; in every other case the script empties #root before the first paint, so no
 * other screen, guest header or language ever flashes, and main.tsx then renders from scratch. The packager
 * hashes it into the CSP's script-src, so it must be byte-identical wherever it is emitted.
 *
 * With `scripts`, the guard also loads the app. Where the prerendered home stays, it loads it once the page has
 * painted its content (the first-contentful-paint entry; 3 s at the latest): the markup, banner and logo get the
 * network and the main thread first, and no script download or evaluation ever holds the first paint back (a
 * cached script could otherwise run before it). Where #root was emptied, the tab is or becomes hidden, or the
 * browser has no paint timing, it loads the app at once. (Not the load event: it can fire before the first paint.)
 * Then, while the app downloads, it warms the browser's locale data the app's first task would otherwise load.
 * @param defaultLang the page's language code (e.g. "EN"): the merchant's default, unless `isDefaultLang` is false
 * @param screen the screen prerendered into the page (home, index.html, by default)
 */
export function guardScript(
  defaultLang: string,
  scripts?: AppScripts,
  screen: PrerenderedScreen = PRERENDERED_SCREENS[0]!,
  /**
   * Whether `defaultLang` is the merchant's default language (index.html). A page prerendered in another language
   * (served to a player whose language cookie names it) applies only where the stored language is that one: a
   * player without one starts in the default language.
   */
  isDefaultLang = true,
): string {
  const paths = JSON.stringify(screenPaths(screen.route));
  const search =
    screen.search === undefined ? '' : `||${JSON.stringify(['', screen.search])}.indexOf(location.search)<0`;
  const lang = JSON.stringify(defaultLang);
  const s = JSON.stringify(SESSION_STORAGE_KEY);
  const reads = (screen.storage ?? [])
    .map((key) => `||!!localStorage.getItem(${JSON.stringify(key)})`)
    .join('');
  const l = JSON.stringify(LANG_STORAGE_KEY);
  const q = new RegExp(`[?&]${LANG_PARAM}=`, 'i').toString();
  const guard =
    `var r=document.getElementById("root"),p=location.pathname.replace(/\\/+$/,"")||"/",k=${paths}.indexOf(p.toLowerCase())<0||${q}.test(location.search)${search};` +
    `if(!k)try{var v=localStorage.getItem(${l});k=!!localStorage.getItem(${s})||${isDefaultLang ? '(!!v&&v!==' + lang + ')' : 'v!==' + lang}${reads}}catch(e){${isDefaultLang ? '' : 'k=1'}}` +
    `if(k&&r)r.textContent="";` +
    // Where the markup stays, a tap on one of its buttons, or what is typed into one of its fields, before that area
    // hydrates is kept for the app to replay (prerender/Deferred.tsx): the form is on screen, so nothing done in it
    // may be lost. And a notice the player already agreed to this session is hidden until the app closes it.
    `else{var Q=window.${CLICK_QUEUE}=[],I=window.${INPUT_QUEUE}=[],W=function(t){var w=t&&t.closest&&t.closest("[data-deferred]");return w&&!w.hasAttribute("data-live")};` +
    `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("button");if(W(b))Q.push(b)},true);` +
    `document.addEventListener("input",function(e){var t=e.target;if(W(t)&&"value" in t)I.push([t,t.value,!!t.checked])},true);` +
    // A form the app has not taken over is never submitted by the browser (it would put the fields, a password
    // too, into a request to the page's own address): its submit button's tap is kept above, for the app to submit.
    `document.addEventListener("submit",function(e){if(W(e.target))e.preventDefault()},true);` +
    `try{if(sessionStorage.getItem(${JSON.stringify(TERMS_AGREED_KEY)})==="1")r.setAttribute("data-terms","agreed")}catch(e){}}`;
  const loader = scripts
    ? `var d=0,P=${JSON.stringify(scripts.preload)};function a(t,o){var e=document.createElement(t);for(var n in o)e[n]=o[n];e.crossOrigin="";document.head.appendChild(e)}` +
      `function L(){if(d)return;d=1;for(var i=0;i<P.length;i++)a("link",{rel:"modulepreload",href:P[i]});a("script",{type:"module",src:${JSON.stringify(scripts.entry)}});` +
      // While the app downloads, the idle main thread loads the browser's ICU locale lists that making the app's
      // intl object needs (react-intl's createIntl checks NumberFormat's and DateTimeFormat's; ~15 ms and ~2 ms on
      // a desktop core, the costliest step of the app's first task), each on a task of its own.
      `setTimeout(function(){var h=document.documentElement.lang||"en";try{Intl.NumberFormat.supportedLocalesOf(h)}catch(e){}setTimeout(function(){try{Intl.DateTimeFormat.supportedLocalesOf(h)}catch(e){}})})}` +
      `var T=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;` +
      `if(k||document.visibilityState!=="visible"||!T||T.indexOf("paint")<0)L();else{document.addEventListener("visibilitychange",L);setTimeout(L,${LOAD_AT_LATEST_MS});` +
      `new PerformanceObserver(function(o){o.getEntriesByName("first-contentful-paint").length&&L()}).observe({type:"paint",buffered:true})}`
    : '';
  return `(function(){${guard}${loader}})()`;
}
