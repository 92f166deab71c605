import { createHash } from 'node:crypto';
import {
  ENCRYPTED_CALLS,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  EnvelopeError,
  generateEnvelopeKeys,
  importPrivateKey,
  openEnvelope,
  parseEncryptionHeader,
  type CallDef,
  type CallName,
} from '@wl/contract';
import type { Handlers } from '../context.ts';
import type { Db } from '../db/types.ts';
import { ApiError } from '../errors.ts';
import type { GatewayMerchant } from '../merchants.ts';

/*
 * The sandbox platform's side of the encrypted request body (@wl/contract envelope.ts): its RSA key pair, made once
 * and kept in the database (table gateway_secrets, in the data folder), so every gateway process on the database and
 * every restart opens the same envelopes; the app asks for the public key with encryptionKey unless the manifest pins
 * one (a real platform's). With gateway.encryption in a merchant's manifest, its login, register and
 * setPasswordPhone take only an envelope: a plain body (a downgrade) or a wrong envelope is a 400 naming the problem.
 */

export interface EnvelopeKeys {
  keyId: string;
  publicKey: string;
  privateKey: CryptoKey;
}

const keys = new WeakMap<Db, Promise<EnvelopeKeys>>();

/** The gateway's envelope key pair, made on first use. */
export function envelopeKeys(db: Db): Promise<EnvelopeKeys> {
  let p = keys.get(db);
  if (!p) {
    p = (async () => {
      const made = await generateEnvelopeKeys();
      await db.query(
        `INSERT INTO gateway_secrets (name, value) VALUES ('envelope', $1) ON CONFLICT (name) DO NOTHING`,
        [JSON.stringify(made)],
      );
      const [row] = await db.query<{ value: string }>(
        `SELECT value FROM gateway_secrets WHERE name = 'envelope'`,
      );
      const stored = JSON.parse(row!.value) as { publicKey: string; privateKey: string };
      return {
        keyId: createHash('sha256').update(stored.publicKey).digest('base64url').slice(0, 16),
        publicKey: stored.publicKey,
        privateKey: await importPrivateKey(stored.privateKey),
      };
    })();
    p.catch(() => keys.delete(db));
    keys.set(db, p);
  }
  return p;
}

/** Whether a merchant's platform takes this call's body only encrypted. */
export const requiresEnvelope = (merchant: GatewayMerchant, call: string): boolean =>
  merchant.manifest.gateway.encryption !== undefined && ENCRYPTED_CALLS.has(call as CallName);

const refused = (reason: string) =>
  new ApiError('INVALID_REQUEST', {
    message: `${ENCRYPTION_HEADER}: ${reason}`,
    detail: { field: ENCRYPTION_HEADER, reason },
  });

/** The refusal of a plain body where the merchant's platform takes only an envelope. */
export const plainRefused = (call: CallDef): ApiError =>
  refused(`is required: this platform takes the ${call.name} body only encrypted (RSA-OAEP-256+A256GCM)`);

/** The JSON text inside a request's envelope; a 400 naming what is wrong with it. */
export async function openRequest(
  db: Db,
  call: CallDef,
  header: string | undefined,
  bodyText: string,
): Promise<string> {
  if (header === undefined) throw plainRefused(call);
  const parsed = parseEncryptionHeader(header);
  if (!parsed) throw refused('must be "RSA-OAEP-256+A256GCM; kid=<key id>"');
  const k = await envelopeKeys(db);
  if (parsed.kid !== k.keyId) throw refused(`names key ${parsed.kid}, not this platform's key ${k.keyId}`);
  let envelope: unknown;
  try {
    envelope = JSON.parse(bodyText);
  } catch {
    throw refused('the body must be the JSON envelope {"key", "iv", "data"}');
  }
  try {
    return await openEnvelope(k.privateKey, call.method, call.path, envelope);
  } catch (err) {
    if (err instanceof EnvelopeError) throw refused(`the envelope's ${err.message}`);
    throw err;
  }
}

export const envelopeHandlers: Pick<Handlers, 'encryptionKey'> = {
  async encryptionKey(ctx) {
    const k = await envelopeKeys(ctx.deps.db);
    return { scheme: ENCRYPTION_SCHEME, keyId: k.keyId, publicKey: k.publicKey };
  },
};
