/** The category screen's rules (presets, modes, queries, paging) and its stores, with the spec's clocks faked. */
import type { GameTile } from '@wl/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from './session.ts';
import { uiState } from './ui.ts';

const api = vi.hoisted(() => ({
  gameList: vi.fn(),
  favouriteList: vi.fn(),
  addFavourite: vi.fn(),
  removeFavourite: vi.fn(),
  favouriteIds: vi.fn(),
  vendors: vi.fn(),
  recentList: vi.fn(),
}));
vi.mock('../api/games.ts', () => api);
const { resetAllStores } = await import('./kit/registry.ts');
const rules = await import('./gamesRules.ts');
const paging = await import('./kit/pagedList.ts');
const store = await import('./games.ts');
const fav = await import('./favourites.ts');
const search = await import('./search.ts');

const g = (n: number): GameTile =>
  ({ nodeId: String(n), gameName: `Game ${n}`, vendorCode: 'PG', gameType: 'RNG' }) as GameTile;
const page = (from: number, count: number, pageNum: number, totalPages: number) => ({
  games: Array.from({ length: count }, (_, i) => g(from + i)),
  pageNum,
  totalPages,
  totalCount: totalPages * 30,
});
const member = () =>
  setSession({ token: 't', merchantCode: 'TST', userName: 'u', type: 0, firstTimeLogin: false });

beforeEach(() => {
  resetAllStores();
  localStorage.clear();
});
afterEach(() => {
  clearSession();
  Object.values(api).forEach((f) => f.mockReset());
  uiState.toasts.splice(0);
  uiState.loading.splice(0);
  vi.useRealTimers();
});

describe('category presets and parts (spec sections 2 and 4)', () => {
  it.each([
    ['BINGO', { gameType: 'RNG', gameClassify: 'BG' }, false, false, true],
    ['TF', { gameType: 'SPORTS', vassalage: 'TF' }, false, false, true],
    ['BGS', { gameType: '', gameClassify: 'Crash' }, true, false, true],
    ['JILI', { gameType: '', vassalage: 'JILI' }, false, false, false],
    ['RNG', { gameType: 'RNG' }, true, true, true],
    ['FISH', { gameType: 'FISH' }, true, false, true],
    ['PVP', { gameType: 'PVP' }, true, false, true],
  ])('%s lists %j; select bar %s, filter panel %s, infinite scroll %s', (id, base, bar, panel, infinite) => {
    const c = rules.categoryOf(id);
    expect(c.base).toEqual(base);
    expect([c.selectBar, c.filterPanel, c.infinite]).toEqual([bar, panel, infinite]);
  });

  it('builds the query of each mode, with the trimmed term', () => {
    const rng = rules.categoryOf('RNG');
    expect(rules.listQuery(rng, { kind: 'all' }, '  ox ')).toEqual({
      gameType: 'RNG',
      platform: 'html5',
      gameName: 'ox',
    });
    expect(rules.listQuery(rng, { kind: 'vendor', vendor: 'PG' }, '')).toEqual({
      gameType: 'RNG',
      platform: 'html5',
      vassalage: 'PG',
    });
    const f = { vendor: 'PP', classify: 'JP' as const, minBet: 0.05, minLine: 21 };
    expect(rules.listQuery(rng, rules.filterMode(f), '')).toEqual({
      gameType: 'RNG',
      platform: 'html5',
      vassalage: 'PP',
      gameClassify: 'JP',
      minBet: 0.05,
      minLine: 21,
    });
    expect(rules.filterMode(rules.NO_FILTER)).toEqual({ kind: 'all' });
  });

  it('offers the spec options: bets all/0.01/0.05/0.1/0.5/0.75, lines all/10/15/20/more than 20', () => {
    expect(rules.MIN_BET_OPTIONS).toEqual([0, 0.01, 0.05, 0.1, 0.5, 0.75]);
    expect(rules.LINE_OPTIONS).toEqual([0, 10, 15, 20, 21]);
    expect([rules.CATEGORY_PAGE_SIZE, rules.FAVOURITES_PAGE_SIZE, rules.SEARCH_PAGE_SIZE]).toEqual([
      30, 25, 9,
    ]);
  });

  it('hasMore while page < totalPages; page 1 replaces, further pages append', () => {
    expect(rules.hasMore({ page: 1, totalPages: 2 })).toBe(true);
    expect(rules.hasMore({ page: 2, totalPages: 2 })).toBe(false);
    expect(paging.mergePage([1, 2], 1, [3])).toEqual([3]);
    expect(paging.mergePage([1, 2], 2, [3])).toEqual([1, 2, 3]);
  });

  it('is near the end within 300 px of the bottom', () => {
    expect(rules.nearEnd(1000, 800, 2100)).toBe(true);
    expect(rules.nearEnd(999, 800, 2100)).toBe(false);
  });
});

describe('the category list store', () => {
  it('loads 30 a page, appends further pages, and starts again at page 1 on a new mode', async () => {
    api.gameList.mockResolvedValueOnce(page(1, 30, 1, 3)).mockResolvedValueOnce(page(31, 30, 2, 3));
    const rng = rules.categoryOf('RNG');
    await store.openList(rng, { kind: 'all' });
    expect(api.gameList).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageNo: 1, pageSize: 30, gameType: 'RNG' }),
    );
    await store.loadMore();
    expect(store.gamesState.list).toHaveLength(60);
    expect(store.gamesState.page).toBe(2);
    api.gameList.mockResolvedValueOnce(page(100, 5, 1, 1));
    await store.openList(rng, { kind: 'vendor', vendor: 'PG' });
    expect(api.gameList).toHaveBeenLastCalledWith(expect.objectContaining({ pageNo: 1, vassalage: 'PG' }));
    expect(store.gamesState.list.map((x) => x.nodeId)).toEqual(['100', '101', '102', '103', '104']);
    await store.loadMore();
    expect(api.gameList).toHaveBeenCalledTimes(3);
  });

  it('drops a late answer for a list no longer shown', async () => {
    let answer!: (v: unknown) => void;
    api.gameList
      .mockReturnValueOnce(new Promise((r) => (answer = r)))
      .mockResolvedValueOnce(page(50, 2, 1, 1));
    const first = store.openList(rules.categoryOf('RNG'), { kind: 'all' });
    await store.openList(rules.categoryOf('FISH'), { kind: 'all' });
    answer(page(1, 30, 1, 3));
    await first;
    expect(store.gamesState.list.map((x) => x.nodeId)).toEqual(['50', '51']);
  });

  it('shows the retry state when page 1 fails and keeps the list when a further page fails', async () => {
    api.gameList.mockRejectedValueOnce(new Error('down'));
    await store.openList(rules.categoryOf('RNG'), { kind: 'all' });
    expect(store.gamesState.status).toBe('error');
    api.gameList.mockResolvedValueOnce(page(1, 30, 1, 2)).mockRejectedValueOnce(new Error('down'));
    await store.reload();
    await store.loadMore();
    expect(store.gamesState.list).toHaveLength(30);
    expect(store.gamesState.moreFailed).toBe(true);
  });

  it('lists favourites 25 a page in the Favourites mode', async () => {
    api.favouriteList.mockResolvedValue({ content: [g(1)], pageNum: 1, totalPages: 1, totalCount: 1 });
    await store.openList(rules.categoryOf('BINGO'), { kind: 'fav' });
    expect(api.favouriteList).toHaveBeenCalledWith(
      expect.objectContaining({ pageNo: 1, pageSize: 25, gameType: 'RNG' }),
    );
    expect(store.gamesState.list).toHaveLength(1);
  });
});

// The search debounce (400 ms) is tested on the screens that search as the player types (screens/Games/search.test.tsx).
describe('clocks (fake timers)', () => {
  it('shows "changes saved" for 1 s after a favourite is added', async () => {
    vi.useFakeTimers();
    member();
    api.addFavourite.mockResolvedValue({ success: true });
    expect(
      await fav.toggleFavourite({ nodeId: '9', vendorCode: 'PG' }, { navigate: vi.fn(), from: '/m/home' }),
    ).toBe(true);
    expect(api.addFavourite).toHaveBeenCalledWith({ nodeId: '9', vendor: 'PG' });
    expect(fav.favouritesState.ids).toEqual(['9']);
    expect(uiState.toasts.map((t) => t.message)).toEqual([{ id: 'in_chang_saved' }]);
    expect(uiState.loading).toHaveLength(0);
    vi.advanceTimersByTime(999);
    expect(uiState.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(uiState.toasts).toHaveLength(0);
  });

  it('hides the favourites loading after 10 s at most', async () => {
    vi.useFakeTimers();
    member();
    api.addFavourite.mockReturnValue(new Promise(() => {}));
    void fav.toggleFavourite({ nodeId: '9', vendorCode: 'PG' }, { navigate: vi.fn(), from: '/m/home' });
    expect(uiState.loading).toHaveLength(1);
    // Spec section 9, Toasts and loading: "10 s for favorites, the password change and SMS on login."
    vi.advanceTimersByTime(9_999);
    expect(uiState.loading).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(uiState.loading).toHaveLength(0);
  });
});

describe('favourite toggle (spec section 4)', () => {
  it('sends a guest to /m/login and back', async () => {
    const navigate = vi.fn();
    expect(
      await fav.toggleFavourite(
        { nodeId: '9', vendorCode: 'PG' },
        { navigate, from: '/m/gameList?gameType=RNG' },
      ),
    ).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/m/login?redirect=%2Fm%2FgameList%3FgameType%3DRNG');
    expect(api.addFavourite).not.toHaveBeenCalled();
  });

  it('on failure only hides the loading: no toast, the list unchanged', async () => {
    member();
    api.addFavourite.mockRejectedValue(new Error('down'));
    expect(
      await fav.toggleFavourite({ nodeId: '9', vendorCode: 'PG' }, { navigate: vi.fn(), from: '/' }),
    ).toBe(false);
    expect(uiState.loading).toHaveLength(0);
    expect(uiState.toasts).toHaveLength(0);
    expect(fav.favouritesState.ids).toEqual([]);
  });

  it('removing a favourite in the Favourites mode removes its tile', async () => {
    member();
    api.favouriteIds.mockResolvedValue({ list: ['1', '2'] });
    await fav.loadFavouriteIds();
    api.favouriteList.mockResolvedValue({ content: [g(1), g(2)], pageNum: 1, totalPages: 1, totalCount: 2 });
    await store.openList(rules.categoryOf('RNG'), { kind: 'fav' });
    api.removeFavourite.mockResolvedValue({ success: true });
    await fav.toggleFavourite(g(1), { navigate: vi.fn(), from: '/', onRemoved: store.dropTile });
    expect(api.removeFavourite).toHaveBeenCalledWith({ nodeId: '1', vendor: 'PG' });
    expect(store.gamesState.list.map((x) => x.nodeId)).toEqual(['2']);
    expect(fav.favouritesState.ids).toEqual(['2']);
  });
});

describe('favourites screen store', () => {
  it('loads 25 a page, appends the next page and stops on the last one', async () => {
    member();
    const content = (from: number, n: number) => Array.from({ length: n }, (_, i) => g(from + i));
    api.favouriteList
      .mockResolvedValueOnce({ content: content(1, 25), pageNum: 1, totalPages: 2, totalCount: 26 })
      .mockResolvedValueOnce({ content: content(26, 1), pageNum: 2, totalPages: 2, totalCount: 26 });
    await fav.loadFavouritesPage();
    await fav.loadFavouritesPage(2);
    await fav.loadFavouritesPage(3);
    expect(api.favouriteList.mock.calls.map((c) => [c[0].pageNo, c[0].pageSize])).toEqual([
      [1, 25],
      [2, 25],
    ]);
    expect(fav.favouritesState.screen.list).toHaveLength(26);
  });
});

describe('search popup store', () => {
  it('trims the term, remembers it on the device, appends "more" and stops on the last page', async () => {
    api.gameList
      .mockResolvedValueOnce({ ...page(1, 9, 1, 2), totalCount: 12 })
      .mockResolvedValueOnce({ ...page(10, 3, 2, 2), totalCount: 12 });
    await search.search('  fortune ');
    expect(api.gameList).toHaveBeenCalledWith(
      expect.objectContaining({ gameName: 'fortune', gameType: 'RNG', pageNo: 1, pageSize: 9 }),
    );
    expect(JSON.parse(localStorage.getItem(search.HISTORY_KEY)!)).toEqual(['fortune']);
    await search.searchMore();
    expect(search.searchState.list).toHaveLength(12);
    await search.searchMore();
    expect(api.gameList).toHaveBeenCalledTimes(2);
  });

  it('keeps the newest term first, once, and removes one singly', async () => {
    api.gameList.mockResolvedValue(page(1, 1, 1, 1));
    await search.search('ox');
    await search.search('tiger');
    await search.search('ox');
    expect(search.searchState.history).toEqual(['ox', 'tiger']);
    search.removeHistory('ox');
    search.reset();
    search.loadHistory();
    expect(search.searchState.history).toEqual(['tiger']);
  });

  it('loads recent games (page 1, size 9) only for a member', async () => {
    await search.loadRecent();
    expect(api.recentList).not.toHaveBeenCalled();
    member();
    api.recentList.mockResolvedValue({ list: [g(1)] });
    await search.loadRecent();
    expect(api.recentList).toHaveBeenCalledWith(
      expect.objectContaining({ pageNo: 1, pageSize: 9, clientType: 2 }),
    );
    expect(search.searchState.recent.list).toHaveLength(1);
  });
});
