import { randomBytes } from 'node:crypto';
import type { GameCategory, GameTile, GameType } from '@wl/contract';
import { isTrialType } from '@wl/contract';
import { sha256 } from '../auth/passwords.ts';
import type { CallContext, Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';
import { ApiError, fieldError } from '../errors.ts';
import { defaultPrizeMode, isLotteryType } from '../game/lottery.ts';
import { CATEGORY_ORDER } from '../seed/catalog.ts';
import { imageUrl } from '../seed/icons.ts';
import { cachedAnswer, catalogue, filterGames } from '../game/catalogue.ts';
import { toTile, type StoredGame } from '../game/games.ts';
import { pageCount, paging } from '../paging.ts';

type GameHandlers = Pick<
  Handlers,
  | 'gameList'
  | 'vendorGameTypes'
  | 'vendors'
  | 'hotGames'
  | 'populars'
  | 'launchGame'
  | 'addFavourite'
  | 'removeFavourite'
  | 'favouriteList'
  | 'favouriteIds'
  | 'addRecent'
  | 'recentList'
  | 'lotteryList'
  | 'lotteryMenu'
>;

async function gameByNode(ctx: CallContext<unknown>, nodeId: string, vendor?: string): Promise<StoredGame> {
  const rows = await ctx.deps.db.query<StoredGame>(
    'SELECT * FROM games WHERE merchant = $1 AND node_id = $2',
    [ctx.merchant.code, nodeId],
  );
  const game = rows[0];
  if (!game)
    throw new ApiError('NOT_FOUND', {
      messageKey: 'error.invalid_request',
      message: `no game with nodeId ${nodeId}`,
      detail: { field: 'nodeId', reason: 'is not a game of this merchant' },
    });
  if (vendor !== undefined && vendor !== game.vendor_code)
    throw fieldError('vendor', `must be ${game.vendor_code}, the vendor of node ${nodeId}`);
  return game;
}

const tiles = (ctx: CallContext<unknown>, rows: StoredGame[]): GameTile[] =>
  rows.map((r) => toTile(r, ctx.deps.settings.publicBase));

/** Game lists, vendors, favourites, recent games, lottery lists and launching. */
export const gameHandlers: GameHandlers = {
  gameList: async (ctx) => {
    const q = ctx.input;
    // The catalogue is in memory (game/catalogue.ts) and so is each page already asked for: a repeated question
    // costs no query, no filtering and no JSON.stringify. The key is every field the answer depends on.
    const games = await catalogue(ctx.deps, ctx.merchant.code);
    const { pageNo, pageSize, offset } = paging(q, 30);
    const key = JSON.stringify([
      q.gameType,
      q.vassalage,
      q.gameClassify,
      q.minBet,
      q.minLine,
      q.gameName,
      pageNo,
      pageSize,
    ]);
    return cachedAnswer(games, key, () => {
      const all = filterGames(games, q);
      return {
        games: tiles(ctx, all.slice(offset, offset + pageSize)),
        pageNum: pageNo,
        totalPages: pageCount(all.length, pageSize),
        totalCount: all.length,
      };
    });
  },

  vendorGameTypes: async (ctx) => {
    const rows = await ctx.deps.db.query<{
      vendor_code: string;
      display_name: string;
      account_type_name: string;
      category: GameCategory;
      game_type: GameType;
    }>(
      'SELECT vendor_code, display_name, account_type_name, category, game_type FROM vendors WHERE merchant = $1 ORDER BY sort',
      [ctx.merchant.code],
    );
    const present = CATEGORY_ORDER.filter((c) => rows.some((r) => r.category === c));
    return {
      gameCategory: present.map((category) => ({
        category,
        vendorNames: rows
          .filter((r) => r.category === category)
          .map((r) => ({
            vendorCode: r.vendor_code,
            displayName: r.display_name,
            accountTypeName: r.account_type_name,
            gameType: r.game_type,
          })),
      })),
      sorting: present,
    };
  },

  vendors: async (ctx) => {
    const rows = await ctx.deps.db.query<{
      vendor_code: string;
      display_name: string;
      account_type_name: string;
      category: GameCategory;
      game_type: GameType;
      n: number;
    }>(
      `SELECT v.vendor_code, v.display_name, v.account_type_name, v.category, v.game_type,
              (SELECT count(*)::int FROM games g WHERE g.merchant = v.merchant AND g.vendor_code = v.vendor_code AND g.category = v.category) AS n
         FROM vendors v WHERE v.merchant = $1 ORDER BY v.sort`,
      [ctx.merchant.code],
    );
    return {
      list: rows.map((r) => ({
        vendorCode: r.vendor_code,
        displayName: r.display_name,
        gameType: r.game_type,
        gameCategory: r.category,
        accountTypeName: r.account_type_name,
        gameCount: Number(r.n),
        iconUrl: imageUrl(ctx.deps.settings.publicBase, 'vendors', r.vendor_code),
      })),
    };
  },

  hotGames: async (ctx) => ({
    list: tiles(
      ctx,
      await ctx.deps.db.query<StoredGame>(
        'SELECT * FROM games WHERE merchant = $1 AND is_hot ORDER BY popularity DESC LIMIT 30',
        [ctx.merchant.code],
      ),
    ),
  }),

  populars: async (ctx) => ({
    list: tiles(
      ctx,
      await ctx.deps.db.query<StoredGame>(
        `SELECT * FROM games WHERE merchant = $1 AND is_game_h5 = 'H5' ORDER BY popularity DESC LIMIT $2`,
        [ctx.merchant.code, ctx.input.limitNum ?? 12],
      ),
    ),
  }),

  launchGame: async (ctx) => {
    const session = sessionOf(ctx);
    const game = await gameByNode(ctx, ctx.input.nodeId, ctx.input.vendor);
    if (ctx.input.gameId !== undefined && ctx.input.gameId !== game.game_id)
      throw fieldError('gameId', `must be ${game.game_id}, the game of node ${game.node_id}`);
    if (game.is_game_h5 === 'VASSALAGE')
      throw fieldError('nodeId', 'is a vendor tile: open the vendor game list instead');
    if (isTrialType(session.type) && !game.freeplay)
      throw new ApiError('TRIAL_REJECTED', { message: 'this game has no free play' });
    // A lottery's address carries its play type, prize mode and game code (spec section 4); the sandbox lottery
    // (pages/lottery.ts) plays under them. The app's frame sets the same parameters again.
    const lottery = isLotteryType(game.game_type);
    const code = ctx.input.code;
    if (lottery && code !== undefined && code !== 'lobby' && code !== game.game_code)
      throw fieldError('code', `must be lobby or ${game.game_code}, the code of node ${game.node_id}`);
    const launch = lottery
      ? `&${new URLSearchParams({
          playType: ctx.input.playType ?? (game.lotto_mode.includes('Entertainment') ? 'ent' : 'trad'),
          prize_mode: ctx.input.prizeMode ?? defaultPrizeMode(game.vendor_code),
          ...(code !== undefined ? { code } : {}),
        }).toString()}`
      : '';
    const ticket = randomBytes(24).toString('base64url');
    const now = ctx.deps.clock.now();
    await ctx.deps.db.query(
      'INSERT INTO launch_tickets (ticket_hash, member_id, merchant, node_id, created_at, language) VALUES ($1, $2, $3, $4, $5, $6)',
      [sha256(ticket), session.memberId, ctx.merchant.code, game.node_id, now, ctx.language],
    );
    await touchRecent(ctx, session.memberId, game.node_id);
    return {
      url: `${ctx.deps.settings.publicBase}/wps/game/play?ticket=${ticket}${launch}`,
      gameId: game.game_id,
      nodeId: game.node_id,
      freeplay: isTrialType(session.type),
    };
  },

  addFavourite: async (ctx) => {
    const session = sessionOf(ctx);
    const game = await gameByNode(ctx, ctx.input.nodeId, ctx.input.vendor);
    await ctx.deps.db.query(
      'INSERT INTO favourites (member_id, node_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [session.memberId, game.node_id, ctx.deps.clock.now()],
    );
    return { success: true };
  },

  removeFavourite: async (ctx) => {
    const session = sessionOf(ctx);
    await gameByNode(ctx, ctx.input.nodeId, ctx.input.vendor);
    await ctx.deps.db.query('DELETE FROM favourites WHERE member_id = $1 AND node_id = $2', [
      session.memberId,
      ctx.input.nodeId,
    ]);
    return { success: true };
  },

  favouriteList: async (ctx) => {
    const session = sessionOf(ctx);
    const params: unknown[] = [ctx.merchant.code, session.memberId];
    const typeFilter = ctx.input.gameType ? (params.push(ctx.input.gameType), ' AND g.game_type = $3') : '';
    const { pageNo, pageSize, offset } = paging(ctx.input, 25);
    const from = `FROM favourites f JOIN games g ON g.merchant = $1 AND g.node_id = f.node_id WHERE f.member_id = $2${typeFilter}`;
    const [count] = await ctx.deps.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
    const rows = await ctx.deps.db.query<StoredGame>(
      `SELECT g.* ${from} ORDER BY f.created_at DESC, g.sort LIMIT ${pageSize} OFFSET ${offset}`,
      params,
    );
    const totalCount = Number(count?.n ?? 0);
    return {
      content: tiles(ctx, rows),
      pageNum: pageNo,
      totalPages: pageCount(totalCount, pageSize),
      totalCount,
    };
  },

  favouriteIds: async (ctx) => {
    const rows = await ctx.deps.db.query<{ node_id: string }>(
      'SELECT node_id FROM favourites WHERE member_id = $1 ORDER BY created_at DESC',
      [sessionOf(ctx).memberId],
    );
    return { list: rows.map((r) => r.node_id) };
  },

  addRecent: async (ctx) => {
    const game = await gameByNode(ctx, ctx.input.nodeId);
    await touchRecent(ctx, sessionOf(ctx).memberId, game.node_id);
    return { success: true };
  },

  recentList: async (ctx) => {
    const params: unknown[] = [ctx.merchant.code, sessionOf(ctx).memberId];
    const typeFilter = ctx.input.gameType ? (params.push(ctx.input.gameType), ' AND g.game_type = $3') : '';
    const { pageSize, offset } = paging(ctx.input, 9);
    const rows = await ctx.deps.db.query<StoredGame>(
      `SELECT g.* FROM recent_games r JOIN games g ON g.merchant = $1 AND g.node_id = r.node_id WHERE r.member_id = $2${typeFilter}
        ORDER BY r.played_at DESC LIMIT ${pageSize} OFFSET ${offset}`,
      params,
    );
    return { list: tiles(ctx, rows) };
  },

  lotteryList: async (ctx) => {
    const params: unknown[] = [ctx.merchant.code];
    const vendor = ctx.input.vassalage ? (params.push(ctx.input.vassalage), ' AND vendor_code = $2') : '';
    const rows = await ctx.deps.db.query<StoredGame>(
      `SELECT * FROM games WHERE merchant = $1 AND game_type IN ('LOTT', 'ELOTTO')${vendor} ORDER BY sort`,
      params,
    );
    return { list: tiles(ctx, rows) };
  },

  lotteryMenu: async (ctx) => {
    const rows = await ctx.deps.db.query<StoredGame>(
      `SELECT * FROM games WHERE merchant = $1 AND game_type IN ('LOTT', 'ELOTTO') ORDER BY sort`,
      [ctx.merchant.code],
    );
    const vendors = [...new Map(rows.map((r) => [r.vendor_code, r.display_name])).entries()];
    const menu = vendors.flatMap(([vendorCode, displayName]) =>
      (['Tradition', 'Entertainment'] as const)
        .map((playType) => ({
          vendorCode,
          displayName,
          playType,
          games: tiles(
            ctx,
            rows.filter((r) => r.vendor_code === vendorCode && r.lotto_mode.includes(playType)),
          ),
        }))
        .filter((g) => g.games.length > 0),
    );
    return { menu };
  },
};

async function touchRecent(ctx: CallContext<unknown>, memberId: number, nodeId: string): Promise<void> {
  await ctx.deps.db.query(
    'INSERT INTO recent_games (member_id, node_id, played_at) VALUES ($1, $2, $3) ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = $3',
    [memberId, nodeId, ctx.deps.clock.now()],
  );
}
