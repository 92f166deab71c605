/**
 * Every launch rule of spec section 4, over a table of game tiles: what a tile does for a guest and for a member
 * (which page it opens, or what the game-centre launcher is asked for).
 */
import type { GameTile } from '@wl/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from './session.ts';

const api = vi.hoisted(() => ({ launchGame: vi.fn() }));
vi.mock('../api/games.ts', () => api);
const { launchGame, prizeModeOf, playTypeOf } = await import('./game.ts');

const base: GameTile = {
  gameId: 'PG-0001',
  gameName: 'Fortune Ox',
  nodeId: '100001',
  displayName: 'PG Soft',
  iconUrl: '/i.svg',
  vassalage: 'PG',
  vendorCode: 'PG',
  gameType: 'RNG',
  gameCode: 'ox',
  lottoMode: '',
  gameGroupId: '',
  supportPlay: 'H5',
  isHot: false,
  isNew: false,
  isGameH5: 'H5',
  freeplay: true,
  gameClassifyNew: '',
  minBet: 0.1,
  lines: 20,
};
const tile = (o: Partial<GameTile>): GameTile => ({ ...base, ...o });

type Outcome = { navigate: string } | { launcher: Record<string, unknown> };

/** The table: a tile, and what launching it as a member does (the prize mode in force is Lott). */
const TABLE: [string, GameTile, Outcome][] = [
  [
    'TCG_LOTTO_VN: lottery lobby with its gameCode and the current prize mode',
    tile({
      vendorCode: 'TCG_LOTTO_VN',
      vassalage: 'TCG_LOTTO_VN',
      gameType: 'LOTT',
      gameCode: 'VN_HN',
      nodeId: '2',
    }),
    { launcher: { nodeId: '2', vendor: 'TCG_LOTTO_VN', code: 'VN_HN', prizeMode: 'Lott' } },
  ],
  [
    'TCG_LOTTO_VN without a gameCode: the lobby',
    tile({ vendorCode: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: '', nodeId: '3' }),
    { launcher: { nodeId: '3', code: 'lobby', prizeMode: 'Lott' } },
  ],
  [
    'TCG_SEA: prize mode SEA',
    tile({ vendorCode: 'TCG_SEA', gameType: 'LOTT', gameCode: '', nodeId: '4' }),
    { launcher: { nodeId: '4', vendor: 'TCG_SEA', code: 'lobby', prizeMode: 'SEA' } },
  ],
  [
    'LOTT: the lottery frame page, traditional play',
    tile({
      vendorCode: 'GPI',
      gameType: 'LOTT',
      gameId: 'L1',
      nodeId: '5',
      gameGroupId: 'G9',
      lottoMode: 'Tradition',
      gameCode: 'k3',
    }),
    { navigate: '/m/launchGame?playType=trad&gameId=L1&nodeId=5&gameGroupId=G9&prize_mode=Lott&code=k3' },
  ],
  [
    'ELOTT: entertainment play when lottoMode contains Entertainment; code defaults to lobby',
    tile({
      vendorCode: 'SGW',
      gameType: 'ELOTTO',
      gameId: 'E1',
      nodeId: '6',
      lottoMode: 'Tradition,Entertainment',
      gameCode: '',
    }),
    { navigate: '/m/launchGame?playType=ent&gameId=E1&nodeId=6&prize_mode=Lott&code=lobby' },
  ],
  [
    'isGameH5 VASSALAGE: that vendor game list',
    tile({ vendorCode: 'JILI', gameType: 'RNG', isGameH5: 'VASSALAGE' }),
    { navigate: '/m/gameList?gameType=RNG&vassalage=JILI' },
  ],
  [
    'any other vendor: the game-centre launcher with category, vendor, gameId, nodeId and supportPlay',
    tile({ vendorCode: 'EVO', gameType: 'LIVE', gameId: 'EVO-1', nodeId: '7', supportPlay: 'H5,LIVE' }),
    { launcher: { category: 'LIVE', vendor: 'EVO', gameId: 'EVO-1', nodeId: '7', supportPlay: 'H5,LIVE' } },
  ],
];

beforeEach(() => {
  api.launchGame.mockResolvedValue({
    url: 'https://gw/wps/game/play?ticket=t',
    gameId: 'x',
    nodeId: 'x',
    freeplay: false,
  });
});
afterEach(() => {
  clearSession();
  api.launchGame.mockReset();
});

describe('launch rules (spec section 4) over a table of tiles', () => {
  it.each(TABLE)('guest, %s: goes to /m/login and back, launching nothing', async (_, game) => {
    const navigate = vi.fn();
    expect(await launchGame(game, { navigate, from: '/m/gameList?gameType=RNG' })).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/m/login?redirect=%2Fm%2FgameList%3FgameType%3DRNG');
    expect(api.launchGame).not.toHaveBeenCalled();
  });

  it.each(TABLE)('member, %s', async (_, game, outcome) => {
    setSession({ token: 'tok', merchantCode: 'TST', userName: 'u', type: 0, firstTimeLogin: false });
    const navigate = vi.fn();
    const open = vi.fn();
    await launchGame(game, { navigate, open, from: '/m/gameList?gameType=RNG', prizeMode: 'Lott' });
    if ('navigate' in outcome) {
      expect(navigate).toHaveBeenCalledWith(outcome.navigate);
      expect(api.launchGame).not.toHaveBeenCalled();
      expect(open).not.toHaveBeenCalled();
    } else {
      expect(navigate).not.toHaveBeenCalled();
      expect(api.launchGame).toHaveBeenCalledWith(expect.objectContaining(outcome.launcher));
      expect(open).toHaveBeenCalledWith('https://gw/wps/game/play?ticket=t');
    }
  });

  it('a lottery launched from home comes back to home (pageBack=home)', async () => {
    setSession({ token: 'tok', merchantCode: 'TST', userName: 'u', type: 0, firstTimeLogin: false });
    const navigate = vi.fn();
    await launchGame(tile({ gameType: 'LOTT', gameId: 'L1', nodeId: '5', gameCode: '' }), {
      navigate,
      from: '/m/home',
      prizeMode: 'Elott',
    });
    expect(navigate).toHaveBeenCalledWith(
      '/m/launchGame?playType=trad&gameId=L1&nodeId=5&prize_mode=Elott&code=lobby&pageBack=home',
    );
  });

  it('TCG_LOTTO_VN uses the e-lottery prize mode when it is in force', async () => {
    setSession({ token: 'tok', merchantCode: 'TST', userName: 'u', type: 0, firstTimeLogin: false });
    await launchGame(tile({ vendorCode: 'TCG_LOTTO_VN', gameType: 'LOTT' }), {
      navigate: vi.fn(),
      open: vi.fn(),
      prizeMode: 'Elott',
    });
    expect(api.launchGame).toHaveBeenCalledWith(expect.objectContaining({ prizeMode: 'Elott' }));
  });
});

describe('prize mode and play type', () => {
  const v = (vendorCode: string, gameType: string) => ({ vendorCode, gameType });
  it.each([
    [
      'an ELOTT entry for TCG_LOTTO_VN',
      [{ category: 'ELOTT', vendorNames: [v('TCG_LOTTO_VN', 'LOTT')] }],
      'Elott',
    ],
    ['an ELOTT entry for a LOTT vendor', [{ category: 'ELOTT', vendorNames: [v('GPI', 'LOTT')] }], 'Elott'],
    [
      'an ELOTT entry with e-lotto vendors only',
      [{ category: 'ELOTT', vendorNames: [v('SGW', 'ELOTTO')] }],
      'Lott',
    ],
    [
      'TCG_LOTTO_VN under LOTT only',
      [{ category: 'LOTT', vendorNames: [v('TCG_LOTTO_VN', 'LOTT')] }],
      'Lott',
    ],
    ['no mapping', [], 'Lott'],
  ])('%s gives %s', (_, categories, mode) => {
    expect(prizeModeOf(categories)).toBe(mode);
  });

  it.each([
    ['', 'trad'],
    ['Tradition', 'trad'],
    ['Entertainment', 'ent'],
    ['Tradition,Entertainment', 'ent'],
  ])('lottoMode %j plays %s', (lottoMode, type) => {
    expect(playTypeOf({ lottoMode })).toBe(type);
  });
});
