/**
 * The pages of a merchant bundle besides index.html: the build prerenders a few screens into pages of their own
 * (core/app/src/prerender/screen.ts) and lists which paths each answers in SHELLS_FILE, as
 * `{ "/m/login": "shells/login.html" }` (paths lower case, without a trailing slash). A server answers an app path
 * with its page where the list names one, and with index.html otherwise.
 */
export const SHELLS_FILE = 'shells.json';

/**
 * The page a bundle serves for an app path: the file `shells` names for it, else index.html.
 * @example shellFor({ '/m/login': 'shells/login.html' }, '/m/Login/') // 'shells/login.html'
 */
export function shellFor(shells: Readonly<Record<string, string>>, pathname: string): string {
  const key = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase() || '/';
  return Object.hasOwn(shells, key) ? shells[key]! : 'index.html';
}
