import type { ReactNode } from 'react';
import styles from './form.module.css';

export interface SubmitButtonProps {
  children: ReactNode;
  disabled?: boolean;
  /** True while the request runs: the button stays in place but ignores further taps. */
  busy?: boolean;
  /** Small badge over the button's corner (e.g. the free-gift banner on registration). */
  badge?: ReactNode;
}

/** The form's primary submit button. */
export function SubmitButton({ children, disabled, busy, badge }: SubmitButtonProps) {
  return (
    <div className={styles.submitWrap}>
      <button
        type="submit"
        className={styles.submit}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
      >
        {children}
      </button>
      {badge && <span className={styles.badge}>{badge}</span>}
    </div>
  );
}
