/**
 * The search debounce on the screens that search as the player types (spec section 2: "The game search box is
 * debounced 400 ms"; section 9: "Debounces: search 400 ms"), with fake timers: the search popup and the category
 * screen's search box.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test/render.tsx';

const api = vi.hoisted(() => ({
  gameList: vi.fn(),
  vendors: vi.fn(),
  recentList: vi.fn(),
  populars: vi.fn(),
}));
vi.mock('../../api/games.ts', () => api);
const { default: SearchPopup } = await import('../../components/lobby/SearchPopup.tsx');
const { SearchBox } = await import('./SearchBox.tsx');
const { reset: resetSearch } = await import('../../state/search.ts');

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  vi.useFakeTimers();
  resetSearch();
  localStorage.clear();
  api.gameList.mockResolvedValue({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 });
  api.vendors.mockResolvedValue({ list: [] });
  api.recentList.mockResolvedValue({ list: [] });
  api.populars.mockResolvedValue({ list: [] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Object.values(api).forEach((f) => f.mockReset());
});

describe('search popup', () => {
  it('searches 400 ms after the last key, once, with the last term', async () => {
    renderShell(<SearchPopup onClose={() => undefined} />);
    type('lobby.search.placeholder', 'fo');
    await act(() => vi.advanceTimersByTimeAsync(300));
    type('lobby.search.placeholder', 'fortune');
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(api.gameList).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.gameList).toHaveBeenCalledOnce();
    expect(api.gameList).toHaveBeenCalledWith(expect.objectContaining({ gameName: 'fortune', pageNo: 1 }));
  });

  it('Enter searches at once, and the pending keystroke search is dropped', async () => {
    renderShell(<SearchPopup onClose={() => undefined} />);
    type('lobby.search.placeholder', 'ox');
    fireEvent.submit(screen.getByRole('search'));
    expect(api.gameList).toHaveBeenCalledOnce();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(api.gameList).toHaveBeenCalledOnce();
  });
});

describe('search popup: popular games', () => {
  const tile = (n: number) => ({
    gameId: `G-${n}`,
    gameName: `Game ${n}`,
    nodeId: String(n),
    displayName: 'JDB',
    iconUrl: `/icons/${n}.webp`,
    vassalage: 'JDB',
    vendorCode: 'JDB',
    gameType: 'RNG',
    gameCode: `g${n}`,
    lottoMode: '',
    gameGroupId: '',
  });

  it('shows the most played games before a search, for a guest too, and hides them under results', async () => {
    api.populars.mockResolvedValue({ list: [tile(1), tile(2)] });
    api.gameList.mockResolvedValue({ games: [tile(3)], pageNum: 1, totalPages: 1, totalCount: 1 });
    renderShell(<SearchPopup onClose={() => undefined} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.populars).toHaveBeenCalledWith(expect.objectContaining({ limitNum: 9 }));
    const popular = screen.getByTestId('popular-games');
    expect(popular.querySelectorAll('li')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('lobby.search.placeholder'), { target: { value: 'game' } });
    fireEvent.submit(screen.getByRole('search'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByTestId('popular-games')).toBeNull();
  });

  it('retries in place when the popular games fail', async () => {
    api.populars.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ list: [tile(1)] });
    renderShell(<SearchPopup onClose={() => undefined} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: 'error.load_failed' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('popular-games').querySelectorAll('li')).toHaveLength(1);
  });
});

describe("category screen's search box", () => {
  function Box({ onSearch }: { onSearch: (t: string) => void }) {
    const [value, setValue] = useState('');
    return <SearchBox value={value} onChange={setValue} onSearch={onSearch} />;
  }

  it('searches 400 ms after the last key; Enter searches at once', () => {
    const onSearch = vi.fn();
    renderShell(<Box onSearch={onSearch} />);
    type('games.search.label', 'o');
    act(() => vi.advanceTimersByTime(300));
    type('games.search.label', 'ox');
    act(() => vi.advanceTimersByTime(399));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ox');
    type('games.search.label', 'tiger');
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenLastCalledWith('tiger');
    act(() => vi.advanceTimersByTime(400));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
