import type { Migration } from '../types.ts';

/**
 * Player protection (issue 16): limits the player sets (deposit, loss and wager per day, week and month, and minutes
 * per game session) with a pending raise that applies after a cooling-off; the player's reality-check interval;
 * time-outs and self-exclusions, kept by operator and username as well as by member so an operator-wide exclusion
 * bars the same player on the operator's other merchants; the last reality check acknowledged in a game session.
 */
export const protection: Migration = {
  id: 13,
  name: 'protection',
  statements: [
    `CREATE TABLE protection_limits (
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
      period text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
      value bigint,
      pending_value bigint,
      pending_at double precision,
      updated_at double precision NOT NULL,
      PRIMARY KEY (member_id, kind, period)
    )`,
    `CREATE TABLE protection_settings (
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      reality_minutes integer,
      updated_at double precision NOT NULL
    )`,
    `CREATE TABLE protection_exclusions (
      id serial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      merchant text NOT NULL,
      operator text NOT NULL,
      username text NOT NULL,
      across_operator boolean NOT NULL,
      kind text NOT NULL CHECK (kind IN ('timeout', 'self')),
      started_at double precision NOT NULL,
      ends_at double precision NOT NULL,
      irrevocable_until double precision NOT NULL
    )`,
    `CREATE INDEX protection_exclusions_member ON protection_exclusions (member_id, ends_at)`,
    `CREATE INDEX protection_exclusions_operator ON protection_exclusions (operator, username, ends_at) WHERE across_operator`,
    `ALTER TABLE game_sessions ADD COLUMN reality_ack_at double precision`,
  ],
};
