import { useLocation } from 'react-router-dom';
import { matchRoute, type RouteDef } from './table.ts';

/** The route-table row of the current screen. */
export function useRouteDef(): RouteDef {
  return matchRoute(useLocation().pathname);
}
