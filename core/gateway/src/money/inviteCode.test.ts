import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INVITE_ALPHABET, inviteCodeOf, memberIdOfInviteCode } from './inviteCode.ts';

describe('invite codes', () => {
  it('are 7 characters without look-alikes and read back to the member id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => {
        const code = inviteCodeOf(id);
        expect(code).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
        expect(code).not.toMatch(/[01OIL]/);
        expect(memberIdOfInviteCode(code)).toBe(id);
        expect(memberIdOfInviteCode(code.toLowerCase())).toBe(id);
      }),
    );
  });

  it('differ for neighbouring members and do not show the id', () => {
    const codes = Array.from({ length: 2000 }, (_, i) => inviteCodeOf(i + 1));
    expect(new Set(codes).size).toBe(2000);
    // Neighbours share no long run: no visible counting up.
    for (let i = 1; i < codes.length; i++) expect(codes[i]!.slice(0, 4)).not.toBe(codes[i - 1]!.slice(0, 4));
    expect(inviteCodeOf(9)).toHaveLength(7);
  });

  it('refuse what is not a code', () => {
    for (const bad of ['', '9', '12345', 'ABCDEFGH', 'ABCD0FG', 'ABCDOFG', 'ABC DEF'])
      expect(memberIdOfInviteCode(bad)).toBeUndefined();
    expect(INVITE_ALPHABET).toHaveLength(31);
  });
});
