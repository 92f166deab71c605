import { describe, expect, it } from 'vitest';
import { filterGames } from './catalogue.ts';
import type { StoredGame } from './gameRows.ts';

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
