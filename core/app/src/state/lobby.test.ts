import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameTile } from '@wl/contract';

const games = vi.hoisted(() => ({
  gameList: vi.fn(),
  vendorGameTypes: vi.fn(),
  vendors: vi.fn(),
  hotGames: vi.fn(),
  favouriteList: vi.fn(),
}));
const content = vi.hoisted(() => ({ announcements: vi.fn(), winnerBoard: vi.fn() }));
const member = vi.hoisted(() => ({ liveModels: vi.fn() }));
vi.mock('../api/games.ts', () => games);
vi.mock('../api/content.ts', () => content);
vi.mock('../api/member.ts', () => member);
const lobby = await import('./lobby.ts');

const tile = (n: number) => ({ nodeId: String(n), gameName: `G${n}` }) as GameTile;
const page = (pageNo: number, total: number) => ({
  games: Array.from({ length: Math.min(15, total - (pageNo - 1) * 15) }, (_, i) =>
    tile((pageNo - 1) * 15 + i),
  ),
  pageNum: pageNo,
  totalPages: Math.ceil(total / 15),
  totalCount: total,
});

afterEach(() => {
  lobby.reset();
  for (const m of [...Object.values(games), ...Object.values(content), ...Object.values(member)])
    m.mockReset();
});

describe('a category with one vendor (spec: launches it directly)', () => {
  it("answers the vendor's only game, or nothing when it has more; asks for 2 to tell", async () => {
    games.gameList.mockResolvedValueOnce({ ...page(1, 1), totalCount: 1 });
    expect(await lobby.soleGame({ vassalage: 'PG', gameType: 'RNG' })).toEqual(tile(0));
    expect(games.gameList).toHaveBeenLastCalledWith({
      vassalage: 'PG',
      gameType: 'RNG',
      pageNo: 1,
      pageSize: 2,
    });
    games.gameList.mockResolvedValueOnce(page(1, 2));
    expect(await lobby.soleGame({ vassalage: 'PG', gameType: 'RNG' })).toBeNull();
  });
});

describe('home game list', () => {
  it('asks 15 a page, replaces on a new query and appends on more until all are shown', async () => {
    games.gameList.mockImplementation((q: { pageNo: number }) => Promise.resolve(page(q.pageNo, 40)));
    await lobby.loadGames({});
    expect(games.gameList).toHaveBeenLastCalledWith(expect.objectContaining({ pageNo: 1, pageSize: 15 }));
    expect(lobby.lobbyState.games.list).toHaveLength(15);
    expect(lobby.hasMore(lobby.lobbyState.games)).toBe(true);
    await lobby.loadMoreGames({});
    expect(lobby.lobbyState.games.list).toHaveLength(30);
    await lobby.loadMoreGames({});
    expect(lobby.lobbyState.games.list).toHaveLength(40);
    expect(lobby.hasMore(lobby.lobbyState.games)).toBe(false);
    await lobby.loadMoreGames({});
    expect(games.gameList).toHaveBeenCalledTimes(3);
    await lobby.loadGames({ vassalage: 'PG', gameType: 'RNG' });
    expect(lobby.lobbyState.games.list).toHaveLength(15);
    expect(lobby.lobbyState.games.list[0]!.nodeId).toBe('0');
  });

  it('drops a late answer for a query no longer shown', async () => {
    let resolveOld!: (v: unknown) => void;
    games.gameList
      .mockImplementationOnce(() => new Promise((r) => (resolveOld = r)))
      .mockImplementationOnce(() => Promise.resolve(page(1, 3)));
    const old = lobby.loadGames({ vassalage: 'OLD' });
    await lobby.loadGames({ vassalage: 'NEW' });
    resolveOld(page(1, 40));
    await old;
    expect(lobby.lobbyState.games.key).toBe(JSON.stringify({ vassalage: 'NEW' }));
    expect(lobby.lobbyState.games.list).toHaveLength(3);
  });

  it('marks the list failed on a failed first page, and keeps the list on a failed more', async () => {
    games.gameList.mockRejectedValueOnce(new Error('500'));
    await lobby.loadGames({});
    expect(lobby.lobbyState.games.status).toBe('error');
    games.gameList.mockResolvedValueOnce(page(1, 40)).mockRejectedValueOnce(new Error('500'));
    await lobby.loadGames({});
    await lobby.loadMoreGames({});
    expect(lobby.lobbyState.games.status).toBe('ready');
    expect(lobby.lobbyState.games.list).toHaveLength(15);
    expect(lobby.lobbyState.games.more).toBe(false);
  });
});

describe('areas', () => {
  it('fail on their own: winners failing leaves the content ready', async () => {
    content.announcements.mockResolvedValue({
      banners: [],
      playerNotices: [],
      popups: [],
      promotions: [],
      announcements: [],
    });
    member.liveModels.mockRejectedValue(new Error('down'));
    content.winnerBoard.mockRejectedValue(new Error('500'));
    await Promise.all([lobby.loadContent(), lobby.loadWinners()]);
    expect(lobby.lobbyState.content.status).toBe('ready');
    expect(lobby.lobbyState.liveHosts).toBe(false);
    expect(lobby.lobbyState.winners.status).toBe('error');
  });

  it('asks the winner board for ALL, limit 20, and keeps it sorted by amount', async () => {
    const w = (winAmount: number) => ({ vo: { winAmount } });
    content.winnerBoard.mockResolvedValue({ list: [w(5), w(50), w(20)] });
    await lobby.loadWinners();
    expect(content.winnerBoard).toHaveBeenCalledWith(
      expect.objectContaining({ gameCategory: 'ALL', limitNum: 20 }),
    );
    expect(lobby.lobbyState.winners.list.map((x) => x.vo.winAmount)).toEqual([50, 20, 5]);
  });

  it('knows live hosts exist when the list has any', async () => {
    content.announcements.mockResolvedValue({
      banners: [],
      playerNotices: [],
      popups: [],
      promotions: [],
      announcements: [],
    });
    member.liveModels.mockResolvedValue({ list: [{ modelId: 'h1' }] });
    await lobby.loadContent();
    expect(lobby.lobbyState.liveHosts).toBe(true);
    lobby.reset();
    expect(lobby.lobbyState.liveHosts).toBe(false);
    expect(lobby.lobbyState.content.status).toBe('idle');
  });
});
