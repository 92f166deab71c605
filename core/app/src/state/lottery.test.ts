/** The lottery screens' store: the list and menu in the current language, and the embedded lottery's address. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  lotteryList: vi.fn(),
  lotteryMenu: vi.fn(),
  launchGame: vi.fn(),
  addRecent: vi.fn(),
  numero: vi.fn(),
  vnNumero: vi.fn(),
  recentVnLottery: vi.fn(),
}));
vi.mock('../api/games.ts', () => api);
const contentApi = vi.hoisted(() => ({ getLott: vi.fn() }));
vi.mock('../api/content.ts', () => contentApi);
const {
  forgetLottery,
  loadLotteryDraws,
  loadLotteryFrame,
  loadLotteryList,
  loadLotteryMenu,
  lotteryState,
  loadRecentVn,
  reset,
  togglePastDraws,
} = await import('./lottery.ts');

const tile = (n: number) => ({ nodeId: String(n), gameId: `L${n}`, gameName: `Lotto ${n}` });
const origin = window.location.origin;

beforeEach(() => {
  reset();
  api.addRecent.mockResolvedValue({ success: true });
});
afterEach(() => [...Object.values(api), contentApi.getLott].forEach((f) => f.mockReset()));

describe('lottery list and menu', () => {
  it('loads the list (loading, then ready), and forgets it when the screen closes', async () => {
    api.lotteryList.mockResolvedValueOnce({ list: [tile(1)] });
    const first = loadLotteryList();
    expect(lotteryState.list.status).toBe('loading');
    await first;
    expect(lotteryState.list).toEqual({ status: 'ready', games: [tile(1)] });
    let answer!: (v: unknown) => void;
    api.lotteryList.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const again = loadLotteryList();
    expect(lotteryState.list.status).toBe('loading');
    forgetLottery('list');
    answer({ list: [tile(2)] });
    await again;
    expect(lotteryState.list).toEqual({ status: 'idle', games: [] });
  });

  it('a failure shows the retry state; an older answer never lands over a newer one', async () => {
    api.lotteryMenu.mockRejectedValueOnce(new Error('down'));
    await loadLotteryMenu();
    expect(lotteryState.menu.status).toBe('error');
    let slow!: (v: unknown) => void;
    api.lotteryMenu
      .mockReturnValueOnce(new Promise((r) => (slow = r)))
      .mockResolvedValueOnce({ menu: [{ vendorCode: 'B', playType: 'ent', displayName: 'B', games: [] }] });
    const older = loadLotteryMenu();
    await loadLotteryMenu();
    slow({ menu: [] });
    await older;
    expect(lotteryState.menu.menu.map((m) => m.vendorCode)).toEqual(['B']);
  });
});

describe('lottery draws (getLott)', () => {
  const draw = (issue: string) => ({
    gameId: 'L1',
    nodeId: '1',
    gameName: 'Lotto 1',
    vendorCode: 'TCG',
    issue,
    numbers: ['1', '2', '3'],
    drawTime: 1_000,
    nextDrawTime: 61_000,
  });

  it('loads the latest draws (loading, then ready); a failure shows the retry state', async () => {
    contentApi.getLott.mockRejectedValueOnce(new Error('down'));
    await loadLotteryDraws();
    expect(lotteryState.draws.status).toBe('error');
    contentApi.getLott.mockResolvedValueOnce({ list: [draw('100')] });
    const load = loadLotteryDraws();
    expect(lotteryState.draws.status).toBe('loading');
    await load;
    expect(lotteryState.draws).toEqual({ status: 'ready', draws: [draw('100')] });
  });

  it('a reload when a draw comes due keeps the list on screen until the answer, and after a failure', async () => {
    contentApi.getLott.mockResolvedValueOnce({ list: [draw('100')] });
    await loadLotteryDraws();
    let answer!: (v: unknown) => void;
    contentApi.getLott.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const again = loadLotteryDraws({ again: true });
    expect(lotteryState.draws).toEqual({ status: 'ready', draws: [draw('100')] });
    answer({ list: [draw('101')] });
    await again;
    expect(lotteryState.draws.draws.map((d) => d.issue)).toEqual(['101']);
    contentApi.getLott.mockRejectedValueOnce(new Error('down'));
    await loadLotteryDraws({ again: true });
    expect(lotteryState.draws).toEqual({ status: 'ready', draws: [draw('101')] });
  });

  it('forgets the draws when the screen closes: an answer on its way is dropped', async () => {
    let answer!: (v: unknown) => void;
    contentApi.getLott.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const load = loadLotteryDraws();
    forgetLottery('draws');
    answer({ list: [draw('100')] });
    await load;
    expect(lotteryState.draws).toEqual({ status: 'idle', draws: [] });
  });
});

describe('lottery frame', () => {
  const query = 'playType=ent&gameId=L1&nodeId=9&prize_mode=Elott&code=lobby&pageBack=home';

  it("asks for a one-time address and adds the frame's parameters", async () => {
    api.launchGame.mockResolvedValue({ url: `${origin}/wps/game/play?ticket=t1`, nodeId: '9' });
    await loadLotteryFrame(query);
    // A lottery launch goes into the recent games like any other launch.
    expect(api.addRecent).toHaveBeenCalledWith({ nodeId: '9' });
    expect(api.launchGame).toHaveBeenCalledWith({
      nodeId: '9',
      gameId: 'L1',
      playType: 'ent',
      prizeMode: 'Elott',
      code: 'lobby',
    });
    const url = new URL(lotteryState.frame.url);
    expect(lotteryState.frame).toMatchObject({ status: 'ready', key: query });
    expect(url.searchParams.get('ticket')).toBe('t1');
    expect(url.searchParams.get('mui')).toBe('1');
    expect(url.searchParams.get('prize_mode')).toBe('Elott');
  });

  it('refuses an address off the gateway, drops an older query, and forgets the address on close', async () => {
    api.launchGame.mockResolvedValueOnce({ url: 'https://elsewhere.example/play' });
    await loadLotteryFrame(query);
    expect(lotteryState.frame.status).toBe('error');
    let slow!: (v: unknown) => void;
    api.launchGame
      .mockReturnValueOnce(new Promise((r) => (slow = r)))
      .mockResolvedValueOnce({ url: `${origin}/wps/game/play?ticket=new` });
    const older = loadLotteryFrame('playType=trad&nodeId=1');
    await loadLotteryFrame(query);
    slow({ url: `${origin}/wps/game/play?ticket=old` });
    await older;
    expect(lotteryState.frame.key).toBe(query);
    expect(new URL(lotteryState.frame.url).searchParams.get('ticket')).toBe('new');
    forgetLottery('frame');
    expect(lotteryState.frame).toEqual({ status: 'idle', key: '', url: '' });
  });
});

describe('past draws and Vietnamese results', () => {
  const plain = { gameId: 'L5', vendorCode: 'TCG_SEA', gameName: '5D Lotto 3 Min' };
  const vn = { gameId: 'V1', vendorCode: 'TCG_LOTTO_VN', gameName: 'Vietnam Lotto South' };
  const vnDraw = {
    ...vn,
    nodeId: '7',
    issue: '20000',
    drawTime: 1,
    prizes: [{ tier: 'special', numbers: ['123456'] }],
  };

  it('opens a game’s numero (10 draws), closes it on a second tap, and one game at a time', async () => {
    const list = [{ issue: '9', numbers: ['1', '2'], drawTime: 9 }];
    api.numero.mockResolvedValue({ gameId: 'L5', gameName: plain.gameName, list });
    await togglePastDraws(plain);
    expect(api.numero).toHaveBeenCalledWith({ gameId: 'L5', limit: 10 });
    expect(lotteryState.past).toEqual({ gameId: 'L5', status: 'ready', numero: list, vn: null });
    await togglePastDraws(plain);
    expect(lotteryState.past.gameId).toBe('');
    api.vnNumero.mockResolvedValue(vnDraw);
    await togglePastDraws(plain);
    await togglePastDraws(vn);
    // A Vietnamese regional lottery shows its prize tiers (VN numero), not the plain numero.
    expect(api.vnNumero).toHaveBeenCalledWith({ gameId: 'V1' });
    expect(api.numero).toHaveBeenCalledTimes(2);
    expect(lotteryState.past).toMatchObject({ gameId: 'V1', status: 'ready', vn: vnDraw });
  });

  it('a failed numero shows its retry, and the retry loads it again', async () => {
    api.numero.mockRejectedValueOnce(new Error('offline'));
    await togglePastDraws(plain);
    expect(lotteryState.past).toMatchObject({ gameId: 'L5', status: 'error' });
    api.numero.mockResolvedValueOnce({ gameId: 'L5', gameName: plain.gameName, list: [] });
    await togglePastDraws(plain);
    expect(lotteryState.past).toMatchObject({ gameId: 'L5', status: 'ready' });
  });

  it('loads the recent Vietnamese draws, and forgets them when the screen closes', async () => {
    api.recentVnLottery.mockResolvedValueOnce({ list: [vnDraw] });
    const done = loadRecentVn();
    expect(lotteryState.recentVn.status).toBe('loading');
    await done;
    expect(api.recentVnLottery).toHaveBeenCalledWith({ limit: 3 });
    expect(lotteryState.recentVn).toEqual({ status: 'ready', draws: [vnDraw] });
    forgetLottery('recentVn');
    expect(lotteryState.recentVn).toEqual({ status: 'idle', draws: [] });
  });
});
