/**
 * Social login (FACEBOOKLOGIN3, GOOGLELOGIN3, TELEGRAMLOGIN3): the providers, the signed one-time codes the sandbox
 * identity provider (pages/identityProvider.ts) issues and socialLogin (routes/social.ts) exchanges, and the link
 * from a provider account to a member (tables social_codes and social_identities). No token is ever in a URL; a
 * code works once, for five minutes, and only for the redirect URI it was issued for.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Deps } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import type { GatewayMerchant } from '../merchants.ts';

export const SOCIAL_PROVIDERS = ['facebook', 'google', 'telegram'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The manifest flag that offers each provider. */
export const FLAG: Record<SocialProvider, 'FACEBOOKLOGIN3' | 'GOOGLELOGIN3' | 'TELEGRAMLOGIN3'> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
  telegram: 'TELEGRAMLOGIN3',
};
export const NAME: Record<SocialProvider, string> = {
  facebook: 'Facebook',
  google: 'Google',
  telegram: 'Telegram',
};
/** Username prefix of members created by a provider. */
export const PREFIX: Record<SocialProvider, string> = { facebook: 'fb', google: 'gg', telegram: 'tg' };

/** How long a one-time code may wait for its exchange. */
export const SOCIAL_CODE_TTL_MS = 5 * 60_000;

/** Signs codes; a restart simply invalidates codes still in flight (they live five minutes). */
const SECRET = randomBytes(32);
export const sign = (text: string): string => createHmac('sha256', SECRET).update(text).digest('base64url');

export function isProvider(p: string): p is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(p);
}

/**
 * A redirect URI the provider may send a code to: this merchant's own /m/login, on a host the merchant is served
 * on (its domains or <code>.localhost), over https, or http on localhost.
 */
export function allowedRedirect(merchant: GatewayMerchant, deps: Deps, raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.pathname !== '/m/login' || url.username || url.password || url.hash) return null;
  if (deps.merchants.fromHost(url.host) !== merchant) return null;
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  return url.protocol === 'https:' || (local && url.protocol === 'http:') ? url : null;
}

/** A code the player consented to, for one redirect URI; codes expired a while ago are cleared on the way. */
export async function issueSocialCode(
  db: Queryable,
  c: {
    nonce: string;
    merchant: string;
    provider: SocialProvider;
    subject: string;
    name: string;
    redirectUri: string;
    at: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO social_codes (nonce, merchant, provider, subject, display_name, redirect_uri, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [c.nonce, c.merchant, c.provider, c.subject, c.name, c.redirectUri, c.at, c.at + SOCIAL_CODE_TTL_MS],
  );
  await db.query('DELETE FROM social_codes WHERE expires_at < $1', [c.at - SOCIAL_CODE_TTL_MS]);
}

/**
 * Uses a code up, answering the provider account it names: consumed in the same statement that checks it, so two
 * exchanges of one code never both succeed.
 */
export async function useSocialCode(
  tx: Queryable,
  c: { nonce: string; merchant: string; provider: SocialProvider; redirectUri: string; now: number },
): Promise<{ subject: string; display_name: string } | undefined> {
  const [code] = await tx.query<{ subject: string; display_name: string }>(
    `UPDATE social_codes SET used_at = $5
      WHERE nonce = $1 AND merchant = $2 AND provider = $3 AND redirect_uri = $4 AND used_at IS NULL AND expires_at > $5
      RETURNING subject, display_name`,
    [c.nonce, c.merchant, c.provider, c.redirectUri, c.now],
  );
  return code;
}

/** The member a provider account is linked to, if any. */
export async function linkedMember(
  db: Queryable,
  merchant: string,
  provider: SocialProvider,
  subject: string,
): Promise<number | undefined> {
  const [link] = await db.query<{ member_id: number }>(
    'SELECT member_id FROM social_identities WHERE merchant = $1 AND provider = $2 AND subject = $3',
    [merchant, provider, subject],
  );
  return link ? Number(link.member_id) : undefined;
}

/** Links a provider account to a member. */
export async function linkMember(
  db: Queryable,
  l: { merchant: string; provider: SocialProvider; subject: string; memberId: number; at: number },
): Promise<void> {
  await db.query(
    'INSERT INTO social_identities (merchant, provider, subject, member_id, created_at) VALUES ($1, $2, $3, $4, $5)',
    [l.merchant, l.provider, l.subject, l.memberId, l.at],
  );
}
