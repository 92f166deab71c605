import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  defaultRangeExtractor,
  useWindowVirtualizer,
  type Range,
  type VirtualItem,
} from '@tanstack/react-virtual';
import { useSnapshot } from 'valtio';
import type { GameTile as Tile } from '@wl/contract';
import { favouritesState, toggleFavourite } from '../../state/favourites.ts';
import { VIRTUALISE_AFTER } from '../../state/gamesRules.ts';
import { FavTile } from './FavTile.tsx';
import styles from './styles.ts';

/** Tiles a row (the grid's columns at a phone's width). */
export const COLUMNS = 3;
/** A row's height until one row is measured (tile art plus two lines of text and the gap). */
const ROW_ESTIMATE = 168;
/** Rows kept rendered above and below the screen once the grid is virtualised. */
const OVERSCAN = 4;
/** Rows that come into the virtualised window join the page at most this many per task. */
const ROWS_PER_TASK = 2;

interface Props {
  list: readonly Tile[];
  onLaunch: (g: Tile) => void;
  onRemoved?: (nodeId: string) => void;
  label: string;
}

/**
 * Which rows to render: the virtualiser's window, every row while the list is short (up to VIRTUALISE_AFTER
 * tiles, so short lists are whole for find-in-page and screen readers), and always the row holding keyboard focus
 * (a focused tile scrolled away is not unmounted under the player's focus).
 */
export function rowsToRender(range: Range, allRows: boolean, focusedRow: number | null): number[] {
  if (allRows) return Array.from({ length: range.count }, (_, i) => i);
  const rows = defaultRangeExtractor(range);
  if (focusedRow === null || focusedRow >= range.count || rows.includes(focusedRow)) return rows;
  return [...rows, focusedRow].sort((a, b) => a - b);
}

/**
 * The tiles as a list of rows positioned by a window virtualiser: all rows while the list is short, past that only
 * the rows near the screen. Rows are alike (square art, one line of name, one of vendor), so one row is measured
 * (again when the width changes) and every row has that fixed height: nothing is measured per row while scrolling.
 * Tiles are memoised by game, so a page appended or a scroll step renders only the rows that are new, and those
 * at low priority.
 */
export function TileGrid({ list, onLaunch, onRemoved, label }: Props) {
  // Callbacks that keep their identity, so the memoised tiles do not re-render when the screen does.
  const latest = useRef({ onLaunch, onRemoved });
  latest.current = { onLaunch, onRemoved };
  const launch = useCallback((g: Tile) => latest.current.onLaunch(g), []);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const env = useRef({ navigate, from: pathname + search });
  env.current = { navigate, from: pathname + search };
  const toggle = useCallback((g: Tile) => {
    const removed = latest.current.onRemoved;
    void toggleFavourite(g, {
      navigate: (to) => env.current.navigate(to),
      from: env.current.from,
      ...(removed ? { onRemoved: removed } : {}),
    });
  }, []);
  const ids = useSnapshot(favouritesState).ids;
  const favs = useMemo(() => new Set(ids), [ids]);

  const ref = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  const [rowHeight, setRowHeight] = useState(ROW_ESTIMATE);
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  const rows = Math.ceil(list.length / COLUMNS);
  const allRows = list.length <= VIRTUALISE_AFTER;
  const v = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    scrollMargin: margin,
    rangeExtractor: (r) => rowsToRender(r, allRows, focusedRow),
    // A scroll step re-renders in React's own time, not synchronously inside the scroll event.
    useFlushSync: false,
  });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      setMargin(el.getBoundingClientRect().top + window.scrollY);
      const row = el.firstElementChild;
      if (row instanceof HTMLElement && row.offsetHeight > 0) setRowHeight(row.offsetHeight);
    };
    measure();
    let width = el.clientWidth;
    const ro = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      measure();
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  useLayoutEffect(() => v.measure(), [v, rowHeight]);
  // Rows that come into range (a scroll step, a page appended) join in slices of a few rows per task, not in one
  // long task inside the scroll or the answer; the overscan rows cover the screen meanwhile.
  const items = useRowsInSlices(v.getVirtualItems(), !allRows);

  return (
    <div
      ref={ref}
      role="list"
      aria-label={label}
      data-testid="game-grid"
      data-virtual={allRows ? undefined : 'true'}
      className={styles.virtual}
      style={{ height: v.getTotalSize() }}
      onFocus={(e) => {
        const row = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
        setFocusedRow(row ? Number(row.dataset.index) : null);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusedRow(null);
      }}
    >
      {items.map((row) => (
        <Row
          key={row.key}
          index={row.index}
          top={row.start - margin}
          list={list}
          favs={favs}
          onLaunch={launch}
          onToggle={toggle}
        />
      ))}
    </div>
  );
}

/**
 * The virtual rows to render now: rows already on the page stay (at their new positions); rows new to the window
 * are added ROWS_PER_TASK at a time, one slice per task, so a long scroll never renders a screenful of tiles (and
 * decodes their art) in one task. Kept over React's useDeferredValue, which slices the render but commits every new
 * row in one task: inserting a screenful of tiles, with their style, layout and art, is the long part, and slices of
 * ROWS_PER_TASK rows bound it. Off (`sliced` false) for a short list, which
 * is rendered whole at once.
 */
export function useRowsInSlices(items: VirtualItem[], sliced: boolean): VirtualItem[] {
  const mounted = useRef(new Set<number>());
  const [, nextSlice] = useState(0);
  const wanted = new Set(items.map((r) => r.index));
  for (const i of mounted.current) if (!wanted.has(i)) mounted.current.delete(i);
  let budget = sliced ? ROWS_PER_TASK : Infinity;
  for (const r of items) if (!mounted.current.has(r.index) && budget-- > 0) mounted.current.add(r.index);
  const waiting = items.some((r) => !mounted.current.has(r.index));
  useEffect(() => {
    if (!waiting) return;
    const t = setTimeout(() => nextSlice((n) => n + 1), 0);
    return () => clearTimeout(t);
  });
  return waiting ? items.filter((r) => mounted.current.has(r.index)) : items;
}

const Row = memo(function Row({
  index,
  top,
  list,
  favs,
  onLaunch,
  onToggle,
}: {
  index: number;
  top: number;
  list: readonly Tile[];
  favs: ReadonlySet<string>;
  onLaunch: (g: Tile) => void;
  onToggle: (g: Tile) => void;
}) {
  const first = index * COLUMNS;
  return (
    <div data-index={index} className={styles.row} style={{ transform: `translateY(${top}px)` }}>
      {list.slice(first, first + COLUMNS).map((g, i) => (
        <div key={g.nodeId} role="listitem" aria-setsize={list.length} aria-posinset={first + i + 1}>
          <FavTile game={g} fav={favs.has(g.nodeId)} onLaunch={onLaunch} onToggle={onToggle} />
        </div>
      ))}
    </div>
  );
});
