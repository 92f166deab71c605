import { claimEntry, enter, entriesOf, runningActivity } from '../content/activities.ts';
import type { Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';
import { ApiError } from '../errors.ts';
import { dayKey, yearKey, zoneOf } from '../money/businessDay.ts';
import { centsText, toCents, wireAmount } from '../money/cents.ts';
import { inviteCodeOf } from '../money/inviteCode.ts';
import { once, post, referralCredits } from '../money/ledger.ts';
import { inviteStats } from '../money/referral.ts';
import {
  betsSince,
  bonusGivenToSame,
  grantRewards,
  lockReward,
  markClaimed,
  rewardsOf,
  vipOf,
} from '../money/rewards.ts';

type RewardHandlers = Pick<
  Handlers,
  | 'rewards'
  | 'claimReward'
  | 'vipStatus'
  | 'inviteInfo'
  | 'activityEntries'
  | 'joinActivity'
  | 'claimActivity'
>;

const money = (v: unknown): number => wireAmount(toCents(v));

/** Reward center, VIP status and promotion entries; claims credit through the ledger only. */
export const rewardHandlers: RewardHandlers = {
  rewards: async (ctx) => {
    const s = sessionOf(ctx);
    const db = ctx.deps.db;
    await db.transaction((tx) => grantRewards(tx, ctx.merchant, s.memberId, ctx.deps.clock.now()));
    const rows = await rewardsOf(db, s.memberId);
    const list = [];
    for (const r of rows) {
      const required = toCents(r.turnover);
      const done = required > 0 ? Math.min(required, await betsSince(db, s.memberId, Number(r.since))) : 0;
      list.push({
        id: Number(r.id),
        kind: r.kind,
        ...(r.kind === 'vip_gift' ? { level: Number(r.period.slice(6)) } : {}),
        ...(r.kind === 'rebate' ? { day: r.period.slice(4) } : {}),
        amount: money(r.amount),
        status:
          r.status === 'claimed'
            ? ('claimed' as const)
            : done < required
              ? ('locked' as const)
              : ('claimable' as const),
        turnoverRequired: wireAmount(required),
        turnoverDone: wireAmount(done),
        createdAt: Number(r.created_at),
        ...(r.claimed_at == null ? {} : { claimedAt: Number(r.claimed_at) }),
      });
    }
    const referrals = await referralCredits(db, s.memberId);
    return {
      list,
      referrals: referrals.map((r) => ({ amount: money(r.amount), creditedAt: Number(r.created_at) })),
    };
  },

  claimReward: async (ctx) => {
    const s = sessionOf(ctx);
    const now = ctx.deps.clock.now();
    return once(
      ctx.deps.db,
      {
        memberId: s.memberId,
        key: ctx.input.idempotencyKey,
        scope: 'claimReward',
        request: { id: ctx.input.id },
        at: now,
      },
      async (tx) => {
        // The row lock serialises concurrent claims of one reward with different keys: the second sees it claimed.
        const r = await lockReward(tx, ctx.input.id, s.memberId);
        if (!r) throw new ApiError('NOT_FOUND');
        if (r.status === 'claimed') throw new ApiError('REWARD_CLAIMED');
        const required = toCents(r.turnover);
        if (required > 0 && (await betsSince(tx, s.memberId, Number(r.since))) < required)
          throw new ApiError('REWARD_LOCKED');
        if (r.kind === 'welcome' && (await bonusGivenToSame(tx, s.memberId, ctx.ip)))
          throw new ApiError('BONUS_ONCE');
        await markClaimed(tx, r.id, now, ctx.ip);
        const cents = toCents(r.amount);
        const p = await post(tx, {
          memberId: s.memberId,
          kind: r.kind === 'rebate' ? 'rebate' : 'bonus',
          amountCents: cents,
          ref: `reward:${r.id}`,
          at: now,
        });
        return { amount: wireAmount(cents), balance: wireAmount(p.balanceCents) };
      },
    );
  },

  vipStatus: async (ctx) => {
    const v = await vipOf(ctx.deps.db, ctx.merchant, sessionOf(ctx).memberId, ctx.deps.clock.now());
    return {
      level: v.level,
      deposits: wireAmount(v.depositCents),
      validBets: wireAmount(v.betCents),
      pendingDeposits: wireAmount(v.pendingDepositCents),
      pendingBets: wireAmount(v.pendingBetCents),
      settlesAt: v.settlesAt,
    };
  },

  inviteInfo: async (ctx) => {
    const { memberId } = sessionOf(ctx);
    const stats = await inviteStats(ctx.deps.db, memberId);
    return {
      code: inviteCodeOf(memberId),
      invited: stats.invited,
      deposited: stats.deposited,
      earned: wireAmount(stats.earnedCents),
    };
  },

  activityEntries: async (ctx) => {
    const s = sessionOf(ctx);
    const now = ctx.deps.clock.now();
    const rows = await entriesOf(
      ctx.deps.db,
      s.memberId,
      `day:${dayKey(now, zoneOf(ctx.merchant))}`,
      `year:${yearKey(now, zoneOf(ctx.merchant))}`,
    );
    return {
      list: rows.map((r) => ({
        activityId: Number(r.activity_id),
        state: r.state,
        ...(r.comment ? { comment: r.comment } : {}),
        at: Number(r.created_at),
      })),
    };
  },

  joinActivity: async (ctx) => {
    const s = sessionOf(ctx);
    const now = ctx.deps.clock.now();
    const a = await runningActivity(ctx.deps.db, ctx.merchant.code, ctx.input.activityId, now);
    if (a.status !== 'join' && a.status !== 'signed') throw new ApiError('NOT_ELIGIBLE');
    const state = a.status === 'join' ? 'joined' : 'signed';
    const period = state === 'joined' ? 'once' : `day:${dayKey(now, zoneOf(ctx.merchant))}`;
    const comment = ctx.input.comment?.trim() || null;
    const e = await enter(ctx.deps.db, {
      memberId: s.memberId,
      activityId: a.id,
      period,
      state,
      comment,
      at: now,
    });
    return {
      activityId: a.id,
      state,
      ...(e?.comment ? { comment: e.comment } : {}),
      at: Number(e?.created_at ?? now),
    };
  },

  claimActivity: async (ctx) => {
    const s = sessionOf(ctx);
    const now = ctx.deps.clock.now();
    return once(
      ctx.deps.db,
      {
        memberId: s.memberId,
        key: ctx.input.idempotencyKey,
        scope: 'claimActivity',
        request: { activityId: ctx.input.activityId },
        at: now,
      },
      async (tx) => {
        const a = await runningActivity(tx, ctx.merchant.code, ctx.input.activityId, now);
        if (a.status !== 'claim') throw new ApiError('NOT_ELIGIBLE');
        // The birthday gift: the VIP level's birthday bonus, once a year (level 0 has none).
        const vip = await vipOf(tx, ctx.merchant, s.memberId, now);
        const cents = toCents(vip.row?.birthday_bonus ?? 0);
        if (cents <= 0) throw new ApiError('NOT_ELIGIBLE');
        const claimed = await claimEntry(tx, {
          memberId: s.memberId,
          activityId: a.id,
          period: `year:${yearKey(now, zoneOf(ctx.merchant))}`,
          amount: centsText(cents),
          at: now,
        });
        if (!claimed) throw new ApiError('REWARD_CLAIMED');
        const p = await post(tx, {
          memberId: s.memberId,
          kind: 'bonus',
          amountCents: cents,
          ref: `activity:${a.id}:${yearKey(now, zoneOf(ctx.merchant))}`,
          at: now,
        });
        return { amount: wireAmount(cents), balance: wireAmount(p.balanceCents) };
      },
    );
  },
};
