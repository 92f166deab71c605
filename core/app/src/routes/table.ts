import { ACCOUNT_TYPE, AGENT_TYPES, NO_CONTRACT_TYPES, REAL_ACCOUNT_TYPES } from '@wl/contract';
import type { MessageId } from '../i18n/messageIds.ts';

/** Every in-app path starts with this prefix (a redirect target outside it is refused). */
export const APP_PATH_PREFIX = '/m/';

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

/** Who may open a route; `Login` is the route id type (a string inside ROUTES, whose keys RouteId is made of). */
export type Access<Login = RouteId> =
  | { kind: 'public' }
  /** Needs a session: a guest goes to /m/login and comes back after logging in. */
  | {
      kind: 'session';
      allow?: readonly number[];
      deny?: readonly number[];
      denied?: Denial;
      /** Where a guest is sent to log in (and comes back from): the member login unless said otherwise. */
      login?: Login;
    };

interface RouteFields<Login> {
  /** Every path that opens this screen; the first is canonical. */
  paths: readonly [string, ...string[]];
  /** The app header (logo, flag, menu) is shown. */
  header: boolean;
  /** The bottom menu is shown. */
  bottomMenu: boolean;
  /** Catalogue id of the title shown in the header or the screen's title bar. */
  title?: MessageId;
  /** Where the back arrow goes. */
  back: 'home' | 'history';
  access: Access<Login>;
  /** A home page: the download button may show here. */
  home?: boolean;
  /** Game centre routes: the game type this path selects. */
  gameType?: GameType;
  /** Why the route exists although the spec's route table does not name it (an issue, a section). */
  beyondSpec?: string;
}

export interface RouteDef extends RouteFields<RouteId> {
  id: RouteId;
}

const PUBLIC: Access<string> = { kind: 'public' };
const SESSION: Access<string> = { kind: 'session' };
const MEMBERS_ONLY: Access<string> = {
  kind: 'session',
  allow: REAL_ACCOUNT_TYPES,
  denied: 'realAccountOnly',
};
const NOT_TRIAL: Access<string> = {
  kind: 'session',
  deny: [ACCOUNT_TYPE.trial],
  denied: 'freeRejectRegister',
};
const CONTRACTS: Access<string> = { kind: 'session', deny: NO_CONTRACT_TYPES, denied: 'noPermission' };
const AGENTS: Access<string> = {
  kind: 'session',
  allow: AGENT_TYPES,
  denied: 'noPermission',
  login: 'agentLogin',
};

/**
 * The route table of spec section 2, one entry per screen: its paths (the first is canonical; aliases after), layout
 * rules, title, back target and gating. The only place an app path is written out (eslint): everything else names a
 * route id (routes/paths.ts pathOf). A route the spec's table does not name says why in `beyondSpec`.
 */
export const ROUTES = {
  home: {
    paths: ['/m/home', '/', '/m', '/m/index', '/m/index.html'],
    header: true,
    bottomMenu: true,
    back: 'history',
    access: PUBLIC,
    home: true,
  },
  login: {
    paths: ['/m/login'],
    header: false,
    bottomMenu: false,
    title: 'route.login',
    back: 'home',
    access: PUBLIC,
  },
  register: {
    paths: ['/m/register', '/m/register.html'],
    header: false,
    bottomMenu: false,
    title: 'route.register',
    back: 'home',
    access: PUBLIC,
  },
  forget: {
    paths: ['/m/forget'],
    header: false,
    bottomMenu: false,
    title: 'route.forget',
    back: 'home',
    access: PUBLIC,
  },
  changePsw: {
    paths: ['/m/changePsw'],
    header: true,
    bottomMenu: false,
    title: 'route.changePsw',
    back: 'history',
    access: SESSION,
  },
  memberHome: {
    paths: ['/m/member/home'],
    header: true,
    bottomMenu: true,
    title: 'route.memberHome',
    back: 'history',
    access: { kind: 'session', deny: [ACCOUNT_TYPE.trial], denied: 'freeRejectRegister' },
  },
  voucherCenter: {
    paths: ['/m/voucherCenter'],
    header: true,
    bottomMenu: true,
    title: 'route.voucherCenter',
    back: 'history',
    access: MEMBERS_ONLY,
  },
  withdraw: {
    paths: ['/m/withdraw'],
    header: true,
    bottomMenu: true,
    title: 'route.withdraw',
    back: 'history',
    access: MEMBERS_ONLY,
  },
  gameRecord: {
    paths: ['/m/gameRecord'],
    header: true,
    bottomMenu: true,
    title: 'route.gameRecord',
    back: 'history',
    access: SESSION,
  },
  rewardCenter: {
    paths: ['/m/rewardCenter'],
    header: true,
    bottomMenu: true,
    title: 'route.rewardCenter',
    back: 'history',
    access: NOT_TRIAL,
  },
  feedback: {
    paths: ['/m/feedback'],
    header: true,
    bottomMenu: true,
    title: 'route.feedback',
    back: 'history',
    access: PUBLIC,
  },
  help: {
    paths: ['/m/help', '/m/helpDetail'],
    header: false,
    bottomMenu: true,
    title: 'route.help',
    back: 'history',
    access: PUBLIC,
  },
  vip: {
    paths: ['/m/vip'],
    header: false,
    bottomMenu: false,
    title: 'route.vip',
    back: 'history',
    access: PUBLIC,
  },
  notice: {
    paths: ['/m/notice'],
    header: true,
    bottomMenu: false,
    title: 'route.notice',
    back: 'history',
    access: PUBLIC,
  },
  activity: {
    paths: ['/m/activity'],
    header: true,
    bottomMenu: false,
    title: 'route.activity',
    back: 'home',
    access: PUBLIC,
  },
  message: {
    paths: ['/m/message'],
    header: false,
    bottomMenu: true,
    title: 'route.message',
    back: 'home',
    access: NOT_TRIAL,
  },
  webEmail: {
    paths: ['/m/webEmail'],
    header: true,
    bottomMenu: true,
    title: 'route.webEmail',
    back: 'history',
    access: NOT_TRIAL,
  },
  gameCenter: {
    paths: ['/m/gameCenter', '/m/sports'],
    header: true,
    bottomMenu: true,
    title: 'route.gameCenter',
    back: 'history',
    access: PUBLIC,
    gameType: 'SPORTS',
  },
  live: {
    paths: ['/m/live'],
    header: true,
    bottomMenu: true,
    title: 'route.live',
    back: 'history',
    access: PUBLIC,
    gameType: 'LIVE',
  },
  esports: {
    paths: ['/m/esports'],
    header: true,
    bottomMenu: true,
    title: 'route.gameCenter',
    back: 'history',
    access: PUBLIC,
    gameType: 'ESPORTS',
  },
  lott: {
    paths: ['/m/lott'],
    header: true,
    bottomMenu: true,
    title: 'route.gameCenter',
    back: 'history',
    access: PUBLIC,
    gameType: 'LOTT',
  },
  elott: {
    paths: ['/m/elott'],
    header: true,
    bottomMenu: true,
    title: 'route.gameCenter',
    back: 'history',
    access: PUBLIC,
    gameType: 'ELOTT',
  },
  game: {
    paths: ['/m/game'],
    header: true,
    bottomMenu: true,
    title: 'route.game',
    back: 'history',
    access: PUBLIC,
  },
  gameList: {
    paths: ['/m/gameList'],
    header: false,
    bottomMenu: false,
    title: 'route.gameList',
    back: 'history',
    access: PUBLIC,
  },
  lottery: {
    paths: ['/m/lottery'],
    header: false,
    bottomMenu: false,
    title: 'route.lottery',
    back: 'history',
    access: PUBLIC,
  },
  lotteryHistory: {
    paths: ['/m/lotteryHistory'],
    beyondSpec:
      "issue 26: the lottery history of the spec's lazy-load map (section 2 names it without a path)",
    header: false,
    bottomMenu: false,
    title: 'route.lotteryHistory',
    back: 'history',
    access: PUBLIC,
  },
  startLottery: {
    paths: ['/m/startLottery'],
    header: true,
    bottomMenu: true,
    title: 'route.lottery',
    back: 'history',
    access: SESSION,
  },
  slotsCenter: {
    paths: ['/m/slotsCenter'],
    header: true,
    bottomMenu: false,
    title: 'route.slotsCenter',
    back: 'history',
    access: PUBLIC,
  },
  app: {
    paths: ['/m/app'],
    header: false,
    bottomMenu: false,
    title: 'route.app',
    back: 'history',
    access: PUBLIC,
  },
  trail: {
    paths: ['/m/trail'],
    header: true,
    bottomMenu: true,
    title: 'route.trail',
    back: 'home',
    access: PUBLIC,
  },
  launchGame: {
    paths: ['/m/launchGame'],
    header: true,
    bottomMenu: true,
    title: 'route.launchGame',
    back: 'history',
    access: SESSION,
  },
  salaryContract: {
    paths: ['/m/member/agent/getSalaryContract'],
    header: true,
    bottomMenu: true,
    title: 'route.salaryContract',
    back: 'history',
    access: CONTRACTS,
  },
  dividendContract: {
    paths: ['/m/member/agent/getDevidendContract'],
    header: true,
    bottomMenu: true,
    title: 'route.dividendContract',
    back: 'history',
    access: CONTRACTS,
  },
  hourContract: {
    paths: ['/m/member/agent/getHourContract'],
    header: true,
    bottomMenu: true,
    title: 'route.hourContract',
    back: 'history',
    access: CONTRACTS,
  },
  agentLogin: {
    paths: ['/m/agent/login'],
    beyondSpec: 'issue 15: the agent centre (agent login, team, profit and loss)',
    header: false,
    bottomMenu: false,
    title: 'route.agentLogin',
    back: 'home',
    access: PUBLIC,
  },
  agentTeam: {
    paths: ['/m/member/agent/team'],
    beyondSpec: 'issue 15: the agent centre (agent login, team, profit and loss)',
    header: true,
    bottomMenu: true,
    title: 'route.agentTeam',
    back: 'history',
    access: AGENTS,
  },
  agentProfitLoss: {
    paths: ['/m/member/agent/profitLoss'],
    beyondSpec: 'issue 15: the agent centre (agent login, team, profit and loss)',
    header: true,
    bottomMenu: true,
    title: 'route.agentProfitLoss',
    back: 'history',
    access: AGENTS,
  },
  responsibleGaming: {
    paths: ['/m/responsibleGaming'],
    beyondSpec: "issue 16: player protection (the player's limits, breaks and history)",
    header: true,
    bottomMenu: true,
    title: 'route.responsibleGaming',
    back: 'history',
    access: SESSION,
  },
  personalInfo: {
    paths: ['/m/member/info'],
    beyondSpec:
      "issue 28 section 2: the member center's personal info (spec section 7 lists the call, no route)",
    header: true,
    bottomMenu: true,
    title: 'route.personalInfo',
    back: 'history',
    access: NOT_TRIAL,
  },
  securitySettings: {
    paths: ['/m/member/security'],
    beyondSpec:
      "issue 28 section 2: the member center's security settings (spec section 7 lists the call, no route)",
    header: true,
    bottomMenu: true,
    title: 'route.securitySettings',
    back: 'history',
    access: NOT_TRIAL,
  },
  transfer: {
    paths: ['/m/transfer'],
    beyondSpec: "issue 28: the spec's wallet transfer and getMerchantWallet calls (section 7) need a screen",
    header: true,
    bottomMenu: true,
    title: 'route.transfer',
    back: 'history',
    access: MEMBERS_ONLY,
  },
} as const satisfies Record<string, RouteFields<string>>;

/** A route's id: a key of ROUTES. */
export type RouteId = keyof typeof ROUTES;

/**
 * The route table as rows: the router, the layout and the tests all read this one table; the screens are bound at
 * the top (AppRouter.tsx).
 */
export const routeTable: readonly RouteDef[] = Object.entries(ROUTES).map(
  ([id, r]) => ({ id, ...r }) as RouteDef,
);

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
