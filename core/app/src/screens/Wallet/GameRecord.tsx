import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { MessageId } from '../../i18n/messageIds.ts';
import { RANGES, RECORD_TYPES, type RecordType } from '../../money/range.ts';
import { loadMoreRecords, loadRecords, recordState } from '../../state/gameRecord.ts';
import { Empty, LoadFailed, MoreButton, Skeleton, useDateTime } from '../../components/page/index.ts';
import { useMoney } from '../../money/useMoney.ts';
import styles from './styles.ts';

const RANGE_ID = {
  today: 'wallet.range.today',
  yesterday: 'wallet.range.yesterday',
  week: 'wallet.range.week',
  month: 'wallet.range.month',
} as const satisfies Record<(typeof RANGES)[number], MessageId>;

const typeId = (t: RecordType): MessageId =>
  t === '' ? 'wallet.type.all' : (`wallet.type.${t}` as MessageId);

/** /m/gameRecord: range tabs, category, the range's totals and the rounds, paged. */
export default function GameRecord() {
  const intl = useIntl();
  const s = useSnapshot(recordState);
  const money = useMoney();
  const when = useDateTime();

  useEffect(() => {
    void loadRecords();
  }, []);

  const tone = (n: number) => (n > 0 ? styles.positive : n < 0 ? styles.negative : undefined);
  return (
    <div className={styles.page}>
      <div className={styles.tabs} role="group" aria-label={intl.formatMessage({ id: 'wallet.range.label' })}>
        {RANGES.map((r) => (
          <button
            key={r}
            type="button"
            className={styles.tab}
            aria-pressed={s.range === r}
            onClick={() => void loadRecords({ range: r })}
          >
            <FormattedMessage id={RANGE_ID[r]} />
          </button>
        ))}
      </div>
      <div>
        <label htmlFor="record-type" className={styles.legend} style={{ display: 'block' }}>
          <FormattedMessage id="wallet.records.category" />
        </label>
        <select
          id="record-type"
          className={styles.select}
          value={s.gameType}
          onChange={(e) => void loadRecords({ gameType: e.target.value as RecordType })}
        >
          {RECORD_TYPES.map((t) => (
            <option key={t} value={t}>
              {intl.formatMessage({ id: typeId(t) })}
            </option>
          ))}
        </select>
      </div>
      <section
        className={`${styles.card} ${styles.totalsCard}`}
        aria-live="polite"
        aria-busy={s.status === 'loading'}
      >
        {s.status === 'error' ? (
          <LoadFailed onRetry={() => void loadRecords()} />
        ) : s.status !== 'ready' || !s.totals ? (
          <Skeleton rows={1} height={72} />
        ) : (
          <>
            <p className={styles.muted} style={{ margin: '0 0 var(--space-sm)' }}>
              <FormattedMessage id="wallet.records.rounds" values={{ count: s.totals.count }} />
            </p>
            <dl className={styles.totals} data-testid="record-totals">
              <div>
                <dt>
                  <FormattedMessage id="wallet.records.stake" />
                </dt>
                <dd>{money(s.totals.stake)}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="wallet.records.win" />
                </dt>
                <dd>{money(s.totals.win)}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="wallet.records.net" />
                </dt>
                <dd className={tone(s.totals.net)}>{money(s.totals.net)}</dd>
              </div>
            </dl>
          </>
        )}
      </section>
      <section className={styles.card}>
        <h2 className="sr-only">
          <FormattedMessage id="route.gameRecord" />
        </h2>
        {s.status === 'error' ? null : s.status !== 'ready' ? (
          <Skeleton rows={4} height={56} />
        ) : s.list.length === 0 ? (
          <Empty id="wallet.records.empty" />
        ) : (
          <>
            <ul className={styles.list} data-testid="rounds">
              {s.list.map((r) => (
                <li key={r.roundId} className={styles.row}>
                  <span className={styles.rowMain}>{r.gameName}</span>
                  <span className={`${styles.rowAmount} ${tone(r.net) ?? ''}`}>{money(r.net)}</span>
                  <span className={styles.rowSub}>
                    {when(r.time)} · {r.vendorCode}
                  </span>
                  <span className={`${styles.rowSub} ${styles.rowEnd}`}>
                    <FormattedMessage id="wallet.records.stake" /> {money(r.stake)} ·{' '}
                    <FormattedMessage id="wallet.records.win" /> {money(r.win)}
                  </span>
                </li>
              ))}
            </ul>
            <MoreButton
              shown={s.list.length}
              total={s.totalCount}
              busy={s.more}
              failed={s.moreFailed}
              onMore={() => void loadMoreRecords()}
            />
          </>
        )}
      </section>
    </div>
  );
}
