import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loginUrl } from '../../routes/redirect.ts';
import { sessionState } from '../../state/session.ts';
import { LoadFailed } from '../../components/page/index.ts';
import { favouritesState, loadFavouriteIds, loadFavouritesPage } from '../../state/favourites.ts';
import { hasMore } from '../../state/gamesRules.ts';
import { GridSkeleton } from '../../components/lobby/GameGrid.tsx';
import { useLaunch } from '../../components/lobby/useLaunch.ts';
import { TileGrid } from './TileGrid.tsx';
import { useInfiniteScroll } from './useInfiniteScroll.ts';
import styles from './styles.ts';

/** The gameType of /m/gameList that opens the favourites screen (select type FAV, spec section 3). */
export const FAVOURITES = 'FAV';

/** The favourites screen: guests go to /m/login and back; infinite scroll (25 a page) and an empty state. */
export function Favourites() {
  const loggedIn = Boolean(useSnapshot(sessionState).info);
  const { pathname, search } = useLocation();
  if (!loggedIn) return <Navigate to={loginUrl(pathname + search)} replace />;
  return <FavouritesList />;
}

function FavouritesList() {
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
        <LoadFailed fill className={styles.retry} onRetry={() => void loadFavouritesPage(1)} />
      ) : s.list.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="games.fav.none" />
        </p>
      ) : (
        <>
          <TileGrid list={s.list} label={title} onLaunch={(g) => void launch(g)} />
          {s.moreFailed ? (
            <LoadFailed
              fill
              className={styles.retryMore}
              onRetry={() => void loadFavouritesPage(s.page + 1)}
            />
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
