import { isTrialType } from '@wl/contract';
import type { Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError } from '../errors.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { dayKey, dayStart, yearKey, zoneOf } from '../money/businessDay.ts';
import { centsOf, centsText, percentOf, toCents, wireAmount } from '../money/cents.ts';
import { once, post } from '../money/ledger.ts';

type RewardHandlers = Pick<
  Handlers,
  'rewards' | 'claimReward' | 'vipStatus' | 'activityEntries' | 'joinActivity' | 'claimActivity'
>;

const money = (v: unknown): number => wireAmount(toCents(v));

type VipLevelRow = {
  level: number;
  upgrade_bonus: string;
  birthday_bonus: string;
  rebate_rate: string;
};

/**
 * Spec section 9: the VIP level comes from paid deposits and valid bets (settled stakes) since registration; a
 * level is reached when both its deposit and its bet requirement are met. Points settle daily: the level at `now`
 * counts what was paid and played before the current business day began (midnight in the merchant's time zone),
 * so today's deposits and bets raise the level at the next midnight.
 */
export async function vipOf(
  db: Queryable,
  merchant: GatewayMerchant,
  memberId: number,
  now: number,
): Promise<{ level: number; depositCents: number; betCents: number; row: VipLevelRow | undefined }> {
  const settled = dayStart(now, zoneOf(merchant));
  const [d] = await db.query<{ s: string | null }>(
    `SELECT sum(amount) AS s FROM deposit_orders
      WHERE member_id = $1 AND status = 'paid' AND coalesce(settled_at, created_at) < $2`,
    [memberId, settled],
  );
  const [b] = await db.query<{ s: string | null }>(
    'SELECT sum(stake) AS s FROM game_rounds WHERE member_id = $1 AND created_at < $2',
    [memberId, settled],
  );
  const depositCents = toCents(d?.s);
  const betCents = toCents(b?.s);
  const levels = await db.query<VipLevelRow & { deposit_required: string; bet_required: string }>(
    'SELECT * FROM vip_levels WHERE merchant = $1 ORDER BY level',
    [merchant.code],
  );
  let row: VipLevelRow | undefined;
  for (const l of levels)
    if (depositCents >= toCents(l.deposit_required) && betCents >= toCents(l.bet_required)) row = l;
  return { level: row ? Number(row.level) : 0, depositCents, betCents, row };
}

/** Valid bets of a member from `since` (epoch ms), in cents. */
async function betsSince(db: Queryable, memberId: number, since: number, until = Infinity): Promise<number> {
  const [r] = await db.query<{ s: string | null }>(
    'SELECT sum(stake) AS s FROM game_rounds WHERE member_id = $1 AND created_at >= $2 AND created_at < $3',
    [memberId, since, Number.isFinite(until) ? until : Number.MAX_VALUE],
  );
  return toCents(r?.s);
}

/**
 * Grants the rewards the member's facts make due, each once (the unique (member, kind, period) row): the merchant's
 * welcome bonus for a real account, an upgrade gift per VIP level reached, and yesterday's rebate (the level's rate
 * of yesterday's valid bets, days starting at midnight in the merchant's time zone).
 */
export async function grantRewards(
  db: Queryable,
  merchant: GatewayMerchant,
  memberId: number,
  now: number,
): Promise<void> {
  const [m] = await db.query<{ type: number; created_at: number }>(
    'SELECT type, created_at FROM members WHERE id = $1',
    [memberId],
  );
  if (!m || isTrialType(Number(m.type))) return;
  const grant = (kind: string, period: string, cents: number, turnoverCents: number, since: number) =>
    cents > 0
      ? db.query(
          `INSERT INTO rewards (member_id, kind, period, amount, turnover, since, created_at)
           VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6, $7) ON CONFLICT (member_id, kind, period) DO NOTHING`,
          [memberId, kind, period, centsText(cents), centsText(turnoverCents), since, now],
        )
      : Promise.resolve([]);
  const offer = merchant.manifest.rewards;
  if (offer) {
    const cents = centsOf(offer.welcomeBonus);
    await grant(
      'welcome',
      'once',
      cents,
      Math.round(cents * (offer.welcomeTurnover ?? 0)),
      Number(m.created_at),
    );
  }
  const vip = await vipOf(db, merchant, memberId, now);
  const levels = await db.query<VipLevelRow>(
    'SELECT level, upgrade_bonus FROM vip_levels WHERE merchant = $1 AND level BETWEEN 1 AND $2 ORDER BY level',
    [merchant.code, vip.level],
  );
  for (const l of levels) await grant('vip_gift', `level:${l.level}`, toCents(l.upgrade_bonus), 0, now);
  const zone = zoneOf(merchant);
  const today = dayStart(now, zone);
  // Yesterday began at the midnight before today's (23 or 25 hours earlier across a DST change).
  const yesterday = dayStart(today - 1, zone);
  const rate = Number(vip.row?.rebate_rate ?? 0);
  if (rate > 0) {
    const bets = await betsSince(db, memberId, yesterday, today);
    await grant('rebate', `day:${dayKey(yesterday, zone)}`, percentOf(bets, rate), 0, now);
  }
}

/** The rule of spec section 9: the same name, payment account or IP gets a merchant's welcome bonus once. */
async function bonusGivenToSame(tx: Queryable, memberId: number, ip: string): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM rewards r JOIN members other ON other.id = r.member_id
      WHERE r.kind = 'welcome' AND r.status = 'claimed' AND r.member_id <> $1
        AND other.merchant = (SELECT merchant FROM members WHERE id = $1)
        AND (r.claim_ip = $2 OR EXISTS (
          SELECT 1 FROM payout_accounts mine JOIN payout_accounts theirs
            ON theirs.member_id = r.member_id
           AND (lower(theirs.payee_name) = lower(mine.payee_name)
             OR (theirs.provider = mine.provider AND theirs.account_no = mine.account_no))
           WHERE mine.member_id = $1))
      LIMIT 1`,
    [memberId, ip],
  );
  return rows.length > 0;
}

type RewardRow = {
  id: number;
  kind: 'welcome' | 'vip_gift' | 'rebate' | 'promo';
  period: string;
  amount: string;
  turnover: string;
  since: number;
  status: 'open' | 'claimed';
  created_at: number;
  claimed_at: number | null;
};

/** Reward center, VIP status and promotion entries; claims credit through the ledger only. */
export const rewardHandlers: RewardHandlers = {
  rewards: async (ctx) => {
    const s = sessionOf(ctx);
    const db = ctx.deps.db;
    await db.transaction((tx) => grantRewards(tx, ctx.merchant, s.memberId, ctx.deps.clock.now()));
    const rows = await db.query<RewardRow>(
      'SELECT * FROM rewards WHERE member_id = $1 ORDER BY created_at DESC, id DESC',
      [s.memberId],
    );
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
    const referrals = await db.query<{ amount: string; created_at: number }>(
      `SELECT amount, created_at FROM ledger WHERE member_id = $1 AND kind = 'referral_reward' ORDER BY id DESC`,
      [s.memberId],
    );
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
        const [r] = await tx.query<RewardRow>(
          'SELECT * FROM rewards WHERE id = $1 AND member_id = $2 FOR UPDATE',
          [ctx.input.id, s.memberId],
        );
        if (!r) throw new ApiError('NOT_FOUND');
        if (r.status === 'claimed') throw new ApiError('REWARD_CLAIMED');
        const required = toCents(r.turnover);
        if (required > 0 && (await betsSince(tx, s.memberId, Number(r.since))) < required)
          throw new ApiError('REWARD_LOCKED');
        if (r.kind === 'welcome' && (await bonusGivenToSame(tx, s.memberId, ctx.ip)))
          throw new ApiError('BONUS_ONCE');
        await tx.query(
          `UPDATE rewards SET status = 'claimed', claimed_at = $2, claim_ip = $3 WHERE id = $1`,
          [r.id, now, ctx.ip],
        );
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
    return { level: v.level, deposits: wireAmount(v.depositCents), validBets: wireAmount(v.betCents) };
  },

  activityEntries: async (ctx) => {
    const s = sessionOf(ctx);
    const now = ctx.deps.clock.now();
    const rows = await ctx.deps.db.query<{
      activity_id: number;
      state: 'joined' | 'signed' | 'claimed';
      comment: string | null;
      created_at: number;
    }>(
      `SELECT activity_id, state, comment, created_at FROM activity_entries
        WHERE member_id = $1 AND period IN ('once', $2, $3) ORDER BY created_at`,
      [s.memberId, `day:${dayKey(now, zoneOf(ctx.merchant))}`, `year:${yearKey(now, zoneOf(ctx.merchant))}`],
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
    const a = await openActivity(ctx.deps.db, ctx.merchant, ctx.input.activityId, now);
    if (a.status !== 'join' && a.status !== 'signed') throw new ApiError('NOT_ELIGIBLE');
    const state = a.status === 'join' ? 'joined' : 'signed';
    const period = state === 'joined' ? 'once' : `day:${dayKey(now, zoneOf(ctx.merchant))}`;
    const comment = ctx.input.comment?.trim() || null;
    await ctx.deps.db.query(
      `INSERT INTO activity_entries (member_id, activity_id, period, state, comment, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [s.memberId, a.id, period, state, comment, now],
    );
    const [e] = await ctx.deps.db.query<{ comment: string | null; created_at: number }>(
      'SELECT comment, created_at FROM activity_entries WHERE member_id = $1 AND activity_id = $2 AND period = $3',
      [s.memberId, a.id, period],
    );
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
        const a = await openActivity(tx, ctx.merchant, ctx.input.activityId, now);
        if (a.status !== 'claim') throw new ApiError('NOT_ELIGIBLE');
        // The birthday gift: the VIP level's birthday bonus, once a year (level 0 has none).
        const vip = await vipOf(tx, ctx.merchant, s.memberId, now);
        const cents = toCents(vip.row?.birthday_bonus ?? 0);
        if (cents <= 0) throw new ApiError('NOT_ELIGIBLE');
        const inserted = await tx.query(
          `INSERT INTO activity_entries (member_id, activity_id, period, state, amount, created_at)
           VALUES ($1, $2, $3, 'claimed', $4::numeric, $5) ON CONFLICT DO NOTHING RETURNING activity_id`,
          [s.memberId, a.id, `year:${yearKey(now, zoneOf(ctx.merchant))}`, centsText(cents), now],
        );
        if (!inserted.length) throw new ApiError('REWARD_CLAIMED');
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

/** An activity of this merchant that is running now (not closed, not coming soon). */
async function openActivity(
  db: Queryable,
  merchant: GatewayMerchant,
  id: number,
  now: number,
): Promise<{ id: number; status: string }> {
  const [a] = await db.query<{ id: number; status: string; start_at: number; end_at: number }>(
    'SELECT id, status, start_at, end_at FROM activities WHERE id = $1 AND merchant = $2',
    [id, merchant.code],
  );
  if (!a) throw new ApiError('NOT_FOUND');
  if (
    Number(a.end_at) < now ||
    Number(a.start_at) > now ||
    a.status === 'close' ||
    a.status === 'coming_soon'
  )
    throw new ApiError('NOT_ELIGIBLE');
  return { id: Number(a.id), status: a.status };
}
