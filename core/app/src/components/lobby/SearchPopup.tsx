import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { GameTypeFilter } from '@wl/contract';
import { Modal } from '../Modal.tsx';
import { LoadFailed } from '../page/index.ts';
import { GameTile } from './GameTile.tsx';
import { gamesState, loadVendors } from '../../state/games.ts';
import { SEARCH_DEBOUNCE_MS } from '../../state/gamesRules.ts';
import {
  loadHistory,
  loadPopular,
  loadRecent,
  removeHistory,
  search,
  searchMore,
  searchState,
  setFilters,
} from '../../state/search.ts';
import { sessionState } from '../../state/session.ts';
import { hasMore } from '../../state/gamesRules.ts';
import { debounce } from '../../state/kit/debounce.ts';
import { useLaunch } from './useLaunch.ts';
import { tabLabel } from './labels.ts';
import styles from './lobby.module.css';

const TYPES: readonly GameTypeFilter[] = [
  'RNG',
  'FISH',
  'PVP',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTTO',
  '',
];

/**
 * The search popup (spec sections 2 and 4): a trimmed term (Enter searches at once, typing after 400 ms), vendor and
 * game-type filters (default RNG), the history of recent terms (re-run or remove one; kept on the device), the
 * member's recent games (guests see a message), results titled with the term and count, and "more games" showing
 * current / total, disabled on the last page; before a search, the most played games (populars). Selecting a game
 * launches it; guests can search.
 */
export default function SearchPopup({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const launch = useLaunch();
  const s = useSnapshot(searchState);
  const vendors = useSnapshot(gamesState).vendors.list;
  const loggedIn = Boolean(useSnapshot(sessionState).info);
  const [term, setTerm] = useState('');
  const [run] = useState(() => debounce((t: string) => void search(t), SEARCH_DEBOUNCE_MS));
  useEffect(() => {
    loadHistory();
    void loadVendors();
    void loadRecent();
    void loadPopular();
    return () => run.cancel();
  }, [run, loggedIn]);
  const now = (t: string) => {
    run.cancel();
    setTerm(t);
    void search(t);
  };
  const open = (g: Parameters<typeof launch>[0]) => {
    onClose();
    void launch(g);
  };
  const uniqueVendors = vendors.filter(
    (v, i) => vendors.findIndex((x) => x.vendorCode === v.vendorCode) === i,
  );
  const label = intl.formatMessage({ id: 'lobby.search.placeholder' });
  return (
    <Modal title={intl.formatMessage({ id: 'lobby.search.title' })} onClose={onClose}>
      <div className={styles.section}>
        <form
          role="search"
          className={styles.search}
          onSubmit={(e) => {
            e.preventDefault();
            now(term);
          }}
        >
          <input
            data-autofocus
            type="search"
            className={styles.searchInput}
            value={term}
            aria-label={label}
            placeholder={label}
            enterKeyHint="search"
            onChange={(e) => {
              setTerm(e.target.value);
              run(e.target.value);
            }}
          />
          <button type="submit" className={styles.primary}>
            <FormattedMessage id="games.search.submit" />
          </button>
        </form>
        <div className={styles.filters}>
          <label className={styles.field}>
            <FormattedMessage id="games.filter.vendor" />
            <select
              value={s.vendor}
              onChange={(e) => {
                setFilters({ vendor: e.target.value });
                if (s.term) now(term);
              }}
            >
              <option value="">{intl.formatMessage({ id: 'games.vendor.all' })}</option>
              {uniqueVendors.map((v) => (
                <option key={v.vendorCode} value={v.vendorCode}>
                  {v.displayName}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <FormattedMessage id="games.filter.type" />
            <select
              value={s.gameType}
              onChange={(e) => {
                setFilters({ gameType: e.target.value as GameTypeFilter });
                if (s.term) now(term);
              }}
            >
              {TYPES.map((t) => (
                <option key={t} value={t}>
                  {tabLabel(intl, t)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {s.history.length > 0 && (
          <section className={styles.section} aria-labelledby="search-history">
            <h3 id="search-history" className={styles.heading}>
              <FormattedMessage id="games.search.history" />
            </h3>
            <ul className={styles.history}>
              {s.history.map((h) => (
                <li key={h} className={styles.term}>
                  <button
                    type="button"
                    aria-label={intl.formatMessage({ id: 'games.search.rerun' }, { term: h })}
                    onClick={() => now(h)}
                  >
                    {h}
                  </button>
                  <button
                    type="button"
                    aria-label={intl.formatMessage({ id: 'games.search.remove' }, { term: h })}
                    onClick={() => removeHistory(h)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {s.status === 'error' ? (
          <LoadFailed fill onRetry={() => now(s.term || term)} />
        ) : s.status === 'loading' ? (
          <p className={styles.loadingMore} aria-busy="true">
            <FormattedMessage id="games.loadingMore" />
          </p>
        ) : s.status === 'ready' ? (
          <section className={styles.section} aria-labelledby="search-results">
            <h3 id="search-results" className={styles.heading} aria-live="polite">
              <FormattedMessage id="games.search.results" values={{ term: s.term, count: s.totalCount }} />
            </h3>
            <ul className={styles.grid} data-testid="search-results">
              {s.list.map((g) => (
                <li key={g.nodeId}>
                  <GameTile game={g} onLaunch={open} />
                </li>
              ))}
            </ul>
            {s.totalPages > 1 && (
              <button
                type="button"
                className={styles.more}
                disabled={!hasMore(s) || s.more}
                aria-busy={s.more}
                onClick={() => void searchMore()}
              >
                <FormattedMessage
                  id="games.search.moreGames"
                  values={{ current: s.list.length, total: s.totalCount }}
                />
              </button>
            )}
          </section>
        ) : null}
        <section className={styles.section} aria-labelledby="search-recent">
          <h3 id="search-recent" className={styles.heading}>
            <FormattedMessage id="games.search.recent" />
          </h3>
          {!loggedIn ? (
            <p className={styles.empty}>
              <FormattedMessage id="games.search.recentGuest" />
            </p>
          ) : s.recent.status === 'error' ? (
            <LoadFailed fill onRetry={() => void loadRecent()} />
          ) : s.recent.status === 'ready' && s.recent.list.length === 0 ? (
            <p className={styles.empty}>
              <FormattedMessage id="games.search.recentNone" />
            </p>
          ) : (
            <ul className={styles.grid} data-testid="recent-games">
              {s.recent.list.map((g) => (
                <li key={g.nodeId}>
                  <GameTile game={g} onLaunch={open} />
                </li>
              ))}
            </ul>
          )}
        </section>
        {s.status !== 'ready' && (
          <section className={styles.section} aria-labelledby="search-popular">
            <h3 id="search-popular" className={styles.heading}>
              <FormattedMessage id="games.search.popular" />
            </h3>
            {s.popular.status === 'error' ? (
              <LoadFailed fill onRetry={() => void loadPopular()} />
            ) : s.popular.status === 'ready' && s.popular.list.length === 0 ? null : (
              <ul
                className={styles.grid}
                data-testid="popular-games"
                aria-busy={s.popular.status !== 'ready'}
              >
                {s.popular.list.map((g) => (
                  <li key={g.nodeId}>
                    <GameTile game={g} onLaunch={open} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        <button type="button" className={styles.secondary} onClick={onClose}>
          <FormattedMessage id="action.close" />
        </button>
      </div>
    </Modal>
  );
}
