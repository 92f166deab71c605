/**
 * Route ids and their paths (spec section 2): the bottom layer of routing, free of React, screens and stores, so
 * that anything may import it. Menus, links and redirects name a route id and ask `pathOf` for the path; this is
 * the only module that writes an app path out (eslint enforces it).
 */

/** Every path that opens each route; the first is canonical. */
export const ROUTE_PATHS = {
  home: ['/m/home', '/', '/m', '/m/index', '/m/index.html'],
  login: ['/m/login'],
  register: ['/m/register', '/m/register.html'],
  forget: ['/m/forget'],
  changePsw: ['/m/changePsw'],
  memberHome: ['/m/member/home'],
  voucherCenter: ['/m/voucherCenter'],
  withdraw: ['/m/withdraw'],
  gameRecord: ['/m/gameRecord'],
  rewardCenter: ['/m/rewardCenter'],
  feedback: ['/m/feedback'],
  help: ['/m/help', '/m/helpDetail'],
  vip: ['/m/vip'],
  notice: ['/m/notice'],
  activity: ['/m/activity'],
  message: ['/m/message'],
  webEmail: ['/m/webEmail'],
  gameCenter: ['/m/gameCenter', '/m/sports'],
  live: ['/m/live'],
  esports: ['/m/esports'],
  lott: ['/m/lott'],
  elott: ['/m/elott'],
  game: ['/m/game'],
  gameList: ['/m/gameList'],
  lottery: ['/m/lottery'],
  // The lottery history of the spec's lazy-load map (section 2 names it without a path).
  lotteryHistory: ['/m/lotteryHistory'],
  startLottery: ['/m/startLottery'],
  slotsCenter: ['/m/slotsCenter'],
  app: ['/m/app'],
  trail: ['/m/trail'],
  launchGame: ['/m/launchGame'],
  salaryContract: ['/m/member/agent/getSalaryContract'],
  dividendContract: ['/m/member/agent/getDevidendContract'],
  hourContract: ['/m/member/agent/getHourContract'],
  // Agent centre screens the spec's route table does not name (issue 15): the agent login, team, profit and loss.
  agentLogin: ['/m/agent/login'],
  agentTeam: ['/m/member/agent/team'],
  agentProfitLoss: ['/m/member/agent/profitLoss'],
  responsibleGaming: ['/m/responsibleGaming'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type RouteId = keyof typeof ROUTE_PATHS;

/** Every in-app path starts with this prefix (a redirect target outside it is refused). */
export const APP_PATH_PREFIX = '/m/';

/** Query parameters of a path: a ready search string ("?a=1", "" for none) or name/value pairs. */
export type RouteQuery = string | Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * The canonical path of a route, with an optional query.
 * @example pathOf('login', { redirect: '/m/withdraw' }) // "/m/login?redirect=%2Fm%2Fwithdraw"
 * @example pathOf('register', location.search) // keeps the current query
 */
export function pathOf(id: RouteId, query?: RouteQuery): string {
  const path = ROUTE_PATHS[id][0];
  if (query === undefined) return path;
  if (typeof query === 'string') {
    if (query === '' || query === '?') return path;
    return query.startsWith('?') ? `${path}${query}` : `${path}?${query}`;
  }
  const s = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return s ? `${path}?${s}` : path;
}
