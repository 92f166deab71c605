import type { Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { pageCount, paging } from '../paging.ts';

type InboxHandlers = Pick<Handlers, 'inboxList' | 'inboxRead' | 'inboxDelete'>;

/** Messages per page when the app names no size. */
const PAGE_SIZE = 20;

async function unread(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM inbox_messages WHERE member_id = $1 AND read_at IS NULL',
    [memberId],
  );
  return Number(row?.n ?? 0);
}

/** The member's inbox: list, read and delete; a member only ever reaches their own messages. */
export const inboxHandlers: InboxHandlers = {
  inboxList: async (ctx) => {
    const memberId = sessionOf(ctx).memberId;
    const { pageNo, pageSize, offset } = paging(ctx.input, PAGE_SIZE);
    const [count] = await ctx.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM inbox_messages WHERE member_id = $1',
      [memberId],
    );
    const rows = await ctx.deps.db.query<{
      id: number;
      title: string;
      body: string;
      created_at: number;
      read_at: number | null;
    }>(
      `SELECT id, title, body, created_at, read_at FROM inbox_messages WHERE member_id = $1
        ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [memberId, pageSize, offset],
    );
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        title: r.title,
        content: r.body,
        createTime: Number(r.created_at),
        read: r.read_at !== null,
      })),
      pageNo,
      totalPages: pageCount(Number(count?.n ?? 0), pageSize),
      unreadCount: await unread(ctx.deps.db, memberId),
    };
  },

  inboxRead: async (ctx) => {
    const memberId = sessionOf(ctx).memberId;
    const rows = await ctx.deps.db.query<{ id: number }>(
      `UPDATE inbox_messages SET read_at = coalesce(read_at, $3) WHERE id = $1 AND member_id = $2 RETURNING id`,
      [ctx.input.id, memberId, ctx.deps.clock.now()],
    );
    if (!rows[0]) throw new ApiError('NOT_FOUND', { message: 'no such message in your inbox' });
    return { unreadCount: await unread(ctx.deps.db, memberId) };
  },

  inboxDelete: async (ctx) => {
    const memberId = sessionOf(ctx).memberId;
    const rows = await ctx.deps.db.query<{ id: number }>(
      'DELETE FROM inbox_messages WHERE id = $1 AND member_id = $2 RETURNING id',
      [ctx.input.id, memberId],
    );
    if (!rows[0]) throw new ApiError('NOT_FOUND', { message: 'no such message in your inbox' });
    return { unreadCount: await unread(ctx.deps.db, memberId) };
  },
};
