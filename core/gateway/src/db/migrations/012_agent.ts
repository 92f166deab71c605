import type { Migration } from '../types.ts';

/*
 * The agent centre: the contracts an account signed or declined (with the terms as they were signed, so a later
 * change of the offer never rewrites a signed contract), and one row per wage or dividend period paid to an agent,
 * written in the same transaction as its ledger row (the primary key pays each period once).
 */
export const agent: Migration = {
  id: 12,
  name: 'agent',
  statements: [
    `CREATE TABLE agent_contracts (
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('daily', 'dividend', 'hourly')),
      status text NOT NULL CHECK (status IN ('signed', 'declined')),
      terms jsonb NOT NULL,
      answered_at double precision NOT NULL,
      PRIMARY KEY (member_id, kind)
    )`,
    `CREATE TABLE agent_payouts (
      member_id integer NOT NULL REFERENCES members(id),
      kind text NOT NULL CHECK (kind IN ('daily', 'dividend', 'hourly')),
      period_start double precision NOT NULL,
      period_end double precision NOT NULL,
      basis numeric(18,2) NOT NULL,
      rate_bp integer NOT NULL,
      amount numeric(18,2) NOT NULL CHECK (amount > 0),
      ledger_id bigint NOT NULL,
      paid_at double precision NOT NULL,
      PRIMARY KEY (member_id, kind, period_start)
    )`,
    `CREATE INDEX members_parent ON members (parent_id) WHERE parent_id IS NOT NULL`,
    `CREATE INDEX game_rounds_member_time ON game_rounds (member_id, created_at)`,
  ],
};
