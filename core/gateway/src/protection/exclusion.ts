import type { Deps } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError, fieldError } from '../errors.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { protectionNow } from './clock.ts';
import { COOLING_OFF_MS, DAY_MS, addMonths, complianceOf, requireModule } from './rules.ts';

export type ExclusionKind = 'timeout' | 'self';

export interface Exclusion {
  kind: ExclusionKind;
  until: number;
  irrevocableUntil: number;
  /** When the player asked to revoke it (it then ends at `until`, a cooling-off after the request). */
  revokeRequestedAt?: number;
}

/**
 * Takes a time-out (days) or self-exclusion (months) for a member: recorded with the operator and username so that,
 * where the manifest says so, the operator's other merchants refuse the same player too; then every session of the
 * player (app and game) on those merchants ends, so nothing more can be deposited or played.
 */
export async function exclude(
  deps: Deps,
  merchant: GatewayMerchant,
  member: { memberId: number; username: string },
  kind: ExclusionKind,
  length: number,
): Promise<Exclusion> {
  const c = complianceOf(merchant);
  requireModule(merchant, kind === 'timeout' ? 'timeOut' : 'selfExclusion');
  const offered = kind === 'timeout' ? c.timeOutDays : c.selfExclusionMonths;
  if (!offered.includes(length)) throw fieldError('length', `must be one of ${offered.join(', ')}`);
  const now = protectionNow(deps, member.memberId);
  const until = kind === 'timeout' ? now + length * DAY_MS : addMonths(now, length);
  const irrevocableUntil = kind === 'timeout' ? until : Math.min(until, addMonths(now, c.irrevocableMonths));
  const realNow = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO protection_exclusions (member_id, merchant, operator, username, across_operator, kind, started_at, ends_at, irrevocable_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        member.memberId,
        merchant.code,
        c.operator,
        member.username,
        c.exclusionAcrossOperator,
        kind,
        now,
        until,
        irrevocableUntil,
      ],
    );
    const codes = c.exclusionAcrossOperator
      ? deps.merchants.all.filter((m) => complianceOf(m).operator === c.operator).map((m) => m.code)
      : [merchant.code];
    const ids = (
      await tx.query<{ id: number }>(
        'SELECT id FROM members WHERE id = $1 OR (merchant = ANY($2::text[]) AND username = $3)',
        [member.memberId, codes, member.username],
      )
    ).map((r) => Number(r.id));
    await tx.query(
      'UPDATE sessions SET ended_at = $2 WHERE member_id = ANY($1::int[]) AND ended_at IS NULL',
      [ids, realNow],
    );
    await tx.query('DELETE FROM game_sessions WHERE member_id = ANY($1::int[])', [ids]);
  });
  return { kind, until, irrevocableUntil };
}

/**
 * The exclusion in force for a member of `merchant`: their own, or one taken on another merchant of the same
 * operator that covers the whole operator. The longest one wins.
 */
export async function activeExclusion(
  deps: Deps,
  db: Queryable,
  merchant: GatewayMerchant,
  member: { memberId: number; username: string },
): Promise<Exclusion | undefined> {
  const now = protectionNow(deps, member.memberId);
  const [r] = await db.query<{
    kind: ExclusionKind;
    ends_at: number;
    irrevocable_until: number;
    revoke_requested_at: number | null;
  }>(
    `SELECT kind, ends_at, irrevocable_until, revoke_requested_at FROM protection_exclusions
      WHERE ends_at > $1 AND (member_id = $2 OR (across_operator AND operator = $3 AND username = $4))
      ORDER BY ends_at DESC LIMIT 1`,
    [now, member.memberId, complianceOf(merchant).operator, member.username],
  );
  if (!r) return undefined;
  return {
    kind: r.kind,
    until: Number(r.ends_at),
    irrevocableUntil: Number(r.irrevocable_until),
    ...(r.revoke_requested_at === null ? {} : { revokeRequestedAt: Number(r.revoke_requested_at) }),
  };
}

/** Refuses a login, deposit or bet of an excluded player, with the end date. */
export async function refuseExcluded(
  deps: Deps,
  db: Queryable,
  merchant: GatewayMerchant,
  member: { memberId: number; username: string },
): Promise<void> {
  const x = await activeExclusion(deps, db, merchant, member);
  if (!x) return;
  throw new ApiError('EXCLUDED', {
    message: `This account is ${x.kind === 'self' ? 'self-excluded' : 'on a time-out'} until ${new Date(x.until).toISOString()}`,
    messageKey: x.kind === 'self' ? 'protection.error.self_excluded' : 'protection.error.timeout',
    detail: {
      until: x.until,
      ...(x.kind === 'self' ? { revocableFrom: x.irrevocableUntil } : {}),
      ...(x.revokeRequestedAt === undefined ? {} : { revokeRequestedAt: x.revokeRequestedAt }),
    },
  });
}

/**
 * A request to end a self-exclusion early. A time-out always runs its full length (it is short, and a break the
 * player can undo on impulse protects nobody); a self-exclusion cannot be revoked during its irrevocable months
 * (compliance.irrevocableMonths, PAGCOR: 6) and afterwards ends COOLING_OFF_MS after the request, not at once.
 * Every exclusion barring the player (an operator-wide one taken on another merchant included) is revoked together;
 * if any of them is a time-out or still irrevocable, nothing changes. Asking again changes nothing.
 */
export async function requestRevoke(
  deps: Deps,
  merchant: GatewayMerchant,
  member: { memberId: number; username: string },
): Promise<{ until: number; revokeRequestedAt: number }> {
  const now = protectionNow(deps, member.memberId);
  return deps.db.transaction(async (tx) => {
    const rows = await tx.query<{
      id: number;
      kind: ExclusionKind;
      ends_at: number;
      irrevocable_until: number;
      revoke_requested_at: number | null;
    }>(
      `SELECT id, kind, ends_at, irrevocable_until, revoke_requested_at FROM protection_exclusions
        WHERE ends_at > $1 AND (member_id = $2 OR (across_operator AND operator = $3 AND username = $4))
        FOR UPDATE`,
      [now, member.memberId, complianceOf(merchant).operator, member.username],
    );
    if (!rows.length) throw new ApiError('NOT_FOUND', { message: 'This account is not excluded' });
    const timeout = rows.find((r) => r.kind === 'timeout');
    if (timeout)
      throw new ApiError('IRREVOCABLE', {
        message: 'A time-out cannot be ended early',
        messageKey: 'protection.error.timeout_final',
        detail: { until: Number(timeout.ends_at) },
      });
    const from = Math.max(...rows.map((r) => Number(r.irrevocable_until)));
    if (now < from)
      throw new ApiError('IRREVOCABLE', {
        message: `This self-exclusion cannot be revoked before ${new Date(from).toISOString()}`,
        detail: { revocableFrom: from },
      });
    const asked = rows.map((r) => r.revoke_requested_at).find((v) => v !== null);
    const requestedAt = asked === undefined || asked === null ? now : Number(asked);
    const ends = requestedAt + COOLING_OFF_MS;
    await tx.query(
      `UPDATE protection_exclusions SET revoke_requested_at = COALESCE(revoke_requested_at, $2),
              ends_at = LEAST(ends_at, $3)
        WHERE id = ANY($1::int[])`,
      [rows.map((r) => Number(r.id)), requestedAt, ends],
    );
    return {
      until: Math.min(ends, Math.max(...rows.map((r) => Number(r.ends_at)))),
      revokeRequestedAt: requestedAt,
    };
  });
}
