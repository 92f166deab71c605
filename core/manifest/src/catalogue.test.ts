import { describe, expect, it } from 'vitest';
import { messageShape, shapeMismatch } from './catalogue.ts';

describe('message arguments and tags', () => {
  it('collects argument and tag names at any depth', () => {
    const s = messageShape('Invite {count, plural, one {# person} other {# people}} for <b>{reward}</b>');
    expect([...s.args].sort()).toEqual(['count', 'reward']);
    expect([...s.tags]).toEqual(['b']);
  });

  it('accepts a translation with the same names, even without the plural', () => {
    expect(
      shapeMismatch(
        'Invite {count, plural, one {# person} other {# people}} and get {reward}',
        '{count} {reward}',
      ),
    ).toBeUndefined();
  });

  it('names a misspelt or dropped argument and a dropped or extra tag', () => {
    expect(shapeMismatch('Over {age} only', 'Over {agee} only')).toBe(
      'uses {agee}, which the English message does not; leaves out {age}',
    );
    expect(shapeMismatch('No account? <link>Register</link>', 'No account? Register')).toBe(
      'drops tag <link>',
    );
    expect(shapeMismatch('Hi', 'Hi <b>you</b>')).toBe('has tag <b>, which the English message does not');
  });
});
