import { ApiError } from '../errors.ts';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/types.ts';

/** At most `max` events per `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Limits of the calls that can be abused. Every key is per merchant and per caller address (the socket address,
 * or X-Forwarded-For from a trusted proxy), except smsPerMobile (per number). No limit is per account: a limit a
 * stranger can fill would lock the owner out (the account is protected by the captcha and the growing delay of
 * auth/loginGuard.ts instead).
 */
export interface RateLimits {
  /** Failed logins from one address, whatever the account. Successful logins do not count. */
  loginFailuresPerIp: Limit;
  smsPerIp: Limit;
  smsPerMobile: Limit;
  /** Registration attempts (each one reaches the captcha and scrypt). */
  registerPerIp: Limit;
  trialPerIp: Limit;
  /** Captchas issued (each one is a database row and an image to draw). */
  captchaPerIp: Limit;
  /** validateUsername calls: it has to say whether a name is taken, so it must not be a free directory. */
  usernameCheckPerIp: Limit;
  /** Client error reports (routes/clientErrors.ts) from one address. */
  clientErrorPerIp: Limit;
  /**
   * Client error reports of one session (keyed by the token's hash): a report needs no account, so this limit
   * cannot lock anyone out of anything, and only the holder of a token can fill it.
   */
  clientErrorPerSession: Limit;
}

const MINUTE = 60_000;
export const DEFAULT_LIMITS: RateLimits = {
  loginFailuresPerIp: { max: 30, windowMs: 10 * MINUTE },
  smsPerIp: { max: 20, windowMs: 60 * MINUTE },
  smsPerMobile: { max: 5, windowMs: 60 * MINUTE },
  registerPerIp: { max: 20, windowMs: 60 * MINUTE },
  trialPerIp: { max: 20, windowMs: 60 * MINUTE },
  captchaPerIp: { max: 30, windowMs: MINUTE },
  usernameCheckPerIp: { max: 30, windowMs: 10 * MINUTE },
  clientErrorPerIp: { max: 30, windowMs: 10 * MINUTE },
  clientErrorPerSession: { max: 10, windowMs: 10 * MINUTE },
};

/** Rows of finished windows are deleted every this many counted events. */
const SWEEP_EVERY = 500;

/**
 * Fixed-window counters in the database (table rate_counters), so every gateway process on the same database
 * shares them and a restart forgets nothing. One upsert per counted event: the window restarts when it is over.
 */
export class RateLimiter {
  private sinceSweep = 0;

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    readonly limits: RateLimits,
  ) {}

  /** Counts one event against `key`; throws 429 RATE_LIMITED (with retryAfter) when the limit is passed. */
  async hit(kind: keyof RateLimits, key: string): Promise<void> {
    const { count, windowStart } = await this.add(kind, key);
    const limit = this.limits[kind];
    if (count > limit.max) throw limited(kind, windowStart + limit.windowMs - this.clock.now());
  }

  /** Throws 429 when `key` has already used up its limit, without counting (for limits on failures only). */
  async check(kind: keyof RateLimits, key: string): Promise<void> {
    const limit = this.limits[kind];
    const now = this.clock.now();
    const rows = await this.db.query<{ count: number; window_start: number }>(
      'SELECT count, window_start FROM rate_counters WHERE kind = $1 AND key = $2 AND expires_at > $3',
      [kind, key, now],
    );
    const row = rows[0];
    if (row && Number(row.count) >= limit.max)
      throw limited(kind, Number(row.window_start) + limit.windowMs - now);
  }

  /** Counts one event (a failure) without refusing it. */
  async record(kind: keyof RateLimits, key: string): Promise<void> {
    await this.add(kind, key);
  }

  private async add(kind: keyof RateLimits, key: string): Promise<{ count: number; windowStart: number }> {
    const now = this.clock.now();
    const windowMs = this.limits[kind].windowMs;
    const rows = await this.db.query<{ count: number; window_start: number }>(
      `INSERT INTO rate_counters (kind, key, window_start, expires_at, count) VALUES ($1, $2, $3, $4, 1)
       ON CONFLICT (kind, key) DO UPDATE SET
         count = CASE WHEN rate_counters.expires_at <= $3 THEN 1 ELSE rate_counters.count + 1 END,
         window_start = CASE WHEN rate_counters.expires_at <= $3 THEN $3 ELSE rate_counters.window_start END,
         expires_at = CASE WHEN rate_counters.expires_at <= $3 THEN $4 ELSE rate_counters.expires_at END
       RETURNING count, window_start`,
      [kind, key.slice(0, 200), now, now + windowMs],
    );
    if (++this.sinceSweep >= SWEEP_EVERY) {
      this.sinceSweep = 0;
      await this.sweep(now);
    }
    return { count: Number(rows[0]!.count), windowStart: Number(rows[0]!.window_start) };
  }

  /** Deletes finished windows, so a flood of distinct keys does not grow the table without bound. */
  async sweep(now = this.clock.now()): Promise<void> {
    await this.db.query('DELETE FROM rate_counters WHERE expires_at <= $1', [now]);
  }
}

function limited(kind: string, waitMs: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiError('RATE_LIMITED', {
    detail: { retryAfter },
    message: `Too many attempts (${kind}); try again in ${retryAfter} s`,
  });
}
