import type { Migration } from '../types.ts';

/*
 * Deposits, withdrawals and payout accounts. Order rows carry their own status; the money itself moves only through
 * the ledger (002), in the same transaction as the status change, so a crash between the two cannot happen.
 */
export const wallet: Migration = {
  id: 3,
  name: 'wallet',
  statements: [
    `ALTER TABLE members ADD COLUMN kyc_status text NOT NULL DEFAULT 'none'`,
    `ALTER TABLE members ADD COLUMN payment_password_failures integer NOT NULL DEFAULT 0`,
    `ALTER TABLE members ADD COLUMN payment_password_locked_until double precision NOT NULL DEFAULT 0`,
    `CREATE TABLE gateway_secrets (
      name text PRIMARY KEY,
      value text NOT NULL
    )`,
    `CREATE TABLE deposit_orders (
      order_no text PRIMARY KEY,
      merchant text NOT NULL,
      member_id integer NOT NULL REFERENCES members(id),
      channel_id integer NOT NULL,
      channel text NOT NULL,
      amount numeric(18,2) NOT NULL CHECK (amount > 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
      created_at double precision NOT NULL,
      settled_at double precision
    )`,
    `CREATE INDEX deposit_orders_member ON deposit_orders (member_id, created_at DESC)`,
    `CREATE TABLE payout_accounts (
      id serial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id),
      payee_name text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('ewallet', 'bank')),
      provider text NOT NULL,
      account_no text NOT NULL,
      created_at double precision NOT NULL,
      UNIQUE (member_id, kind, provider, account_no)
    )`,
    `CREATE TABLE withdrawals (
      order_no text PRIMARY KEY,
      merchant text NOT NULL,
      member_id integer NOT NULL REFERENCES members(id),
      payout_account_id integer NOT NULL REFERENCES payout_accounts(id),
      amount numeric(18,2) NOT NULL CHECK (amount > 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected')),
      reason text,
      created_at double precision NOT NULL,
      settled_at double precision
    )`,
    `CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at DESC)`,
    `CREATE INDEX withdrawals_pending ON withdrawals (created_at) WHERE status = 'pending'`,
  ],
};
