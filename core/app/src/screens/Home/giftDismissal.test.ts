import { beforeEach, describe, expect, it } from 'vitest';
import { dismissGift, giftDismissed } from './giftDismissal.ts';

describe('gift dismissal', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the guest dismissal for the session only', () => {
    dismissGift('guest');
    expect(giftDismissed('guest')).toBe(true);
    sessionStorage.clear();
    expect(giftDismissed('guest')).toBe(false);
  });

  it('keeps the post-login dismissal per account across sessions (a logout wipes session storage)', () => {
    dismissGift('member', 'alice');
    sessionStorage.clear();
    expect(giftDismissed('member', 'alice')).toBe(true);
    expect(giftDismissed('member', 'bob')).toBe(false);
  });
});
