import { ApiError } from '../errors.ts';
import type { Clock } from '../clock.ts';

/** At most `max` attempts per `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** Limits of the calls that can be abused; every one is per merchant. */
export interface RateLimits {
  loginPerIp: Limit;
  loginPerAccount: Limit;
  smsPerIp: Limit;
  smsPerMobile: Limit;
  registerPerIp: Limit;
  trialPerIp: Limit;
}

const MINUTE = 60_000;
export const DEFAULT_LIMITS: RateLimits = {
  loginPerIp: { max: 30, windowMs: 10 * MINUTE },
  loginPerAccount: { max: 10, windowMs: 10 * MINUTE },
  smsPerIp: { max: 20, windowMs: 60 * MINUTE },
  smsPerMobile: { max: 5, windowMs: 60 * MINUTE },
  registerPerIp: { max: 20, windowMs: 60 * MINUTE },
  trialPerIp: { max: 20, windowMs: 60 * MINUTE },
};

/**
 * Fixed-window counters in memory. A restart forgets them, which is acceptable for a sandbox and keeps every
 * attempt off the database; a real deployment would share them between processes.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly clock: Clock,
    readonly limits: RateLimits,
  ) {}

  /** Counts one attempt against `key`; throws 429 RATE_LIMITED when the limit is passed. */
  hit(kind: keyof RateLimits, key: string): void {
    const limit = this.limits[kind];
    const now = this.clock.now();
    const id = `${kind}\n${key}`;
    let w = this.windows.get(id);
    if (!w || now - w.start >= limit.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(id, w);
    }
    w.count++;
    if (w.count > limit.max) {
      const retryAfter = Math.max(1, Math.ceil((w.start + limit.windowMs - now) / 1000));
      throw new ApiError('RATE_LIMITED', {
        detail: { retryAfter },
        message: `Too many attempts (${kind}); try again in ${retryAfter} s`,
      });
    }
    if (this.windows.size > 50_000) this.sweep(now);
  }

  // Drops finished windows so a flood of distinct keys cannot grow memory without bound.
  private sweep(now: number): void {
    for (const [id, w] of this.windows) {
      const kind = id.slice(0, id.indexOf('\n')) as keyof RateLimits;
      if (now - w.start >= this.limits[kind].windowMs) this.windows.delete(id);
    }
  }
}
