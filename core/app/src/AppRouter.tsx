import { lazy, useLayoutEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout.tsx';
import { pathOf, type RouteId } from './routes/paths.ts';
import { ScreenRouter } from './routes/ScreenRouter.tsx';
import { isKnownPath, matchRoute } from './routes/table.ts';
import { completeMessages, lazyWithMessages } from './i18n/i18n.ts';
import { deploymentChanged } from './pwa.ts';

/*
 * The top of the app: binds the route table's rows to their screens and the layout. Nothing imports this module
 * but main.tsx and the prerender, so screens and the layout may import anything from routes/ without a cycle.
 */

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** The screen each route opens (every route of the table has its own). */
const SCREENS: Readonly<Record<RouteId, ScreenModule>> = {
  home: () => import('./screens/Home/Home.tsx'),
  login: () => import('./screens/Login/Login.tsx'),
  register: () => import('./screens/Register/Register.tsx'),
  forget: () => import('./screens/Forget/Forget.tsx'),
  changePsw: () => import('./screens/ChangePsw/ChangePsw.tsx'),
  trail: () => import('./screens/Trail/Trail.tsx'),
  memberHome: () => import('./screens/Member/MemberHome.tsx'),
  voucherCenter: () => import('./screens/Wallet/Deposit.tsx'),
  withdraw: () => import('./screens/Wallet/Withdraw.tsx'),
  gameRecord: () => import('./screens/Wallet/GameRecord.tsx'),
  rewardCenter: () => import('./screens/Rewards/RewardCenter.tsx'),
  feedback: () => import('./screens/Content/Feedback.tsx'),
  help: () => import('./screens/Content/Help.tsx'),
  vip: () => import('./screens/Rewards/Vip.tsx'),
  notice: () => import('./screens/Content/Notice.tsx'),
  activity: () => import('./screens/Rewards/Activity.tsx'),
  message: () => import('./screens/Service/MessageCenter.tsx'),
  webEmail: () => import('./screens/Service/Inbox.tsx'),
  gameCenter: () => import('./screens/Games/GameCenter.tsx'),
  live: () => import('./screens/Games/GameCenter.tsx'),
  esports: () => import('./screens/Games/GameCenter.tsx'),
  lott: () => import('./screens/Games/GameCenter.tsx'),
  elott: () => import('./screens/Games/GameCenter.tsx'),
  game: () => import('./screens/Games/LotteryMenu.tsx'),
  gameList: () => import('./screens/Games/GameList.tsx'),
  lottery: () => import('./screens/Games/Lottery.tsx'),
  lotteryHistory: () => import('./screens/Games/LotteryHistory.tsx'),
  startLottery: () => import('./screens/Games/LotteryMenu.tsx'),
  slotsCenter: () => import('./screens/Games/SlotsCenter.tsx'),
  app: () => import('./screens/Content/AppDownload.tsx'),
  launchGame: () => import('./screens/Games/LaunchGame.tsx'),
  salaryContract: () => import('./screens/Agent/Contract.tsx'),
  dividendContract: () => import('./screens/Agent/Contract.tsx'),
  hourContract: () => import('./screens/Agent/Contract.tsx'),
  agentLogin: () => import('./screens/Agent/AgentLogin.tsx'),
  agentTeam: () => import('./screens/Agent/Team.tsx'),
  agentProfitLoss: () => import('./screens/Agent/ProfitLoss.tsx'),
  responsibleGaming: () => import('./screens/Protection/ResponsibleGaming.tsx'),
  personalInfo: () => import('./screens/Member/PersonalInfo.tsx'),
  securitySettings: () => import('./screens/Member/SecuritySettings.tsx'),
  transfer: () => import('./screens/Wallet/Transfer.tsx'),
};

/*
 * Routes generated from the route table. The data router (createBrowserRouter) would add ~16 KB gzipped to the
 * first load for loaders/actions this app does not use; gating lives in the layout instead.
 */
const screens = new Map<RouteId, ComponentType | LazyExoticComponent<ComponentType>>();
let primed: string | null = null;

/**
 * Names the screen whose first visit the page's inlined messages cover (the page's prerendered screen: the
 * inlined pack's `data-partial`): it renders from them, while every other screen loads with the whole pack.
 * Called by main.tsx before the first render.
 */
export function primeScreen(route: string | null): void {
  primed = route;
}

function screenFor(id: RouteId): ComponentType | LazyExoticComponent<ComponentType> {
  let s = screens.get(id);
  if (!s) screens.set(id, (s = id === primed ? lazy(SCREENS[id]) : lazyWithMessages(SCREENS[id])));
  return s;
}

/**
 * Loads the screen a path opens, with the language's whole pack for any screen but the primed one, before the app's first
 * render: that render then shows the screen at once. Without it the first render would show the screen's fallback
 * and React would keep it for at least 300 ms (its throttle on revealing a Suspense boundary's content), however
 * soon the code came. Never rejects: a screen that fails to load renders through its lazy boundary, which retries.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const def = isKnownPath(pathname) ? matchRoute(pathname) : null;
  if (!def || screens.has(def.id)) return;
  try {
    const [module] = await Promise.all([
      SCREENS[def.id](),
      def.id === primed ? undefined : completeMessages(),
    ]);
    if (!screens.has(def.id)) screens.set(def.id, module.default);
  } catch {
    /* the lazy screen shows the failure and its retry */
  }
}

const FALLBACK = '*';
const routeSets = new Map<RouteId | typeof FALLBACK, RouteObject[]>();

/**
 * The routes the router is given for a path: the layout with the one table row that opens the path (all its
 * aliases), and the fallback that sends any unknown path home. Every path of the table is static, so the table's own
 * lookup (matchRoute: case-insensitive, trailing slashes ignored, as the router matches) picks the row; the router
 * then ranks three routes instead of the table's 46 paths on every navigation, which cost 1–3 ms of a desktop core
 * each time (four times that on a phone), in the first render too. Made once per row.
 */
export function routesFor(pathname: string): RouteObject[] {
  const def = isKnownPath(pathname) ? matchRoute(pathname) : null;
  const key = def?.id ?? FALLBACK;
  let routes = routeSets.get(key);
  if (!routes) {
    const children: RouteObject[] = [];
    if (def) {
      const Screen = screenFor(def.id);
      const element = <Screen />;
      for (const path of def.paths) children.push({ path, element });
    }
    children.push({ path: '*', element: <Navigate to={pathOf('home')} replace /> });
    routeSets.set(key, (routes = [{ element: <Layout />, children }]));
  }
  return routes;
}

/**
 * After a new deployment has taken over the page (pwa.ts), the next in-app navigation is loaded as a whole page, so
 * the screen is drawn by the new build alone; before paint, so the old build's rendering of it is never shown long.
 */
function useDeploymentReload(key: string): void {
  const seen = useRef(key);
  useLayoutEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    if (deploymentChanged()) window.location.reload();
  }, [key]);
}

export function AppRoutes() {
  const location = useLocation();
  useDeploymentReload(location.key);
  return useRoutes(routesFor(location.pathname));
}

export function AppRouter() {
  return (
    <ScreenRouter>
      <AppRoutes />
    </ScreenRouter>
  );
}
