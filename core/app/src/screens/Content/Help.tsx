import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { subscribe, useSnapshot } from 'valtio';
import { LoadFailed, Skeleton } from '../../components/page/index.ts';
import { Icon } from '../../components/Icon.tsx';
import { i18nState } from '../../i18n/i18n.ts';
import { helpState, loadHelp } from '../../state/help.ts';
import { helpSelection } from './helpQuery.ts';
import { safeHtml } from '../../components/safeHtml.ts';
import styles from './content.module.css';

/** Loads help for the current language, and again when the language changes. */
function useHelp(): void {
  useEffect(() => {
    void loadHelp();
    let lang = i18nState.lang;
    return subscribe(i18nState, () => {
      if (i18nState.lang === lang) return;
      lang = i18nState.lang;
      void loadHelp();
    });
  }, []);
}

/**
 * Help centre (/m/help, /m/helpDetail): the topics as tabs, the selected topic's content and its sub-topics.
 * The query selects the tab (i by index, tag by tag, p with c for a sub-topic); choosing a tab writes ?i= so the
 * address can be shared and reloaded.
 */
export default function Help() {
  const intl = useIntl();
  const s = useSnapshot(helpState);
  const [params, setParams] = useSearchParams();
  useHelp();
  const { topic, sub } = helpSelection(params, s.list);
  const [openSub, setOpenSub] = useState<number | null>(sub);
  useEffect(() => setOpenSub(sub), [sub, topic]);
  const current = s.list[topic];

  const select = (i: number) => setParams({ i: String(i) }, { replace: true });
  const onKey = (e: React.KeyboardEvent, i: number) => {
    const n = s.list.length;
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % n
        : e.key === 'ArrowLeft'
          ? (i - 1 + n) % n
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? n - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    select(next);
    document.getElementById(`help-tab-${next}`)?.focus();
  };

  if (s.load === 'error')
    return (
      <section className={styles.page} aria-label={intl.formatMessage({ id: 'route.help' })}>
        <LoadFailed fill className={styles.retry} onRetry={() => void loadHelp({ force: true })} />
      </section>
    );
  if (s.load !== 'ready')
    return (
      <section className={styles.page} aria-label={intl.formatMessage({ id: 'route.help' })} aria-busy="true">
        <Skeleton className={styles.tabSkeleton} />
        <Skeleton className={styles.topicSkeleton} />
      </section>
    );
  if (!current)
    return (
      <section className={styles.page} aria-label={intl.formatMessage({ id: 'route.help' })}>
        <p className={styles.empty}>
          <FormattedMessage id="content.help.empty" />
        </p>
      </section>
    );
  return (
    <section className={styles.page} aria-label={intl.formatMessage({ id: 'route.help' })}>
      <div
        className={styles.tabs}
        role="tablist"
        aria-label={intl.formatMessage({ id: 'content.help.topics' })}
      >
        {s.list.map((t, i) => (
          <button
            key={t.tag}
            id={`help-tab-${i}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={i === topic}
            aria-controls="help-panel"
            tabIndex={i === topic ? 0 : -1}
            onClick={() => select(i)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {t.title}
          </button>
        ))}
      </div>
      <article
        id="help-panel"
        role="tabpanel"
        aria-labelledby={`help-tab-${topic}`}
        className={styles.card}
        data-tag={current.tag}
      >
        <h2 className={styles.title}>{current.title}</h2>
        {/* Sanitised: https links only, no script, handlers, styles, SVG or MathML (safeHtml.ts). */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: safeHtml(current.content) }} />
        {current.items && current.items.length > 0 && (
          <ul className={styles.list}>
            {current.items.map((item, c) => {
              const expanded = openSub === c;
              return (
                <li key={c} className={styles.item}>
                  <button
                    type="button"
                    className={styles.head}
                    aria-expanded={expanded}
                    aria-controls={`help-sub-${c}`}
                    onClick={() => setOpenSub(expanded ? null : c)}
                  >
                    <span className={styles.headText}>
                      <span className={styles.headTitle}>{item.title}</span>
                    </span>
                    <Icon name="chevron" size={18} className={styles.chevron} />
                  </button>
                  {expanded && (
                    <div
                      id={`help-sub-${c}`}
                      role="region"
                      aria-label={item.title}
                      className={styles.body}
                      dangerouslySetInnerHTML={{ __html: safeHtml(item.content) }}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </article>
    </section>
  );
}
