import { createIntl } from 'react-intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { withLocalDigits } from './localDigits.ts';

/*
 * Compiled messages as the build writes them into the packs (the app ships no parser): literal 0, argument 1,
 * plural 6 with its `#` 7, tag 8.
 */
const lit = (value: string) => ({ type: 0, value });
const arg = (value: string) => ({ type: 1, value });
const SOURCE = {
  'member.vip': [lit('ভিআইপি '), arg('level')], // ভিআইপি {level}
  'protection.reality.option': [arg('n'), lit(' মিনিট')], // {n} মিনিট
  // {count, plural, one {# জন} other {# জন}} · {name}
  'member.unread': [
    {
      type: 6,
      value: 'count',
      offset: 0,
      pluralType: 'cardinal',
      options: { one: { value: [{ type: 7 }, lit(' জন')] }, other: { value: [{ type: 7 }, lit(' জন')] } },
    },
    lit(' · '),
    arg('name'),
  ],
  'wallet.shown': [{ type: 8, value: 'b', children: [arg('n')] }, lit(' of '), arg('total')], // <b>{n}</b> of {total}
  'protection.limit.minutes': [arg('n'), lit(' min')], // {n} min
} as unknown as Record<string, MessageFormatElement[]>;

/** An intl object of `locale` with the compiled messages, through withLocalDigits as the app makes it. */
function intlOf(locale: string, messages: Record<string, MessageFormatElement[]> = SOURCE) {
  return withLocalDigits(createIntl({ locale, messages }));
}

describe('withLocalDigits', () => {
  it('writes a number given to a plain placeholder in the locale’s digits', () => {
    const intl = intlOf('bn-BD');
    expect(intl.formatMessage({ id: 'member.vip' }, { level: 0 })).toBe('ভিআইপি ০');
    expect(intl.formatMessage({ id: 'protection.reality.option' }, { n: 60 })).toBe('৬০ মিনিট');
    expect(intl.$t({ id: 'protection.reality.option' }, { n: 60 })).toBe('৬০ মিনিট');
  });

  it('leaves plural selectors numbers and text values as they are', () => {
    const intl = intlOf('bn-BD');
    expect(intl.formatMessage({ id: 'member.unread' }, { count: 1, name: 'A1' })).toBe('১ জন · A1');
  });

  it('reaches placeholders inside tags', () => {
    const intl = intlOf('bn-BD');
    const parts = intl.formatMessage(
      { id: 'wallet.shown' },
      { n: 2, total: 10, b: (c: unknown[]) => `[${c.join('')}]` },
    );
    expect([parts].flat().join('')).toBe('[২] of ১০');
  });

  it('follows the locale’s numbering system (the merchant’s Latin setting)', () => {
    const intl = intlOf('bn-BD-u-nu-latn');
    expect(intl.formatMessage({ id: 'protection.reality.option' }, { n: 60 })).toBe('60 মিনিট');
  });

  it('keeps Latin digits in English', () => {
    expect(intlOf('en').formatMessage({ id: 'protection.limit.minutes' }, { n: 60 })).toBe('60 min');
  });
});
