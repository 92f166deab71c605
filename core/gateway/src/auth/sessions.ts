import { randomBytes } from 'node:crypto';
import type { AccountType, CallAuth } from '@wl/contract';
import { isAgentType, isTrialType, NO_CONTRACT_TYPES } from '@wl/contract';
import type { Deps, Session } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import type { Slice } from '../paging.ts';
import { ApiError } from '../errors.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { sha256 } from './passwords.ts';

interface SessionRow {
  token_hash: string;
  member_id: number;
  last_seen_at: number;
  expires_at: number;
  ended_at: number | null;
  type: number;
  username: string;
  nickname: string;
  merchant_code: string;
  disabled: boolean;
  [k: string]: unknown;
}

/**
 * Opens a session for a member: a random token (returned once, never stored) whose SHA-256 is kept.
 * The session ends after `sessionIdleMs` without calls or `sessionMaxMs` after login, whichever is first.
 */
export async function createSession(
  deps: Deps,
  db: Queryable,
  merchant: string,
  memberId: number,
  ip: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, merchant, ip, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $4, $5, $5, $6)`,
    [sha256(token), memberId, merchant, ip, now, now + deps.settings.sessionMaxMs],
  );
  return token;
}

/**
 * Finds the session of a token header and enforces the call's auth level.
 * none: a missing or dead token is simply no session. session: 401 without a live one. member: also 403 for trial.
 */
export async function authenticate(
  deps: Deps,
  merchant: GatewayMerchant,
  token: string | undefined,
  auth: CallAuth,
): Promise<Session | null> {
  const found = token ? await lookup(deps, merchant.code, token) : 'none';
  if (typeof found === 'string') {
    if (auth === 'none') return null;
    throw new ApiError(found === 'none' ? 'NOT_LOGGED_IN' : 'SESSION_EXPIRED');
  }
  if (auth === 'none' || auth === 'session') return found;
  if (isTrialType(found.type)) throw new ApiError('TRIAL_REJECTED');
  if (auth === 'agent' && !isAgentType(found.type))
    throw new ApiError('NO_PERMISSION', { message: 'the agent centre is for agents only' });
  if (auth === 'contract' && (NO_CONTRACT_TYPES as readonly number[]).includes(found.type))
    throw new ApiError('NO_PERMISSION', { message: 'contracts are not offered to this account type' });
  return found;
}

async function lookup(deps: Deps, merchant: string, token: string): Promise<Session | 'none' | 'expired'> {
  if (token.length > 200) return 'expired';
  const rows = await deps.db.query<SessionRow>(
    `SELECT s.token_hash, s.member_id, s.last_seen_at, s.expires_at, s.ended_at, m.type, m.username, m.nickname, m.merchant_code, m.disabled
       FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = $1 AND s.merchant = $2`,
    [sha256(token), merchant],
  );
  const row = rows[0];
  // A token of another merchant is as good as unknown: sessions never cross merchants.
  if (!row) return 'expired';
  const now = deps.clock.now();
  if (
    row.ended_at !== null ||
    row.disabled ||
    now >= Number(row.expires_at) ||
    now - Number(row.last_seen_at) >= deps.settings.sessionIdleMs
  )
    return 'expired';
  await deps.db.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1', [row.token_hash, now]);
  return {
    tokenHash: row.token_hash,
    memberId: Number(row.member_id),
    type: Number(row.type) as AccountType,
    username: row.username,
    nickname: row.nickname,
    merchantCode: row.merchant_code,
  };
}

/** Ends one session (logout). */
export async function endSession(deps: Deps, tokenHash: string): Promise<void> {
  await deps.db.query('UPDATE sessions SET ended_at = $2 WHERE token_hash = $1 AND ended_at IS NULL', [
    tokenHash,
    deps.clock.now(),
  ]);
}

/** Ends every live session of a member except `keep` (after a password change or reset). */
export async function endMemberSessions(
  deps: Deps,
  db: Queryable,
  memberId: number,
  keep?: string,
): Promise<void> {
  await db.query(
    'UPDATE sessions SET ended_at = $3 WHERE member_id = $1 AND ended_at IS NULL AND token_hash <> $2',
    [memberId, keep ?? '', deps.clock.now()],
  );
}

/** A session as the account history lists it. */
export type SessionHistoryRow = {
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  ended_at: number | null;
};

/** One page of a member's sessions opened since `from`, newest first, and how many there are. */
export async function sessionHistory(
  db: Queryable,
  memberId: number,
  from: number,
  slice: Slice,
): Promise<{ totalCount: number; rows: SessionHistoryRow[] }> {
  const rows = await db.query<SessionHistoryRow>(
    `SELECT token_hash, created_at, last_seen_at, ended_at FROM sessions WHERE member_id = $1 AND created_at >= $2
          ORDER BY created_at DESC LIMIT $3 OFFSET $4`,
    [memberId, from, slice.pageSize, slice.offset],
  );
  const [n] = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM sessions WHERE member_id = $1 AND created_at >= $2',
    [memberId, from],
  );
  return { totalCount: Number(n!.n), rows };
}
