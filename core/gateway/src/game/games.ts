import type { GameClass, GameTile, GameType } from '@wl/contract';
import type { Row } from '../db/database.ts';
import type { Queryable } from '../db/types.ts';
import { gameImageName, imageUrl } from '../seed/icons.ts';

/** Columns of the games table as read back (numeric columns arrive as strings from both drivers). */
export interface StoredGame extends Row {
  merchant: string;
  node_id: string;
  game_id: string;
  game_name: string;
  vendor_code: string;
  display_name: string;
  game_type: string;
  game_code: string;
  lotto_mode: string;
  game_group_id: string;
  support_play: string;
  is_hot: boolean;
  is_new: boolean;
  is_game_h5: string;
  freeplay: boolean;
  classify: string;
  min_bet: string | number;
  lines: number;
  room_id: string | null;
}

/** Turns a stored game into the tile the app shows. */
export function toTile(r: StoredGame, publicBase: string): GameTile {
  return {
    gameId: r.game_id,
    gameName: r.game_name,
    nodeId: r.node_id,
    displayName: r.display_name,
    iconUrl: imageUrl(publicBase, 'icons', gameImageName(r.merchant, r.game_id)),
    vassalage: r.vendor_code,
    vendorCode: r.vendor_code,
    gameType: r.game_type as GameType,
    gameCode: r.game_code,
    lottoMode: r.lotto_mode,
    gameGroupId: r.game_group_id,
    supportPlay: r.support_play,
    isHot: r.is_hot,
    isNew: r.is_new,
    isGameH5: r.is_game_h5 as GameTile['isGameH5'],
    freeplay: r.freeplay,
    gameClassifyNew: r.classify as GameClass,
    minBet: Number(r.min_bet),
    lines: Number(r.lines),
    ...(r.room_id ? { roomId: r.room_id } : {}),
  };
}

/** A merchant's game by node id. */
export async function gameByNode(
  db: Queryable,
  merchant: string,
  nodeId: string,
): Promise<StoredGame | undefined> {
  const rows = await db.query<StoredGame>('SELECT * FROM games WHERE merchant = $1 AND node_id = $2', [
    merchant,
    nodeId,
  ]);
  return rows[0];
}

/** The 30 most popular hot games. */
export function hotGames(db: Queryable, merchant: string): Promise<StoredGame[]> {
  return db.query<StoredGame>(
    'SELECT * FROM games WHERE merchant = $1 AND is_hot ORDER BY popularity DESC LIMIT 30',
    [merchant],
  );
}

/** The most popular games that open in the browser (H5). */
export function popularGames(db: Queryable, merchant: string, limit: number): Promise<StoredGame[]> {
  return db.query<StoredGame>(
    `SELECT * FROM games WHERE merchant = $1 AND is_game_h5 = 'H5' ORDER BY popularity DESC LIMIT $2`,
    [merchant, limit],
  );
}

/** The lottery games (LOTT and ELOTTO) in catalogue order, of one vendor when given. */
export function lotteryGames(db: Queryable, merchant: string, vendor?: string): Promise<StoredGame[]> {
  const params: unknown[] = [merchant];
  const byVendor = vendor ? (params.push(vendor), ' AND vendor_code = $2') : '';
  return db.query<StoredGame>(
    `SELECT * FROM games WHERE merchant = $1 AND game_type IN ('LOTT', 'ELOTTO')${byVendor} ORDER BY sort`,
    params,
  );
}
