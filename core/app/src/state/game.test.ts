import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { clearSession, setSession } from './session.ts';
import { uiState } from './ui.ts';

const api = vi.hoisted(() => ({ launchGame: vi.fn(), addRecent: vi.fn() }));
vi.mock('../api/games.ts', () => api);
const { launchGame, vendorListPath } = await import('./game.ts');

const game = {
  nodeId: '100123',
  gameId: 'PG-0001',
  vendorCode: 'PG',
  gameType: 'RNG' as const,
  isGameH5: 'H5' as const,
  freeplay: false,
};
const session = (type: number) =>
  setSession({ token: 'tok', merchantCode: 'TST', userName: 'u', type, firstTimeLogin: false });

afterEach(() => {
  clearSession();
  api.launchGame.mockReset();
  api.addRecent.mockReset();
  uiState.toasts.splice(0);
  vi.useRealTimers();
});

describe('launchGame', () => {
  it('sends a guest to login, coming back to where they were', async () => {
    const navigate = vi.fn();
    expect(await launchGame(game, { navigate, from: '/m/home?tab=1' })).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/m/login?redirect=%2Fm%2Fhome%3Ftab%3D1');
    expect(api.launchGame).not.toHaveBeenCalled();
  });

  it('opens a vendor tile as the vendor game list', async () => {
    session(0);
    const navigate = vi.fn();
    await launchGame({ ...game, isGameH5: 'VASSALAGE' }, { navigate });
    expect(navigate).toHaveBeenCalledWith(vendorListPath('RNG', 'PG'));
    expect(vendorListPath('RNG', 'PG')).toBe('/m/gameList?gameType=RNG&vassalage=PG');
    expect(api.launchGame).not.toHaveBeenCalled();
  });

  // Issue 27: every refusal of a trial player is the one free_reject dialog with Cancel and Register now (it was a
  // 2 s toast), with no loading left behind.
  it('refuses a trial account a game without free play, with the free_reject dialog', async () => {
    session(4);
    const open = vi.fn();
    const navigate = vi.fn();
    const done = launchGame(game, { navigate, open });
    await vi.waitFor(() => expect(uiState.dialogs).toHaveLength(1));
    const d = uiState.dialogs[0]!;
    expect(d.message).toEqual({ id: 'free_reject' });
    expect(d.actions.map((a) => a.id)).toEqual(['cancel', 'register']);
    expect(uiState.loading).toEqual([]);
    d.resolve('cancel');
    expect(await done).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(api.launchGame).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(uiState.toasts).toEqual([]);
  });

  it('lets a trial account open a free-play game', async () => {
    session(4);
    api.launchGame.mockResolvedValue({
      url: 'https://gw/wps/game/play?ticket=x',
      gameId: 'PG-0001',
      nodeId: '1',
      freeplay: true,
    });
    const open = vi.fn();
    expect(await launchGame({ ...game, freeplay: true }, { navigate: vi.fn(), open })).toBe(true);
    expect(open).toHaveBeenCalledWith('https://gw/wps/game/play?ticket=x');
  });

  it('opens the address the gateway answers for a member, sending the game and vendor', async () => {
    session(0);
    api.launchGame.mockResolvedValue({
      url: 'https://gw/wps/game/play?ticket=y',
      gameId: 'PG-0001',
      nodeId: '1',
      freeplay: false,
    });
    const open = vi.fn();
    expect(await launchGame(game, { navigate: vi.fn(), open })).toBe(true);
    expect(api.launchGame).toHaveBeenCalledWith(
      expect.objectContaining({ nodeId: '100123', gameId: 'PG-0001', vendor: 'PG', category: 'RNG' }),
    );
    expect(open).toHaveBeenCalledWith('https://gw/wps/game/play?ticket=y');
    expect(uiState.loading).toHaveLength(0);
  });

  it('adds every launched game to the recent games before it opens, and opens it when that fails', async () => {
    session(0);
    api.launchGame.mockResolvedValue({
      url: 'https://gw/play?t=1',
      gameId: 'PG-0001',
      nodeId: '100123',
      freeplay: false,
    });
    const order: string[] = [];
    api.addRecent.mockImplementation(() => (order.push('recent'), Promise.resolve({ success: true })));
    const open = vi.fn(() => order.push('open'));
    expect(await launchGame(game, { navigate: vi.fn(), open })).toBe(true);
    expect(api.addRecent).toHaveBeenCalledWith({ nodeId: '100123' });
    expect(order).toEqual(['recent', 'open']);
    api.addRecent.mockRejectedValue(new ApiError('error.load_failed', 'HTTP_500', 500));
    expect(await launchGame(game, { navigate: vi.fn(), open })).toBe(true);
    expect(open).toHaveBeenCalledTimes(2);
    expect(uiState.toasts).toEqual([]);
  });

  it('adds nothing to the recent games when the launch is refused', async () => {
    session(0);
    api.launchGame.mockRejectedValue(new ApiError('error.load_failed', 'HTTP_500', 500));
    expect(await launchGame(game, { navigate: vi.fn(), open: vi.fn() })).toBe(false);
    expect(api.addRecent).not.toHaveBeenCalled();
  });

  it('shows the failure and opens nothing when the launch call fails', async () => {
    session(0);
    api.launchGame.mockRejectedValue(new ApiError('error.load_failed', 'HTTP_500', 500));
    const open = vi.fn();
    expect(await launchGame(game, { navigate: vi.fn(), open })).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(uiState.toasts.map((t) => t.message)).toEqual([{ id: 'error.load_failed' }]);
    expect(uiState.loading).toHaveLength(0);
  });
});
