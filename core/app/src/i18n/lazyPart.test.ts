import { afterEach, describe, expect, it, vi } from 'vitest';
import { PART_RETRY_MS, untilLoaded } from './i18n.ts';

afterEach(() => vi.useRealTimers());

describe('untilLoaded (lazyPart)', () => {
  it('asks again after a pause that doubles, and never rejects', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module');
    let value: string | undefined;
    void untilLoaded(load).then((v) => (value = v));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PART_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(2);
    // The second pause is twice the first.
    await vi.advanceTimersByTimeAsync(PART_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(PART_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(3);
    expect(value).toBe('module');
  });

  it('asks again at once when the browser comes back online', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(7);
    const loaded = untilLoaded(load);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe(7);
    expect(load).toHaveBeenCalledTimes(2);
    // The pause's timer went with it: nothing is asked for again.
    await vi.advanceTimersByTimeAsync(PART_RETRY_MS * 4);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
