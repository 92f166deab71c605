import type { Queryable } from '../db/types.ts';
import type { Slice } from '../paging.ts';
import type { StoredGame } from './games.ts';

/*
 * A player's favourite and recently played games (tables favourites and recent_games), kept by node id; the games
 * themselves are read from the merchant's catalogue.
 */

export async function addFavourite(
  db: Queryable,
  memberId: number,
  nodeId: string,
  at: number,
): Promise<void> {
  await db.query(
    'INSERT INTO favourites (member_id, node_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [memberId, nodeId, at],
  );
}

export async function removeFavourite(db: Queryable, memberId: number, nodeId: string): Promise<void> {
  await db.query('DELETE FROM favourites WHERE member_id = $1 AND node_id = $2', [memberId, nodeId]);
}

/** One page of a player's favourites, newest first (of one game type when given), and how many there are. */
export async function listFavourites(
  db: Queryable,
  merchant: string,
  memberId: number,
  gameType: string | undefined,
  slice: Slice,
): Promise<{ totalCount: number; rows: StoredGame[] }> {
  const params: unknown[] = [merchant, memberId];
  const typeFilter = gameType ? (params.push(gameType), ' AND g.game_type = $3') : '';
  const from = `FROM favourites f JOIN games g ON g.merchant = $1 AND g.node_id = f.node_id WHERE f.member_id = $2${typeFilter}`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  const rows = await db.query<StoredGame>(
    `SELECT g.* ${from} ORDER BY f.created_at DESC, g.sort LIMIT ${slice.pageSize} OFFSET ${slice.offset}`,
    params,
  );
  return { totalCount: Number(count?.n ?? 0), rows };
}

/** The node ids of a player's favourites, newest first. */
export async function favouriteIds(db: Queryable, memberId: number): Promise<string[]> {
  const rows = await db.query<{ node_id: string }>(
    'SELECT node_id FROM favourites WHERE member_id = $1 ORDER BY created_at DESC',
    [memberId],
  );
  return rows.map((r) => r.node_id);
}

/** Marks a game as just played (launching it counts). */
export async function touchRecent(
  db: Queryable,
  memberId: number,
  nodeId: string,
  at: number,
): Promise<void> {
  await db.query(
    'INSERT INTO recent_games (member_id, node_id, played_at) VALUES ($1, $2, $3) ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = $3',
    [memberId, nodeId, at],
  );
}

/** One page of a player's recent games, most recent first (of one game type when given). */
export function recentGames(
  db: Queryable,
  merchant: string,
  memberId: number,
  gameType: string | undefined,
  slice: Slice,
): Promise<StoredGame[]> {
  const params: unknown[] = [merchant, memberId];
  const typeFilter = gameType ? (params.push(gameType), ' AND g.game_type = $3') : '';
  return db.query<StoredGame>(
    `SELECT g.* FROM recent_games r JOIN games g ON g.merchant = $1 AND g.node_id = r.node_id WHERE r.member_id = $2${typeFilter}
        ORDER BY r.played_at DESC LIMIT ${slice.pageSize} OFFSET ${slice.offset}`,
    params,
  );
}
