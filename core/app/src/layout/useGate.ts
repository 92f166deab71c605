import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loginUrl } from '../routes/redirect.ts';
import { pathOf } from '../routes/paths.ts';
import { canOpen, type Denial, type RouteDef } from '../routes/table.ts';
import { sessionState } from '../state/session.ts';
import { alertDialog, DURATION, openDialog, toast } from '../state/ui.ts';

/**
 * What a logged-in account that a route refuses sees (spec sections 4, 5, 6), then where it goes.
 * @param leave goes back one step, or home when there is no step to go back to
 */
export async function deny(denial: Denial, navigate: NavigateFunction, leave: () => void): Promise<void> {
  const home = () => navigate(pathOf('home'), { replace: true });
  switch (denial) {
    case 'freeRejectRegister': {
      const choice = await openDialog({
        message: { id: 'free_reject' },
        actions: [
          { id: 'cancel', label: { id: 'action.cancel' } },
          { id: 'register', label: { id: 'action.register_now' }, primary: true },
        ],
      });
      if (choice === 'register') navigate(pathOf('register'), { replace: true });
      else leave();
      return;
    }
    case 'realAccountOnly':
      await alertDialog({ id: 'error.real_account_only' });
      return home();
    case 'freeRejectToast':
      // The toast host outlives the navigation, so the 1 s toast stays readable on home.
      toast({ id: 'free_reject' }, { duration: DURATION.freeReject });
      return home();
    case 'noPermission':
      await alertDialog({ id: 'error.no_permission' });
      return home();
  }
}

/**
 * Gating as route data: applies the row's access rule to the current session. A guest on a session route is sent
 * to /m/login?redirect=<path and query> (replace); a refused account type gets the row's denial. Returns whether
 * the screen may render.
 */
export function useGate(route: RouteDef): boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const type = useSnapshot(sessionState).info?.type ?? null;
  const verdict = canOpen(route, type);
  // StrictMode runs effects twice in development: handle each page visit once, not two dialogs.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (verdict === 'ok') return;
    const visit = `${location.key}:${verdict}`;
    if (handled.current === visit) return;
    handled.current = visit;
    if (verdict === 'login') {
      const via = route.access.kind === 'session' ? route.access.login : undefined;
      navigate(loginUrl(location.pathname + location.search, via), { replace: true });
      return;
    }
    const leave = () =>
      location.key === 'default' ? navigate(pathOf('home'), { replace: true }) : navigate(-1);
    void deny(verdict, navigate, leave);
  }, [verdict, route.access, location.key, location.pathname, location.search, navigate]);

  return verdict === 'ok';
}
