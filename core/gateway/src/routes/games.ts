import { randomBytes } from 'node:crypto';
import type { GameTile } from '@wl/contract';
import { isTrialType } from '@wl/contract';
import { sha256 } from '../auth/passwords.ts';
import type { CallContext, Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';
import { ApiError, fieldError } from '../errors.ts';
import { defaultPrizeMode, isLotteryType } from '../game/lottery.ts';
import { isVnRegional, latestIssue, pastDraws, vnDraw } from '../game/draws.ts';
import { CATEGORY_ORDER } from '../seed/catalog.ts';
import { imageUrl } from '../seed/icons.ts';
import { cachedAnswer, catalogue, filterGames } from '../game/catalogue.ts';
import {
  addFavourite,
  favouriteIds,
  listFavourites,
  recentGames,
  removeFavourite,
  touchRecent,
} from '../game/favourites.ts';
import { gameByNode, hotGames, lotteryGames, popularGames, toTile, type StoredGame } from '../game/games.ts';
import { issueLaunchTicket } from '../game/sessions.ts';
import { vendorsOf, vendorsWithGameCounts } from '../game/vendors.ts';
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
  | 'numero'
  | 'vnNumero'
  | 'recentVnLottery'
>;

/** The merchant's game of a node, refused naming the field when there is none or the vendor is not its own. */
async function gameOf(ctx: CallContext<unknown>, nodeId: string, vendor?: string): Promise<StoredGame> {
  const game = await gameByNode(ctx.deps.db, ctx.merchant.code, nodeId);
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

/** How many issues back a VN numero may be asked for. */
const VN_HISTORY = 30;

/** The merchant's lottery game with this id, refused naming the field when there is none (or it fails `test`). */
async function lotteryOf(
  ctx: CallContext<unknown>,
  gameId: string,
  test: (g: StoredGame) => boolean = () => true,
): Promise<StoredGame> {
  const game = (await lotteryGames(ctx.deps.db, ctx.merchant.code)).find((g) => g.game_id === gameId);
  if (!game || !test(game))
    throw new ApiError('NOT_FOUND', {
      messageKey: 'error.invalid_request',
      message: `no such lottery game: ${gameId}`,
      detail: { field: 'gameId', reason: 'is not a lottery game of this merchant' },
    });
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
    const rows = await vendorsOf(ctx.deps.db, ctx.merchant.code);
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
    const rows = await vendorsWithGameCounts(ctx.deps.db, ctx.merchant.code);
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

  hotGames: async (ctx) => ({ list: tiles(ctx, await hotGames(ctx.deps.db, ctx.merchant.code)) }),

  populars: async (ctx) => ({
    list: tiles(ctx, await popularGames(ctx.deps.db, ctx.merchant.code, ctx.input.limitNum ?? 12)),
  }),

  launchGame: async (ctx) => {
    const session = sessionOf(ctx);
    const game = await gameOf(ctx, ctx.input.nodeId, ctx.input.vendor);
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
    await issueLaunchTicket(ctx.deps.db, {
      ticketHash: sha256(ticket),
      memberId: session.memberId,
      merchant: ctx.merchant.code,
      nodeId: game.node_id,
      at: now,
      language: ctx.language,
    });
    // The recent games are the app's addRecent calls (spec section 7), made on every launch: a launch alone adds none.
    return {
      url: `${ctx.deps.settings.publicBase}/wps/game/play?ticket=${ticket}${launch}`,
      gameId: game.game_id,
      nodeId: game.node_id,
      freeplay: isTrialType(session.type),
    };
  },

  addFavourite: async (ctx) => {
    const session = sessionOf(ctx);
    const game = await gameOf(ctx, ctx.input.nodeId, ctx.input.vendor);
    await addFavourite(ctx.deps.db, session.memberId, game.node_id, ctx.deps.clock.now());
    return { success: true };
  },

  removeFavourite: async (ctx) => {
    const session = sessionOf(ctx);
    await gameOf(ctx, ctx.input.nodeId, ctx.input.vendor);
    await removeFavourite(ctx.deps.db, session.memberId, ctx.input.nodeId);
    return { success: true };
  },

  favouriteList: async (ctx) => {
    const session = sessionOf(ctx);
    const paged = paging(ctx.input, 25);
    const { totalCount, rows } = await listFavourites(
      ctx.deps.db,
      ctx.merchant.code,
      session.memberId,
      ctx.input.gameType,
      paged,
    );
    return {
      content: tiles(ctx, rows),
      pageNum: paged.pageNo,
      totalPages: pageCount(totalCount, paged.pageSize),
      totalCount,
    };
  },

  favouriteIds: async (ctx) => {
    return { list: await favouriteIds(ctx.deps.db, sessionOf(ctx).memberId) };
  },

  addRecent: async (ctx) => {
    const game = await gameOf(ctx, ctx.input.nodeId);
    await touchRecent(ctx.deps.db, sessionOf(ctx).memberId, game.node_id, ctx.deps.clock.now());
    return { success: true };
  },

  recentList: async (ctx) => {
    const rows = await recentGames(
      ctx.deps.db,
      ctx.merchant.code,
      sessionOf(ctx).memberId,
      ctx.input.gameType,
      paging(ctx.input, 9),
    );
    return { list: tiles(ctx, rows) };
  },

  lotteryList: async (ctx) => {
    return { list: tiles(ctx, await lotteryGames(ctx.deps.db, ctx.merchant.code, ctx.input.vassalage)) };
  },

  lotteryMenu: async (ctx) => {
    const rows = await lotteryGames(ctx.deps.db, ctx.merchant.code);
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

  numero: async (ctx) => {
    const game = await lotteryOf(ctx, ctx.input.gameId);
    return {
      gameId: game.game_id,
      gameName: game.game_name,
      list: pastDraws(ctx.merchant.code, game, ctx.deps.clock.now(), ctx.input.limit ?? 10),
    };
  },

  vnNumero: async (ctx) => {
    const game = await lotteryOf(ctx, ctx.input.gameId, isVnRegional);
    const latest = latestIssue(game, ctx.deps.clock.now());
    const issue = ctx.input.issue === undefined ? latest : Number(ctx.input.issue);
    if (issue > latest || issue <= latest - VN_HISTORY)
      throw fieldError(
        'issue',
        `must be one of the last ${VN_HISTORY} issues (${latest - VN_HISTORY + 1} to ${latest})`,
      );
    return vnDraw(ctx.merchant.code, game, issue);
  },

  recentVnLottery: async (ctx) => {
    const now = ctx.deps.clock.now();
    const limit = ctx.input.limit ?? 6;
    const games = (await lotteryGames(ctx.deps.db, ctx.merchant.code)).filter(isVnRegional);
    // Each game's latest `limit` issues, merged newest first (ties in the games' order), cut to `limit`.
    const draws = games.flatMap((g) => {
      const latest = latestIssue(g, now);
      return Array.from({ length: Math.min(limit, latest + 1) }, (_, i) =>
        vnDraw(ctx.merchant.code, g, latest - i),
      );
    });
    return { list: draws.sort((a, b) => b.drawTime - a.drawTime).slice(0, limit) };
  },
};
