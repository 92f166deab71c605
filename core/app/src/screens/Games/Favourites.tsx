import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Retry } from '../../components/lobby/AreaState.tsx';
import { favouritesState, loadFavouriteIds, loadFavouritesPage } from '../../state/favourites.ts';
import { hasMore } from '../../state/gamesRules.ts';
import { GridSkeleton } from '../Home/GameGrid.tsx';
import { useLaunch } from '../Home/useLaunch.ts';
import { TileGrid } from './TileGrid.tsx';
import { useInfiniteScroll } from './useInfiniteScroll.ts';
import styles from './Games.module.css';

/** The favourites screen (session only; the route sends guests to login): infinite scroll and an empty state. */
export default function Favourites() {
  const intl = useIntl();
  const s = useSnapshot(favouritesState).screen;
  const launch = useLaunch();
  const more = hasMore(s);
  useEffect(() => {
    void loadFavouriteIds();
    void loadFavouritesPage(1);
  }, []);
  useInfiniteScroll(
    s.status === 'ready' && more && !s.moreFailed,
    () => void loadFavouritesPage(s.page + 1),
    s.list.length,
  );
  const title = intl.formatMessage({ id: 'games.fav.title' });
  return (
    <section className={styles.page} aria-labelledby="fav-title">
      <h2 id="fav-title" className={styles.heading}>
        {title}
      </h2>
      {s.status === 'loading' || s.status === 'idle' ? (
        <GridSkeleton count={9} />
      ) : s.status === 'error' ? (
        <Retry className={styles.retry} onRetry={() => void loadFavouritesPage(1)} />
      ) : s.list.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="games.fav.none" />
        </p>
      ) : (
        <>
          <TileGrid list={s.list} label={title} onLaunch={(g) => void launch(g)} />
          {s.moreFailed ? (
            <Retry className={styles.retryMore} onRetry={() => void loadFavouritesPage(s.page + 1)} />
          ) : more ? (
            <p className={styles.loadingMore} aria-busy={s.more}>
              <FormattedMessage id="games.loadingMore" />
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
