import { ACCOUNT_TYPE, AGENT_TYPES, NO_CONTRACT_TYPES, REAL_ACCOUNT_TYPES } from '@wl/contract';
import { ROUTE_PATHS, type RouteId } from './paths.ts';
import type { MessageId } from '../i18n/messageIds.ts';

/** Game types taken from the game-centre path (spec section 2); the default is SPORTS. */
export type GameType = 'SPORTS' | 'ESPORTS' | 'LIVE' | 'LOTT' | 'ELOTT';

/** What happens when a logged-in account type may not open a route (spec sections 4, 5, 6). */
export type Denial =
  /** free_reject with Cancel and Register now (member center, messages, inbox, reward center for trial players). */
  | 'freeRejectRegister'
  /**
   * "Please login an actual account to use this function" (deposit, withdraw): for a trial player with Cancel and
   * Register now, like every trial refusal; for another type an alert, then home.
   */
  | 'realAccountOnly'
  /** Alert that the account has no permission (agent contract screens for types 4, 40, 41, 42). */
  | 'noPermission';

export type Access =
  | { kind: 'public' }
  /** Needs a session: a guest goes to /m/login and comes back after logging in. */
  | {
      kind: 'session';
      allow?: readonly number[];
      deny?: readonly number[];
      denied?: Denial;
      /** Where a guest is sent to log in (and comes back from): the member login unless said otherwise. */
      login?: RouteId;
    };

export interface RouteDef {
  id: RouteId;
  /** Every path that opens this screen; the first is canonical (from routes/paths.ts). */
  paths: readonly string[];
  /** The app header (logo, flag, menu) is shown. */
  header: boolean;
  /** The bottom menu is shown. */
  bottomMenu: boolean;
  /** Catalogue id of the title shown in the header or the screen's title bar. */
  title?: MessageId;
  /** Where the back arrow goes. */
  back: 'home' | 'history';
  access: Access;
  /** A home page: the download button may show here. */
  home?: boolean;
  /** Game centre routes: the game type this path selects. */
  gameType?: GameType;
}

const PUBLIC: Access = { kind: 'public' };
const SESSION: Access = { kind: 'session' };
const MEMBERS_ONLY: Access = { kind: 'session', allow: REAL_ACCOUNT_TYPES, denied: 'realAccountOnly' };
const NOT_TRIAL: Access = { kind: 'session', deny: [ACCOUNT_TYPE.trial], denied: 'freeRejectRegister' };
const CONTRACTS: Access = { kind: 'session', deny: NO_CONTRACT_TYPES, denied: 'noPermission' };
const AGENTS: Access = { kind: 'session', allow: AGENT_TYPES, denied: 'noPermission', login: 'agentLogin' };

const rows: readonly Omit<RouteDef, 'paths'>[] = [
  {
    id: 'home',
    header: true,
    bottomMenu: true,
    back: 'history',
    access: PUBLIC,
    home: true,
  },
  {
    id: 'login',
    header: false,
    bottomMenu: false,
    title: 'route.login',
    back: 'home',
    access: PUBLIC,
  },
  {
    id: 'register',
    header: false,
    bottomMenu: false,
    title: 'route.register',
    back: 'home',
    access: PUBLIC,
  },
  {
    id: 'forget',
    header: false,
    bottomMenu: false,
    title: 'route.forget',
    back: 'home',
    access: PUBLIC,
  },
  {
    id: 'changePsw',
    header: true,
    bottomMenu: false,
    title: 'route.changePsw',
    back: 'history',
    access: SESSION,
  },
  {
    id: 'memberHome',
    header: true,
    bottomMenu: true,
    title: 'route.memberHome',
    back: 'history',
    access: { kind: 'session', deny: [ACCOUNT_TYPE.trial], denied: 'freeRejectRegister' },
  },
  {
    id: 'voucherCenter',
    header: true,
    bottomMenu: true,
    title: 'route.voucherCenter',
    back: 'history',
    access: MEMBERS_ONLY,
  },
  {
    id: 'withdraw',
    header: true,
    bottomMenu: true,
    title: 'route.withdraw',
    back: 'history',
    access: MEMBERS_ONLY,
  },
  {
    id: 'gameRecord',
    header: true,
    bottomMenu: true,
    title: 'route.gameRecord',
    back: 'history',
    access: SESSION,
  },
  {
    id: 'rewardCenter',
    header: true,
    bottomMenu: true,
    title: 'route.rewardCenter',
    back: 'history',
    access: NOT_TRIAL,
  },
  {
    id: 'feedback',
    header: true,
    bottomMenu: true,
    title: 'route.feedback',
    back: 'history',
    access: PUBLIC,
  },
  {
    id: 'help',
    header: false,
    bottomMenu: true,
    title: 'route.help',
    back: 'history',
    access: PUBLIC,
  },
  {
    id: 'vip',
    header: false,
    bottomMenu: false,
    title: 'route.vip',
    back: 'history',
    access: PUBLIC,
  },
  {
    id: 'notice',
    header: true,
    bottomMenu: false,
    title: 'route.notice',
    back: 'history',
    access: PUBLIC,
  },
  {
    id: 'activity',
    header: true,
    bottomMenu: false,
    title: 'route.activity',
    back: 'home',
    access: PUBLIC,
  },
  {
    id: 'message',
    header: false,
    bottomMenu: true,
    title: 'route.message',
    back: 'home',
    access: NOT_TRIAL,
  },
  {
    id: 'webEmail',
    header: true,
    bottomMenu: true,
    title: 'route.webEmail',
    back: 'history',
    access: NOT_TRIAL,
  },
  {
    id: 'gameCenter',
    header: true,
    bottomMenu: true,
    title: 'route.gameCenter',
    back: 'history',
    access: PUBLIC,
    gameType: 'SPORTS',
  },
  {
    id: 'live',
    header: true,
    bottomMenu: true,
    title: 'route.live',
    back: 'history',
    access: PUBLIC,
    gameType: 'LIVE',
  },
  {
    id: 'esports',
    header: true,
    bottomMenu: true,
    title: 'route.gameCenter',
    back: 'history',
    access: PUBLIC,
    gameType: 'ESPORTS',
  },
  {
    id: 'lott',
    header: true,
    bottomMenu: true,
    title: 'route.gameCenter',
    back: 'history',
    access: PUBLIC,
    gameType: 'LOTT',
  },
  {
    id: 'elott',
    header: true,
    bottomMenu: true,
    title: 'route.gameCenter',
    back: 'history',
    access: PUBLIC,
    gameType: 'ELOTT',
  },
  {
    id: 'game',
    header: true,
    bottomMenu: true,
    title: 'route.game',
    back: 'history',
    access: PUBLIC,
  },
  {
    id: 'gameList',
    header: false,
    bottomMenu: false,
    title: 'route.gameList',
    back: 'history',
    access: PUBLIC,
  },
  {
    id: 'lottery',
    header: false,
    bottomMenu: false,
    title: 'route.lottery',
    back: 'history',
    access: PUBLIC,
  },
  {
    id: 'lotteryHistory',
    header: false,
    bottomMenu: false,
    title: 'route.lotteryHistory',
    back: 'history',
    access: PUBLIC,
  },
  {
    id: 'startLottery',
    header: true,
    bottomMenu: true,
    title: 'route.lottery',
    back: 'history',
    access: SESSION,
  },
  {
    id: 'slotsCenter',
    header: true,
    bottomMenu: false,
    title: 'route.slotsCenter',
    back: 'history',
    access: PUBLIC,
  },
  {
    id: 'app',
    header: false,
    bottomMenu: false,
    title: 'route.app',
    back: 'history',
    access: PUBLIC,
  },
  {
    id: 'trail',
    header: true,
    bottomMenu: true,
    title: 'route.trail',
    back: 'home',
    access: PUBLIC,
  },
  {
    id: 'launchGame',
    header: true,
    bottomMenu: true,
    title: 'route.launchGame',
    back: 'history',
    access: SESSION,
  },
  {
    id: 'salaryContract',
    header: true,
    bottomMenu: true,
    title: 'route.salaryContract',
    back: 'history',
    access: CONTRACTS,
  },
  {
    id: 'dividendContract',
    header: true,
    bottomMenu: true,
    title: 'route.dividendContract',
    back: 'history',
    access: CONTRACTS,
  },
  {
    id: 'hourContract',
    header: true,
    bottomMenu: true,
    title: 'route.hourContract',
    back: 'history',
    access: CONTRACTS,
  },
  {
    id: 'agentLogin',
    header: false,
    bottomMenu: false,
    title: 'route.agentLogin',
    back: 'home',
    access: PUBLIC,
  },
  {
    id: 'agentTeam',
    header: true,
    bottomMenu: true,
    title: 'route.agentTeam',
    back: 'history',
    access: AGENTS,
  },
  {
    id: 'agentProfitLoss',
    header: true,
    bottomMenu: true,
    title: 'route.agentProfitLoss',
    back: 'history',
    access: AGENTS,
  },
  {
    id: 'responsibleGaming',
    header: true,
    bottomMenu: true,
    title: 'route.responsibleGaming',
    back: 'history',
    access: SESSION,
  },
];

/**
 * The route table of spec section 2: paths and aliases, layout rules, titles, back targets and gating, as data.
 * The router, the layout and the tests all read this one table; the screens are bound at the top (AppRouter.tsx).
 */
export const routeTable: readonly RouteDef[] = rows.map((r) => ({ ...r, paths: ROUTE_PATHS[r.id] }));

const byPath = new Map<string, RouteDef>(
  routeTable.flatMap((r) => r.paths.map((p) => [p.toLowerCase(), r] as const)),
);

/**
 * Finds the route-table row for a path, the way the router matches it (case-insensitive, trailing slashes ignored);
 * unknown paths fall back to home (spec section 2).
 */
export function matchRoute(pathname: string): RouteDef {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
  return byPath.get(clean.toLowerCase()) ?? routeTable[0]!;
}

/** Whether a path is in the table (an unknown path is redirected to home). */
export function isKnownPath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
  return byPath.has(clean.toLowerCase());
}

/** The game type a game-centre path selects; SPORTS by default (spec section 2). */
export function gameTypeFor(pathname: string): GameType {
  return matchRoute(pathname).gameType ?? 'SPORTS';
}

/** Whether an account type may open a route; `null` type means a guest. */
export function canOpen(route: RouteDef, type: number | null): 'ok' | 'login' | Denial {
  const a = route.access;
  if (a.kind === 'public') return 'ok';
  if (type === null) return 'login';
  if (a.allow && !a.allow.includes(type)) return a.denied ?? 'noPermission';
  if (a.deny?.includes(type)) return a.denied ?? 'noPermission';
  return 'ok';
}
