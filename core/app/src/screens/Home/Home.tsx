import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session.ts';
import { setFooterShown } from '../../state/shell.ts';
import styles from './Home.module.css';
import { pathOf } from '../../routes/paths.ts';

/**
 * Home: the top banner block and the free-play entry for guests. The banner slot has a fixed aspect ratio so
 * nothing below it moves when the banners arrive (later issues fill it, and the game menu below).
 */
export default function Home() {
  const intl = useIntl();
  const loggedIn = Boolean(useSnapshot(sessionState).info);
  // The layout shows the footer (a landmark beside main) only once home's content is in, so it never jumps down.
  useEffect(() => {
    setFooterShown(true);
    return () => setFooterShown(false);
  }, []);
  return (
    <section className={styles.home} aria-label={intl.formatMessage({ id: 'home.label' })}>
      <div
        className={styles.banner}
        role="region"
        aria-label={intl.formatMessage({ id: 'home.banner' })}
        data-testid="home-banner"
      />
      {!loggedIn && (
        <Link className={styles.freePlay} to={pathOf('trail')}>
          <FormattedMessage id="home.freePlay" />
        </Link>
      )}
    </section>
  );
}
