import { LANG_STORAGE_KEY, LANG_PARAM } from '../i18n/i18n.ts';
import { routeTable } from '../routes/table.ts';
import { SESSION_STORAGE_KEY } from '../state/session.ts';

/** The paths whose prerendered markup is the home screen (the route table's home row), lower case, no trailing slash. */
export function homePaths(): string[] {
  const home = routeTable.find((r) => r.home)!;
  return [...new Set(home.paths.map((p) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase()))];
}

/**
 * The inline script the build puts right after the prerendered #root. The markup is only right for a guest on a
 * home path in the default language; in every other case the script empties #root before the first paint, so no
 * other screen, guest header or language ever flashes, and main.tsx then renders from scratch. The packager
 * hashes it into the CSP's script-src, so it must be byte-identical wherever it is emitted.
 * @param defaultLang the merchant's default language code (e.g. "EN")
 */
export function guardScript(defaultLang: string): string {
  const paths = JSON.stringify(homePaths());
  const lang = JSON.stringify(defaultLang);
  const s = JSON.stringify(SESSION_STORAGE_KEY);
  const l = JSON.stringify(LANG_STORAGE_KEY);
  const q = new RegExp(`[?&]${LANG_PARAM}=`, 'i').toString();
  return (
    `(function(){var r=document.getElementById("root"),p=location.pathname.replace(/\\/+$/,"")||"/",k=${paths}.indexOf(p.toLowerCase())<0||${q}.test(location.search);` +
    `if(!k)try{var v=localStorage.getItem(${l});k=!!localStorage.getItem(${s})||(!!v&&v!==${lang})}catch(e){}` +
    `if(k&&r)r.textContent=""})()`
  );
}
