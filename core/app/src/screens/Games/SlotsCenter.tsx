import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LoadFailed, Skeleton } from '../../components/page/index.ts';
import { Img } from '../../components/lobby/Img.tsx';
import { pathOf } from '../../routes/paths.ts';
import { gamesState, loadVendors, vendorsFor } from '../../state/games.ts';
import { categoryOf } from '../../state/gamesRules.ts';
import styles from './styles.ts';

/** The slots centre: every slot vendor, each opening its game list; "All games" opens the whole RNG list. */
export default function SlotsCenter() {
  const intl = useIntl();
  const v = useSnapshot(gamesState).vendors;
  useEffect(() => {
    void loadVendors();
  }, []);
  const vendors = vendorsFor(categoryOf('RNG'), v.list);
  return (
    <section className={styles.page} aria-labelledby="slots-title">
      <h2 id="slots-title" className="sr-only">
        <FormattedMessage id="games.tab.RNG" />
      </h2>
      <Link className={styles.more} to={pathOf('gameList', { gameType: 'RNG' })}>
        <FormattedMessage id="games.tab.all" />
      </Link>
      {v.status === 'error' ? (
        <LoadFailed fill className={styles.retry} onRetry={() => void loadVendors(true)} />
      ) : v.status !== 'ready' ? (
        <div className={styles.vendors} aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className={styles.vendorArt} />
          ))}
        </div>
      ) : (
        <ul className={styles.vendors} aria-label={intl.formatMessage({ id: 'games.centre.vendors' })}>
          {vendors.map((x) => (
            <li key={x.vendorCode}>
              <Link
                className={styles.vendor}
                to={pathOf('gameList', { gameType: 'RNG', vassalage: x.vendorCode })}
              >
                <Img
                  src={x.iconUrl}
                  width={160}
                  height={64}
                  displayWidth={160}
                  className={styles.vendorArt}
                />
                <span>{x.displayName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
