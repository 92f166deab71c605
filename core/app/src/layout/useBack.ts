import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathOf } from '../routes/paths.ts';
import type { RouteDef } from '../routes/table.ts';

/**
 * The back arrow's action for a route: home where the row says back:'home' (login, register, trail, activity,
 * forget, message center), otherwise one step back, or home when this page was the first one opened.
 */
export function useBack(route: RouteDef): () => void {
  const navigate = useNavigate();
  // React Router gives the first history entry of the app the key "default": there is nothing to go back to.
  const firstPage = useLocation().key === 'default';
  return useCallback(() => {
    if (route.back === 'home' || firstPage) navigate(pathOf('home'), { replace: true });
    else navigate(-1);
  }, [navigate, route.back, firstPage]);
}
