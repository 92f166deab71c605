import type { Migration } from '../types.ts';

/*
 * The member's head icon: one png/jpg per member, kept in the database (outside any web root), checked by content
 * before it is stored. It is served back only at /wps/member/avatar/<token>.<kind>, where the token is random and
 * replaced by every upload, so the URL cannot be guessed and an old one stops answering.
 *
 * Promotional bonuses: a reward of kind 'promo' the operator grants with a turnover requirement (the sandbox's
 * POST /__sandbox/bonus stands in for the back office); it is locked until the valid bets since the grant meet it.
 */
export const avatarsPromoBonus: Migration = {
  id: 15,
  name: 'avatars_promo_bonus',
  statements: [
    `CREATE TABLE member_avatars (
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      token text NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('png', 'jpg')),
      bytes integer NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      data bytea NOT NULL,
      updated_at double precision NOT NULL
    )`,
    `ALTER TABLE rewards DROP CONSTRAINT rewards_kind_check`,
    `ALTER TABLE rewards ADD CONSTRAINT rewards_kind_check CHECK (kind IN ('welcome', 'vip_gift', 'rebate', 'promo'))`,
  ],
};
