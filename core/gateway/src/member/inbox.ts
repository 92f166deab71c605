import type { Queryable } from '../db/types.ts';
import type { Slice } from '../paging.ts';

/*
 * A member's inbox (table inbox_messages): messages from the operator, each read or deleted by its member only (every
 * statement names the member).
 */

export type InboxRow = {
  id: number;
  title: string;
  body: string;
  created_at: number;
  read_at: number | null;
};

/** How many of a member's messages are unread. */
export async function unreadCount(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM inbox_messages WHERE member_id = $1 AND read_at IS NULL',
    [memberId],
  );
  return Number(row?.n ?? 0);
}

/** One page of a member's messages, newest first, and how many there are. */
export async function listInbox(
  db: Queryable,
  memberId: number,
  slice: Slice,
): Promise<{ totalCount: number; rows: InboxRow[] }> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM inbox_messages WHERE member_id = $1',
    [memberId],
  );
  const rows = await db.query<InboxRow>(
    `SELECT id, title, body, created_at, read_at FROM inbox_messages WHERE member_id = $1
        ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, slice.pageSize, slice.offset],
  );
  return { totalCount: Number(count?.n ?? 0), rows };
}

/** Marks a member's message read (the first reading's time stays); false when it is not theirs. */
export async function markMessageRead(
  db: Queryable,
  memberId: number,
  id: number,
  at: number,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE inbox_messages SET read_at = coalesce(read_at, $3) WHERE id = $1 AND member_id = $2 RETURNING id`,
    [id, memberId, at],
  );
  return rows.length > 0;
}

/** Deletes a member's message; false when it is not theirs. */
export async function deleteMessage(db: Queryable, memberId: number, id: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    'DELETE FROM inbox_messages WHERE id = $1 AND member_id = $2 RETURNING id',
    [id, memberId],
  );
  return rows.length > 0;
}

/** The operator's message to a member of a merchant by username; undefined when there is no such member. */
export async function sendMessage(
  db: Queryable,
  m: { merchant: string; username: string; title: string; body: string; at: number },
): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO inbox_messages (member_id, title, body, created_at)
         SELECT id, $3, $4, $5 FROM members WHERE merchant = $1 AND username = $2 RETURNING id`,
    [m.merchant, m.username, m.title, m.body, m.at],
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}
