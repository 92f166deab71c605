/**
 * Invite codes: what an invite link carries (?recommenderId=<code>) instead of the member's database id, which read
 * like one ("9"). A code is 7 characters of an alphabet without look-alikes (no 0/O, 1/I/L), derived from the member
 * id by a bijection: stable per member, unique, nothing to store or migrate, and consecutive members get unrelated
 * codes (the id is multiplied by a constant prime to the alphabet's size, modulo 31^7, before it is written out).
 */

export const INVITE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const BASE = BigInt(INVITE_ALPHABET.length); // 31
export const INVITE_CODE_LENGTH = 7;
const SPACE = BASE ** BigInt(INVITE_CODE_LENGTH); // 27,512,614,111 > every 32-bit id
/** Any multiplier not divisible by 31 is invertible modulo 31^7. */
const MULTIPLIER = 1_580_030_173n;
const OFFSET = 9_876_543_210n;

function inverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a % m, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}
const INVERSE = inverse(MULTIPLIER, SPACE);

/** The invite code of member `id` (a positive 32-bit integer). */
export function inviteCodeOf(id: number): string {
  let n = (BigInt(id) * MULTIPLIER + OFFSET) % SPACE;
  let out = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    out = INVITE_ALPHABET[Number(n % BASE)]! + out;
    n /= BASE;
  }
  return out;
}

/**
 * The member id an invite code names, or undefined for anything that is not a code. Case and look-alikes a person
 * may type from a screenshot (o/O for 0 is not in the alphabet, so it is refused; lower case is accepted).
 */
export function memberIdOfInviteCode(code: string): number | undefined {
  const c = code.trim().toUpperCase();
  if (c.length !== INVITE_CODE_LENGTH) return undefined;
  let n = 0n;
  for (const ch of c) {
    const d = INVITE_ALPHABET.indexOf(ch);
    if (d < 0) return undefined;
    n = n * BASE + BigInt(d);
  }
  const id = (((((n - OFFSET) % SPACE) + SPACE) % SPACE) * INVERSE) % SPACE;
  return id >= 1n && id <= 2_147_483_647n ? Number(id) : undefined;
}
