/**
 * Home's own clock, with fake timers: spec section 4, "A language change refreshes the winners list (debounced
 * 250 ms)", and section 9, "Debounces: ... language change 250 ms".
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nState } from '../../i18n/i18n.ts';
import { renderShell } from '../../test/render.tsx';

const content = vi.hoisted(() => ({ announcements: vi.fn(), winnerBoard: vi.fn() }));
const games = vi.hoisted(() => ({
  vendorGameTypes: vi.fn(),
  vendors: vi.fn(),
  hotGames: vi.fn(),
  gameList: vi.fn(),
}));
const member = vi.hoisted(() => ({ liveModels: vi.fn() }));
vi.mock('../../api/content.ts', () => content);
vi.mock('../../api/games.ts', () => games);
vi.mock('../../api/member.ts', () => member);
const { default: Home } = await import('./Home.tsx');
const { reset: resetLobby } = await import('../../state/lobby.ts');

beforeEach(() => {
  vi.useFakeTimers();
  resetLobby();
  content.announcements.mockResolvedValue({ banners: [], playerNotices: [], popups: [] });
  content.winnerBoard.mockResolvedValue({ list: [] });
  games.vendorGameTypes.mockResolvedValue({ gameCategory: [] });
  games.vendors.mockResolvedValue({ list: [] });
  games.hotGames.mockResolvedValue({ list: [] });
  games.gameList.mockResolvedValue({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 });
  member.liveModels.mockResolvedValue({ list: [] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  for (const f of [...Object.values(content), ...Object.values(games), ...Object.values(member)])
    f.mockReset();
});

describe('Home', () => {
  it('refreshes the winners 250 ms after the last language change, once', async () => {
    const lang = i18nState.lang;
    renderShell(<Home />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(content.winnerBoard).toHaveBeenCalledOnce();
    await act(async () => {
      i18nState.lang = 'TY';
      await vi.advanceTimersByTimeAsync(100);
      i18nState.lang = lang;
      await vi.advanceTimersByTimeAsync(249);
    });
    expect(content.winnerBoard).toHaveBeenCalledOnce();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(content.winnerBoard).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(content.winnerBoard).toHaveBeenCalledTimes(2);
  });
});
