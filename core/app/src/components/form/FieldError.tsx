import { FormattedMessage } from 'react-intl';
import type { FieldError as FieldErrorValue } from './validation.ts';
import styles from './form.module.css';

/** The message under a refused field; its id is what the input's aria-describedby points at. */
export function FieldError({ id, error }: { id: string; error: FieldErrorValue | null }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      <FormattedMessage id={error.id} values={error.values} defaultMessage={error.defaultMessage} />
    </p>
  );
}
