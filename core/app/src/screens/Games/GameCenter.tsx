import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Img } from '../../components/lobby/Img.tsx';
import { gameTypeFor } from '../../routes/table.ts';
import { loadFavouriteIds } from '../../state/favourites.ts';
import { gamesState, loadVendors, openList, vendorsFor } from '../../state/games.ts';
import { categoryOf, type Mode } from '../../state/gamesRules.ts';
import { sessionState } from '../../state/session.ts';
import { GameListBody } from './GameListBody.tsx';
import { tabLabel } from '../../components/lobby/labels.ts';
import styles from './styles.ts';

/**
 * A game centre (/m/live, /m/sports = /m/gameCenter, /m/esports, /m/lott, /m/elott): the game type comes from the
 * path (SPORTS by default); its vendors, then the games of all of them or of the chosen one.
 */
export default function GameCenter() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const type = gameTypeFor(pathname);
  const category = useMemo(() => categoryOf(type === 'ELOTT' ? 'ELOTTO' : type), [type]);
  const s = useSnapshot(gamesState);
  const loggedIn = Boolean(useSnapshot(sessionState).info);
  useEffect(() => {
    void loadVendors();
    void loadFavouriteIds();
  }, [loggedIn]);
  useEffect(() => {
    void openList(category, { kind: 'all' });
  }, [category]);
  const vendors = vendorsFor(category, s.vendors.list);
  const chosen = s.mode.kind === 'vendor' ? s.mode.vendor : '';
  const pick = (m: Mode) => void openList(category, m);
  const title = tabLabel(intl, category.id);
  return (
    <section className={styles.page} aria-labelledby="centre-title">
      <h2 id="centre-title" className="sr-only">
        {title}
      </h2>
      {vendors.length > 1 && (
        <ul className={styles.vendors} aria-label={intl.formatMessage({ id: 'games.centre.vendors' })}>
          {vendors.map((v) => (
            <li key={v.vendorCode}>
              <button
                type="button"
                className={styles.vendor}
                aria-pressed={v.vendorCode === chosen}
                onClick={() =>
                  pick(v.vendorCode === chosen ? { kind: 'all' } : { kind: 'vendor', vendor: v.vendorCode })
                }
              >
                <Img
                  src={v.iconUrl}
                  width={160}
                  height={64}
                  displayWidth={160}
                  className={styles.vendorArt}
                />
                <span>{v.displayName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <GameListBody infinite label={title} />
    </section>
  );
}
