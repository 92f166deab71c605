import type { Announcement } from '@wl/contract';
import type { CallContext, Handlers } from '../context.ts';
import { localized, sessionOf } from '../context.ts';
import { ApiError, fieldError } from '../errors.ts';
import { gameImageName, imageUrl, vipName } from '../seed/icons.ts';
import { drawsOf } from '../game/draws.ts';
import { activitiesOf } from '../content/activities.ts';
import { contentOf, isAnnouncement, markRead, type ContentRow } from '../content/notices.ts';
import { vipLevels } from '../content/vipLevels.ts';
import { biggestWins } from '../content/winners.ts';
import { lotteryGames } from '../game/games.ts';
import { tierName } from '../seed/texts.ts';

type ContentHandlers = Pick<
  Handlers,
  'announcements' | 'markAsRead' | 'notices' | 'winnerBoard' | 'getLott' | 'activities' | 'vipLevels'
>;

/** Content rows of some types, with the caller's read flags (none for guests). */
const contentFor = (ctx: CallContext<unknown>, types: string[]): Promise<ContentRow[]> =>
  contentOf(ctx.deps.db, ctx.merchant.code, ctx.session?.memberId ?? 0, types);

function toAnnouncement(r: ContentRow, lang: string): Announcement {
  return {
    id: Number(r.id),
    type: r.type as Announcement['type'],
    title: localized(r.title, lang),
    content: localized(r.body, lang),
    read: r.read,
    createdAt: Number(r.created_at),
  };
}

/** Banners and announcements, winners, lottery draws, promotions and VIP levels. */
export const contentHandlers: ContentHandlers = {
  announcements: async (ctx) => {
    const { input, merchant, language } = ctx;
    const m = merchant.manifest;
    if (
      input.merchantCode !== undefined &&
      input.merchantCode !== m.platformMerchantCode &&
      input.merchantCode !== m.trialMerchantCode
    )
      throw fieldError('merchantCode', `must be ${m.platformMerchantCode} on this host`);
    const types = [...new Set((input.types ?? 'B,PL,PU').split(','))];
    const rows = await contentFor(ctx, types);
    const of = (t: string): Announcement[] =>
      rows.filter((r) => r.type === t).map((r) => toAnnouncement(r, language));
    return {
      banners: rows
        .filter((r) => r.type === 'B' && (!input.groupName || r.group_name === input.groupName))
        .map((r) => ({
          id: Number(r.id),
          // The picture in the player's language: its URL names the language, so caches never mix them.
          url: localized(r.image_urls ?? {}, language) || r.image_url,
          groupName: r.group_name,
          title: localized(r.title, language),
          link: r.link,
        })),
      playerNotices: of('PL'),
      popups: of('PU'),
      promotions: of('PR'),
      announcements: of('A'),
    };
  },

  markAsRead: async (ctx) => {
    const session = sessionOf(ctx);
    if (!(await isAnnouncement(ctx.deps.db, ctx.merchant.code, ctx.input.announcementId)))
      throw new ApiError('NOT_FOUND', {
        messageKey: 'error.invalid_request',
        message: `no announcement ${ctx.input.announcementId}`,
        detail: { field: 'announcementId', reason: 'is not an announcement of this merchant' },
      });
    await markRead(ctx.deps.db, session.memberId, ctx.input.announcementId, ctx.deps.clock.now());
    return { success: true };
  },

  notices: async (ctx) => {
    const list = (await contentFor(ctx, ['A', 'PL']))
      .map((r) => toAnnouncement(r, ctx.language))
      .sort((a, b) => b.createdAt - a.createdAt);
    return { list, unread: list.filter((a) => !a.read).length };
  },

  winnerBoard: async (ctx) => {
    const category = ctx.input.gameCategory;
    const rows = await biggestWins(
      ctx.deps.db,
      ctx.merchant.code,
      ctx.input.limitNum ?? 20,
      category && category !== 'ALL' ? category : undefined,
    );
    return {
      list: rows.map((r) => ({
        vo: {
          customerName: r.customer_name,
          winAmount: Number(r.win_amount),
          gameName: r.game_name,
          iconUrl: imageUrl(
            ctx.deps.settings.publicBase,
            'icons',
            gameImageName(ctx.merchant.code, r.game_id),
          ),
          gameId: r.game_id,
          nodeId: r.node_id,
          vendorCode: r.vendor_code,
          gameType: r.game_type,
        },
      })),
    };
  },

  getLott: async (ctx) => {
    const rows = await lotteryGames(ctx.deps.db, ctx.merchant.code);
    return { list: rows.map((g) => drawsOf(ctx.merchant.code, g, ctx.deps.clock.now())) };
  },

  activities: async (ctx) => {
    const rows = await activitiesOf(ctx.deps.db, ctx.merchant.code);
    const now = ctx.deps.clock.now();
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        title: localized(r.title, ctx.language),
        content: localized(r.body, ctx.language),
        imageUrl: localized(r.image_urls ?? {}, ctx.language) || r.image_url,
        // An activity past its end shows as closed whatever its seeded label.
        status: (Number(r.end_at) < now ? 'close' : r.status) as 'close',
        startTime: Number(r.start_at),
        endTime: Number(r.end_at),
      })),
    };
  },

  vipLevels: async (ctx) => {
    const rows = await vipLevels(ctx.deps.db, ctx.merchant.code);
    return {
      currencySymbol: ctx.merchant.manifest.currency.symbol,
      list: rows.map((r) => ({
        level: Number(r.level),
        name: tierName(String(r.name), ctx.language, ctx.merchant.content),
        depositRequired: Number(r.deposit_required),
        betRequired: Number(r.bet_required),
        upgradeBonus: Number(r.upgrade_bonus),
        birthdayBonus: Number(r.birthday_bonus),
        monthlyBonus: Number(r.monthly_bonus),
        rebateRate: Number(r.rebate_rate),
        bonusImage: imageUrl(
          ctx.deps.settings.publicBase,
          'promos',
          vipName(ctx.merchant, Number(r.level), ctx.language),
        ),
      })),
    };
  },
};
