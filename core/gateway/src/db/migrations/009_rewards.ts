import type { Migration } from '../types.ts';

/*
 * The reward center and promotions. A reward row is granted when the member's facts make it due (welcome bonus,
 * VIP upgrade gift per level reached, yesterday's rebate) and claimed once: the claim flips the row and posts the
 * credit through the ledger in one transaction. Promotion entries record a member's join, daily sign-in or yearly
 * claim of an activity; the primary key makes each once per period.
 */
export const rewards: Migration = {
  id: 9,
  name: 'rewards',
  statements: [
    `CREATE TABLE rewards (
      id serial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id),
      kind text NOT NULL CHECK (kind IN ('welcome', 'vip_gift', 'rebate')),
      period text NOT NULL,
      amount numeric(18,2) NOT NULL CHECK (amount > 0),
      turnover numeric(18,2) NOT NULL DEFAULT 0 CHECK (turnover >= 0),
      since double precision NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'claimed')),
      claim_ip text,
      created_at double precision NOT NULL,
      claimed_at double precision,
      UNIQUE (member_id, kind, period)
    )`,
    `CREATE INDEX rewards_welcome_claimed ON rewards (kind, claim_ip) WHERE status = 'claimed'`,
    `CREATE TABLE activity_entries (
      member_id integer NOT NULL REFERENCES members(id),
      activity_id integer NOT NULL,
      period text NOT NULL,
      state text NOT NULL CHECK (state IN ('joined', 'signed', 'claimed')),
      comment text,
      amount numeric(18,2) NOT NULL DEFAULT 0,
      created_at double precision NOT NULL,
      PRIMARY KEY (member_id, activity_id, period)
    )`,
  ],
};
