import { isTrialType } from '@wl/contract';
import { levelsUpTo, vipLevels, type VipLevelRow } from '../content/vipLevels.ts';
import type { Queryable } from '../db/types.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { dayKey, dayStart, zoneOf } from './businessDay.ts';
import { centsOf, centsText, percentOf, toCents } from './cents.ts';

/*
 * The reward center's rewards (table rewards): the welcome bonus, VIP upgrade gifts, daily rebates and the
 * operator's promotional bonuses, each granted once per (member, kind, period) and claimed once. Granting moves no
 * money: a claim credits the ledger (routes/rewards.ts).
 */

export type RewardRow = {
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

/**
 * Spec section 9: the VIP level comes from paid deposits and valid bets (settled stakes) since registration; a
 * level is reached when both its deposit and its bet requirement are met. Points settle daily: the level at `now`
 * counts what was paid and played before the current business day began (midnight in the merchant's time zone),
 * so today's deposits and bets raise the level at the next midnight. Those are returned apart (pending), with the
 * instant they count from (settlesAt), so the VIP page can say why a deposit made today does not show yet.
 */
export async function vipOf(
  db: Queryable,
  merchant: GatewayMerchant,
  memberId: number,
  now: number,
): Promise<{
  level: number;
  depositCents: number;
  betCents: number;
  pendingDepositCents: number;
  pendingBetCents: number;
  settlesAt: number;
  row: VipLevelRow | undefined;
}> {
  const zone = zoneOf(merchant);
  const settled = dayStart(now, zone);
  // The next business day (days last 23 to 25 hours where the zone has DST).
  const settlesAt = dayStart(settled + 30 * 3_600_000, zone);
  const [d] = await db.query<{ s: string | null; p: string | null }>(
    `SELECT sum(amount) FILTER (WHERE coalesce(settled_at, created_at) < $2) AS s,
            sum(amount) FILTER (WHERE coalesce(settled_at, created_at) >= $2) AS p
       FROM deposit_orders WHERE member_id = $1 AND status = 'paid'`,
    [memberId, settled],
  );
  const [b] = await db.query<{ s: string | null; p: string | null }>(
    `SELECT sum(stake) FILTER (WHERE created_at < $2) AS s, sum(stake) FILTER (WHERE created_at >= $2) AS p
       FROM game_rounds WHERE member_id = $1`,
    [memberId, settled],
  );
  const depositCents = toCents(d?.s);
  const betCents = toCents(b?.s);
  let row: VipLevelRow | undefined;
  for (const l of await vipLevels(db, merchant.code))
    if (depositCents >= toCents(l.deposit_required) && betCents >= toCents(l.bet_required)) row = l;
  return {
    level: row ? Number(row.level) : 0,
    depositCents,
    betCents,
    pendingDepositCents: toCents(d?.p),
    pendingBetCents: toCents(b?.p),
    settlesAt,
    row,
  };
}

/** Valid bets of a member from `since` (epoch ms) until `until`, in cents. */
export async function betsSince(
  db: Queryable,
  memberId: number,
  since: number,
  until = Infinity,
): Promise<number> {
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
    // The turnover is a multiple of the bonus (welcomeTurnover 1.5 × 88.00), to the nearest cent.
    await grant(
      'welcome',
      'once',
      cents,
      Math.round(cents * (offer.welcomeTurnover ?? 0)),
      Number(m.created_at),
    );
  }
  const vip = await vipOf(db, merchant, memberId, now);
  for (const l of await levelsUpTo(db, merchant.code, vip.level))
    await grant('vip_gift', `level:${l.level}`, toCents(l.upgrade_bonus), 0, now);
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
export async function bonusGivenToSame(tx: Queryable, memberId: number, ip: string): Promise<boolean> {
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

/** A member's rewards, newest first. */
export function rewardsOf(db: Queryable, memberId: number): Promise<RewardRow[]> {
  return db.query<RewardRow>('SELECT * FROM rewards WHERE member_id = $1 ORDER BY created_at DESC, id DESC', [
    memberId,
  ]);
}

/** A member's reward, locked until `tx` ends: concurrent claims of it with different keys go one at a time. */
export async function lockReward(
  tx: Queryable,
  id: number,
  memberId: number,
): Promise<RewardRow | undefined> {
  const [r] = await tx.query<RewardRow>('SELECT * FROM rewards WHERE id = $1 AND member_id = $2 FOR UPDATE', [
    id,
    memberId,
  ]);
  return r;
}

/** Marks a reward claimed, with the claimer's address (the once-per-IP rule reads it). */
export async function markClaimed(tx: Queryable, id: number, at: number, ip: string): Promise<void> {
  await tx.query(`UPDATE rewards SET status = 'claimed', claimed_at = $2, claim_ip = $3 WHERE id = $1`, [
    id,
    at,
    ip,
  ]);
}

/**
 * The operator's promotional bonus for a member of a merchant by username (no money moves until it is claimed);
 * undefined when there is no such member.
 */
export async function grantPromo(
  db: Queryable,
  p: { merchant: string; username: string; period: string; cents: number; turnoverCents: number; at: number },
): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO rewards (member_id, kind, period, amount, turnover, since, created_at)
         SELECT id, 'promo', $3, $4::numeric, $5::numeric, $6, $6 FROM members WHERE merchant = $1 AND username = $2
       RETURNING id`,
    [p.merchant, p.username, p.period, centsText(p.cents), centsText(p.turnoverCents), p.at],
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}
