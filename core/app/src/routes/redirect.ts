import { APP_PATH_PREFIX, pathOf, type RouteId } from './paths.ts';

const HOME_PATH = pathOf('home');
const LOGIN_PATH = pathOf('login');

/** The query parameter that carries where to return after logging in. */
export const REDIRECT_PARAM = 'redirect';

/**
 * Whether `target` is a path inside this app: it must start with the app prefix (/m/) and can never be read as another origin
 * (no "//", no backslash, no scheme, no control characters). Anything else could send a player to a phishing page.
 */
export function isSafeAppPath(target: string): boolean {
  if (!target.startsWith(APP_PATH_PREFIX)) return false;
  if (target.includes('//') || target.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being rejected
  if (/[\u0000-\u001f\u007f]/.test(target)) return false;
  try {
    // The URL parser is the final judge: the path must stay on a dummy origin.
    return new URL(target, 'https://app.invalid').origin === 'https://app.invalid';
  } catch {
    return false;
  }
}

/**
 * Where to go after logging in: the `redirect` query parameter of `search` when it is a safe same-app path,
 * otherwise /m/home.
 * @param search a location search string ("?redirect=%2Fm%2Fwithdraw") or URLSearchParams
 */
export function safeRedirect(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const target = params.get(REDIRECT_PARAM);
  if (!target || !isSafeAppPath(target)) return HOME_PATH;
  // Never send the player back to the login screen itself.
  return target === LOGIN_PATH || target.startsWith(`${LOGIN_PATH}?`) ? HOME_PATH : target;
}

/**
 * The login URL that comes back to `pathWithQuery` after logging in.
 * @param via the login screen: the member login, or the agent login for the agent centre
 */
export function loginUrl(pathWithQuery: string, via: RouteId = 'login'): string {
  return isSafeAppPath(pathWithQuery) && !pathWithQuery.startsWith(LOGIN_PATH)
    ? pathOf(via, { [REDIRECT_PARAM]: pathWithQuery })
    : pathOf(via);
}
