import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../components/Icon.tsx';
import { Modal } from '../components/Modal.tsx';
import { config } from '../config/config.ts';
import { closeOverlay } from '../state/shell.ts';
import styles from './Dialogs.module.css';

/** Customer service: the merchant's configured channels (live chat, Telegram, WhatsApp), opened in a new tab. */
export default function ServiceDialog() {
  const intl = useIntl();
  const channels = config.links.customerService;
  return (
    <Modal title={<FormattedMessage id="nav.customerService" />} onClose={closeOverlay}>
      {channels.length ? (
        <ul className={styles.list}>
          {channels.map((c) => (
            <li key={c.url}>
              <a className={styles.link} href={c.url} target="_blank" rel="noopener noreferrer">
                <Icon name="chat" size={20} />
                <span>{c.csType === 'LIVECHAT' ? intl.formatMessage({ id: 'service.liveChat' }) : c.title}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <FormattedMessage id="service.none" />
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={closeOverlay}>
          {intl.formatMessage({ id: 'action.close' })}
        </button>
      </div>
    </Modal>
  );
}
