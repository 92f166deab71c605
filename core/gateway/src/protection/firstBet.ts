import type { Deps } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError } from '../errors.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { complianceOf } from './rules.ts';

/**
 * Responsible-gaming information before the first bet (the infoBeforeFirstBet module, required by MT-MGA): the
 * game page shows it until the player acknowledges it, the acknowledgement is recorded once per member, and a round
 * before it is refused by the gateway whatever the page did.
 */
export async function infoPending(
  db: Queryable,
  merchant: GatewayMerchant,
  memberId: number,
): Promise<boolean> {
  if (!complianceOf(merchant).modules.infoBeforeFirstBet) return false;
  const rows = await db.query('SELECT 1 FROM protection_info_acks WHERE member_id = $1', [memberId]);
  return rows.length === 0;
}

/** Records that the member has read the information (the first acknowledgement's time is kept). */
export async function acknowledgeInfo(deps: Deps, memberId: number): Promise<void> {
  await deps.db.query(
    `INSERT INTO protection_info_acks (member_id, acknowledged_at) VALUES ($1, $2)
     ON CONFLICT (member_id) DO NOTHING`,
    [memberId, deps.clock.now()],
  );
}

/** Refuses a bet of a member who has not yet acknowledged the information their merchant's profile requires. */
export async function refuseBeforeInfo(
  db: Queryable,
  merchant: GatewayMerchant,
  memberId: number,
): Promise<void> {
  if (await infoPending(db, merchant, memberId)) throw new ApiError('INFO_REQUIRED');
}
