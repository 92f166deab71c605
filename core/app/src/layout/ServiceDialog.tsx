import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '../components/Icon.tsx';
import { Modal } from '../components/Modal.tsx';
import { openLiveChat } from '../state/chat.ts';
import { closeOverlay } from '../state/shell.ts';
import styles from './Dialogs.module.css';
import { useRuntime } from '../state/runtime.ts';

/**
 * Customer service: the merchant's configured channels. The messengers (Telegram, WhatsApp, Viber, LINE, Zalo,
 * KakaoTalk) open in a new tab; live chat needs a
 * real account (openLiveChat sends a guest to login and refuses a trial player).
 */
export default function ServiceDialog() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const channels = useRuntime().links.customerService;
  return (
    <Modal title={<FormattedMessage id="nav.customerService" />} onClose={closeOverlay}>
      {channels.length ? (
        <ul className={styles.list}>
          {channels.map((c) => (
            <li key={c.url}>
              {c.csType === 'LIVECHAT' ? (
                <button
                  type="button"
                  className={styles.link}
                  onClick={() => {
                    closeOverlay();
                    void openLiveChat(navigate, location);
                  }}
                >
                  <Icon name="chat" size={20} />
                  <span>{intl.formatMessage({ id: 'service.liveChat' })}</span>
                </button>
              ) : (
                <a className={styles.link} href={c.url} target="_blank" rel="noopener noreferrer">
                  <Icon name="chat" size={20} />
                  <span>
                    {/* Every messenger by its name in the page language (the operator's title is the fallback). */}
                    {intl.formatMessage({ id: `service.channel.${c.csType}`, defaultMessage: c.title })}
                  </span>
                </a>
              )}
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
