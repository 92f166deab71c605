import type { Migration } from '../types.ts';

/*
 * Issue 28 section 3.
 * - The language a player asked in when making a request the operator decides later (a deposit order, a withdrawal,
 *   identity documents): the inbox message about the decision is written in it (member/decisionMessages.ts).
 * - Client errors the app reports (routes/clientErrors.ts): scrubbed of personal data before they are stored, kept
 *   for the operator's sandbox page /__sandbox/errors. `fingerprint` names one error: a repeat within the hour is counted in `repeats`, not stored again.
 */
export const platformNotices: Migration = {
  id: 18,
  name: 'platform_notices',
  statements: [
    `ALTER TABLE deposit_orders ADD COLUMN language text`,
    `ALTER TABLE withdrawals ADD COLUMN language text`,
    `ALTER TABLE members ADD COLUMN kyc_language text`,
    `CREATE TABLE client_errors (
      id serial PRIMARY KEY,
      merchant text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('error', 'rejection', 'boundary')),
      message text NOT NULL,
      stack text NOT NULL DEFAULT '',
      route text NOT NULL DEFAULT '',
      build text NOT NULL DEFAULT '',
      fingerprint text NOT NULL,
      repeats integer NOT NULL DEFAULT 0,
      created_at double precision NOT NULL
    )`,
    `CREATE INDEX client_errors_merchant ON client_errors (merchant, created_at DESC)`,
    `CREATE INDEX client_errors_fingerprint ON client_errors (fingerprint, created_at DESC)`,
  ],
};
