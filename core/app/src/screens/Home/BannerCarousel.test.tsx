import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@wl/contract';
import { renderShell } from '../../test/render.tsx';
import { BANNER_PRELOAD_MS, BannerCarousel } from './BannerCarousel.tsx';
import { BANNER_AUTOPLAY_MS } from './timers.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const banners: Banner[] = [1, 2, 3].map((id) => ({
  id,
  url: `/b${id}.svg`,
  groupName: 'm_home',
  title: `Banner ${id}`,
  link: '/m/activity',
}));

/** The dot marked current (its name has the 1-based position: "lobby.banner.goTo" with values in tests). */
const currentDot = () =>
  screen.getAllByRole('button').findIndex((b) => b.getAttribute('aria-current') === 'true');

describe('BannerCarousel', () => {
  it('sizes and prioritises the first banner, lazy-loads the others', () => {
    renderShell(<BannerCarousel banners={banners} />);
    const imgs = screen.getAllByRole('img', { hidden: true }) as HTMLImageElement[];
    expect(imgs[0]!.getAttribute('width')).toBe('640');
    expect(imgs[0]!.getAttribute('height')).toBe('280');
    expect(imgs[0]!.getAttribute('loading')).toBeNull();
    expect(imgs[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(imgs[1]!.getAttribute('loading')).toBe('lazy');
  });

  it('loads the next banner only once the current one has been shown a while, or at a touch', () => {
    // An observer that never reports: a slide off to the side never comes near by itself.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    try {
      renderShell(<BannerCarousel banners={banners} />);
      const imgs = () => screen.getAllByRole('img', { hidden: true }) as HTMLImageElement[];
      const loaded = () => imgs().map((i) => !i.getAttribute('src')!.startsWith('data:'));
      expect(loaded()).toEqual([true, false, false]);
      act(() => vi.advanceTimersByTime(BANNER_PRELOAD_MS - 100));
      expect(loaded()).toEqual([true, false, false]);
      act(() => vi.advanceTimersByTime(200));
      expect(loaded()).toEqual([true, true, false]);
      expect(BANNER_PRELOAD_MS).toBeLessThan(BANNER_AUTOPLAY_MS);
      // The previous neighbour (the last, going back) loads at a touch.
      fireEvent.pointerDown(screen.getByRole('region'));
      expect(loaded()).toEqual([true, true, true]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('has one named dot per banner and moves on every 5 s', () => {
    renderShell(<BannerCarousel banners={banners} />);
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(currentDot()).toBe(0);
    act(() => vi.advanceTimersByTime(4900));
    expect(currentDot()).toBe(0);
    act(() => vi.advanceTimersByTime(1100));
    expect(currentDot()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentDot()).toBe(2);
  });

  it('does not move while touched or while the tab is hidden', () => {
    renderShell(<BannerCarousel banners={banners} />);
    const region = screen.getByRole('region');
    fireEvent.pointerDown(region);
    act(() => vi.advanceTimersByTime(12_000));
    expect(currentDot()).toBe(0);
    fireEvent.pointerUp(region);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(12_000));
    expect(currentDot()).toBe(0);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(5200));
    expect(currentDot()).toBe(1);
  });

  it('has no dots and no autoplay with one banner', () => {
    renderShell(<BannerCarousel banners={banners.slice(0, 1)} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
