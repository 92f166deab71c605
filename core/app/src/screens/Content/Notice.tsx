import { useEffect, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LoadFailed, Skeleton } from '../../components/page/index.ts';
import { Icon } from '../../components/Icon.tsx';
import { loadNotices, noticeState, readNotice } from '../../state/notice.ts';
import { safeHtml } from '../../components/safeHtml.ts';
import styles from './content.module.css';

/** The index in ?index= (the home ticker's), or null when absent or not a whole number. */
export function indexParam(value: string | null): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  return Number(value);
}

/**
 * Announcements (/m/notice): every announcement as a disclosure, newest first, an unread dot on those not read.
 * Opened at the index in the query (the home ticker's tapped announcement), which is expanded, scrolled to and read.
 */
export default function Notice() {
  const intl = useIntl();
  const s = useSnapshot(noticeState);
  const [params] = useSearchParams();
  const start = indexParam(params.get('index'));
  const [open, setOpen] = useState<number | null>(null);
  /** The query index already opened (a new ?index= on the same screen opens again). */
  const opened = useRef<number | null | undefined>(undefined);
  const refs = useRef(new Map<number, HTMLLIElement>());

  useEffect(() => {
    void loadNotices();
  }, []);

  // Once the list is in, open the announcement the query points at (once per index).
  useEffect(() => {
    if (s.load !== 'ready' || opened.current === start) return;
    opened.current = start;
    const target = start !== null ? s.list[start] : undefined;
    if (!target) return;
    setOpen(target.id);
    refs.current.get(target.id)?.scrollIntoView({ block: 'nearest' });
    void readNotice(target.id);
  }, [s.load, s.list, start]);

  const toggle = (id: number) => {
    const next = open === id ? null : id;
    setOpen(next);
    if (next !== null) void readNotice(next);
  };

  return (
    <section className={styles.page} aria-label={intl.formatMessage({ id: 'route.notice' })}>
      {s.load === 'error' ? (
        <LoadFailed fill className={styles.retry} onRetry={() => void loadNotices()} />
      ) : s.load !== 'ready' ? (
        <ul className={styles.list} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton className={styles.skeletonRow} />
            </li>
          ))}
        </ul>
      ) : s.list.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="lobby.notice.none" />
        </p>
      ) : (
        <ul className={styles.list}>
          {s.list.map((n) => {
            const expanded = open === n.id;
            const panel = `notice-${n.id}`;
            return (
              <li
                key={n.id}
                className={styles.item}
                ref={(el) => {
                  if (el) refs.current.set(n.id, el);
                  else refs.current.delete(n.id);
                }}
              >
                <button
                  type="button"
                  className={styles.head}
                  aria-expanded={expanded}
                  aria-controls={panel}
                  onClick={() => toggle(n.id)}
                >
                  {!n.read && (
                    <span className={styles.dot} data-testid="notice-unread">
                      <span className="sr-only">
                        <FormattedMessage id="content.notice.unread" />
                      </span>
                    </span>
                  )}
                  <span className={styles.headText}>
                    <span className={styles.headTitle}>{n.title}</span>
                    <span className={styles.muted}>
                      <FormattedDate value={n.createdAt} dateStyle="medium" timeStyle="short" />
                    </span>
                  </span>
                  <Icon name="chevron" size={18} className={styles.chevron} />
                </button>
                {expanded && (
                  <div
                    id={panel}
                    role="region"
                    aria-label={n.title}
                    className={styles.body}
                    // Sanitised: https links only, no script, handlers, styles, SVG or MathML (safeHtml.ts).
                    dangerouslySetInnerHTML={{ __html: safeHtml(n.content) }}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
