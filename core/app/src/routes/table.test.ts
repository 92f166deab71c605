import { describe, expect, it } from 'vitest';
import type { RouteId } from './paths.ts';
import { canOpen, gameTypeFor, isKnownPath, matchRoute, routeTable } from './table.ts';

/** Spec section 2, route table: every path and alias with the screen it opens. */
const SPEC_PATHS: Record<string, string> = {
  '/': 'home',
  '/m': 'home',
  '/m/': 'home',
  '/m/index': 'home',
  '/m/index.html': 'home',
  '/m/home': 'home',
  '/m/login': 'login',
  '/m/register': 'register',
  '/m/register.html': 'register',
  '/m/forget': 'forget',
  '/m/changePsw': 'changePsw',
  '/m/member/home': 'memberHome',
  '/m/voucherCenter': 'voucherCenter',
  '/m/withdraw': 'withdraw',
  '/m/gameRecord': 'gameRecord',
  '/m/rewardCenter': 'rewardCenter',
  '/m/feedback': 'feedback',
  '/m/help': 'help',
  '/m/helpDetail': 'help',
  '/m/vip': 'vip',
  '/m/notice': 'notice',
  '/m/activity': 'activity',
  '/m/message': 'message',
  '/m/webEmail': 'webEmail',
  '/m/live': 'live',
  '/m/sports': 'gameCenter',
  '/m/esports': 'esports',
  '/m/gameCenter': 'gameCenter',
  '/m/lott': 'lott',
  '/m/elott': 'elott',
  '/m/game': 'game',
  '/m/gameList': 'gameList',
  '/m/lottery': 'lottery',
  '/m/startLottery': 'startLottery',
  '/m/slotsCenter': 'slotsCenter',
  '/m/app': 'app',
  '/m/trail': 'trail',
  '/m/launchGame': 'launchGame',
  '/m/member/agent/getSalaryContract': 'salaryContract',
  '/m/member/agent/getDevidendContract': 'dividendContract',
  '/m/member/agent/getHourContract': 'hourContract',
};

const NO_HEADER = ['login', 'register', 'forget', 'message', 'app', 'gameList', 'lottery', 'vip', 'help'];
const NO_BOTTOM = [
  'login',
  'register',
  'slotsCenter',
  'gameList',
  'lottery',
  'forget',
  'changePsw',
  'app',
  'notice',
  'activity',
  'vip',
];
const BACK_HOME = ['login', 'register', 'trail', 'activity', 'forget', 'message'];
/** Screens laid out like /m/login (no header, no bottom menu, back to home): the agent login (issue 15). */
const LIKE_LOGIN = ['agentLogin'];
/** Laid out like the lottery list it is opened from (no header, no bottom menu, back in history). */
const LIKE_LOTTERY = ['lotteryHistory'];
const ALL_TYPES = [0, 1, 2, 4, 40, 41, 42];

describe('route table', () => {
  it.each(Object.entries(SPEC_PATHS))('%s opens %s', (path, id) => {
    expect(matchRoute(path).id).toBe(id);
    expect(isKnownPath(path)).toBe(true);
  });

  it('lists every path of the table in the spec, or says why the route is beyond it (no silent inventions)', () => {
    for (const r of routeTable) {
      if (r.beyondSpec) {
        expect(r.beyondSpec.trim()).not.toBe('');
        for (const p of r.paths) expect(Object.keys(SPEC_PATHS)).not.toContain(p);
      } else for (const p of r.paths) expect(Object.keys(SPEC_PATHS)).toContain(p);
    }
  });

  it.each([
    ['/m/agent/login', 'agentLogin'],
    ['/m/member/agent/team', 'agentTeam'],
    ['/m/member/agent/profitLoss', 'agentProfitLoss'],
    ['/m/responsibleGaming', 'responsibleGaming'],
    ['/m/lotteryHistory', 'lotteryHistory'],
  ])('%s opens %s (beyond the spec: issues 15, 16, 26)', (path, id) => {
    expect(matchRoute(path).id).toBe(id);
  });

  it('has unique ids and paths', () => {
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
    const paths = routeTable.flatMap((r) => r.paths.map((p) => p.toLowerCase()));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(['/m/nope', '/x', '/m/home/extra', '/m/member', ''])(
    'unknown path %j falls back to home',
    (path) => {
      expect(matchRoute(path).id).toBe('home');
    },
  );

  it('matches like the router: trailing slash and case do not matter', () => {
    expect(matchRoute('/m/login/').id).toBe('login');
    expect(matchRoute('/M/LOGIN').id).toBe('login');
  });

  it('hides the header exactly on the spec list', () => {
    expect(
      routeTable
        .filter((r) => !r.header)
        .map((r) => r.id)
        .sort(),
    ).toEqual([...NO_HEADER, ...LIKE_LOGIN, ...LIKE_LOTTERY].sort());
  });

  it('hides the bottom menu exactly on the spec list', () => {
    expect(
      routeTable
        .filter((r) => !r.bottomMenu)
        .map((r) => r.id)
        .sort(),
    ).toEqual([...NO_BOTTOM, ...LIKE_LOGIN, ...LIKE_LOTTERY].sort());
  });

  it('sends back to home exactly on the spec list, history elsewhere', () => {
    expect(
      routeTable
        .filter((r) => r.back === 'home')
        .map((r) => r.id)
        .sort(),
    ).toEqual([...BACK_HOME, ...LIKE_LOGIN].sort());
  });

  it('gives every route but home a route.<id>-style title', () => {
    for (const r of routeTable) {
      if (r.home) expect(r.title).toBeUndefined();
      else expect(r.title).toMatch(/^route\.[a-zA-Z]+$/);
    }
  });

  it('gives every header-less route a title for its title bar', () => {
    for (const id of NO_HEADER) expect(routeTable.find((r) => r.id === id)?.title).toBeTruthy();
  });

  it('marks the home paths as home pages (download button)', () => {
    expect(
      routeTable
        .filter((r) => r.home)
        .flatMap((r) => r.paths)
        .sort(),
    ).toEqual(['/', '/m', '/m/home', '/m/index', '/m/index.html'].sort());
  });

  it.each([
    ['/m/sports', 'SPORTS'],
    ['/m/gameCenter', 'SPORTS'],
    ['/m/esports', 'ESPORTS'],
    ['/m/live', 'LIVE'],
    ['/m/lott', 'LOTT'],
    ['/m/elott', 'ELOTT'],
    ['/m/home', 'SPORTS'],
  ])('game type of %s is %s', (path, type) => {
    expect(gameTypeFor(path)).toBe(type);
  });
});

describe('canOpen', () => {
  const row = (id: string) => routeTable.find((r) => r.id === id)!;

  it('lets everyone, guests included, open public routes', () => {
    for (const r of routeTable.filter((x) => x.access.kind === 'public'))
      for (const t of [null, ...ALL_TYPES]) expect(canOpen(r, t)).toBe('ok');
  });

  it('sends guests to login on every session route', () => {
    const session = routeTable.filter((r) => r.access.kind === 'session').map((r) => r.id);
    expect(session.sort()).toEqual(
      [
        'changePsw',
        'memberHome',
        'voucherCenter',
        'withdraw',
        'gameRecord',
        'rewardCenter',
        'message',
        'webEmail',
        'startLottery',
        'launchGame',
        'salaryContract',
        'dividendContract',
        'hourContract',
        'agentTeam',
        'agentProfitLoss',
        'responsibleGaming',
        'personalInfo',
        'securitySettings',
        // Issue 28: the wallet transfer needs a real account.
        'transfer',
      ].sort(),
    );
    for (const id of session) expect(canOpen(row(id), null)).toBe('login');
  });

  it('sends guests to the agent login on the agent centre screens, to the member login elsewhere', () => {
    const via = (id: RouteId) => {
      const a = row(id).access;
      return a.kind === 'session' ? (a.login ?? 'login') : null;
    };
    expect(via('agentTeam')).toBe('agentLogin');
    expect(via('agentProfitLoss')).toBe('agentLogin');
    expect(via('withdraw')).toBe('login');
    expect(via('salaryContract')).toBe('login');
  });

  it.each(ALL_TYPES)('member center for type %i', (t) => {
    expect(canOpen(row('memberHome'), t)).toBe(t === 4 ? 'freeRejectRegister' : 'ok');
  });

  it.each(ALL_TYPES)('deposit and withdraw for type %i: real accounts 0, 1, 2 only', (t) => {
    const expected = [0, 1, 2].includes(t) ? 'ok' : 'realAccountOnly';
    expect(canOpen(row('voucherCenter'), t)).toBe(expected);
    expect(canOpen(row('withdraw'), t)).toBe(expected);
  });

  // Issue 27: every refusal of a trial player is the one free_reject dialog with Register now (was a toast here).
  it.each(ALL_TYPES)('messages, inbox and reward center for type %i: trial gets free_reject', (t) => {
    expect(canOpen(row('message'), t)).toBe(t === 4 ? 'freeRejectRegister' : 'ok');
    expect(canOpen(row('webEmail'), t)).toBe(t === 4 ? 'freeRejectRegister' : 'ok');
    expect(canOpen(row('rewardCenter'), t)).toBe(t === 4 ? 'freeRejectRegister' : 'ok');
  });

  it.each(ALL_TYPES)('agent contracts for type %i: not for 4, 40, 41, 42', (t) => {
    for (const id of ['salaryContract', 'dividendContract', 'hourContract'])
      expect(canOpen(row(id), t)).toBe([4, 40, 41, 42].includes(t) ? 'noPermission' : 'ok');
  });

  it.each(ALL_TYPES)('agent team and profit and loss for type %i: agents 1, 2, 41, 42 only', (t) => {
    for (const id of ['agentTeam', 'agentProfitLoss'])
      expect(canOpen(row(id), t)).toBe([1, 2, 41, 42].includes(t) ? 'ok' : 'noPermission');
  });

  it.each(ALL_TYPES)('other session routes open for any logged-in type %i', (t) => {
    for (const id of ['changePsw', 'gameRecord', 'startLottery', 'launchGame'])
      expect(canOpen(row(id), t)).toBe('ok');
  });
});
