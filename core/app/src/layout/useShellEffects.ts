import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { subscribe, useSnapshot } from 'valtio';
import { config } from '../config/config.ts';
import type { RouteDef } from '../routes/table.ts';
import { refreshNoticeUnread } from '../state/notice.ts';
import { sessionState } from '../state/session.ts';
import { closeOverlay, openOverlay } from '../state/shell.ts';
import { setSideMenu } from '../state/ui.ts';
import { refreshUnread } from '../state/unread.ts';
import { refreshChat } from '../state/chat.ts';
import { watchTemplate } from '../state/templateWatch.ts';
import { startStatus, statusState } from '../state/status.ts';
import { leaveForMerchant, merchantHomeUrl, pickByCountry } from './regions.ts';

/** document.title: "<route title> - <brand>", the brand alone on home and on routes without a title. */
export function pageTitle(routeTitle: string | null, brand: string): string {
  return routeTitle ? `${routeTitle} - ${brand}` : brand;
}

/** Keeps document.title in step with the route and the language. */
export function useDocumentTitle(route: RouteDef): void {
  const intl = useIntl();
  const title = route.home || !route.title ? null : intl.formatMessage({ id: route.title });
  useEffect(() => {
    document.title = pageTitle(title, config().brandName);
  }, [title]);
}

/**
 * Renews the unread count as the player moves around (the store throttles it). Loading and forgetting the session's
 * data when it starts or ends is the session reactor's job (state/sessionReactor.ts).
 */
export function useUnreadOnNavigate(): void {
  const type = useSnapshot(sessionState).info?.type ?? null;
  const { pathname } = useLocation();
  useEffect(() => {
    void refreshUnread(type);
    void refreshNoticeUnread(type);
    void refreshChat(type);
  }, [type, pathname]);
}

/**
 * Reads the system status once the app is on screen (after hydration), then keeps it fresh in the background; the
 * platform's mobile template follows it (watched first, so the cached info's template is seen).
 */
export function useSystemStatus(): void {
  useEffect(() => {
    const stopTemplate = watchTemplate();
    const stopStatus = startStatus();
    return () => {
      stopStatus();
      stopTemplate();
    };
  }, []);
  useSharedDomainPick();
}

/**
 * On a domain several merchants share, the first status answer of the visit picks the merchant by the location
 * country (regions.ts pickByCountry): another merchant's home (query string kept), or the region chooser when no
 * merchant serves that country.
 */
function useSharedDomainPick(): void {
  // A subscription, not a snapshot: the layout that calls this need not render again when the status comes in.
  useEffect(() => {
    let done = false;
    const pick = () => {
      if (done || !statusState.fresh) return;
      done = true;
      stop();
      const choice = pickByCountry(config(), location.hostname, statusState.countryCode);
      if (choice === 'choose') openOverlay('region');
      else if (choice && choice !== 'stay') {
        const url = merchantHomeUrl(choice, location);
        if (url) leaveForMerchant(url, choice.merchant);
        else openOverlay('region');
      }
    };
    const stop = subscribe(statusState, pick);
    pick();
    return stop;
  }, []);
}

/** The side menu and shell overlays close when the route changes (one of their links was followed). */
export function useCloseMenuOnNavigate(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    setSideMenu(false);
    closeOverlay();
  }, [pathname]);
}
