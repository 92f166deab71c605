import type { Migration } from '../types.ts';

/**
 * Wallet transfers (spec section 7, issue 28): a member's game-vendor wallets beside the main wallet. A transfer
 * moves money between the main wallet (members.balance, through a ledger row) and one vendor wallet in one
 * transaction; every transfer is a row here pointing at its ledger row, so a vendor wallet's balance always equals
 * the sum of its transfers (money/transfer.ts auditTransfers). A vendor wallet never goes below zero (a CHECK).
 */
export const walletTransfers: Migration = {
  id: 17,
  name: 'wallet_transfers',
  statements: [
    `CREATE TABLE vendor_wallets (
      member_id integer NOT NULL REFERENCES members(id),
      wallet_id text NOT NULL,
      balance numeric(18,2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
      PRIMARY KEY (member_id, wallet_id)
    )`,
    `CREATE TABLE wallet_transfers (
      id bigserial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id),
      wallet_id text NOT NULL,
      amount numeric(18,2) NOT NULL,
      entry_id bigint NOT NULL REFERENCES ledger(id),
      created_at double precision NOT NULL
    )`,
    `CREATE INDEX wallet_transfers_member ON wallet_transfers (member_id, wallet_id)`,
  ],
};
