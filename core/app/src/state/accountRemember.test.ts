import { beforeEach, describe, expect, it } from 'vitest';
import {
  readRemembered,
  rememberedFor,
  REMEMBER_STORAGE_KEY,
  saveRemembered,
  type RememberedLogin,
} from './accountRemember.ts';

const PASSWORD = 'S3cret!pass';

describe('remembered login', () => {
  beforeEach(() => localStorage.clear());

  it('never stores a password, even when a caller passes one', () => {
    const record = {
      type: 'username',
      username: 'player1',
      countryDialingCode: '63',
      password: PASSWORD,
    } as RememberedLogin;
    saveRemembered(record, true);
    const raw = localStorage.getItem(REMEMBER_STORAGE_KEY) ?? '';
    expect(raw).not.toContain(PASSWORD);
    expect(raw).not.toContain(btoa(PASSWORD));
    expect(raw).not.toContain(btoa(btoa(PASSWORD)));
    expect(raw).not.toContain('password');
    expect(JSON.parse(raw)).toEqual([{ type: 'username', username: 'player1', countryDialingCode: '63' }]);
  });

  it('keeps one record per method, the latest first', () => {
    saveRemembered({ type: 'username', username: 'player1', countryDialingCode: '63' }, true);
    saveRemembered({ type: 'sms', username: '9171234567', countryDialingCode: '63' }, true);
    expect(readRemembered().map((r) => r.type)).toEqual(['sms', 'username']);
    expect(rememberedFor('username')?.username).toBe('player1');
    saveRemembered({ type: 'username', username: 'player2', countryDialingCode: '63' }, true);
    expect(readRemembered().map((r) => r.username)).toEqual(['player2', '9171234567']);
  });

  it('unticking remember forgets only that method', () => {
    saveRemembered({ type: 'username', username: 'player1', countryDialingCode: '63' }, true);
    saveRemembered({ type: 'sms', username: '9171234567', countryDialingCode: '63' }, true);
    saveRemembered({ type: 'sms', username: '9171234567', countryDialingCode: '63' }, false);
    expect(readRemembered()).toEqual([{ type: 'username', username: 'player1', countryDialingCode: '63' }]);
    saveRemembered({ type: 'username', username: 'player1', countryDialingCode: '63' }, false);
    expect(localStorage.getItem(REMEMBER_STORAGE_KEY)).toBeNull();
  });

  it('reads corrupt or legacy data (with a password) as nothing it would re-use unsafely', () => {
    localStorage.setItem(REMEMBER_STORAGE_KEY, '{not json');
    expect(readRemembered()).toEqual([]);
    localStorage.setItem(
      REMEMBER_STORAGE_KEY,
      JSON.stringify([
        { type: 'username', username: 'a', countryDialingCode: '63', password: 'x' },
        { type: 'x' },
      ]),
    );
    expect(readRemembered()).toEqual([{ type: 'username', username: 'a', countryDialingCode: '63' }]);
  });
});
