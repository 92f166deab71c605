import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loginUrl } from '../routes/redirect.ts';
import { pathOf } from '../routes/paths.ts';
import { canOpen, type Denial, type RouteDef } from '../routes/table.ts';
import { sessionState } from '../state/session.ts';
import { isTrialType } from '@wl/contract';
import { alertDialog, refuseTrial } from '../state/ui.ts';
import type { MessageId } from '../i18n/messageIds.ts';

/** The words of a refusal: the dialog's, and the page's behind it (which stays while the dialog's code loads). */
export function denialMessage(denial: Denial, trial: boolean): MessageId {
  if (trial && denial !== 'noPermission')
    return denial === 'realAccountOnly' ? 'error.real_account_only' : 'free_reject';
  return denial === 'noPermission' ? 'error.no_permission' : 'error.real_account_only';
}

/**
 * What a logged-in account that a route refuses sees (spec sections 4, 5, 6), then where it goes. A trial player
 * always meets the same refusal (state/ui.ts refuseTrial): the row's text with Cancel and Register now.
 * @param trial whether the account is a trial (free-play) account
 * @param leave goes back one step, or home when there is no step to go back to
 */
export async function deny(
  denial: Denial,
  trial: boolean,
  navigate: NavigateFunction,
  leave: () => void,
): Promise<void> {
  const home = () => navigate(pathOf('home'), { replace: true });
  if (trial && denial !== 'noPermission') {
    if (await refuseTrial({ id: denialMessage(denial, trial) }))
      navigate(pathOf('register'), { replace: true });
    else leave();
    return;
  }
  switch (denial) {
    case 'freeRejectRegister':
      // Only a trial account is denied with free_reject; any other type is sent back.
      return leave();
    case 'realAccountOnly':
    case 'noPermission':
      await alertDialog({ id: denialMessage(denial, trial) });
      return home();
  }
}

/**
 * Gating as route data: applies the row's access rule to the current session. A guest on a session route is sent
 * to /m/login?redirect=<path and query> (replace); a refused account type gets the row's denial. Returns the
 * verdict: 'ok' when the screen may render, 'login' on the way to the login, else the denial being shown.
 */
export function useGate(route: RouteDef): ReturnType<typeof canOpen> {
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
    void deny(verdict, isTrialType(type), navigate, leave);
  }, [verdict, type, route.access, location.key, location.pathname, location.search, navigate]);

  return verdict;
}
