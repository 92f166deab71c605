import type { Migration } from '../types.ts';

/*
 * The sandbox game: a launch ticket now carries the player's language; redeeming it opens a game session (an
 * HttpOnly cookie scoped to /wps/game, stored hashed), and every round is recorded for the betting record.
 */
export const gameRounds: Migration = {
  id: 4,
  name: 'game_rounds',
  statements: [
    `ALTER TABLE launch_tickets ADD COLUMN language text`,
    `CREATE TABLE game_sessions (
      token_hash text PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      merchant text NOT NULL,
      node_id text NOT NULL,
      language text NOT NULL,
      created_at double precision NOT NULL,
      expires_at double precision NOT NULL
    )`,
    `CREATE TABLE game_rounds (
      round_id text PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id),
      merchant text NOT NULL,
      node_id text NOT NULL,
      game_name text NOT NULL,
      vendor_code text NOT NULL,
      game_type text NOT NULL,
      stake numeric(18,2) NOT NULL CHECK (stake > 0),
      win numeric(18,2) NOT NULL CHECK (win >= 0),
      result text NOT NULL,
      created_at double precision NOT NULL
    )`,
    `CREATE INDEX game_rounds_member ON game_rounds (member_id, created_at DESC)`,
  ],
};
