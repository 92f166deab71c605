import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { GameTile as Tile } from '@wl/contract';
import { VIRTUALISE_AFTER } from '../../state/gamesRules.ts';
import { FavTile } from './FavTile.tsx';
import styles from './Games.module.css';

/** Tiles a row (the grid's columns at a phone's width). */
export const COLUMNS = 3;
/** A row's height estimate before it is measured (tile art plus two lines of text and the gap). */
const ROW_ESTIMATE = 168;

interface Props {
  list: readonly Tile[];
  onLaunch: (g: Tile) => void;
  onRemoved?: (nodeId: string) => void;
  label: string;
}

/** The tiles, all in the DOM while few; past a few hundred only the rows near the screen (virtualised). */
export function TileGrid(props: Props) {
  // A launch callback that keeps its identity, so the memoised tiles do not re-render when the screen does.
  const latest = useRef(props.onLaunch);
  latest.current = props.onLaunch;
  const onLaunch = useCallback((g: Tile) => latest.current(g), []);
  const p = { ...props, onLaunch };
  return props.list.length > VIRTUALISE_AFTER ? <VirtualGrid {...p} /> : <PlainGrid {...p} />;
}

function PlainGrid({ list, onLaunch, onRemoved, label }: Props) {
  return (
    <ul className={styles.grid} aria-label={label} data-testid="game-grid">
      {list.map((g) => (
        <li key={g.nodeId}>
          <FavTile game={g} onLaunch={onLaunch} {...(onRemoved ? { onRemoved } : {})} />
        </li>
      ))}
    </ul>
  );
}

function VirtualGrid({ list, onLaunch, onRemoved, label }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    setMargin(ref.current ? ref.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const rows = Math.ceil(list.length / COLUMNS);
  const v = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 4,
    scrollMargin: margin,
  });
  return (
    <div
      ref={ref}
      role="list"
      aria-label={label}
      data-testid="game-grid"
      data-virtual="true"
      className={styles.virtual}
      style={{ height: v.getTotalSize() }}
    >
      {v.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={v.measureElement}
          className={styles.row}
          style={{ transform: `translateY(${row.start - margin}px)` }}
        >
          {list.slice(row.index * COLUMNS, row.index * COLUMNS + COLUMNS).map((g, i) => (
            <div
              key={g.nodeId}
              role="listitem"
              aria-setsize={list.length}
              aria-posinset={row.index * COLUMNS + i + 1}
            >
              <FavTile game={g} onLaunch={onLaunch} {...(onRemoved ? { onRemoved } : {})} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
