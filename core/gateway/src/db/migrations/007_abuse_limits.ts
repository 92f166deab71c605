import type { Migration } from '../types.ts';

// Rate limits move from process memory to the database, so they hold across gateway processes and restarts;
// login guards get a "not before" time for the growing delay; expired captchas are purged by expiry.
export const abuseLimits: Migration = {
  id: 7,
  name: 'abuse_limits',
  statements: [
    `CREATE TABLE rate_counters (
      kind text NOT NULL,
      key text NOT NULL,
      window_start double precision NOT NULL,
      expires_at double precision NOT NULL,
      count integer NOT NULL,
      PRIMARY KEY (kind, key)
    )`,
    `CREATE INDEX rate_counters_expires ON rate_counters (expires_at)`,
    `ALTER TABLE login_guards ADD COLUMN next_at double precision NOT NULL DEFAULT 0`,
    `CREATE INDEX login_guards_updated ON login_guards (updated_at)`,
    `CREATE INDEX captchas_expires ON captchas (expires_at)`,
  ],
};
