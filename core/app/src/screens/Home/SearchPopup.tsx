import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GameTile as Tile } from '@wl/contract';
import * as gamesApi from '../../api/games.ts';
import { Modal } from '../../components/Modal.tsx';
import { Retry } from '../../components/lobby/AreaState.tsx';
import { GameTile } from '../../components/lobby/GameTile.tsx';
import { i18nState } from '../../i18n/i18n.ts';
import { debounce } from './timers.ts';
import { useLaunch } from './useLaunch.ts';
import styles from './SearchPopup.module.css';

/** Spec section 9: search pages hold 9 games; the box is debounced 400 ms. */
const PAGE = 9;
const SEARCH_DEBOUNCE_MS = 400;

/** The home search popup: a term (trimmed, debounced 400 ms, Enter searches at once), its results, a launch. */
export default function SearchPopup({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const launch = useLaunch();
  const [term, setTerm] = useState('');
  const [result, setResult] = useState<{ term: string; list: Tile[]; total: number } | 'error' | null>(null);
  const [search] = useState(() =>
    debounce((t: string) => {
      const q = t.trim();
      if (!q) return setResult(null);
      gamesApi
        .gameList({ gameName: q, pageNo: 1, pageSize: PAGE, platform: 'html5', language: i18nState.lang })
        .then((v) => setResult({ term: q, list: v.games, total: v.totalCount }))
        .catch(() => setResult('error'));
    }, SEARCH_DEBOUNCE_MS),
  );
  useEffect(() => () => search.cancel(), [search]);
  return (
    <Modal title={intl.formatMessage({ id: 'lobby.search.title' })} onClose={onClose}>
      <form
        className={styles.form}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search(term);
        }}
      >
        <input
          data-autofocus
          className={styles.input}
          type="search"
          value={term}
          aria-label={intl.formatMessage({ id: 'lobby.search.placeholder' })}
          placeholder={intl.formatMessage({ id: 'lobby.search.placeholder' })}
          onChange={(e) => {
            setTerm(e.target.value);
            search(e.target.value);
          }}
        />
      </form>
      {result === 'error' ? (
        <Retry onRetry={() => search(term)} />
      ) : result ? (
        <>
          <p className={styles.count} aria-live="polite">
            <FormattedMessage id="lobby.search.results" values={{ term: result.term, count: result.total }} />
          </p>
          <ul className={styles.grid}>
            {result.list.map((g) => (
              <li key={g.nodeId}>
                <GameTile game={g} onLaunch={(x) => void launch(x)} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="button" className={styles.close} onClick={onClose}>
        <FormattedMessage id="action.close" />
      </button>
    </Modal>
  );
}
