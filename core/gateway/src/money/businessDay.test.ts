import { describe, expect, it } from 'vitest';
import { dayKey, dayStart, yearKey, zoneOf } from './businessDay.ts';

const utc = (s: string): number => Date.parse(s);

describe("the merchant's business day", () => {
  it('starts at local midnight in Manila (UTC+8) and Dhaka (UTC+6)', () => {
    // 07:30 in Manila on 10 March is still 9 March in UTC.
    expect(dayKey(utc('2026-03-09T23:30:00Z'), 'Asia/Manila')).toBe('2026-03-10');
    expect(dayStart(utc('2026-03-09T23:30:00Z'), 'Asia/Manila')).toBe(utc('2026-03-09T16:00:00Z'));
    expect(dayKey(utc('2026-03-09T15:59:59.999Z'), 'Asia/Manila')).toBe('2026-03-09');
    expect(dayKey(utc('2026-03-09T16:00:00Z'), 'Asia/Manila')).toBe('2026-03-10');
    expect(dayStart(utc('2026-03-09T17:59:59Z'), 'Asia/Dhaka')).toBe(utc('2026-03-08T18:00:00Z'));
    expect(dayStart(utc('2026-03-09T18:00:00Z'), 'Asia/Dhaka')).toBe(utc('2026-03-09T18:00:00Z'));
    expect(dayKey(utc('2026-03-09T12:00:00Z'), 'UTC')).toBe('2026-03-09');
    expect(dayStart(utc('2026-03-09T12:00:00.123Z'), 'UTC')).toBe(utc('2026-03-09T00:00:00Z'));
  });

  it('keeps the year in the local zone (the yearly birthday gift)', () => {
    expect(yearKey(utc('2026-12-31T16:30:00Z'), 'Asia/Manila')).toBe('2027');
    expect(yearKey(utc('2026-12-31T16:30:00Z'), 'UTC')).toBe('2026');
  });

  it('follows a daylight-saving change: a 23-hour day starts at its own midnight', () => {
    // New York moved its clocks forward at 02:00 on 8 March 2026: that day began at 05:00 UTC, the next at 04:00.
    expect(dayStart(utc('2026-03-08T12:00:00Z'), 'America/New_York')).toBe(utc('2026-03-08T05:00:00Z'));
    expect(dayStart(utc('2026-03-09T12:00:00Z'), 'America/New_York')).toBe(utc('2026-03-09T04:00:00Z'));
    const today = dayStart(utc('2026-03-09T12:00:00Z'), 'America/New_York');
    expect(dayStart(today - 1, 'America/New_York')).toBe(utc('2026-03-08T05:00:00Z'));
  });

  it('reads the zone from the manifest, UTC when it names none', () => {
    expect(zoneOf({ manifest: { timezone: 'Asia/Dhaka' } })).toBe('Asia/Dhaka');
    expect(zoneOf({ manifest: {} })).toBe('UTC');
  });
});
