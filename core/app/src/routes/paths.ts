/**
 * Route ids and their paths (spec section 2), from the route table (table.ts ROUTES, the one declaration of a
 * route): free of React, screens and stores, so that anything may import it. Menus, links and redirects name a
 * route id and ask `pathOf` for the path; only ROUTES writes an app path out (eslint enforces it).
 */

import { APP_PATH_PREFIX, ROUTES, type RouteId } from './table.ts';

export { APP_PATH_PREFIX, type RouteId };

/** Every path that opens each route; the first is canonical (declared once, in the route table's ROUTES). */
export const ROUTE_PATHS: { readonly [K in RouteId]: (typeof ROUTES)[K]['paths'] } = Object.fromEntries(
  Object.entries(ROUTES).map(([id, r]) => [id, (r as { paths: readonly string[] }).paths]),
) as never;

/** Query parameters of a path: a ready search string ("?a=1", "" for none) or name/value pairs. */
export type RouteQuery = string | Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * The canonical path of a route, with an optional query.
 * @example pathOf('login', { redirect: '/m/withdraw' }) // "/m/login?redirect=%2Fm%2Fwithdraw"
 * @example pathOf('register', location.search) // keeps the current query
 */
export function pathOf(id: RouteId, query?: RouteQuery): string {
  const path = ROUTE_PATHS[id][0];
  if (query === undefined) return path;
  if (typeof query === 'string') {
    if (query === '' || query === '?') return path;
    return query.startsWith('?') ? `${path}${query}` : `${path}?${query}`;
  }
  const s = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return s ? `${path}?${s}` : path;
}
