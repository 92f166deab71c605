import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from './TextField.tsx';
import styles from './form.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'suffix' | 'autoComplete'> & {
  /** "current-password" on login and the old password; "new-password" on registration and changes. */
  autoComplete: 'current-password' | 'new-password' | 'off';
};

/** A password input with a show/hide toggle; the toggle is a real button with a name and a pressed state. */
export function PasswordField(props: PasswordFieldProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className={styles.iconButton}
          aria-pressed={shown}
          aria-label={intl.formatMessage({ id: 'account.password.show' })}
          onClick={() => setShown((s) => !s)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d={
                shown
                  ? 'M12 5C6 5 2 12 2 12s4 7 10 7 10-7 10-7-4-7-10-7Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z'
                  : 'M2.3 3.7 3.7 2.3l18 18-1.4 1.4-3.2-3.2A10.6 10.6 0 0 1 12 19C6 19 2 12 2 12a18 18 0 0 1 4.1-4.9L2.3 3.7ZM12 5c6 0 10 7 10 7a18 18 0 0 1-2.6 3.5L8.5 4.6A10 10 0 0 1 12 5Z'
              }
            />
          </svg>
        </button>
      }
    />
  );
}
