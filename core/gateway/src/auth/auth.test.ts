import { describe, expect, it } from 'vitest';
import type { Merchant } from '@wl/manifest';
import { hashPassword, verifyPassword } from './passwords.ts';
import { checkRule, validationRules } from './rules.ts';

const merchant = { code: 'xx', manifest: { phone: { dialingCode: '63', digits: 10 } } as Merchant };

describe('passwords', () => {
  it('hashes with a random salt and verifies only the right password', async () => {
    const a = await hashPassword('Passw0rd', 1024);
    const b = await hashPassword('Passw0rd', 1024);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$1024\$/);
    expect(a).not.toContain('Passw0rd');
    expect(await verifyPassword('Passw0rd', a)).toBe(true);
    expect(await verifyPassword('passw0rd', a)).toBe(false);
    expect(await verifyPassword('Passw0rd', null)).toBe(false);
    expect(await verifyPassword('Passw0rd', 'plain')).toBe(false);
  });
});

describe('validation rules', () => {
  const { rules } = validationRules(merchant);

  it('serves a rule for every field the spec names, each compiling as a unicode regular expression', () => {
    for (const [name, rule] of Object.entries(rules)) {
      expect(() => new RegExp(rule.pattern, 'u'), name).not.toThrow();
      expect(rule.min, name).toBeLessThanOrEqual(rule.max);
      expect(rule.message, name).not.toMatch(/\{(min|max)\}/);
    }
    expect(rules.mobileNum.pattern).toBe('^\\d{10}$');
  });

  it.each([
    ['username', 'player01', true],
    ['username', '1player', false],
    ['username', 'abc', false],
    ['password', 'abc123', true],
    ['password', 'abcdef', false],
    ['email', 'a@b.co', true],
    ['email', 'a@b', false],
    ['payeeName', 'Juan Dela Cruz', true],
    ['payeeName', 'আমিনুল ইসলাম', true],
    ['nickname', '<b>x</b>', false],
    ['mobileNum', '9171234567', true],
    ['mobileNum', '917123456', false],
    ['affiliateCode', 'AFPH01', true],
    ['verificationCode', '12a456', false],
  ])('%s %j → %s', (name, value, valid) => {
    const run = () => checkRule(merchant, name, value, true);
    if (valid) expect(run).not.toThrow();
    else expect(run).toThrow();
  });

  it('lets empty values of optional fields pass and names the field when required', () => {
    expect(() => checkRule(merchant, 'email', '', false)).not.toThrow();
    expect(() => checkRule(merchant, 'email', undefined, true, 'contactEmail')).toThrow(
      /contactEmail: is required/,
    );
  });
});
