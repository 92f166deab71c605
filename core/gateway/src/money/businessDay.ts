/**
 * The merchant's business day: days start at midnight in the merchant's time zone (manifest `timezone`, default
 * UTC), not at UTC midnight. A PH player's bets at 07:30 Manila time belong to that Manila day, although it is
 * still the day before in UTC. Built on Intl only, so any IANA zone the runtime knows works, DST included.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, f);
  }
  return f;
}

/** The wall-clock date and time in `zone` at instant `ms`. */
function wall(ms: number, zone: string): { y: number; m: number; d: number; asUtc: number } {
  const p = Object.fromEntries(
    format(zone)
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  const [y, m, d] = [Number(p.year), Number(p.month), Number(p.day)];
  const asUtc = Date.UTC(y, m - 1, d, Number(p.hour) % 24, Number(p.minute), Number(p.second));
  return { y, m, d, asUtc };
}

/** How far `zone` is ahead of UTC at instant `ms`, in ms (Manila: +8 h). */
function offsetAt(ms: number, zone: string): number {
  return wall(ms, zone).asUtc - (ms - (ms % 1000));
}

/** The instant (epoch ms) the business day holding `ms` began in `zone`. */
export function dayStart(ms: number, zone: string): number {
  const { y, m, d } = wall(ms, zone);
  const midnight = Date.UTC(y, m - 1, d);
  // The offset at local midnight may differ from the one at `ms` (a DST change during the day): ask twice.
  const guess = midnight - offsetAt(ms, zone);
  return midnight - offsetAt(guess, zone);
}

/** The business day holding `ms` as YYYY-MM-DD in `zone`. */
export function dayKey(ms: number, zone: string): string {
  const { y, m, d } = wall(ms, zone);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The business year holding `ms` in `zone` (birthday gifts are once per such year). */
export function yearKey(ms: number, zone: string): string {
  return String(wall(ms, zone).y);
}

/** The merchant's zone from its manifest (UTC when the manifest names none). */
export function zoneOf(merchant: { manifest: { timezone?: string } }): string {
  return merchant.manifest.timezone ?? 'UTC';
}
