import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// The winners refresh itself (250 ms after a language change) is tested on home (Home.test.tsx).
describe('debounce', () => {
  it('calls once, the given time after the last call, and not after cancel', () => {
    const fn = vi.fn();
    const d = debounce(fn, 250);
    d();
    vi.advanceTimersByTime(200);
    d();
    vi.advanceTimersByTime(249);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    d();
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
