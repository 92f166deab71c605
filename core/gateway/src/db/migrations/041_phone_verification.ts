import type { Migration } from '../types.ts';

/**
 * Phone verification by the identity provider (auth/phoneVerification.ts): the ID tokens already accepted (by hash,
 * until they expire: each is accepted once), and the sandbox stand-in provider's signing key and the codes it sent
 * (routes/phoneIdp.ts; a session is one code sent to one number).
 */
export const phoneVerification: Migration = {
  id: 41,
  name: 'phone_verification',
  statements: [
    `CREATE TABLE phone_tokens_used (
      token_hash text PRIMARY KEY,
      merchant text NOT NULL,
      used_at double precision NOT NULL,
      expires_at double precision NOT NULL
    )`,
    `CREATE INDEX phone_tokens_used_expires ON phone_tokens_used (expires_at)`,
    `CREATE TABLE sandbox_idp_keys (
      name text PRIMARY KEY,
      secret text NOT NULL
    )`,
    `CREATE TABLE sandbox_idp_phone (
      id serial PRIMARY KEY,
      session text NOT NULL UNIQUE,
      merchant text NOT NULL,
      dialing_code text NOT NULL,
      mobile_num text NOT NULL,
      code text NOT NULL,
      created_at double precision NOT NULL,
      expires_at double precision NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      used_at double precision
    )`,
    `CREATE INDEX sandbox_idp_phone_mobile ON sandbox_idp_phone (merchant, mobile_num, id DESC)`,
  ],
};
