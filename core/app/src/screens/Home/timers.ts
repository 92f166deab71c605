/**
 * The lobby's clocks (spec section 9: banner autoplay 5 s, ticker slide 2 s, jackpot every 3, 4 or 5 s), kept
 * apart from the components so that unit tests drive them with fake timers.
 */

export const BANNER_AUTOPLAY_MS = 5000;
export const TICKER_SLIDE_MS = 2000;
export const WINNERS_REFRESH_DEBOUNCE_MS = 250;
export const JACKPOT = {
  min: 23_000_000,
  max: 25_000_000,
  stepMin: 100,
  stepMax: 500,
  delaysMs: [3000, 4000, 5000] as const,
  /** Height of one digit of the rolling counter (spec: numHeight 57). */
  numHeight: 57,
};

export interface Autoplay {
  /** Starts ticking (when nothing pauses it). */
  start(): void;
  stop(): void;
  /** Pauses for a reason (touch, hidden tab, focus); ticking resumes when no reason is left. */
  pause(reason: string): void;
  resume(reason: string): void;
  /** Restarts the wait from now (after the player moved the carousel). */
  restart(): void;
  readonly running: boolean;
}

/**
 * A timer that calls `onTick` every `intervalMs` while started and not paused. Each pause reason is separate, so
 * a touch ending does not resume a carousel whose tab is hidden; resuming waits a full interval again.
 */
export function createAutoplay(intervalMs: number, onTick: () => void): Autoplay {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let started = false;
  const reasons = new Set<string>();
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = () => {
    clear();
    if (!started || reasons.size > 0) return;
    timer = setTimeout(() => {
      timer = null;
      onTick();
      schedule();
    }, intervalMs);
  };
  return {
    start() {
      started = true;
      schedule();
    },
    stop() {
      started = false;
      clear();
    },
    pause(reason) {
      reasons.add(reason);
      clear();
    },
    resume(reason) {
      if (!reasons.delete(reason)) return;
      schedule();
    },
    restart: schedule,
    get running() {
      return timer !== null;
    },
  };
}

export interface Drift {
  /** Starts drifting (when nothing pauses it). */
  start(): void;
  stop(): void;
  /** Holds still for a reason (touch, drag, hover, focus, hidden tab); drifts again when no reason is left. */
  pause(reason: string): void;
  resume(reason: string): void;
  /** The current stretch of drift ended: the next one starts unless stopped or paused. */
  ended(): void;
  readonly drifting: boolean;
}

/**
 * A continuous drift (the hot carousel, spec section 2: it "autoplays continuously"): `move` starts one stretch of
 * linear motion and `halt` stops the motion where it is. Each pause reason is separate, as in createAutoplay.
 */
export function createDrift(move: () => void, halt: () => void): Drift {
  let started = false;
  let drifting = false;
  const reasons = new Set<string>();
  const go = () => {
    drifting = started && reasons.size === 0;
    if (drifting) move();
  };
  // Not drifting before halting: a halt that reports the motion ended must not start the next stretch.
  const still = () => {
    const was = drifting;
    drifting = false;
    if (was) halt();
  };
  return {
    start() {
      started = true;
      if (!drifting) go();
    },
    stop() {
      started = false;
      still();
    },
    pause(reason) {
      reasons.add(reason);
      still();
    },
    resume(reason) {
      if (reasons.delete(reason) && !drifting) go();
    },
    ended() {
      if (drifting) go();
    },
    get drifting() {
      return drifting;
    },
  };
}

/** The next slide of a ticker: loops back to the first after the last, or stays on the last without looping. */
export function nextIndex(index: number, count: number, loop: boolean): number {
  if (count <= 1) return 0;
  if (index + 1 < count) return index + 1;
  return loop ? 0 : index;
}

/** A random whole or fractional number in [min, max], from `random` (Math.random by default). */
const between = (min: number, max: number, random: () => number) => min + random() * (max - min);
const cents = (n: number) => Math.round(n * 100) / 100;

/** The jackpot's first amount: random between 23,000,000 and 25,000,000, with 2 decimals. */
export function jackpotStart(random: () => number = Math.random): number {
  return cents(between(JACKPOT.min, JACKPOT.max, random));
}

/** One growth step: +100 to +500 (2 decimals), and the wait before the next one (3, 4 or 5 s). */
export function jackpotStep(random: () => number = Math.random): { add: number; nextMs: number } {
  const add = cents(between(JACKPOT.stepMin, JACKPOT.stepMax, random));
  const i = Math.min(JACKPOT.delaysMs.length - 1, Math.floor(random() * JACKPOT.delaysMs.length));
  return { add, nextMs: JACKPOT.delaysMs[i]! };
}

/**
 * Runs the jackpot: calls `onChange` with the start amount at once, then with each grown amount after 3, 4 or 5 s.
 * Returns the function that stops it.
 */
export function runJackpot(
  onChange: (amount: number) => void,
  random: () => number = Math.random,
): () => void {
  let amount = jackpotStart(random);
  let timer: ReturnType<typeof setTimeout>;
  onChange(amount);
  const next = (ms: number) => {
    timer = setTimeout(() => {
      const s = jackpotStep(random);
      amount = cents(amount + s.add);
      onChange(amount);
      next(s.nextMs);
    }, ms);
  };
  next(jackpotStep(random).nextMs);
  return () => clearTimeout(timer);
}

/** The shared debounce (state/kit/debounce.ts), re-exported for home's timers. */
export { debounce } from '../../state/kit/debounce.ts';
