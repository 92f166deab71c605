/**
 * Betting-record ranges in the player's local days: the app sends epoch milliseconds of local midnights, so
 * "today" is the player's today whatever the server's time zone. Days are stepped with the calendar (setDate), not
 * by adding 24 h, so a daylight-saving day of 23 or 25 hours still starts at midnight.
 */

export const RANGES = ['today', 'yesterday', 'week', 'month'] as const;
export type RangeId = (typeof RANGES)[number];

/** Local midnight of the day `offset` days from the day of `now`. */
function midnight(now: Date, offset: number): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset).getTime();
}

/**
 * [startTime, endTime) of a range: today; yesterday; 7 days (today and the 6 before); 30 days (today and the 29
 * before). endTime is exclusive.
 */
export function rangeOf(id: RangeId, now: Date = new Date()): { startTime: number; endTime: number } {
  const tomorrow = midnight(now, 1);
  switch (id) {
    case 'today':
      return { startTime: midnight(now, 0), endTime: tomorrow };
    case 'yesterday':
      return { startTime: midnight(now, -1), endTime: midnight(now, 0) };
    case 'week':
      return { startTime: midnight(now, -6), endTime: tomorrow };
    case 'month':
      return { startTime: midnight(now, -29), endTime: tomorrow };
  }
}

/** Categories the betting record filters by ('' = all), the gateway's gameRecords gameType values. */
export const RECORD_TYPES = [
  '',
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'ELOTTO',
  'LOTT',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
