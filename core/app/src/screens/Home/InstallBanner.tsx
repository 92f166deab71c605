import { memo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Icon } from '../../components/Icon.tsx';
import { config } from '../../config/config.ts';
import { useClientValue } from '../../prerender/useHydrated.ts';
import {
  dismissInstall,
  installDismissed,
  installOffer,
  installState,
  promptInstall,
} from '../../state/install.ts';
import styles from './InstallBanner.module.css';

/**
 * The home-screen install offer: Install opens the browser's real prompt where there is one; on iOS Safari it
 * shows how to add the page by hand. Closing keeps it away for the session.
 */
export const InstallBanner = memo(function InstallBanner() {
  const intl = useIntl();
  const { prompt, installed } = useSnapshot(installState);
  const [closed, setClosed] = useState(false);
  const offer = useClientValue(() => (!installed ? installOffer(Boolean(prompt)) : null), null);
  if (!offer || closed || installDismissed()) return null;
  const close = () => {
    dismissInstall();
    setClosed(true);
  };
  return (
    <aside className={styles.banner} aria-label={intl.formatMessage({ id: 'lobby.install.label' })}>
      <img src={config().assets.icon} alt="" width={40} height={40} className={styles.icon} />
      <p className={styles.text}>
        <FormattedMessage
          id={offer === 'prompt' ? 'lobby.install.text' : 'lobby.install.ios'}
          values={{ brand: config().brandName }}
        />
      </p>
      {offer === 'prompt' && (
        <button
          type="button"
          className={styles.install}
          onClick={() => void promptInstall().then((ok) => ok && close())}
        >
          <FormattedMessage id="lobby.install.button" />
        </button>
      )}
      <button
        type="button"
        className={styles.close}
        aria-label={intl.formatMessage({ id: 'action.close' })}
        onClick={close}
      >
        <Icon name="close" size={18} />
      </button>
    </aside>
  );
});
