import type { Queryable } from '../db/types.ts';

// Row types are type aliases, not interfaces, so they satisfy the driver's Row index signature.

/*
 * Launch tickets and game sessions (tables launch_tickets and game_sessions). launchGame hands out a one-time
 * ticket in the game's URL; the game page redeems it once for a session held in a cookie, so no app session token
 * ever travels in a URL. Tickets and session tokens are stored only as hashes.
 */

/** A ticket's row once redeemed: whose launch it was, of which game, in which language. */
export type RedeemedTicket = {
  member_id: number;
  merchant: string;
  node_id: string;
  language: string | null;
};

/** Records a launch ticket (its hash) for a member's game. */
export async function issueLaunchTicket(
  db: Queryable,
  t: { ticketHash: string; memberId: number; merchant: string; nodeId: string; at: number; language: string },
): Promise<void> {
  await db.query(
    'INSERT INTO launch_tickets (ticket_hash, member_id, merchant, node_id, created_at, language) VALUES ($1, $2, $3, $4, $5, $6)',
    [t.ticketHash, t.memberId, t.merchant, t.nodeId, t.at, t.language],
  );
}

/**
 * Uses a ticket up: only an unused one younger than `ttlMs`. Checked and used in one statement, so two requests
 * with the same ticket never both open a session.
 */
export async function redeemLaunchTicket(
  db: Queryable,
  ticketHash: string,
  now: number,
  ttlMs: number,
): Promise<RedeemedTicket | undefined> {
  const rows = await db.query<RedeemedTicket>(
    `UPDATE launch_tickets t SET used_at = $2
      WHERE t.ticket_hash = $1 AND t.used_at IS NULL AND t.created_at > $3
      RETURNING t.member_id, t.merchant, t.node_id, t.language`,
    [ticketHash, now, now - ttlMs],
  );
  return rows[0];
}

/** What the game page needs to know of a launched game and its player. */
export type LaunchedGame = {
  game_name: string;
  display_name: string;
  type: number;
  game_id: string;
  game_type: string;
  vendor_code: string;
  lotto_mode: string;
};

/** The game a ticket named and its player's account type. */
export async function launchedGame(
  db: Queryable,
  merchant: string,
  nodeId: string,
  memberId: number,
): Promise<LaunchedGame | undefined> {
  const rows = await db.query<LaunchedGame>(
    `SELECT g.game_name, g.display_name, m.type, g.game_id, g.game_type, g.vendor_code, g.lotto_mode
       FROM games g, members m WHERE g.merchant = $1 AND g.node_id = $2 AND m.id = $3`,
    [merchant, nodeId, memberId],
  );
  return rows[0];
}

/** A new game session (its token's hash); the lottery's play type and prize mode when it plays the lottery. */
export async function openGameSession(
  db: Queryable,
  s: {
    tokenHash: string;
    memberId: number;
    merchant: string;
    nodeId: string;
    language: string;
    at: number;
    expiresAt: number;
    playType: string | null;
    prizeMode: string | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO game_sessions (token_hash, member_id, merchant, node_id, language, created_at, expires_at, play_type, prize_mode)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [s.tokenHash, s.memberId, s.merchant, s.nodeId, s.language, s.at, s.expiresAt, s.playType, s.prizeMode],
  );
}

/** A game session's row with its game's names and its player's account type. */
export type GameSessionRow = {
  member_id: number;
  merchant: string;
  node_id: string;
  language: string;
  game_name: string;
  display_name: string;
  type: number;
  token_hash: string;
  created_at: number;
  reality_ack_at: number | null;
  play_type: string | null;
  prize_mode: string | null;
};

/** The unexpired game session of a token hash. */
export async function gameSessionOf(
  db: Queryable,
  tokenHash: string,
  now: number,
): Promise<GameSessionRow | undefined> {
  const rows = await db.query<GameSessionRow>(
    `SELECT s.member_id, s.merchant, s.node_id, s.language, g.game_name, g.display_name, m.type,
            s.token_hash, s.created_at, s.reality_ack_at, s.play_type, s.prize_mode
       FROM game_sessions s JOIN games g ON g.merchant = s.merchant AND g.node_id = s.node_id JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [tokenHash, now],
  );
  return rows[0];
}

/** Ends every game session of a member (the reality check's "log out"). */
export async function endGameSessions(db: Queryable, memberId: number): Promise<void> {
  await db.query('DELETE FROM game_sessions WHERE member_id = $1', [memberId]);
}
