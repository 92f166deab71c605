import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SMS_COUNTDOWN_MS, SMS_TICK_MS, secondsLeft, useCountdown } from './useCountdown.ts';

describe('secondsLeft', () => {
  it('rounds up and never goes negative', () => {
    expect(secondsLeft(null, 0)).toBe(0);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });
});

describe('useCountdown (SMS button)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every 500 ms and defaults to 60 s', () => {
    expect(SMS_TICK_MS).toBe(500);
    expect(SMS_COUNTDOWN_MS).toBe(60_000);
    const { result } = renderHook(() => useCountdown());
    expect(result.current.seconds).toBe(0);
    act(() => result.current.start());
    expect(result.current.seconds).toBe(60);
    act(() => void vi.advanceTimersByTime(SMS_TICK_MS));
    expect(result.current.seconds).toBe(60); // 59.5 s left rounds up
    act(() => void vi.advanceTimersByTime(SMS_TICK_MS));
    expect(result.current.seconds).toBe(59);
    act(() => void vi.advanceTimersByTime(59_000));
    expect(result.current.seconds).toBe(0);
  });

  it("counts down to the answer's expirationTime", () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(Date.now() + 30_000));
    expect(result.current.seconds).toBe(30);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current.seconds).toBe(20);
  });

  it('falls back to 60 s when expirationTime is already past (clock skew)', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(Date.now() - 1000));
    expect(result.current.seconds).toBe(60);
  });

  it('stops its timer when done, so the button becomes fetchable again', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(Date.now() + 1000));
    act(() => void vi.advanceTimersByTime(1500));
    expect(result.current.seconds).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
