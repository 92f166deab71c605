import { useRef, useState } from 'react';
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
  /**
   * The code's input: once a code is sent, focus moves there if it was on this button (which the countdown disables,
   * leaving a keyboard or screen-reader user nowhere) or nowhere, so the code is typed next.
   */
  codeFieldId?: string;
}

/** "Get code" button that becomes a seconds countdown until the code may be requested again. */
export function SmsCodeButton({ onSend, disabled, codeFieldId }: SmsCodeButtonProps) {
  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  async function click() {
    setSending(true);
    try {
      const result = await onSend();
      if (result === false) return;
      start(result);
      const focused = document.activeElement;
      if (codeFieldId && (!focused || focused === document.body || focused === button.current))
        document.getElementById(codeFieldId)?.focus();
    } finally {
      setSending(false);
    }
  }

  return (
    <button
      ref={button}
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
