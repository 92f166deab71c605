/**
 * The encrypted request body the spec describes for login, register and setPasswordPhone (section 7: "an encrypted
 * body with an Encryption header"), for a platform that requires it (manifest gateway.encryption). Envelope
 * encryption with WebCrypto, the same code in the browser and in the gateway:
 * - a fresh AES-256-GCM key per request encrypts the JSON body, with the call's method and path as additional data
 *   (an envelope made for login cannot be replayed as a registration);
 * - the platform's RSA public key (RSA-OAEP, SHA-256) wraps that AES key;
 * - the body sent is `{"key", "iv", "data"}` (base64), with the header `Encryption: RSA-OAEP-256+A256GCM; kid=<id>`.
 * TLS still protects the transport; this keeps passwords out of the logs of TLS-terminating intermediaries (a CDN,
 * a load balancer, a proxy that logs bodies). It does not protect against a compromised page: script on the page
 * sees the password before it is encrypted.
 */
import type { CallName } from './calls.ts';

/** The calls whose body is encrypted when the merchant's platform requires it. */
export const ENCRYPTED_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'login',
  'register',
  'setPasswordPhone',
]);

export const ENCRYPTION_HEADER = 'Encryption';
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export interface Envelope {
  key: string;
  iv: string;
  data: string;
}

const subtle = (): SubtleCrypto => {
  if (!globalThis.crypto?.subtle)
    throw new Error('WebCrypto is not available (the page must be served over https)');
  return globalThis.crypto.subtle;
};

const toB64 = (bytes: ArrayBuffer | Uint8Array): string => {
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let s = '';
  for (let i = 0; i < u8.length; i += 0x8000) s += String.fromCharCode(...u8.subarray(i, i + 0x8000));
  return btoa(s);
};

const fromB64 = (text: string): Uint8Array<ArrayBuffer> => {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
};

const aad = (method: string, path: string) => new TextEncoder().encode(`${method.toUpperCase()} ${path}`);

/** The Encryption header of an envelope for key `kid`. */
export const encryptionHeader = (kid: string): string => `${ENCRYPTION_SCHEME}; kid=${kid}`;

/** Reads an Encryption header: the key id, or undefined when it is not this scheme. */
export function parseEncryptionHeader(value: string | undefined): { kid: string } | undefined {
  const m = /^\s*RSA-OAEP-256\+A256GCM\s*;\s*kid=([\w.-]{1,64})\s*$/.exec(value ?? '');
  return m ? { kid: m[1]! } : undefined;
}

/** Imports a platform public key: base64 SPKI (DER), or the same in a PEM "PUBLIC KEY" block. */
export function importPublicKey(spki: string): Promise<CryptoKey> {
  const b64 = spki.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return subtle().importKey('spki', fromB64(b64), RSA, false, ['encrypt']);
}

/** Imports the platform's private key (base64 PKCS#8) to open envelopes. */
export function importPrivateKey(pkcs8: string): Promise<CryptoKey> {
  return subtle().importKey('pkcs8', fromB64(pkcs8), RSA, false, ['decrypt']);
}

/** A new RSA key pair (the sandbox gateway's), exported as base64 SPKI and PKCS#8. */
export async function generateEnvelopeKeys(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await subtle().generateKey(
    { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  return {
    publicKey: toB64(await subtle().exportKey('spki', pair.publicKey)),
    privateKey: toB64(await subtle().exportKey('pkcs8', pair.privateKey)),
  };
}

/** Encrypts a call's JSON body for the platform's public key. */
export async function sealEnvelope(
  publicKey: CryptoKey,
  method: string,
  path: string,
  body: unknown,
): Promise<Envelope> {
  const s = subtle();
  const aes = await s.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await s.encrypt(
    { name: 'AES-GCM', iv, additionalData: aad(method, path) },
    aes,
    new TextEncoder().encode(JSON.stringify(body)),
  );
  const key = await s.encrypt(RSA, publicKey, await s.exportKey('raw', aes));
  return { key: toB64(key), iv: toB64(iv), data: toB64(data) };
}

/** Why an envelope could not be opened (the gateway answers it as a 400 naming the problem). */
export class EnvelopeError extends Error {}

/** Opens an envelope made for `method path`: the JSON text of the body. Throws EnvelopeError. */
export async function openEnvelope(
  privateKey: CryptoKey,
  method: string,
  path: string,
  envelope: unknown,
): Promise<string> {
  const e = envelope as Partial<Record<keyof Envelope, unknown>> | null;
  if (typeof e !== 'object' || e === null || Array.isArray(e))
    throw new EnvelopeError('must be an object with key, iv and data');
  for (const k of ['key', 'iv', 'data'] as const)
    if (typeof e[k] !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(e[k]))
      throw new EnvelopeError(`${k} must be a base64 string`);
  const s = subtle();
  let raw: ArrayBuffer;
  try {
    raw = await s.decrypt(RSA, privateKey, fromB64(e.key as string));
  } catch {
    throw new EnvelopeError('key was not encrypted for this platform’s public key');
  }
  const iv = fromB64(e.iv as string);
  if (raw.byteLength !== 32 || iv.length !== 12) throw new EnvelopeError('key or iv has the wrong length');
  const aes = await s.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
  try {
    const plain = await s.decrypt(
      { name: 'AES-GCM', iv, additionalData: aad(method, path) },
      aes,
      fromB64(e.data as string),
    );
    return new TextDecoder().decode(plain);
  } catch {
    throw new EnvelopeError(
      `data does not decrypt for ${method.toUpperCase()} ${path} (altered, or made for another call)`,
    );
  }
}
