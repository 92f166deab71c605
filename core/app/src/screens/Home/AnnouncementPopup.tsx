import { FormattedMessage, useIntl } from 'react-intl';
import type { Announcement } from '@wl/contract';
import { Modal } from '../../components/Modal.tsx';
import { safeHtml } from '../../components/safeHtml.ts';
import styles from './GiftPopup.module.css';

/**
 * The announcement popup (content type PU, "login popups" of the spec's home content): the operator's popups, one
 * after another in one dialog, shown on arrival in its turn of the dialog queue (after the terms notice, before the
 * gift). Closing records it for the session (state/lobby.ts closePopups).
 */
export default function AnnouncementPopup({
  popups,
  onClose,
}: {
  popups: readonly Announcement[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const single = popups.length === 1 ? popups[0] : undefined;
  return (
    <Modal title={single?.title ?? intl.formatMessage({ id: 'lobby.popup.title' })} onClose={onClose}>
      <div className={styles.popupBody} data-testid="announcement-popup">
        {popups.map((p) => (
          <article key={p.id}>
            {!single && <h3 className={styles.popupTitle}>{p.title}</h3>}
            {/* Gateway HTML, sanitised (safeHtml.ts): no script, handlers or non-https links. */}
            <div dangerouslySetInnerHTML={{ __html: safeHtml(p.content) }} />
          </article>
        ))}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} data-autofocus onClick={onClose}>
          <FormattedMessage id="action.close" />
        </button>
      </div>
    </Modal>
  );
}
