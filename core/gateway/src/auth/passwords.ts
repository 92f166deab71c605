import { randomBytes, scrypt, timingSafeEqual, createHash } from 'node:crypto';

/** scrypt cost parameter N. 16384 is the interactive-login recommendation; tests may lower it. */
export const DEFAULT_SCRYPT_COST = 16384;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, N: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N, r: 8, p: 1, maxmem: 256 * N * 8 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

/** Hashes a password with scrypt and a random salt. Format: scrypt$N$salt$hash (base64url), so the cost can change later. */
export async function hashPassword(password: string, cost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Checks a password against a stored hash in constant time. False for a missing or malformed hash. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 4 || parts[0] !== 'scrypt') return false;
  const N = Number(parts[1]);
  if (!Number.isInteger(N) || N < 2) return false;
  const expected = Buffer.from(parts[3]!, 'base64url');
  const key = await derive(password, Buffer.from(parts[2]!, 'base64url'), N);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** SHA-256 of a high-entropy secret (session tokens, tickets): enough, as they cannot be guessed. */
export function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** Constant-time comparison of two short strings (codes, answers). */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(sha256(a));
  const y = Buffer.from(sha256(b));
  return timingSafeEqual(x, y);
}
