import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptServicePath, type GameTile } from '@wl/contract';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { solvedCaptcha, startHarness, type Harness } from '../test/harness.ts';

let h: Harness;
let token: string;
let trial: string;
beforeAll(async () => {
  h = await startHarness();
  token = (await h.ok('login', { type: 'username', username: 'demo001', password: DEMO_PASSWORD })).token;
  trial = (await h.ok('testPlay', {})).token;
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

describe('games', () => {
  it('pages through 600+ games with every game exactly once', async () => {
    const first = await h.ok('gameList', { pageNo: 1, pageSize: 100 });
    expect(first.totalCount).toBeGreaterThanOrEqual(600);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 100));
    const seen = new Set<string>(first.games.map((g) => g.gameId));
    for (let page = 2; page <= first.totalPages; page++) {
      const next = await h.ok('gameList', { pageNo: page, pageSize: 100 });
      expect(next.pageNum).toBe(page);
      next.games.forEach((g) => seen.add(g.gameId));
    }
    expect(seen.size).toBe(first.totalCount);
    const beyond = await h.ok('gameList', { pageNo: first.totalPages + 1, pageSize: 100 });
    expect(beyond.games).toEqual([]);
  });

  it('filters by type, vendor, class, minimum bet, lines and name', async () => {
    const all = async (q: Record<string, unknown>): Promise<GameTile[]> =>
      (await h.ok('gameList', { pageSize: 100, ...q })).games;
    expect((await all({ gameType: 'FISH' })).every((g) => g.gameType === 'FISH')).toBe(true);
    const jili = await all({ vassalage: 'JILI', gameType: 'RNG' });
    expect(jili.length).toBeGreaterThan(50);
    expect(jili.every((g) => g.vassalage === 'JILI' && g.vendorCode === 'JILI' && g.gameType === 'RNG')).toBe(
      true,
    );
    const bingo = await all({ gameType: 'RNG', gameClassify: 'BG' });
    expect(bingo.length).toBeGreaterThan(0);
    expect(bingo.every((g) => g.gameClassifyNew === 'BG')).toBe(true);
    const crash = await all({ gameType: '', gameClassify: 'Crash' });
    expect(new Set(crash.map((g) => g.vendorCode))).toContain('BGS');
    expect((await all({ minBet: 0.05 })).every((g) => g.minBet <= 0.05)).toBe(true);
    expect((await all({ minLine: 15 })).every((g) => g.lines === 15)).toBe(true);
    const many = await all({ minLine: 21 });
    expect(many.length).toBeGreaterThan(0);
    expect(many.every((g) => g.lines > 20)).toBe(true);
    const named = await all({ gameName: 'baccarat' });
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((g) => /baccarat/i.test(g.gameName))).toBe(true);
    expect(await all({ gameName: '100%_' })).toEqual([]);
  });

  it('has vendors for every category, including the spec vendor codes, in menu order', async () => {
    const { list } = await h.ok('vendors', {});
    const codes = new Set(list.map((v) => v.vendorCode));
    for (const code of [
      'TF',
      'JILI',
      'BGS',
      'DS88',
      'DIG',
      'TCG_LOTTO_VN',
      'TCG_SEA',
      'AV',
      'AI',
      'IMES',
      'IA',
    ])
      expect(codes, code).toContain(code);
    const types = await h.ok('vendorGameTypes', { typeId: 1 });
    expect(types.sorting.at(-1)).toBe('TF');
    expect(types.sorting.indexOf('BINGO')).toBeGreaterThan(types.sorting.indexOf('LIVE'));
    expect(types.sorting.indexOf('COCKFIGHT')).toBe(types.sorting.indexOf('SPORTS') + 1);
    const cockfight = types.gameCategory.find((c) => c.category === 'COCKFIGHT');
    expect(cockfight?.vendorNames.map((v) => v.vendorCode).sort()).toEqual(['DIG', 'DS88']);
    expect(list.find((v) => v.vendorCode === 'PG')!.gameCount).toBe(81);
  });

  it('serves small deterministic SVG icons for every tile', async () => {
    const { games } = await h.ok('gameList', { pageSize: 5 });
    const url = games[0]!.iconUrl;
    const a = await h.gateway.request(`http://ph.localhost${url}`);
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    const svg = await a.text();
    expect(svg.length).toBeLessThan(2048);
    expect(await (await h.gateway.request(`http://bd.localhost${url}`)).text()).toBe(svg);
    expect((await h.gateway.request('http://ph.localhost/wps/static/icons/..%2Fsecret.svg')).status).toBe(
      404,
    );
  });

  it('keeps favourites and recent games per player', async () => {
    const { games } = await h.ok('gameList', { gameType: 'RNG', pageSize: 5 });
    const [a, b] = games.filter((g) => g.isGameH5 === 'H5');
    await h.ok('addFavourite', { nodeId: a!.nodeId, vendor: a!.vendorCode }, { token });
    await h.ok('addFavourite', { nodeId: b!.nodeId }, { token });
    await h.ok('addFavourite', { nodeId: b!.nodeId }, { token });
    expect((await h.ok('favouriteIds', {}, { token })).list.sort()).toEqual([a!.nodeId, b!.nodeId].sort());
    const page = await h.ok('favouriteList', { pageNo: 1, pageSize: 25 }, { token });
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 2 });
    await h.ok('removeFavourite', { nodeId: a!.nodeId }, { token });
    expect((await h.ok('favouriteIds', {}, { token })).list).toEqual([b!.nodeId]);
    expect((await h.call('addFavourite', { nodeId: '999999' }, { token })).status).toBe(404);
    expect(
      (await h.call('addFavourite', { nodeId: a!.nodeId, vendor: 'NOPE' }, { token })).body,
    ).toMatchObject({ value: { field: 'vendor' } });
    expect((await h.call('favouriteIds', {})).status).toBe(401);

    await h.ok('addRecent', { nodeId: a!.nodeId }, { token });
    h.clock.advance(1000);
    await h.ok('addRecent', { nodeId: b!.nodeId }, { token });
    expect(
      (await h.ok('recentList', { pageNo: 1, pageSize: 9, clientType: 2 }, { token })).list.map(
        (g) => g.nodeId,
      ),
    ).toEqual([b!.nodeId, a!.nodeId]);
  });

  it('launches games with a one-time ticket and keeps trial players to free-play games', async () => {
    const { games } = await h.ok('gameList', { gameType: 'RNG', pageSize: 100 });
    const paid = games.find((g) => g.isGameH5 === 'H5' && !g.freeplay)!;
    const free = games.find((g) => g.isGameH5 === 'H5' && g.freeplay)!;
    const launch = await h.ok('launchGame', { nodeId: paid.nodeId, gameId: paid.gameId }, { token });
    expect(launch.url).not.toContain(token);
    const page = await h.gateway.request(`http://ph.localhost${launch.url}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(paid.gameName.replace(/'/g, '&#39;'));
    expect((await h.gateway.request(`http://ph.localhost${launch.url}`)).status).toBe(410);
    expect((await h.call('launchGame', { nodeId: paid.nodeId }, { token: trial })).body.messageKey).toBe(
      'free_reject',
    );
    expect((await h.ok('launchGame', { nodeId: free.nodeId }, { token: trial })).freeplay).toBe(true);
    expect((await h.call('launchGame', { nodeId: paid.nodeId })).body.code).toBe('NOT_LOGGED_IN');
  });

  it('lists hot games, popular games and lotteries', async () => {
    const hot = await h.ok('hotGames', { isPlatform: 2, platform: 'html5', language: 'EN' });
    expect(hot.list.length).toBeGreaterThan(10);
    expect(hot.list.every((g) => g.isHot)).toBe(true);
    expect((await h.ok('populars', { limitNum: 5 })).list).toHaveLength(5);
    const lottery = await h.ok('lotteryList', {});
    expect(lottery.list.every((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTTO')).toBe(true);
    const menu = await h.ok('lotteryMenu', {});
    const ent = menu.menu.filter((m) => m.playType === 'Entertainment');
    expect(ent.length).toBeGreaterThan(0);
    expect(ent.every((m) => m.games.every((g) => g.lottoMode.includes('Entertainment')))).toBe(true);
  });
});

describe('content', () => {
  it('serves banners by group and announcements with per-player read flags', async () => {
    const all = await h.ok('announcements', { types: 'B,PL,PU,PR,A' });
    const groups = new Set(all.banners.map((b) => b.groupName));
    for (const g of ['m_home', 'm_live', 'm_topup_1', 'm_topup_2', 'm_topup_3', 'm_reg'])
      expect(groups, g).toContain(g);
    expect(all.playerNotices.length).toBeGreaterThan(1);
    expect(all.playerNotices[0]!.content).toMatch(/^<p>/);
    expect(
      (await h.ok('announcements', { types: 'B', groupName: 'm_reg' })).banners.map((b) => b.groupName),
    ).toEqual(['m_reg']);
    expect((await h.ok('announcements', { types: 'B' })).playerNotices).toEqual([]);
    expect(all.playerNotices[1]!.content).toContain('₱200');

    const notice = all.playerNotices[0]!;
    const before = await h.ok('notices', {}, { token });
    await h.ok('markAsRead', { announcementId: notice.id, read: true }, { token });
    const after = await h.ok('notices', {}, { token });
    expect(after.unread).toBe(before.unread - 1);
    expect(after.list.find((n) => n.id === notice.id)!.read).toBe(true);
    expect((await h.ok('notices', {})).list.find((n) => n.id === notice.id)!.read).toBe(false);
    expect(
      (await h.call('markAsRead', { announcementId: all.banners[0]!.id, read: true }, { token })).status,
    ).toBe(404);
  });

  it('speaks the merchant languages: TY on ph, BN on bd, the default otherwise', async () => {
    const ty = await h.ok('helpCenter', { lang: 'TY' });
    const en = await h.ok('helpCenter', { lang: 'EN' });
    expect(ty.language).toBe('TY');
    expect(ty.list).toHaveLength(en.list.length);
    expect(ty.list[0]!.title).not.toBe(en.list[0]!.title);
    expect(en.list[0]!.title).toBe('About LuzonPlay');
    const bn = await h.ok('helpCenter', {}, { host: 'padmabet.com' });
    expect(bn.language).toBe('BN');
    expect(bn.list[0]!.content).toMatch(/[\u0980-\u09FF]/);
    expect((await h.ok('helpCenter', { lang: 'BN' })).language).toBe('EN');
    const notices = await h.ok(
      'announcements',
      { types: 'PL' },
      { host: 'padmabet.com', headers: { language: 'BN' } },
    );
    expect(notices.playerNotices[1]!.content).toContain('৳288');
  });

  it('sorts winners by amount and honours the limit', async () => {
    const { list } = await h.ok('winnerBoard', { gameCategory: 'ALL', limitNum: 20, language: 'EN' });
    expect(list).toHaveLength(20);
    const amounts = list.map((w) => w.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(list[0]!.vo.customerName).toMatch(/^\w\w\*\*\*\d\d$/);
    const live = await h.ok('winnerBoard', { gameCategory: 'LIVE' });
    expect(live.list.every((w) => w.vo.gameType === 'LIVE')).toBe(true);
  });

  it('derives lottery draws from the clock', async () => {
    const a = await h.ok('getLott');
    const quick = a.list.find((d) => d.gameName.includes('1 Min'))!;
    expect(quick.nextDrawTime - quick.drawTime).toBe(60_000);
    expect(quick.drawTime).toBeLessThanOrEqual(h.clock.now());
    expect((await h.ok('getLott')).list.find((d) => d.gameId === quick.gameId)).toEqual(quick);
    h.clock.advance(60_000);
    const later = (await h.ok('getLott')).list.find((d) => d.gameId === quick.gameId)!;
    expect(Number(later.issue)).toBe(Number(quick.issue) + 1);
  });

  it('serves status with manifest flags and links, VIP levels, activities, regions and live hosts', async () => {
    const s = await h.ok('systemStatus', {}, { ip: '203.0.113.9' });
    expect(s.location).toEqual({ ip: '203.0.113.9', countryCode: 'PH' });
    expect(s.info.whitelabel.TELEGRAMLOGIN3).toBe(false);
    expect(s.info.resources.map((r) => r.resourceType)).toEqual(
      expect.arrayContaining(['Android', 'MOBILECONFIG', 'TUTORIAL', 'TELEGRAM']),
    );
    expect(s.info.resources.find((r) => r.resourceType === 'TELEGRAM')!.labelNameEn).toBe('Telegram PH');
    const bd = await h.ok('systemStatus', {}, { host: 'padmabet.com' });
    expect(bd.info.whitelabel.TELEGRAMLOGIN3).toBe(true);
    expect(bd.info.currency.symbol).toBe('৳');
    // Service paths are encrypted (the last 8 characters are the key): see service.test.ts.
    expect(decryptServicePath((await h.ok('service')).version.pathList.find((p) => p.type === 3)!.path)).toBe(
      'https://chat.luzonplay.ph/',
    );
    expect((await h.ok('systemCountry')).list.map((r) => r.merchant)).toEqual(['ph', 'bd']);
    const vip = await h.ok('vipLevels');
    // The issue's VIP club: 15 level cards and 15 bonus cards, levels 0 to 14, each asking more than the last.
    expect(vip.list.map((l) => l.level)).toEqual(Array.from({ length: 15 }, (_, i) => i));
    for (const [i, l] of vip.list.slice(1).entries()) {
      expect(l.depositRequired).toBeGreaterThan(vip.list[i]!.depositRequired);
      expect(l.betRequired).toBeGreaterThan(vip.list[i]!.betRequired);
      expect(l.upgradeBonus).toBeGreaterThan(vip.list[i]!.upgradeBonus);
    }
    expect((await h.ok('vipLevels', {}, { host: 'padmabet.com' })).list[1]!.depositRequired).toBe(
      2 * vip.list[1]!.depositRequired,
    );
    expect((await h.ok('activities')).list.map((a) => a.status)).toContain('coming_soon');
    const hosts = await h.ok('liveModels', { active: true, streaming: true });
    expect(hosts.list.length).toBeGreaterThan(0);
    expect(hosts.list.every((m) => m.active && m.streaming)).toBe(true);
  });

  it('counts inbox and chat messages, and opens chat without the token in the URL', async () => {
    expect((await h.ok('chatPermission', {}, { token })).hasPermission).toBe(true);
    expect((await h.ok('chatUnreadCount', {}, { token })).unReadCount).toBe(1);
    const chat = await h.ok('launchChat', { b2c: 1, language: 'EN', title: 'Chat' }, { token });
    expect(chat.chatUrl).toMatch(/^https:\/\/chat\.luzonplay\.ph\/\?/);
    expect(chat.chatUrl).not.toContain(token);
    expect((await h.ok('chatUnreadCount', {}, { token })).unReadCount).toBe(0);
    const fb = await h.ok(
      'feedback',
      { content: 'Great app, thank you all', category: 'suggestion', ...(await solvedCaptcha(h)) },
      { token },
    );
    expect(fb.id).toBeGreaterThan(0);
    expect(await h.ok('merchantWallet')).toMatchObject({ currency: 'TLB', currencySymbol: '₱' });
  });
});
