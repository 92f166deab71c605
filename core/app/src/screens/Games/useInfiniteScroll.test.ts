/** Infinite scroll: 300 px threshold, load-more throttled to once a second (fake timers). */
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from './useInfiniteScroll.ts';

function layout(scrollY: number, innerHeight: number, scrollHeight: number) {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: innerHeight, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: scrollHeight,
    configurable: true,
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useInfiniteScroll', () => {
  it('loads when the end is within 300 px, not before', () => {
    const load = vi.fn();
    layout(0, 800, 1101);
    renderHook(() => useInfiniteScroll(true, load, 0));
    expect(load).not.toHaveBeenCalled();
    layout(1, 800, 1101);
    window.dispatchEvent(new Event('scroll'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at most once a second, then once more at the end of the second', () => {
    const load = vi.fn();
    layout(2000, 800, 3000);
    renderHook(() => useInfiniteScroll(true, load, 0));
    expect(load).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i++) window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(999);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled (JILI, or no further page)', () => {
    const load = vi.fn();
    layout(2000, 800, 3000);
    renderHook(() => useInfiniteScroll(false, load, 0));
    window.dispatchEvent(new Event('scroll'));
    expect(load).not.toHaveBeenCalled();
  });
});
