import type { Migration } from '../types.ts';

/*
 * Identity verification (KYC): up to three document images per member, kept in the database (outside any web root,
 * never served back as files), checked by content before anything is stored.
 */
export const kyc: Migration = {
  id: 6,
  name: 'kyc',
  statements: [
    `ALTER TABLE members ADD COLUMN kyc_reason text`,
    `CREATE TABLE kyc_documents (
      id serial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('png', 'jpg')),
      bytes integer NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      data bytea NOT NULL,
      created_at double precision NOT NULL
    )`,
    `CREATE INDEX kyc_documents_member ON kyc_documents (member_id)`,
  ],
};
