import { describe, expect, it } from 'vitest';
import { birthDateError, failureValues } from './protection.ts';

describe('protection store helpers', () => {
  it('checks a date of birth against the minimum age, to the day', () => {
    const now = new Date(2026, 10, 23);
    expect(birthDateError('', 21, now)).toEqual({ id: 'protection.dob.required' });
    expect(birthDateError('2005-11-24', 21, now)).toEqual({
      id: 'protection.error.under_age',
      values: { age: 21 },
    });
    expect(birthDateError('2005-11-23', 21, now)).toBeNull();
    expect(birthDateError('1800-01-01', 21, now)).toEqual({ id: 'protection.dob.required' });
  });

  it('turns a refusal’s detail into message values: money with the symbol, minutes, the end date', () => {
    expect(failureValues({ period: 'day', limit: 500, remaining: 120 }, 'en-US')).toEqual({
      period: 'day',
      limit: '₱500.00',
      remaining: '₱120.00',
    });
    expect(failureValues({ period: 'session', limit: 45, remaining: 0 }, 'en-US')).toEqual({
      period: 'session',
      limit: '45',
      remaining: '0',
    });
    const until = Date.UTC(2027, 4, 23, 19, 5);
    expect(failureValues({ until }, 'en-US')!.until).toBe(
      new Date(until).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    );
    // A self-exclusion's refusal says from when it may be revoked.
    expect(failureValues({ until, revocableFrom: until - 1000 }, 'en-US')!.revocableFrom).toBe(
      new Date(until - 1000).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(failureValues(undefined)).toBeUndefined();
    expect(failureValues({ captcha: true })).toBeUndefined();
  });
});
