import { useIntl } from 'react-intl';
import styles from './auth.module.css';

export type AuthMethod = 'username' | 'mobile';

/**
 * Username / mobile switch of the login and registration forms. A pair of toggle buttons (aria-pressed) rather
 * than ARIA tabs: the form below is one form whose fields change, not separate tab panels.
 */
export function MethodTabs({ value, onChange }: { value: AuthMethod; onChange: (m: AuthMethod) => void }) {
  const intl = useIntl();
  const methods: AuthMethod[] = ['username', 'mobile'];
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'account.method.label' })} className={styles.tabs}>
      {methods.map((m) => (
        <button
          key={m}
          type="button"
          className={styles.tab}
          aria-pressed={value === m}
          onClick={() => value !== m && onChange(m)}
        >
          {intl.formatMessage({ id: m === 'username' ? 'account.method.username' : 'account.method.mobile' })}
        </button>
      ))}
    </div>
  );
}
