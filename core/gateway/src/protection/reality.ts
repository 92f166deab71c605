import type { Deps } from '../context.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { toCents } from '../money/cents.ts';
import { protectionNow } from './clock.ts';
import { complianceOf } from './rules.ts';

/** A game session as the reality check needs it. */
export interface PlaySession {
  tokenHash: string;
  memberId: number;
  startedAt: number;
  realityAckAt: number | null;
}

export interface PlayStatus {
  /** Time played in this game session, ms. */
  elapsedMs: number;
  /** Wins minus stakes of the session, cents. */
  netCents: number;
  /** A reality check is due: play waits for the player's answer. */
  realityDue: boolean;
  /** Show elapsed time and net position at all times (the profile requires it). */
  showStatus: boolean;
}

/** The player's reality-check interval in minutes: their own choice, never longer than the merchant's. */
export async function realityMinutes(
  deps: Deps,
  merchant: GatewayMerchant,
  memberId: number,
): Promise<number> {
  const fallback = complianceOf(merchant).realityCheckMinutes;
  const [r] = await deps.db.query<{ reality_minutes: number | null }>(
    'SELECT reality_minutes FROM protection_settings WHERE member_id = $1',
    [memberId],
  );
  const chosen = r?.reality_minutes;
  return chosen ? Math.min(Number(chosen), fallback) : fallback;
}

/** Time played, net position and whether a reality check is due, for one game session. */
export async function playStatus(deps: Deps, merchant: GatewayMerchant, s: PlaySession): Promise<PlayStatus> {
  const c = complianceOf(merchant);
  const now = protectionNow(deps, s.memberId);
  const [r] = await deps.db.query<{ staked: string | null; won: string | null }>(
    'SELECT sum(stake) AS staked, sum(win) AS won FROM game_rounds WHERE member_id = $1 AND created_at >= $2',
    [s.memberId, s.startedAt],
  );
  const netCents = toCents(r?.won ?? '0') - toCents(r?.staked ?? '0');
  const intervalMs = (await realityMinutes(deps, merchant, s.memberId)) * 60_000;
  return {
    elapsedMs: Math.max(0, now - s.startedAt),
    netCents,
    realityDue: c.modules.realityCheck && now - (s.realityAckAt ?? s.startedAt) >= intervalMs,
    showStatus: c.modules.playStatus,
  };
}

/** The player answered "continue": the next check is one interval from now. */
export async function acknowledgeReality(deps: Deps, s: PlaySession): Promise<void> {
  await deps.db.query('UPDATE game_sessions SET reality_ack_at = $2 WHERE token_hash = $1', [
    s.tokenHash,
    protectionNow(deps, s.memberId),
  ]);
}

/** The reality-check interval a player chose (the caller keeps it within the merchant's). */
export async function setRealityMinutes(deps: Deps, memberId: number, minutes: number): Promise<void> {
  await deps.db.query(
    `INSERT INTO protection_settings (member_id, reality_minutes, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (member_id) DO UPDATE SET reality_minutes = $2, updated_at = $3`,
    [memberId, minutes, deps.clock.now()],
  );
}
