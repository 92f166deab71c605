import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Empty, LoadFailed, Skeleton, useDateTime } from '../../components/page/index.ts';
import { deleteMessage, inboxState, loadInbox, loadMoreInbox, openMessage } from '../../state/inbox.ts';
import { confirmDialog, toast } from '../../state/ui.ts';
import { unreadState } from '../../state/unread.ts';
import { safeHtml } from '../../components/safeHtml.ts';
import styles from './service.module.css';

/**
 * /m/webEmail: the member's messages, newest first. Opening one shows it (sanitised HTML) and marks it read, which
 * lowers the unread count and the bottom menu's badge; a message can be deleted after a confirmation.
 */
export default function Inbox() {
  const intl = useIntl();
  const s = useSnapshot(inboxState);
  const { count } = useSnapshot(unreadState);
  const when = useDateTime();
  useEffect(() => {
    void loadInbox();
  }, []);

  async function remove(id: number) {
    if (!(await confirmDialog({ id: 'inbox.deleteConfirm' }, { id: 'inbox.delete' }))) return;
    if (await deleteMessage(id)) toast({ id: 'inbox.deleted' }, { kind: 'success' });
  }

  let content;
  if (s.status === 'error') content = <LoadFailed onRetry={() => void loadInbox()} />;
  else if (s.status !== 'ready') content = <Skeleton rows={3} height={64} />;
  else if (s.list.length === 0) content = <Empty id="inbox.empty" />;
  else
    content = (
      <>
        <ul className={styles.list} data-testid="inbox">
          {s.list.map((m) => {
            const open = s.openId === m.id;
            return (
              <li key={m.id} className={`${styles.message} ${m.read ? '' : styles.unread}`}>
                <button
                  type="button"
                  className={styles.messageHead}
                  aria-expanded={open}
                  aria-controls={`msg-${m.id}`}
                  onClick={() => void openMessage(m.id)}
                >
                  <span className={styles.messageTitle}>
                    {!m.read && (
                      <span
                        className={styles.dot}
                        role="img"
                        aria-label={intl.formatMessage({ id: 'inbox.unreadMark' })}
                      />
                    )}
                    {m.title}
                  </span>
                  <span className={styles.time}>{when(m.createTime)}</span>
                </button>
                {open && (
                  <div id={`msg-${m.id}`} className={styles.body}>
                    {/* Gateway HTML, sanitised (safeHtml.ts): no script, handlers or non-https links. */}
                    <div dangerouslySetInnerHTML={{ __html: safeHtml(m.content) }} />
                    <div className={styles.actions}>
                      <button type="button" className={styles.danger} onClick={() => void remove(m.id)}>
                        <FormattedMessage id="inbox.delete" />
                      </button>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {s.page < s.totalPages && (
          <button
            type="button"
            className={styles.secondary}
            disabled={s.more}
            aria-busy={s.more || undefined}
            onClick={() => void loadMoreInbox()}
          >
            <FormattedMessage id={s.moreFailed ? 'error.load_failed' : 'inbox.more'} />
          </button>
        )}
      </>
    );

  return (
    <div className={styles.page}>
      <p className={styles.summary} aria-live="polite" data-testid="inbox-summary">
        {s.status === 'ready' ? <FormattedMessage id="inbox.summary" values={{ count }} /> : '\u00a0'}
      </p>
      {content}
    </div>
  );
}
