import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '../components/Modal.tsx';
import { config } from '../config/config.ts';
import styles from './Footer.module.css';

/**
 * The terms notice overlay: the terms in short and one button, "I agree". It cannot be dismissed otherwise; the
 * layout shows it once per session until the player agrees (termsNotice.ts).
 */
export default function TermsNotice({ onAgree }: { onAgree: () => void }) {
  const intl = useIntl();
  const text = useId();
  return (
    <Modal
      role="alertdialog"
      title={intl.formatMessage({ id: 'footer.terms.title' })}
      describedBy={text}
      closeOnMask={false}
    >
      <div className={styles.terms}>
        <p id={text}>
          <FormattedMessage
            id="footer.terms.text"
            values={{ brand: config().brandName, age: config().ageLimit }}
          />
        </p>
        <button type="button" className={styles.agree} data-autofocus onClick={onAgree}>
          <FormattedMessage id="footer.terms.agree" />
        </button>
      </div>
    </Modal>
  );
}
