import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Footer } from '../../layout/Footer.tsx';
import { sessionState } from '../../state/session.ts';
import styles from './Home.module.css';

/**
 * Home: the top banner block and the free-play entry for guests. The banner slot has a fixed aspect ratio so
 * nothing below it moves when the banners arrive (later issues fill it, and the game menu below).
 */
export default function Home() {
  const intl = useIntl();
  const loggedIn = Boolean(useSnapshot(sessionState).info);
  return (
    <>
      <section className={styles.home} aria-label={intl.formatMessage({ id: 'home.label' })}>
        <div className={styles.banner} role="region" aria-label={intl.formatMessage({ id: 'home.banner' })} data-testid="home-banner" />
        {!loggedIn && (
          <Link className={styles.freePlay} to="/m/trail">
            <FormattedMessage id="home.freePlay" />
          </Link>
        )}
      </section>
      <Footer />
    </>
  );
}
