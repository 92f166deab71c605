import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { ANSWERS_PER_CATALOGUE, cachedAnswer, CATALOGUE_TTL_MS, filterGames } from './catalogue.ts';
import type { StoredGame } from './games.ts';

const game = (over: Partial<StoredGame>): StoredGame =>
  ({
    node_id: 'n',
    game_id: 'g',
    game_name: 'Fortune Gems',
    vendor_code: 'JILI',
    display_name: 'Fortune Gems',
    game_type: 'RNG',
    game_code: 'c',
    lotto_mode: '',
    game_group_id: '',
    support_play: '',
    is_hot: false,
    is_new: false,
    is_game_h5: '',
    freeplay: false,
    classify: 'Slots',
    min_bet: '0.05',
    lines: 20,
    room_id: null,
    ...over,
  }) as StoredGame;

const games = [
  game({ node_id: 'a', game_name: 'Fortune Gems', lines: 10, min_bet: '0.01' }),
  game({ node_id: 'b', game_name: 'Super ACE 100%', vendor_code: 'PG', lines: 25, min_bet: '0.5' }),
  game({ node_id: 'c', game_name: 'Crash X', game_type: 'RNG', classify: 'Crash', lines: 20, min_bet: '1' }),
  game({ node_id: 'd', game_name: 'Baccarat', game_type: 'LIVE', classify: 'Table', lines: 0 }),
];
const ids = (q: Parameters<typeof filterGames>[1]) => filterGames(games, q).map((g) => g.node_id);

describe('filterGames (the game list filter of spec section 2, in memory)', () => {
  it('keeps catalogue order and filters type, vendor and classification exactly', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ gameType: 'RNG' })).toEqual(['a', 'b', 'c']);
    expect(ids({ gameType: 'RNG', vassalage: 'PG' })).toEqual(['b']);
    expect(ids({ gameClassify: 'Crash' })).toEqual(['c']);
    expect(ids({ gameClassify: 'all' })).toEqual(['a', 'b', 'c', 'd']);
  });

  it('minimum bet: games whose minimum is at most the chosen one', () => {
    expect(ids({ minBet: 0.05 })).toEqual(['a', 'd']);
    expect(ids({ minBet: 0.5 })).toEqual(['a', 'b', 'd']);
  });

  it('lines: 10, 15 and 20 exactly, anything above 20 as "more than 20"', () => {
    expect(ids({ minLine: 10 })).toEqual(['a']);
    expect(ids({ minLine: 20 })).toEqual(['c']);
    expect(ids({ minLine: 21 })).toEqual(['b']);
  });

  it('name search: trimmed, any case, wildcards taken literally', () => {
    expect(ids({ gameName: '  fortune ' })).toEqual(['a']);
    expect(ids({ gameName: '100%' })).toEqual(['b']);
    expect(ids({ gameName: '%' })).toEqual(['b']);
    expect(ids({ gameName: '_' })).toEqual([]);
    expect(ids({ gameName: '   ' })).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('game list answers are built and serialised once per question', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.db.close();
  });

  const list = async (query: string) => {
    const res = await h.gateway.request(`http://ph.localhost/wps/relay/GCSGAME_gameList?${query}`, {
      headers: { 'x-forwarded-for': '10.0.0.1' },
    });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };

  it('a repeated question gets the same bytes, and they are what a fresh build of the filter gives', async () => {
    const first = await list('gameType=RNG&pageSize=30&pageNo=2');
    const again = await list('gameType=RNG&pageSize=30&pageNo=2');
    expect(first.status).toBe(200);
    expect(first.type).toBe('application/json');
    expect(again).toEqual(first);
    const body = JSON.parse(first.text) as { value: { games: { nodeId: string }[]; totalCount: number } };
    const rows = await h.db.query<{ node_id: string; game_type: string }>(
      "SELECT node_id, game_type FROM games WHERE merchant = 'ph' ORDER BY sort",
    );
    const rng = rows.filter((r) => r.game_type === 'RNG').map((r) => r.node_id);
    expect(body.value.totalCount).toBe(rng.length);
    expect(body.value.games.map((g) => g.nodeId)).toEqual(rng.slice(30, 60));
  });

  it('every field of the question is part of the key: other filters, pages and names get their own answers', async () => {
    const a = await list('gameType=RNG&pageSize=30');
    const b = await list('gameType=RNG&pageSize=30&pageNo=2');
    const c = await list('gameType=RNG&pageSize=10');
    const d = await list('gameName=fortune&pageSize=30');
    const e = await list('gameName=gems&pageSize=30');
    const f = await list('gameType=RNG&vassalage=JILI&minBet=0.5&pageSize=30');
    const texts = new Set([a, b, c, d, e, f].map((x) => x.text));
    expect(texts.size).toBe(6);
    for (const x of [a, b, c, d, e, f]) expect(JSON.parse(x.text)).toMatchObject({ success: true });
  });

  it('a catalogue read again (after its time to live) answers from the new catalogue', async () => {
    const before = await list('gameName=fortune&pageSize=30');
    await h.db.query(
      "UPDATE games SET game_name = game_name || ' Fortune' WHERE merchant = 'ph' AND game_name = 'Royal Festival'",
    );
    expect(await list('gameName=fortune&pageSize=30')).toEqual(before);
    h.clock.advance(CATALOGUE_TTL_MS + 1);
    const after = JSON.parse((await list('gameName=fortune&pageSize=30')).text) as {
      value: { games: { gameName: string }[] };
    };
    expect(after.value.games.map((g) => g.gameName)).toContain('Royal Festival Fortune');
  });

  it('keeps at most ANSWERS_PER_CATALOGUE answers, dropping the oldest, so distinct queries cannot grow it', () => {
    const games = [game({})];
    let built = 0;
    const build = () => ({ n: ++built });
    const first = cachedAnswer(games, 'k0', build);
    expect(cachedAnswer(games, 'k0', build)).toBe(first);
    for (let i = 1; i <= ANSWERS_PER_CATALOGUE; i++) cachedAnswer(games, `k${i}`, build);
    expect(built).toBe(ANSWERS_PER_CATALOGUE + 1);
    expect(cachedAnswer(games, 'k0', build)).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
