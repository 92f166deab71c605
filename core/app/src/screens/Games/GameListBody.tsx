import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { LoadFailed } from '../../components/page/index.ts';
import { gamesState, loadMore, reload } from '../../state/games.ts';
import { hasMore } from '../../state/gamesRules.ts';
import { useLaunch } from '../../components/lobby/useLaunch.ts';
import { GridSkeleton } from '../../components/lobby/GameGrid.tsx';
import { TileGrid } from './TileGrid.tsx';
import { useInfiniteScroll } from './useInfiniteScroll.ts';
import styles from './styles.ts';

/** The category list: skeleton, retry in place, empty state, the tiles and the paging (scroll, or "more"). */
export function GameListBody({
  infinite,
  label,
  onRemoved,
}: {
  infinite: boolean;
  label: string;
  onRemoved?: ((nodeId: string) => void) | undefined;
}) {
  const s = useSnapshot(gamesState);
  const launch = useLaunch();
  const more = hasMore(s);
  useInfiniteScroll(
    infinite && s.status === 'ready' && more && !s.moreFailed,
    () => void loadMore(),
    s.list.length,
  );
  if (s.status === 'loading' || s.status === 'idle') return <GridSkeleton count={12} />;
  if (s.status === 'error') return <LoadFailed fill className={styles.retry} onRetry={() => void reload()} />;
  if (s.list.length === 0)
    return (
      <p className={styles.empty}>
        <FormattedMessage id={s.mode.kind === 'fav' ? 'games.fav.none' : 'games.none'} />
      </p>
    );
  return (
    <>
      <p className={styles.count} aria-live="polite" data-testid="game-count">
        <FormattedMessage id="games.count" values={{ shown: s.list.length, total: s.totalCount }} />
      </p>
      <TileGrid
        list={s.list}
        label={label}
        onLaunch={(g) => void launch(g)}
        {...(onRemoved ? { onRemoved } : {})}
      />
      {s.moreFailed ? (
        <LoadFailed fill className={styles.retryMore} onRetry={() => void loadMore()} />
      ) : more && !infinite ? (
        <button
          type="button"
          className={styles.more}
          disabled={s.more}
          aria-busy={s.more}
          onClick={() => void loadMore()}
        >
          <FormattedMessage id="games.more" />
        </button>
      ) : more ? (
        <p className={styles.loadingMore} aria-busy={s.more}>
          <FormattedMessage id="games.loadingMore" />
        </p>
      ) : null}
    </>
  );
}
