import { isTrialType } from '@wl/contract';
import type { Queryable } from '../db/types.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { centsOf, toCents } from './cents.ts';
import { memberIdOfInviteCode } from './inviteCode.ts';
import { post } from './ledger.ts';

/**
 * The inviter named by an invite link's recommenderId (the inviter's invite code, money/inviteCode.ts): a real (not
 * trial) member of the same merchant. A link that
 * names nobody valid registers the player without an inviter rather than refusing them: the player cannot fix a
 * link someone else sent.
 */
export async function inviterOf(
  db: Queryable,
  merchant: GatewayMerchant,
  recommenderId: string | undefined,
): Promise<number | undefined> {
  const id = recommenderId ? memberIdOfInviteCode(recommenderId) : undefined;
  if (id === undefined) return undefined;
  const rows = await db.query<{ id: number; type: number }>(
    'SELECT id, type FROM members WHERE id = $1 AND merchant = $2 AND NOT disabled',
    [id, merchant.code],
  );
  const row = rows[0];
  return row && !isTrialType(Number(row.type)) ? Number(row.id) : undefined;
}

/**
 * Called in the transaction that credits a paid deposit. On an invitee's first paid deposit it records them as a
 * depositing invitee; every `referral.invitees`-th such invitee credits the inviter the merchant's
 * `referral.reward` through the ledger. The primary key on the invitee makes it once per invitee, whatever repeats.
 */
export async function creditReferral(
  tx: Queryable,
  merchant: GatewayMerchant,
  inviteeId: number,
  orderNo: string,
  at: number,
): Promise<boolean> {
  const [m] = await tx.query<{ referrer_id: number | null }>(
    'SELECT referrer_id FROM members WHERE id = $1',
    [inviteeId],
  );
  const referrerId = m?.referrer_id == null ? undefined : Number(m.referrer_id);
  if (referrerId === undefined) return false;
  const { invitees, reward } = merchant.manifest.referral;
  // Lock the inviter's row first so concurrent first deposits of two invitees count one after the other (NO KEY
  // UPDATE, as protection/limits.ts lockMember explains: it does not wait on rows that merely reference the member).
  await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [referrerId]);
  const [{ n }] = (await tx.query<{ n: string }>(
    'SELECT count(*) AS n FROM referral_deposits WHERE referrer_id = $1',
    [referrerId],
  )) as [{ n: string }];
  const rewarded = (Number(n) + 1) % Math.max(1, invitees) === 0;
  const inserted = await tx.query(
    `INSERT INTO referral_deposits (invitee_id, referrer_id, order_no, rewarded, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (invitee_id) DO NOTHING RETURNING invitee_id`,
    [inviteeId, referrerId, orderNo, rewarded, at],
  );
  if (!inserted.length || !rewarded) return false;
  await post(tx, {
    memberId: referrerId,
    kind: 'referral_reward',
    amountCents: centsOf(reward),
    ref: `invitee:${inviteeId}`,
    at,
  });
  return true;
}

/** The inviter's own figures: friends registered through their link, those who deposited, rewards credited. */
export async function inviteStats(
  db: Queryable,
  memberId: number,
): Promise<{ invited: number; deposited: number; earnedCents: number }> {
  const [r] = await db.query<{ invited: string; deposited: string; earned: string | null }>(
    `SELECT (SELECT count(*) FROM members WHERE referrer_id = $1) AS invited,
            (SELECT count(*) FROM referral_deposits WHERE referrer_id = $1) AS deposited,
            (SELECT sum(amount) FROM ledger WHERE member_id = $1 AND kind = 'referral_reward') AS earned`,
    [memberId],
  );
  return {
    invited: Number(r?.invited ?? 0),
    deposited: Number(r?.deposited ?? 0),
    earnedCents: toCents(r?.earned),
  };
}
