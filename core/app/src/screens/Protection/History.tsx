import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import {
  HISTORY_TYPES,
  loadHistory,
  loadMoreHistory,
  protectionState,
  type HistoryRow,
} from '../../state/protection.ts';
import { dataMessageId } from '../../i18n/messageIds.ts';
import { Empty, LoadFailed, MoreButton, Skeleton, useDateTime } from '../../components/page/index.ts';
import { useMoney } from '../../money/useMoney.ts';
import page from '../../components/page/page.module.css';
import styles from './protection.module.css';

/** The history tab: deposits, withdrawals, bets or sessions of the last 3 months, newest first, paged. */
export function History() {
  const intl = useIntl();
  const h = useSnapshot(protectionState).history;
  const money = useMoney();
  const when = useDateTime();

  useEffect(() => {
    void loadHistory();
  }, []);

  const row = (r: HistoryRow) => (
    <li key={r.id} className={page.row}>
      <div className={`${page.rowMain} ${styles.entry}`}>
        <span>
          <FormattedMessage id={dataMessageId(`protection.entry.${r.entry}`)} />
        </span>
        <span className={page.rowSub}>
          {when(r.at)}
          {r.endedAt !== undefined && (
            <>
              {' · '}
              <FormattedMessage id="protection.session.until" values={{ at: when(r.endedAt) }} />
            </>
          )}
        </span>
      </div>
      {r.amount !== undefined && (
        <span
          className={`${page.rowAmount} ${r.amount > 0 ? page.positive : r.amount < 0 ? page.negative : ''}`}
        >
          {r.amount > 0 ? `+${money(r.amount)}` : money(r.amount)}
        </span>
      )}
    </li>
  );

  return (
    <section className={page.card} aria-labelledby="rg-history" aria-busy={h.status === 'loading'}>
      <h3 id="rg-history" className={page.cardTitle}>
        <FormattedMessage id="protection.tab.history" />
      </h3>
      <div
        className={page.tabs}
        role="group"
        aria-label={intl.formatMessage({ id: 'protection.history.types' })}
      >
        {HISTORY_TYPES.map((t) => (
          <button
            key={t}
            type="button"
            className={page.tab}
            aria-pressed={h.type === t}
            onClick={() => void loadHistory(t)}
          >
            <FormattedMessage id={`protection.history.type.${t}`} />
          </button>
        ))}
      </div>
      {h.status === 'ready' && h.from > 0 && (
        <p className={page.muted}>
          <FormattedMessage id="protection.history.range" values={{ from: when(h.from) }} />
        </p>
      )}
      {h.status === 'error' ? (
        <LoadFailed onRetry={() => void loadHistory()} />
      ) : h.status !== 'ready' ? (
        <Skeleton rows={4} height={56} />
      ) : h.list.length === 0 ? (
        <Empty id="protection.history.empty" />
      ) : (
        <>
          <ul className={page.list}>{h.list.map(row)}</ul>
          <MoreButton
            shown={h.list.length}
            total={h.totalCount}
            busy={h.more}
            failed={h.moreFailed}
            onMore={() => void loadMoreHistory()}
          />
        </>
      )}
    </section>
  );
}
