import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameTile } from '@wl/contract';
import { renderShell } from '../../test/render.tsx';

// What the carousel asks of keen-slider and of its drift, without either moving anything.
const seen = vi.hoisted(() => ({
  options: [] as { loop?: boolean }[],
  started: 0,
  reduced: false,
}));
vi.mock('keen-slider/react.es', () => ({
  useKeenSlider: (options: { loop?: boolean }) => {
    seen.options.push(options);
    return [() => undefined, { current: null }];
  },
}));
vi.mock('./timers.ts', () => ({
  createDrift: () => ({
    start: () => void seen.started++,
    stop: () => undefined,
    pause: () => undefined,
    resume: () => undefined,
    ended: () => undefined,
  }),
}));
vi.mock('../../state/platform.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  prefersReducedMotion: () => seen.reduced,
}));
const { HotCarousel } = await import('./HotCarousel.tsx');

const games = (n: number): GameTile[] =>
  Array.from({ length: n }, (_, i) => ({
    gameId: `g${i}`,
    gameName: `Game ${i}`,
    nodeId: `n${i}`,
    displayName: `Game ${i}`,
    iconUrl: `/g${i}.svg`,
    vassalage: 'JILI',
    vendorCode: 'JILI',
    gameType: 'RNG',
  })) as GameTile[];

afterEach(() => {
  cleanup();
  seen.options.length = 0;
  seen.started = 0;
  seen.reduced = false;
});

describe('HotCarousel (spec section 2: drifts continuously and loops only with more than 3 games)', () => {
  it('with 3 games or fewer neither loops nor drifts: they fit', () => {
    for (const n of [1, 3]) {
      renderShell(<HotCarousel games={games(n)} />);
      expect(screen.getAllByRole('button').length).toBeGreaterThanOrEqual(n);
      expect(seen.options.every((o) => o.loop === false)).toBe(true);
      expect(seen.started).toBe(0);
      cleanup();
    }
  });

  it('with 4 games loops and drifts', () => {
    renderShell(<HotCarousel games={games(4)} />);
    expect(seen.options.at(-1)!.loop).toBe(true);
    expect(seen.started).toBe(1);
  });

  it('never drifts for a player who asked for reduced motion, whatever the count', () => {
    seen.reduced = true;
    renderShell(<HotCarousel games={games(8)} />);
    expect(seen.options.at(-1)!.loop).toBe(true);
    expect(seen.started).toBe(0);
  });
});
