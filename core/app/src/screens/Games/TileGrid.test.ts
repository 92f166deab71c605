/**
 * Which rows the game grid renders: all while short, the virtualiser's window past that, and the focused row; and
 * how rows new to the window join the page (a few per task).
 */
import type { VirtualItem } from '@tanstack/react-virtual';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowsToRender, useRowsInSlices } from './TileGrid.tsx';

const range = (startIndex: number, endIndex: number, count = 146, overscan = 4) => ({
  startIndex,
  endIndex,
  count,
  overscan,
});

describe('rowsToRender', () => {
  it('renders every row of a short list, whatever is on screen', () => {
    expect(rowsToRender(range(5, 9, 20), true, null)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('renders the rows on screen and the overscan either side of a long list', () => {
    expect(rowsToRender(range(50, 55), false, null)).toEqual([
      46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,
    ]);
    expect(rowsToRender(range(0, 5), false, null)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rowsToRender(range(140, 145), false, null)).toEqual([
      136, 137, 138, 139, 140, 141, 142, 143, 144, 145,
    ]);
  });

  it('keeps the row holding keyboard focus, in order, once it leaves the window', () => {
    expect(rowsToRender(range(50, 55), false, 3)).toEqual([
      3, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,
    ]);
    expect(rowsToRender(range(50, 55), false, 100)).toEqual([
      46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 100,
    ]);
    // Already in the window: not twice. Gone from the list (a search replaced it): ignored.
    expect(rowsToRender(range(50, 55), false, 52)).toHaveLength(14);
    expect(rowsToRender(range(0, 5, 10), false, 40)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

const rowItems = (from: number, to: number): VirtualItem[] =>
  Array.from({ length: to - from + 1 }, (_, k) => {
    const index = from + k;
    return { index, key: index, start: index * 100, end: index * 100 + 100, size: 100, lane: 0 };
  });
const shown = (items: VirtualItem[]) => items.map((r) => r.index);

describe('useRowsInSlices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('adds rows new to the window two per task, keeping the rows already on the page', async () => {
    const { result, rerender } = renderHook(({ items }) => useRowsInSlices(items, true), {
      initialProps: { items: rowItems(0, 6) },
    });
    expect(shown(result.current)).toEqual([0, 1]);
    for (const expected of [
      [0, 1, 2, 3],
      [0, 1, 2, 3, 4, 5],
      [0, 1, 2, 3, 4, 5, 6],
    ]) {
      await act(() => vi.runOnlyPendingTimersAsync());
      expect(shown(result.current)).toEqual(expected);
    }
    // A scroll step: rows 0-2 leave, 3-6 stay at once, 7-10 join in slices.
    rerender({ items: rowItems(3, 10) });
    expect(shown(result.current)).toEqual([3, 4, 5, 6, 7, 8]);
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(shown(result.current)).toEqual(rowItems(3, 10).map((r) => r.index));
  });

  it('renders a short list whole at once', () => {
    const { result } = renderHook(() => useRowsInSlices(rowItems(0, 19), false));
    expect(result.current).toHaveLength(20);
  });
});
