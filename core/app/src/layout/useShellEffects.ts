import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { config } from '../config/config.ts';
import type { RouteDef } from '../routes/table.ts';
import { clearMember, refreshMember } from '../state/member.ts';
import { sessionState } from '../state/session.ts';
import { closeOverlay } from '../state/shell.ts';
import { setSideMenu } from '../state/ui.ts';
import { refreshUnread } from '../state/unread.ts';
import { clearWallet, refreshWallet } from '../state/wallet.ts';

/** document.title: "<route title> - <brand>", the brand alone on home and on routes without a title. */
export function pageTitle(routeTitle: string | null, brand: string): string {
  return routeTitle ? `${routeTitle} - ${brand}` : brand;
}

/** Keeps document.title in step with the route and the language. */
export function useDocumentTitle(route: RouteDef): void {
  const intl = useIntl();
  const title = route.home || !route.title ? null : intl.formatMessage({ id: route.title });
  useEffect(() => {
    document.title = pageTitle(title, config.brandName);
  }, [title]);
}

/**
 * Loads what the shell shows for a session (member info, balance, unread count) when one starts, forgets it when it
 * ends, and renews the unread count as the player moves around (the store throttles it).
 */
export function useSessionData(): void {
  const info = useSnapshot(sessionState).info;
  const token = info?.token ?? null;
  const type = info?.type ?? null;
  const { pathname } = useLocation();

  useEffect(() => {
    if (!token) {
      clearMember();
      clearWallet();
      return;
    }
    void refreshMember();
    void refreshWallet();
  }, [token]);

  useEffect(() => {
    void refreshUnread(token ? type : null);
  }, [token, type, pathname]);
}

/** The side menu and shell overlays close when the route changes (one of their links was followed). */
export function useCloseMenuOnNavigate(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    setSideMenu(false);
    closeOverlay();
  }, [pathname]);
}
