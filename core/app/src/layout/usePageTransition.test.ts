import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TRANSITION_FRAMES, PAGE_TRANSITION_MS, usePageTransition } from './usePageTransition.ts';

function target() {
  const cancel = vi.fn();
  const el = document.createElement('main');
  const animate = vi.fn(() => ({ cancel }) as unknown as Animation);
  el.animate = animate;
  return { el, animate, cancel };
}

const reduce = (on: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((q: string) => ({ matches: on && q.includes('reduce'), media: q }) as MediaQueryList);

afterEach(() => vi.restoreAllMocks());

describe('usePageTransition', () => {
  it('fades main in over 300 ms when the path changes, not on the first page, opacity only', () => {
    reduce(false);
    const t = target();
    const { rerender } = renderHook(({ path }) => usePageTransition(path, () => t.el), {
      initialProps: { path: '/m/home' },
    });
    expect(t.animate).not.toHaveBeenCalled();
    rerender({ path: '/m/login' });
    expect(t.animate).toHaveBeenCalledTimes(1);
    expect(t.animate).toHaveBeenCalledWith(
      PAGE_TRANSITION_FRAMES,
      expect.objectContaining({ duration: 300 }),
    );
    expect(PAGE_TRANSITION_MS).toBe(300);
    // Nothing but opacity: no transform or size that would move the page.
    for (const frame of PAGE_TRANSITION_FRAMES) expect(Object.keys(frame)).toEqual(['opacity']);
    rerender({ path: '/m/login' });
    expect(t.animate).toHaveBeenCalledTimes(1);
    rerender({ path: '/m/register' });
    // The previous transition is cancelled when the next path comes before it ends.
    expect(t.cancel).toHaveBeenCalledTimes(1);
    expect(t.animate).toHaveBeenCalledTimes(2);
  });

  it('never animates for a player who asked for reduced motion', () => {
    reduce(true);
    const t = target();
    const { rerender } = renderHook(({ path }) => usePageTransition(path, () => t.el), {
      initialProps: { path: '/m/home' },
    });
    rerender({ path: '/m/login' });
    expect(t.animate).not.toHaveBeenCalled();
  });
});
