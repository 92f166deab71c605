import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIVITIES, ANNOUNCEMENTS } from './texts.ts';

/** The words of texts (tags and placeholders left out), lower case. */
const words = (texts: string[]): Set<string> =>
  new Set(
    texts
      .flatMap((t) =>
        t
          .replace(/<[^>]+>|\{[a-z]+\}/g, ' ')
          .toLowerCase()
          .split(/[^a-z]+/),
      )
      .filter((w) => w.length > 1),
  );

describe('seeded notices and promotions', () => {
  it('say nothing in Tagalog with an English word the app itself does not use in Tagalog', () => {
    const all = [...ANNOUNCEMENTS, ...ACTIVITIES];
    const english = words(all.flatMap((a) => a.texts.EN ?? []));
    const tagalog = words(all.flatMap((a) => a.texts.TY ?? []));
    // The loanwords the app's own Tagalog catalogue writes (account, password, code, SMS...), and "may" (Tagalog).
    const catalogue = path.resolve(import.meta.dirname, '../../../app/src/i18n/messages/ty');
    const appWords = words(
      readdirSync(catalogue).flatMap((f) =>
        Object.values(JSON.parse(readFileSync(path.join(catalogue, f), 'utf8')) as Record<string, string>),
      ),
    );
    const shared = [...tagalog].filter((w) => english.has(w) && !appWords.has(w) && w !== 'may');
    expect(shared).toEqual([]);
    // Before: bonus, turnover, withdraw, weekend, leaderboard, cashback, check, mystery, gift, member, tour, rebate.
    for (const w of ['bonus', 'turnover', 'cashback', 'leaderboard', 'member', 'tour', 'rebate'])
      expect(appWords.has(w) || !tagalog.has(w), w).toBe(true);
  });
});
