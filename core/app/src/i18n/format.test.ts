import { describe, expect, it } from 'vitest';
import { badgeText } from './format.ts';

describe('badgeText', () => {
  it.each([
    [0, null],
    [-3, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('%i unread shows %j', (n, text) => {
    expect(badgeText(n)).toBe(text);
  });
});
