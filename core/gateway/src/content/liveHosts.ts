import type { Queryable } from '../db/types.ts';

/** The merchant's live hosts (table live_models) in their order. */
export function liveHosts(
  db: Queryable,
  merchant: string,
): Promise<{ model_id: string; name: string; active: boolean; streaming: boolean; room_type: string }[]> {
  return db.query<{ model_id: string; name: string; active: boolean; streaming: boolean; room_type: string }>(
    'SELECT model_id, name, active, streaming, room_type FROM live_models WHERE merchant = $1 ORDER BY sort',
    [merchant],
  );
}
