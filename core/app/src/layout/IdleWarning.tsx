import { useEffect, useId, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Modal } from '../components/Modal.tsx';
import { idleState, staySignedIn } from '../state/idle.ts';
import styles from './IdleWarning.module.css';

/** Seconds left at which the countdown is also read out (screen readers hear the dialog itself when it opens). */
const ANNOUNCE_AT = new Set([30, 10]);

/**
 * The idle-logout warning (issue 28 section 3): an alert dialog that takes focus (Stay signed in), is announced with
 * its message, counts down to the logout, and gives focus back to what the player was on when it closes. The screen
 * behind stays as it was, with whatever the player was typing. Escape means stay.
 */
export default function IdleWarning({ onSignOut }: { onSignOut: () => void }) {
  const intl = useIntl();
  const msgId = useId();
  const { deadline, staying, failed } = useSnapshot(idleState);
  const [now, setNow] = useState(() => Date.now());
  // The message says the time left when the dialog opened; the countdown below runs (and is read out at times).
  const [atOpen] = useState(() => Math.max(1, Math.ceil((idleState.deadline - Date.now()) / 1000)));
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, []);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  return (
    <Modal
      role="alertdialog"
      title={<FormattedMessage id="idle.title" />}
      describedBy={msgId}
      onClose={() => void staySignedIn()}
      closeOnMask={false}
    >
      <p id={msgId} className={styles.message}>
        <FormattedMessage id="idle.message" values={{ seconds: atOpen }} />
      </p>
      <span className={styles.countdown} aria-hidden="true" data-testid="idle-countdown">
        <FormattedNumber value={minutes} />:
        <FormattedNumber value={seconds} minimumIntegerDigits={2} />
      </span>
      <span className="sr-only" aria-live="polite">
        {ANNOUNCE_AT.has(left) ? intl.formatMessage({ id: 'idle.secondsLeft' }, { seconds: left }) : ''}
      </span>
      {failed && (
        <p className={styles.failed} role="alert">
          <FormattedMessage id="error.no_internet" />
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onSignOut}>
          <FormattedMessage id="idle.signOut" />
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => void staySignedIn()}
          aria-disabled={staying || undefined}
          data-autofocus=""
        >
          <FormattedMessage id="idle.stay" />
        </button>
      </div>
    </Modal>
  );
}
