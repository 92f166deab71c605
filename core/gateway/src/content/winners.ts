import type { Queryable } from '../db/types.ts';
import type { StoredGame } from '../game/games.ts';

/** The merchant's biggest wins (table winners, seeded and fed by big wins of real players), of one game type. */
export function biggestWins(
  db: Queryable,
  merchant: string,
  limit: number,
  gameType: string | undefined,
): Promise<(StoredGame & { customer_name: string; win_amount: string })[]> {
  const params: unknown[] = [merchant, limit];
  const category = gameType ? (params.push(gameType), ' AND g.game_type = $3') : '';
  return db.query<StoredGame & { customer_name: string; win_amount: string }>(
    `SELECT w.customer_name, w.win_amount, g.* FROM winners w JOIN games g ON g.merchant = w.merchant AND g.node_id = w.node_id
        WHERE w.merchant = $1${category} ORDER BY w.win_amount DESC, w.id LIMIT $2`,
    params,
  );
}
