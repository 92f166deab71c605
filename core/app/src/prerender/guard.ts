import { LANG_STORAGE_KEY, LANG_PARAM } from '../i18n/i18n.ts';
import { routeTable } from '../routes/table.ts';
import { SESSION_STORAGE_KEY } from '../state/session.ts';

/** The paths whose prerendered markup is the home screen (the route table's home row), lower case, no trailing slash. */
export function homePaths(): string[] {
  const home = routeTable.find((r) => r.home)!;
  return [...new Set(home.paths.map((p) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase()))];
}

/** The latest the guard waits for the first contentful paint before it loads the app. */
export const LOAD_AT_LATEST_MS = 3000;

/** The global where the guard keeps taps made before their area hydrated. */
export const CLICK_QUEUE = '__wlTaps';

/** The app's module scripts, which the guard loads itself when the build hands them over. */
export interface AppScripts {
  /** The entry module (Vite's `<script type="module">`). */
  entry: string;
  /** Modules to preload beside it: the entry's imports and the home screen's chunks. */
  preload: readonly string[];
}

/**
 * The inline script the build puts right after the prerendered #root. The markup is only right for a guest on a
 * home path in the default language; in every other case the script empties #root before the first paint, so no
 * other screen, guest header or language ever flashes, and main.tsx then renders from scratch. The packager
 * hashes it into the CSP's script-src, so it must be byte-identical wherever it is emitted.
 *
 * With `scripts`, the guard also loads the app. Where the prerendered home stays, it loads it once the page has
 * painted its content (the first-contentful-paint entry; 3 s at the latest): the markup, banner and logo get the
 * network and the main thread first, and no script download or evaluation ever holds the first paint back (a
 * cached script could otherwise run before it). Where #root was emptied, the tab is or becomes hidden, or the
 * browser has no paint timing, it loads the app at once. (Not the load event: it can fire before the first paint.)
 * Then, while the app downloads, it warms the browser's locale data the app's first task would otherwise load.
 * @param defaultLang the merchant's default language code (e.g. "EN")
 */
export function guardScript(defaultLang: string, scripts?: AppScripts): string {
  const paths = JSON.stringify(homePaths());
  const lang = JSON.stringify(defaultLang);
  const s = JSON.stringify(SESSION_STORAGE_KEY);
  const l = JSON.stringify(LANG_STORAGE_KEY);
  const q = new RegExp(`[?&]${LANG_PARAM}=`, 'i').toString();
  const guard =
    `var r=document.getElementById("root"),p=location.pathname.replace(/\\/+$/,"")||"/",k=${paths}.indexOf(p.toLowerCase())<0||${q}.test(location.search);` +
    `if(!k)try{var v=localStorage.getItem(${l});k=!!localStorage.getItem(${s})||(!!v&&v!==${lang})}catch(e){}` +
    `if(k&&r)r.textContent="";` +
    // Where the markup stays, a tap on one of its buttons before that area hydrates is kept for the app to replay
    // (prerender/Deferred.tsx): the button is on screen, so the tap must not be lost.
    `else{var Q=window.${CLICK_QUEUE}=[];document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("button"),w=b&&b.closest("[data-deferred]");if(w&&!w.hasAttribute("data-live"))Q.push(b)},true)}`;
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
