import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../components/Icon.tsx';
import type { RouteDef } from '../routes/table.ts';
import { useBack } from './useBack.ts';
import styles from './TitleBar.module.css';

/**
 * The compact title bar inside <main> on routes that hide the app header but have a title (login, register, forget,
 * message, app, gameList, lottery, vip, help): a back button and the screen's h1.
 */
export function TitleBar({ route }: { route: RouteDef }) {
  const intl = useIntl();
  const back = useBack(route);
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.back}
        aria-label={intl.formatMessage({ id: 'shell.back' })}
        onClick={back}
      >
        <Icon name="back" />
      </button>
      <h1 className={styles.title}>{route.title && <FormattedMessage id={route.title} />}</h1>
      <span className={styles.spacer} aria-hidden="true" />
    </div>
  );
}
