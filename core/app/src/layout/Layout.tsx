import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { DialogHost, LoadingHost, ToastHost } from '../components/Hosts.tsx';
import { ScreenBoundary } from '../components/ScreenBoundary.tsx';
import { Deferred } from '../prerender/Deferred.tsx';
import { WhenOpen } from '../components/WhenOpen.tsx';
import { useClientValue } from '../prerender/useHydrated.ts';
import { useLeaving } from '../routes/ScreenRouter.tsx';
import { useRouteDef } from '../routes/useRouteDef.ts';
import { shellState } from '../state/shell.ts';
import { uiState } from '../state/ui.ts';
import { BottomMenu } from './BottomMenu.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { NetworkBanner } from './NetworkBanner.tsx';
import { TitleBar } from './TitleBar.tsx';
import { agreeTerms, termsState } from './termsNotice.ts';
import { loadSideMenu } from './sideMenuCode.ts';
import { denialMessage, useGate } from './useGate.ts';
import { isTrialType } from '@wl/contract';
import { useScrollRestoration } from './useScrollRestoration.ts';
import { usePageTransition } from './usePageTransition.ts';
import {
  useCloseMenuOnNavigate,
  useDocumentTitle,
  useSystemStatus,
  useUnreadOnNavigate,
} from './useShellEffects.ts';
import { sessionState } from '../state/session.ts';
import { statusState } from '../state/status.ts';
import { humanCheckState } from '../state/humanCheck.ts';
import { lazyPart, untilLoaded } from '../i18n/i18n.ts';

// Menus and dialogs are not on screen at first paint: their code loads when they first open.
const SideMenu = lazyPart(loadSideMenu);
const RegionChooser = lazyPart(() => import('./RegionChooser.tsx'));
const ReferralDialog = lazyPart(() => import('./ReferralDialog.tsx'));
const ServiceDialog = lazyPart(() => import('./ServiceDialog.tsx'));
const SpeedTestDialog = lazyPart(() => import('./SpeedTestDialog.tsx'));
const HumanCheckDialog = lazyPart(() => import('./HumanCheckDialog.tsx'));
// The idle logout watches a signed-in player only: its code (and the account code it calls) loads with a session,
// not on a guest's first visit.
const IdleWatch = lazy(() =>
  untilLoaded(() => import('./IdleWatch.tsx')).then((m) => ({ default: m.IdleWatch })),
);
// Part of the first visit (shown to every new visitor): it renders from the first paint's messages
// (prerender/screen.ts firstVisitModules), so it does not wait for the whole pack.
const loadTermsNotice = () => import('./TermsNotice.tsx');
const LazyTermsNotice = lazy(loadTermsNotice);
let loadedTermsNotice: ComponentType<{ onAgree: () => void }> | null = null;

/** The terms notice: its component itself once preloadTermsNotice has loaded it, else lazily. */
function TermsNotice(props: { onAgree: () => void }) {
  const Notice = loadedTermsNotice ?? LazyTermsNotice;
  return <Notice {...props} />;
}

/**
 * Loads the terms notice's code before a prerendered page hydrates (main.tsx), so its area hydrates in the first
 * pass: an area left waiting for its code is rendered again from scratch when anything above it changes first.
 * Never rejects: where the code cannot load, the lazy notice takes over.
 */
export async function preloadTermsNotice(): Promise<void> {
  try {
    loadedTermsNotice ??= (await loadTermsNotice()).default;
  } catch {
    /* the lazy notice shows the failure and retries (ScreenBoundary) */
  }
}
const StatusPage = lazyPart(() => import('../screens/Service/StatusPage.tsx'));

function Spinner() {
  const intl = useIntl();
  return (
    <span className="spinner" role="progressbar" aria-label={intl.formatMessage({ id: 'app.loading' })} />
  );
}

function Overlays() {
  const { sideMenuOpen } = useSnapshot(uiState);
  const signedIn = useSnapshot(sessionState).info !== null;
  const { overlay } = useSnapshot(shellState);
  const humanCheck = useSnapshot(humanCheckState).pending;
  // The terms notice, once per session until agreed. Every prerendered page shows it (a new visitor's first paint:
  // the guard hides it where this session agreed already) and so does the render that hydrates it; then the
  // session's own answer (storage is the browser's).
  const { agreed } = useSnapshot(termsState);
  // On a first visit (not agreed) the hydrated render shows what the prerender did: no render again after it.
  const termsOpen = useClientValue(() => !agreed, true);
  return (
    <>
      <WhenOpen open={termsOpen}>
        {/* Inside the area, so the area hydrates with the notice's code: a kept tap meets a live button. */}
        <Deferred id="terms">
          <TermsNotice onAgree={agreeTerms} />
        </Deferred>
      </WhenOpen>
      <WhenOpen open={sideMenuOpen}>
        <SideMenu />
      </WhenOpen>
      <WhenOpen open={overlay === 'region'}>
        <RegionChooser />
      </WhenOpen>
      <WhenOpen open={overlay === 'referral'}>
        <ReferralDialog />
      </WhenOpen>
      <WhenOpen open={overlay === 'service'}>
        <ServiceDialog />
      </WhenOpen>
      <WhenOpen open={overlay === 'speedTest'}>
        <SpeedTestDialog />
      </WhenOpen>
      <WhenOpen open={humanCheck !== null}>
        <HumanCheckDialog />
      </WhenOpen>
      {/* The idle logout's warning, and what the player was typing kept across it (issue 28). */}
      {signedIn && (
        <Suspense fallback={null}>
          <IdleWatch />
        </Suspense>
      )}
    </>
  );
}

/**
 * The home footer, shown once home's content is in (state/shell.ts). Its own component, so the switch renders only
 * it: read in Layout, it rendered the whole page again, synchronously (a store change is a blocking update).
 */
function HomeFooter() {
  return useSnapshot(shellState).footer ? <Footer /> : null;
}

/** The page's main landmark (the page transition's target). */
const mainElement = () => document.getElementById('main');

/**
 * The page's main landmark, inert while its screen is being left for one whose code is still loading (ScreenRouter):
 * nothing is typed or tapped into a screen about to be replaced. Its own component, so only it renders again then.
 */
function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" inert={useLeaving() || undefined}>
      {children}
    </main>
  );
}

/**
 * The page frame, driven by the current route-table row: header (banner) or a title bar, main, the bottom menu
 * (a named nav), gating, the network banner and the hosts of toasts, dialogs and loading.
 */
export function Layout() {
  const route = useRouteDef();
  const { pathname } = useLocation();
  const verdict = useGate(route);
  const type = useSnapshot(sessionState).info?.type ?? null;
  useDocumentTitle(route);
  useUnreadOnNavigate();
  useCloseMenuOnNavigate();
  useScrollRestoration();
  usePageTransition(pathname, mainElement);
  useSystemStatus();
  const statusPage = useSnapshot(statusState).page;
  // Maintenance or a block replaces the whole app until the status call says it is open again.
  if (statusPage)
    return (
      <main id="main">
        <Suspense fallback={<Spinner />}>
          <StatusPage kind={statusPage} />
        </Suspense>
      </main>
    );
  return (
    <>
      {route.header && (
        <Deferred id="header">
          <Header route={route} />
        </Deferred>
      )}
      <NetworkBanner />
      <Main>
        {!route.header && route.title && (
          <Deferred id="title">
            <TitleBar route={route} />
          </Deferred>
        )}
        {verdict === 'ok' ? (
          <ScreenBoundary resetKey={pathname}>
            {/* An area of its own: a prerendered screen's taps and typing before the app runs are kept. */}
            <Deferred id="screen" fallback={<Spinner />}>
              <Outlet />
            </Deferred>
          </ScreenBoundary>
        ) : verdict === 'login' ? (
          <Spinner />
        ) : (
          // A refusal is a dialog over a page that says the same and nothing else: nothing loading or failing behind
          // it, and words to read while the dialog's code is on its way (or the phone is offline).
          <div className="wl-page">
            <p className="wl-muted">
              <FormattedMessage id={denialMessage(verdict, isTrialType(type))} />
            </p>
          </div>
        )}
      </Main>
      {/* The footer is the page's contentinfo landmark, so it sits beside main, not inside it. */}
      {route.home && <HomeFooter />}
      {route.bottomMenu && (
        <Deferred id="bottom-menu">
          <BottomMenu route={route} />
        </Deferred>
      )}
      <Overlays />
      <ToastHost />
      <DialogHost />
      <LoadingHost />
    </>
  );
}
