import { findById } from '../auth/members.ts';
import { sha256 } from '../auth/passwords.ts';
import type { CallContext, Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';
import { ApiError } from '../errors.ts';
import { imageUrl } from '../seed/icons.ts';
import { liveHosts } from '../content/liveHosts.ts';
import { wireAmount } from '../money/cents.ts';
import { MAIN_WALLET, merchantWallets, vendorBalances } from '../money/transfer.ts';
import { markChatRead, unreadChatCount } from '../member/chat.ts';
import { unreadCount } from '../member/inbox.ts';
import { avatarUrlOf } from './avatar.ts';

type MemberHandlers = Pick<
  Handlers,
  | 'memberInfo'
  | 'merchantWallet'
  | 'wallet'
  | 'inboxUnreadCount'
  | 'chatPermission'
  | 'chatUnreadCount'
  | 'launchChat'
  | 'liveModels'
>;

const mask = (mobile: string): string =>
  mobile.length > 4 ? `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}` : mobile;

/** Live chat needs the CBS3 flag and a LIVECHAT link in the manifest. */
function liveChatUrl(ctx: CallContext<unknown>): string | undefined {
  if (!ctx.merchant.manifest.whitelabel.CBS3) return undefined;
  return ctx.merchant.manifest.links.customerService.find((c) => c.csType === 'LIVECHAT')?.url;
}

async function member(ctx: CallContext<unknown>) {
  const row = await findById(ctx.deps.db, sessionOf(ctx).memberId);
  if (!row) throw new ApiError('SESSION_EXPIRED');
  return row;
}

/** Member info, balances, unread counts, live chat and live hosts. */
export const memberHandlers: MemberHandlers = {
  memberInfo: async (ctx) => {
    const row = await member(ctx);
    const avatarUrl = await avatarUrlOf(ctx.deps, ctx.deps.db, Number(row.id));
    return {
      id: Number(row.id),
      type: Number(row.type) as 0,
      nickname: row.nickname,
      account: row.username,
      ...(row.mobile_num ? { mobileNum: mask(row.mobile_num) } : {}),
      ...(avatarUrl ? { avatarUrl } : {}),
    };
  },

  merchantWallet: async (ctx) => {
    const wallets = await merchantWallets(ctx.deps.db, ctx.merchant.code);
    const { currency } = ctx.merchant.manifest;
    // With a session (a trial account included), each wallet's balance: MAIN is the member's balance.
    const session = ctx.session;
    const balances = session ? await vendorBalances(ctx.deps.db, session.memberId) : undefined;
    const main = session ? Number((await member(ctx)).balance) : 0;
    return {
      currency: currency.code,
      currencySymbol: currency.symbol,
      wallets: wallets.map((w) =>
        balances
          ? { ...w, balance: w.walletId === MAIN_WALLET ? main : wireAmount(balances.get(w.walletId) ?? 0) }
          : w,
      ),
    };
  },

  wallet: async (ctx) => {
    const row = await member(ctx);
    const { currency } = ctx.merchant.manifest;
    return { sumBalance: Number(row.balance), currencySymbol: currency.symbol, currency: currency.code };
  },

  inboxUnreadCount: async (ctx) => ({ unreadCount: await unreadCount(ctx.deps.db, sessionOf(ctx).memberId) }),

  chatPermission: async (ctx) => ({ hasPermission: liveChatUrl(ctx) !== undefined }),

  chatUnreadCount: async (ctx) => {
    if (!liveChatUrl(ctx))
      throw new ApiError('NO_PERMISSION', { message: 'live chat is not offered by this merchant' });
    return { unReadCount: await unreadChatCount(ctx.deps.db, sessionOf(ctx).memberId) };
  },

  launchChat: async (ctx) => {
    const session = sessionOf(ctx);
    const base = liveChatUrl(ctx);
    if (!base) throw new ApiError('NO_PERMISSION', { message: 'live chat is not offered by this merchant' });
    const url = new URL(base);
    // The chat learns who is asking through an opaque visitor id, never the session token.
    url.searchParams.set('visitor', sha256(`${ctx.merchant.code}:${session.memberId}`).slice(0, 16));
    url.searchParams.set('language', ctx.language);
    for (const key of ['b2c', 'backUrl', 'headerColor', 'title'] as const)
      if (ctx.input[key] !== undefined) url.searchParams.set(key, String(ctx.input[key]));
    await markChatRead(ctx.deps.db, session.memberId, ctx.deps.clock.now());
    return { chatUrl: url.toString() };
  },

  liveModels: async (ctx) => {
    const rows = await liveHosts(ctx.deps.db, ctx.merchant.code);
    return {
      list: rows
        .filter(
          (r) =>
            (ctx.input.active === undefined || r.active === ctx.input.active) &&
            (ctx.input.streaming === undefined || r.streaming === ctx.input.streaming),
        )
        .map((r) => ({
          modelId: r.model_id,
          name: r.name,
          avatarUrl: imageUrl(ctx.deps.settings.publicBase, 'avatars', r.model_id),
          active: r.active,
          streaming: r.streaming,
          roomType: r.room_type as 'free',
        })),
    };
  },
};
