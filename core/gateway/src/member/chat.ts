import type { Queryable } from '../db/types.ts';

/** Live-chat messages from an agent a member has not seen yet (table chat_messages). */
export async function unreadChatCount(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_messages WHERE member_id = $1 AND sender = 'agent' AND read_at IS NULL`,
    [memberId],
  );
  return Number(row?.n ?? 0);
}

/** Opening the chat shows its messages, so they stop counting as unread. */
export async function markChatRead(db: Queryable, memberId: number, at: number): Promise<void> {
  await db.query(`UPDATE chat_messages SET read_at = $2 WHERE member_id = $1 AND read_at IS NULL`, [
    memberId,
    at,
  ]);
}
