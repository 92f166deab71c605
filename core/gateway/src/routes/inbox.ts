import type { Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';
import { ApiError } from '../errors.ts';
import { deleteMessage, listInbox, markMessageRead, unreadCount } from '../member/inbox.ts';
import { pageCount, paging } from '../paging.ts';

type InboxHandlers = Pick<Handlers, 'inboxList' | 'inboxRead' | 'inboxDelete'>;

/** Messages per page when the app names no size. */
const PAGE_SIZE = 20;

/** The member's inbox: list, read and delete; a member only ever reaches their own messages. */
export const inboxHandlers: InboxHandlers = {
  inboxList: async (ctx) => {
    const memberId = sessionOf(ctx).memberId;
    const { pageNo, pageSize, offset } = paging(ctx.input, PAGE_SIZE);
    const { totalCount, rows } = await listInbox(ctx.deps.db, memberId, { pageSize, offset });
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        title: r.title,
        content: r.body,
        createTime: Number(r.created_at),
        read: r.read_at !== null,
      })),
      pageNo,
      totalPages: pageCount(totalCount, pageSize),
      unreadCount: await unreadCount(ctx.deps.db, memberId),
    };
  },

  inboxRead: async (ctx) => {
    const memberId = sessionOf(ctx).memberId;
    if (!(await markMessageRead(ctx.deps.db, memberId, ctx.input.id, ctx.deps.clock.now())))
      throw new ApiError('NOT_FOUND', { message: 'no such message in your inbox' });
    return { unreadCount: await unreadCount(ctx.deps.db, memberId) };
  },

  inboxDelete: async (ctx) => {
    const memberId = sessionOf(ctx).memberId;
    if (!(await deleteMessage(ctx.deps.db, memberId, ctx.input.id)))
      throw new ApiError('NOT_FOUND', { message: 'no such message in your inbox' });
    return { unreadCount: await unreadCount(ctx.deps.db, memberId) };
  },
};
