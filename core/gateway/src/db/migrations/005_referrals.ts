import type { Migration } from '../types.ts';

/*
 * Referral: a player who registers through an invite link (?recommenderId=<member id>) is linked to the inviter;
 * the inviter's reward is credited through the ledger when invitees first deposit, once per invitee.
 */
export const referrals: Migration = {
  id: 5,
  name: 'referrals',
  statements: [
    `ALTER TABLE members ADD COLUMN referrer_id integer REFERENCES members(id)`,
    `CREATE INDEX members_referrer ON members (referrer_id) WHERE referrer_id IS NOT NULL`,
    `CREATE TABLE referral_deposits (
      invitee_id integer PRIMARY KEY REFERENCES members(id),
      referrer_id integer NOT NULL REFERENCES members(id),
      order_no text NOT NULL,
      rewarded boolean NOT NULL,
      created_at double precision NOT NULL
    )`,
  ],
};
