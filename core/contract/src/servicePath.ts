/**
 * The customer-service link cipher (spec section 3: "paths are encrypted, the last 8 characters are the key"). The
 * gateway sends each service path as base64url(utf8(url) XOR key) followed by the 8-character key, and the app
 * decrypts it. It only keeps a link from being read at a glance in transit logs: it is no protection, and the app
 * still checks every decrypted URL (https, allowlisted host) before opening it.
 */

/** Length of the key at the end of an encrypted path. */
export const SERVICE_KEY_LENGTH = 8;

const KEY_PATTERN = /^[A-Za-z0-9]{8}$/;
const B64URL = /^[A-Za-z0-9_-]*$/;

function xor(bytes: Uint8Array, key: string): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes[i]! ^ key.charCodeAt(i % SERVICE_KEY_LENGTH);
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

/**
 * Encrypts a service path with an 8-character alphanumeric key (the gateway picks a random one per answer).
 * @example encryptServicePath('https://t.me/x', 'Ab12Cd34') // "…Ab12Cd34"
 */
export function encryptServicePath(plain: string, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('service path key must be 8 letters or digits');
  return toBase64Url(xor(new TextEncoder().encode(plain), key)) + key;
}

/** Decrypts a service path; null when it is not one (too short, a bad key or cipher text, not UTF-8). */
export function decryptServicePath(path: string): string | null {
  if (path.length <= SERVICE_KEY_LENGTH) return null;
  const key = path.slice(-SERVICE_KEY_LENGTH);
  const body = path.slice(0, -SERVICE_KEY_LENGTH);
  if (!KEY_PATTERN.test(key) || !B64URL.test(body)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(xor(fromBase64Url(body), key));
  } catch {
    return null;
  }
}
