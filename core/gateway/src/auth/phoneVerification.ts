/**
 * Phone verification by the identity provider (the manifest's phoneVerification provider "firebase", the spec's
 * firebase variant): the provider sends the SMS code and, once the player types it, gives the app an ID token bound
 * to the number; login (type firebase) and registration send that token instead of a platform SMS code, and the
 * gateway accepts it here: signature, issuer, audience and expiry by the configured verifier, then the number it is
 * bound to must be the number sent, and a token is accepted once (tokens_used).
 *
 * The verifier is an interface: the sandbox gateway's stand-in provider (routes/phoneIdp.ts) signs its own tokens
 * and verifies them with sandboxPhoneVerifier; a real deployment passes the provider's verifier (for Firebase, an
 * RS256 check against Google's published keys, issuer https://securetoken.google.com/<project>, audience the project)
 * as the gateway's phoneTokenVerifier option. Production mode has no default: without one, the firebase variant is
 * refused, naming the field.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError } from '../errors.ts';
import type { GatewayMerchant } from '../merchants.ts';
import type { PhoneTokenVerifier } from './phoneTokenVerifier.ts';

export type { PhoneIdentity, PhoneTokenVerifier } from './phoneTokenVerifier.ts';

/** The manifest's switch: whether this merchant's phone numbers are verified by the identity provider. */
export function usesIdentityProvider(merchant: GatewayMerchant): boolean {
  return merchant.manifest.phoneVerification?.provider === 'firebase';
}

/** Issuer of the sandbox stand-in's tokens. */
export const SANDBOX_ISSUER = 'sandbox-idp';
/** How long the stand-in's ID tokens live (Firebase's live an hour; the platform needs them for one call). */
export const SANDBOX_TOKEN_TTL_MS = 10 * 60_000;

const b64 = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/**
 * The stand-in's signing key, kept in the database so every gateway process on it signs and checks alike (a process
 * that restarts keeps accepting tokens in flight).
 */
const keys = new WeakMap<object, Promise<Buffer>>();
async function sandboxKey(db: Queryable): Promise<Buffer> {
  let k = keys.get(db);
  if (!k) {
    k = (async () => {
      await db.query(
        `INSERT INTO sandbox_idp_keys (name, secret) VALUES ('phone', $1) ON CONFLICT (name) DO NOTHING`,
        [randomBytes(32).toString('base64url')],
      );
      const [row] = await db.query<{ secret: string }>(
        `SELECT secret FROM sandbox_idp_keys WHERE name = 'phone'`,
      );
      return Buffer.from(row!.secret, 'base64url');
    })();
    k.catch(() => keys.delete(db));
    keys.set(db, k);
  }
  return k;
}

/** Signs a JWT-shaped (HS256) ID token for a verified number, as the sandbox identity provider. */
export async function signSandboxToken(
  db: Queryable,
  claims: { merchant: string; phoneNumber: string; now: number; ttlMs?: number },
): Promise<string> {
  const iat = Math.floor(claims.now / 1000);
  const payload = {
    iss: SANDBOX_ISSUER,
    aud: claims.merchant,
    sub: randomBytes(12).toString('base64url'),
    phone_number: claims.phoneNumber,
    iat,
    exp: Math.floor((claims.now + (claims.ttlMs ?? SANDBOX_TOKEN_TTL_MS)) / 1000),
    firebase: { sign_in_provider: 'phone' },
  };
  const body = `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify(payload))}`;
  const sig = createHmac('sha256', await sandboxKey(db))
    .update(body)
    .digest('base64url');
  return `${body}.${sig}`;
}

/** The sandbox's verifier of its stand-in's tokens (sandbox mode only). */
export function sandboxPhoneVerifier(db: Queryable): PhoneTokenVerifier {
  return {
    async verify(token, merchant, now) {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [head, body, sig] = parts as [string, string, string];
      const want = createHmac('sha256', await sandboxKey(db))
        .update(`${head}.${body}`)
        .digest();
      const got = Buffer.from(sig, 'base64url');
      if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
      let header: { alg?: unknown };
      let claims: { iss?: unknown; aud?: unknown; exp?: unknown; iat?: unknown; phone_number?: unknown };
      try {
        header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as typeof header;
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof claims;
      } catch {
        return null;
      }
      if (header.alg !== 'HS256' || claims.iss !== SANDBOX_ISSUER || claims.aud !== merchant.code)
        return null;
      if (typeof claims.exp !== 'number' || typeof claims.phone_number !== 'string') return null;
      if (claims.exp * 1000 <= now) return null;
      if (typeof claims.iat === 'number' && claims.iat * 1000 > now + 60_000) return null;
      return { phoneNumber: claims.phone_number, expiresAt: claims.exp * 1000 };
    },
  };
}

/** A checked ID token, not yet used up: spendPhoneToken records it in the transaction of what it proves. */
export interface PhoneTokenUse {
  hash: string;
  merchant: string;
  expiresAt: number;
  field: string;
}

/**
 * Checks an ID token for a local number of the merchant, or refuses with a 4xx naming `field`: the merchant must
 * use the identity provider and the gateway must have a verifier; the token must verify, be bound to exactly
 * +<dialing><mobileNum>, and not have been used before. It is not used up here: a login or registration that then
 * fails for another reason (no account yet, an exclusion, a name taken) leaves the player's verified number usable.
 */
export async function checkPhoneToken(
  deps: Deps,
  db: Queryable,
  merchant: GatewayMerchant,
  t: { token: string | undefined; dialing: string; mobileNum: string; field?: string },
): Promise<PhoneTokenUse> {
  const field = t.field ?? 'firebaseIdToken';
  if (!usesIdentityProvider(merchant))
    throw new ApiError('NO_PERMISSION', {
      message: 'phone verification by the identity provider is not offered here',
      detail: { field, reason: 'the merchant verifies phone numbers itself (phoneVerification)' },
    });
  const verifier = deps.phoneTokens;
  if (!verifier)
    throw new ApiError('NO_PERMISSION', {
      message: 'no identity-provider token verifier is configured on this gateway',
      detail: { field, reason: 'cannot be checked: no identity-provider token verifier is configured' },
    });
  if (!t.token) throw refused(field, 'is required');
  const now = deps.clock.now();
  const identity = await verifier.verify(t.token, merchant, now);
  if (!identity)
    throw refused(field, 'is not a valid identity-provider token (forged, malformed or expired)');
  if (identity.phoneNumber !== `+${t.dialing}${t.mobileNum}`)
    throw refused(field, 'does not prove this mobile number');
  const hash = createHash('sha256').update(t.token).digest('base64url');
  const seen = await db.query('SELECT 1 FROM phone_tokens_used WHERE token_hash = $1', [hash]);
  if (seen.length > 0) throw refused(field, 'has already been used');
  return { hash, merchant: merchant.code, expiresAt: identity.expiresAt, field };
}

/**
 * Uses a checked token up, in the transaction of the login or registration it proves: a token is single-use here,
 * though the provider's own tokens live longer (it is recorded, by hash, until it expires). Of two requests racing
 * with one token, the second is refused and its transaction undone.
 */
export async function spendPhoneToken(tx: Queryable, use: PhoneTokenUse, now: number): Promise<void> {
  const used = await tx.query(
    `INSERT INTO phone_tokens_used (token_hash, merchant, used_at, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (token_hash) DO NOTHING RETURNING token_hash`,
    [use.hash, use.merchant, now, use.expiresAt],
  );
  if (used.length === 0) throw refused(use.field, 'has already been used');
  await tx.query('DELETE FROM phone_tokens_used WHERE expires_at < $1', [now - 60_000]);
}

const refused = (field: string, reason: string) =>
  new ApiError('VERIFICATION_CODE', { detail: { field, reason } });
