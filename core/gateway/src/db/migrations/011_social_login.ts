import type { Migration } from '../types.ts';

// Social login: the one-time codes the sandbox identity provider issues (each usable once, briefly), and which
// member each provider account is linked to.
export const socialLogin: Migration = {
  id: 11,
  name: 'social_login',
  statements: [
    `CREATE TABLE social_codes (
      nonce text PRIMARY KEY,
      merchant text NOT NULL,
      provider text NOT NULL,
      subject text NOT NULL,
      display_name text NOT NULL,
      redirect_uri text NOT NULL,
      created_at double precision NOT NULL,
      expires_at double precision NOT NULL,
      used_at double precision
    )`,
    `CREATE INDEX social_codes_expires ON social_codes (expires_at)`,
    `CREATE TABLE social_identities (
      merchant text NOT NULL,
      provider text NOT NULL,
      subject text NOT NULL,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      created_at double precision NOT NULL,
      PRIMARY KEY (merchant, provider, subject)
    )`,
  ],
};
