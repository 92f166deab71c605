/** Where the gateway gets the time. Injected so tests can move it (SMS expiry, session idle time, draws). */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** Real time, shifted so that it reads `start` now (GATEWAY_CLOCK_START). */
export function clockFrom(start: number, real: Clock = systemClock): Clock {
  const offset = start - real.now();
  return { now: () => real.now() + offset };
}

/** A clock that only moves when told to. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(epochMs: number): void;
}

/** Creates a clock for tests, starting at `start` (epoch ms). */
export function manualClock(start = Date.UTC(2025, 0, 15, 8, 0, 0)): ManualClock {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
    set: (ms) => {
      t = ms;
    },
  };
}
