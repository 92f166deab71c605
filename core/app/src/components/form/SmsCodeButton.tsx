import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCountdown } from './useCountdown.ts';
import styles from './form.module.css';

export interface SmsCodeButtonProps {
  /**
   * Validates the mobile number and sends the code. Resolves with the answer's expirationTime (epoch ms) to
   * start the countdown, or `false` when nothing was sent (invalid number, refused): the button stays usable.
   * A refusal carrying its own expirationTime (sms_wait) may resolve with that time instead.
   */
  onSend: () => Promise<number | undefined | false>;
  disabled?: boolean;
}

/** "Get code" button that becomes a seconds countdown until the code may be requested again. */
export function SmsCodeButton({ onSend, disabled }: SmsCodeButtonProps) {
  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);

  async function click() {
    setSending(true);
    try {
      const result = await onSend();
      if (result !== false) start(result);
    } finally {
      setSending(false);
    }
  }

  return (
    <button
      type="button"
      className={styles.smsButton}
      disabled={disabled || sending || seconds > 0}
      onClick={() => void click()}
    >
      {seconds > 0 ? (
        <FormattedMessage id="account.sms.countdown" values={{ seconds }} />
      ) : (
        <FormattedMessage id="account.sms.get" />
      )}
    </button>
  );
}
