import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BANNER_AUTOPLAY_MS,
  createAutoplay,
  createDrift,
  JACKPOT,
  jackpotStart,
  jackpotStep,
  nextIndex,
  runJackpot,
  TICKER_SLIDE_MS,
  WINNERS_REFRESH_DEBOUNCE_MS,
} from './timers.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the spec timings', () => {
  it('are 5 s for banners, 2 s for ticker slides, 250 ms for the winners refresh', () => {
    expect(BANNER_AUTOPLAY_MS).toBe(5000);
    expect(TICKER_SLIDE_MS).toBe(2000);
    expect(WINNERS_REFRESH_DEBOUNCE_MS).toBe(250);
    expect(JACKPOT.numHeight).toBe(57);
  });
});

describe('createAutoplay', () => {
  it('ticks every interval once started, and not before', () => {
    const tick = vi.fn();
    const a = createAutoplay(5000, tick);
    vi.advanceTimersByTime(20_000);
    expect(tick).not.toHaveBeenCalled();
    a.start();
    vi.advanceTimersByTime(4999);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(tick).toHaveBeenCalledTimes(3);
    a.stop();
    vi.advanceTimersByTime(20_000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('stays paused until every reason is gone, then waits a full interval', () => {
    const tick = vi.fn();
    const a = createAutoplay(5000, tick);
    a.start();
    vi.advanceTimersByTime(4000);
    a.pause('touch');
    a.pause('hidden');
    vi.advanceTimersByTime(30_000);
    expect(tick).not.toHaveBeenCalled();
    a.resume('touch');
    vi.advanceTimersByTime(30_000);
    expect(tick).not.toHaveBeenCalled();
    expect(a.running).toBe(false);
    a.resume('hidden');
    vi.advanceTimersByTime(4999);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it('ignores a resume for a reason that never paused it, and restarts the wait on demand', () => {
    const tick = vi.fn();
    const a = createAutoplay(5000, tick);
    a.start();
    vi.advanceTimersByTime(3000);
    a.resume('touch');
    vi.advanceTimersByTime(2000);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4000);
    a.restart();
    vi.advanceTimersByTime(4000);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(2);
  });
});

describe('createDrift', () => {
  it('drifts on from stretch to stretch until stopped', () => {
    const move = vi.fn();
    const halt = vi.fn();
    const d = createDrift(move, halt);
    d.ended();
    expect(move).not.toHaveBeenCalled();
    d.start();
    expect(move).toHaveBeenCalledTimes(1);
    d.start();
    expect(move).toHaveBeenCalledTimes(1);
    d.ended();
    d.ended();
    expect(move).toHaveBeenCalledTimes(3);
    d.stop();
    expect(halt).toHaveBeenCalledTimes(1);
    d.ended();
    expect(move).toHaveBeenCalledTimes(3);
    expect(d.drifting).toBe(false);
  });

  it('holds still for each pause reason until every one is gone, then drifts again', () => {
    const move = vi.fn();
    const halt = vi.fn();
    const d = createDrift(move, halt);
    d.start();
    d.pause('hover');
    d.pause('hidden');
    expect(halt).toHaveBeenCalledTimes(1);
    d.ended();
    d.resume('hover');
    expect(move).toHaveBeenCalledTimes(1);
    d.resume('hover');
    d.resume('hidden');
    expect(move).toHaveBeenCalledTimes(2);
    expect(d.drifting).toBe(true);
  });

  it('does not start again when halting reports the motion ended', () => {
    const move = vi.fn();
    const box: { d?: ReturnType<typeof createDrift> } = {};
    const d = createDrift(move, () => box.d!.ended());
    box.d = d;
    d.start();
    d.pause('touch');
    expect(move).toHaveBeenCalledTimes(1);
    expect(d.drifting).toBe(false);
  });

  it('never drifts when paused before it starts', () => {
    const move = vi.fn();
    const d = createDrift(move, vi.fn());
    d.pause('focus');
    d.start();
    expect(move).not.toHaveBeenCalled();
    d.resume('focus');
    expect(move).toHaveBeenCalledTimes(1);
  });
});

describe('nextIndex', () => {
  it('moves on, loops after the last, and stays put with one item', () => {
    expect(nextIndex(0, 3, true)).toBe(1);
    expect(nextIndex(2, 3, true)).toBe(0);
    expect(nextIndex(2, 3, false)).toBe(2);
    expect(nextIndex(0, 1, true)).toBe(0);
    expect(nextIndex(0, 0, true)).toBe(0);
  });
});

describe('jackpot', () => {
  it('starts between 23,000,000 and 25,000,000 with 2 decimals', () => {
    expect(jackpotStart(() => 0)).toBe(23_000_000);
    expect(jackpotStart(() => 0.999999)).toBeCloseTo(24_999_998, 0);
    for (let i = 0; i < 200; i++) {
      const v = jackpotStart();
      expect(v).toBeGreaterThanOrEqual(23_000_000);
      expect(v).toBeLessThanOrEqual(25_000_000);
      expect(Math.round(v * 100) / 100).toBe(v);
    }
  });

  it('grows by 100 to 500 and waits 3, 4 or 5 s', () => {
    expect(jackpotStep(() => 0)).toEqual({ add: 100, nextMs: 3000 });
    expect(jackpotStep(() => 0.5)).toEqual({ add: 300, nextMs: 4000 });
    expect(jackpotStep(() => 0.99999)).toEqual({ add: 500, nextMs: 5000 });
    const waits = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const s = jackpotStep();
      expect(s.add).toBeGreaterThanOrEqual(100);
      expect(s.add).toBeLessThanOrEqual(500);
      waits.add(s.nextMs);
    }
    expect([...waits].sort()).toEqual([3000, 4000, 5000]);
  });

  it('runs on the clock: the start at once, then one step after each wait', () => {
    // random() = 0.5: start 24,000,000; each step +300 after 4 s.
    const seen: number[] = [];
    const stop = runJackpot(
      (v) => seen.push(v),
      () => 0.5,
    );
    expect(seen).toEqual([24_000_000]);
    vi.advanceTimersByTime(3999);
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([24_000_000, 24_000_300]);
    vi.advanceTimersByTime(8000);
    expect(seen).toEqual([24_000_000, 24_000_300, 24_000_600, 24_000_900]);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(seen).toHaveLength(4);
  });
});
