import type { Migration } from '../types.ts';

/**
 * Player protection, the rest of issue 16: the acknowledgement of the responsible-gaming information a profile
 * shows before the first bet (MT-MGA), once per member; and a self-exclusion's revocation request (after its
 * irrevocable months), which ends it after a cooling-off.
 */
export const protectionMore: Migration = {
  id: 14,
  name: 'protection_more',
  statements: [
    `CREATE TABLE protection_info_acks (
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      acknowledged_at double precision NOT NULL
    )`,
    `ALTER TABLE protection_exclusions ADD COLUMN revoke_requested_at double precision`,
  ],
};
