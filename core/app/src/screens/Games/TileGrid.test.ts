/** Which rows the game grid renders: all while short, the virtualiser's window past that, and the focused row. */
import { describe, expect, it } from 'vitest';
import { rowsToRender } from './TileGrid.tsx';

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
