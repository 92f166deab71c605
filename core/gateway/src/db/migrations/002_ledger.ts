import type { Migration } from '../types.ts';

/*
 * The wallet ledger. Every change of a member's balance (or of the amount held for a pending withdrawal) is one
 * append-only row written in the same transaction as the balance, so the sum of a member's rows always equals the
 * balance. Balances can never go below zero (a CHECK, not only application code). Money-moving calls carry an
 * idempotency key: the first answer is stored with the key and a repeat answers it again without moving money.
 */
export const ledger: Migration = {
  id: 2,
  name: 'ledger',
  statements: [
    `ALTER TABLE members ADD COLUMN held numeric(18,2) NOT NULL DEFAULT 0`,
    `ALTER TABLE members ADD CONSTRAINT members_balance_non_negative CHECK (balance >= 0 AND held >= 0)`,
    `CREATE TABLE ledger (
      id bigserial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id),
      kind text NOT NULL,
      amount numeric(18,2) NOT NULL,
      held_delta numeric(18,2) NOT NULL DEFAULT 0,
      balance_after numeric(18,2) NOT NULL,
      ref text,
      created_at double precision NOT NULL
    )`,
    `CREATE INDEX ledger_member ON ledger (member_id, id)`,
    // Opening rows for balances that existed before the ledger, so every member's rows sum to the balance.
    `INSERT INTO ledger (member_id, kind, amount, balance_after, created_at)
       SELECT id, 'opening', balance, balance, created_at FROM members WHERE balance <> 0`,
    `CREATE TABLE idempotency_keys (
      member_id integer NOT NULL REFERENCES members(id),
      key text NOT NULL,
      scope text NOT NULL,
      request_hash text NOT NULL,
      response jsonb,
      created_at double precision NOT NULL,
      PRIMARY KEY (member_id, key)
    )`,
  ],
};
