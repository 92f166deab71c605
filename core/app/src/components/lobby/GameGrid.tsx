import { memo, useEffect, useDeferredValue } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { GameTile } from './GameTile.tsx';
import { LoadFailed, Skeleton } from '../page/index.ts';
import {
  hasMore,
  HOME_PAGE_SIZE,
  lobbyState,
  loadGames,
  loadMoreGames,
  type HomeQuery,
} from '../../state/lobby.ts';
import { useLaunch } from './useLaunch.ts';
import styles from './GameGrid.module.css';

/** A grid of fixed-size placeholders, as many as a page, so nothing moves when the games arrive. */
export function GridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={styles.placeholder} />
      ))}
    </div>
  );
}

/**
 * The home game list for a query: 15 games a page, "more" adding 15 until all are shown, with the count shown so
 * far; its own loading, empty and retry states. Memoised: pass a `query` that keeps its identity (a constant or a
 * memoised object), so the panel around it can update without rendering the grid again.
 */
export const GameGrid = memo(function GameGrid({ query, title }: { query: HomeQuery; title: string }) {
  // Rendered in the background, time-sliced, when the answer comes (a store update renders synchronously).
  const g = useDeferredValue(useSnapshot(lobbyState).games);
  const launch = useLaunch();
  const key = JSON.stringify(query);
  useEffect(() => {
    void loadGames(JSON.parse(key) as HomeQuery);
  }, [key]);
  const mine = g.key === key;
  return (
    <section className={styles.section} aria-label={title} aria-busy={!mine || g.status === 'loading'}>
      <h2 className={styles.title}>{title}</h2>
      {!mine || g.status === 'loading' || g.status === 'idle' ? (
        <GridSkeleton />
      ) : g.status === 'error' ? (
        <LoadFailed fill className={styles.retry} onRetry={() => void loadGames(query)} />
      ) : g.list.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="lobby.games.none" />
        </p>
      ) : (
        <>
          <ul className={styles.grid} data-testid="home-games">
            {g.list.map((game) => (
              <li key={game.nodeId}>
                <GameTile game={game} onLaunch={(x) => void launch(x)} />
              </li>
            ))}
          </ul>
          {hasMore(g) && (
            <button
              type="button"
              className={styles.more}
              aria-busy={g.more}
              disabled={g.more}
              onClick={() => void loadMoreGames(query)}
            >
              <FormattedMessage
                id="lobby.games.more"
                values={{ shown: g.list.length, total: g.totalCount, size: HOME_PAGE_SIZE }}
              />
            </button>
          )}
        </>
      )}
    </section>
  );
});
