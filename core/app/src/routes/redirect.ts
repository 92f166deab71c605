import type { Location, NavigateFunction } from 'react-router-dom';
import { sessionState } from '../state/session.ts';
import { HOME_PATH, LOGIN_PATH } from './table.ts';

/** The query parameter that carries where to return after logging in. */
export const REDIRECT_PARAM = 'redirect';

/**
 * Whether `target` is a path inside this app: it must start with /m/ and can never be read as another origin
 * (no "//", no backslash, no scheme, no control characters). Anything else could send a player to a phishing page.
 */
export function isSafeAppPath(target: string): boolean {
  if (!target.startsWith('/m/')) return false;
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

/** The login URL that comes back to `pathWithQuery` after logging in. */
export function loginUrl(pathWithQuery: string): string {
  return isSafeAppPath(pathWithQuery) && !pathWithQuery.startsWith(LOGIN_PATH)
    ? `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(pathWithQuery)}`
    : LOGIN_PATH;
}

/**
 * Guest gating of actions (launch a game, favourite, open the inbox or live chat): with a session returns true;
 * without one opens /m/login?redirect=<current path and query> (a push, so Back returns here) and returns false.
 * @example if (!requireSession(navigate, location)) return;
 */
export function requireSession(
  navigate: NavigateFunction,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  if (sessionState.info) return true;
  navigate(loginUrl(location.pathname + location.search));
  return false;
}
