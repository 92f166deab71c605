import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameTile } from '@wl/contract';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { startHarness, type Harness } from '../test/harness.ts';

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
