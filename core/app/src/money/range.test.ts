import { afterEach, describe, expect, it } from 'vitest';
import { rangeOf } from './range.ts';

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime();
const DAY = 86_400_000;

describe('rangeOf', () => {
  const tz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = tz;
  });

  it('cuts ranges at the player’s local midnights, end exclusive', () => {
    const now = new Date(local(2026, 3, 15, 14, 30));
    expect(rangeOf('today', now)).toEqual({ startTime: local(2026, 3, 15), endTime: local(2026, 3, 16) });
    expect(rangeOf('yesterday', now)).toEqual({ startTime: local(2026, 3, 14), endTime: local(2026, 3, 15) });
    expect(rangeOf('week', now)).toEqual({ startTime: local(2026, 3, 9), endTime: local(2026, 3, 16) });
    expect(rangeOf('month', now)).toEqual({ startTime: local(2026, 2, 14), endTime: local(2026, 3, 16) });
  });

  it('moves to the next day exactly at midnight, not before', () => {
    const before = rangeOf('today', new Date(local(2026, 12, 31, 23, 59) + 59_999));
    const after = rangeOf('today', new Date(local(2027, 1, 1)));
    expect(before).toEqual({ startTime: local(2026, 12, 31), endTime: local(2027, 1, 1) });
    expect(after).toEqual({ startTime: local(2027, 1, 1), endTime: local(2027, 1, 2) });
    expect(rangeOf('yesterday', new Date(local(2027, 1, 1)))).toEqual(before);
  });

  it('keeps midnights on a daylight-saving day and stays within the gateway’s 31 days', () => {
    process.env.TZ = 'America/New_York';
    // 8 March 2026: clocks go forward, the day has 23 hours.
    const r = rangeOf('today', new Date('2026-03-08T18:00:00Z'));
    expect(r.endTime - r.startTime).toBe(23 * 3_600_000);
    expect(new Date(r.startTime).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    const m = rangeOf('month', new Date('2026-03-08T18:00:00Z'));
    expect(new Date(m.startTime).toISOString()).toBe('2026-02-07T05:00:00.000Z');
    expect(m.endTime - m.startTime).toBeLessThanOrEqual(31 * DAY);
  });

  it('a player east of UTC gets their own today, not the UTC day', () => {
    process.env.TZ = 'Asia/Manila';
    // 00:30 in Manila on 2 June is still 1 June in UTC.
    const r = rangeOf('today', new Date('2026-06-01T16:30:00Z'));
    expect(new Date(r.startTime).toISOString()).toBe('2026-06-01T16:00:00.000Z');
    expect(r.endTime - r.startTime).toBe(DAY);
  });
});
