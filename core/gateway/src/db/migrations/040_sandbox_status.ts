import type { Migration } from '../types.ts';

/**
 * The sandbox's system status switch, shared by every gateway process on one database (issue 30): a switch made
 * through one process is what every process answers within a second. scope '' is the switch everyone sees, else a
 * test browser's own (status.ts); merchant '*' is every merchant.
 */
export const sandboxStatus: Migration = {
  id: 40,
  name: 'sandbox_status',
  statements: [
    `CREATE TABLE sandbox_status (
      scope text NOT NULL,
      merchant text NOT NULL,
      status text NOT NULL CHECK (status IN ('normal', 'maintenance', 'region_restricted', 'ip_blocked')),
      PRIMARY KEY (scope, merchant)
    )`,
  ],
};
