import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { config } from '../../config/config.ts';
import { installState, promptInstall } from '../../state/install.ts';
import { isStandalone } from '../../state/platform.ts';
import { appPlatform, isIosSafari } from './appPlatform.ts';
import styles from './content.module.css';
import { useRuntime } from '../../state/runtime.ts';

const ANDROID_STEPS = [
  'content.app.android.step1',
  'content.app.android.step2',
  'content.app.android.step3',
] as const;
const IOS_STEPS = ['content.app.ios.step1', 'content.app.ios.step2', 'content.app.ios.step3'] as const;

/** Opens only https links (the manifest's download links are checked at build time; this is the last guard). */
const https = (url: string | undefined) => (url && /^https:\/\//i.test(url) ? url : undefined);

/**
 * App download (/m/app): the Android and iOS guides with their download links, the browser's own install prompt
 * where it offers one, "Please use Safari for download App." on iOS outside Safari, and iOS 12.4 or later noted.
 * The player's own platform comes first.
 */
export default function AppDownload() {
  const intl = useIntl();
  const { prompt, installed } = useSnapshot(installState);
  const [accepted, setAccepted] = useState(false);
  const ua = navigator.userAgent;
  const platform = appPlatform(ua, navigator.maxTouchPoints);
  const links = useRuntime().links.appDownload;
  const android = https(links?.android);
  const ios = https(links?.ios);
  const standalone = isStandalone();
  const notSafari = platform === 'ios' && !isIosSafari(ua);

  const androidGuide = (
    <section key="android" className={styles.card} aria-labelledby="app-android">
      <h2 id="app-android" className={styles.title}>
        <FormattedMessage id="content.app.android" />
      </h2>
      <ol className={styles.steps}>
        {ANDROID_STEPS.map((s) => (
          <li key={s}>
            <FormattedMessage id={s} values={{ brand: config().brandName }} />
          </li>
        ))}
      </ol>
      {android && (
        <div className={styles.actions}>
          <a className={styles.link} href={android} rel="noopener noreferrer" download>
            <FormattedMessage id="content.app.android.download" />
          </a>
        </div>
      )}
    </section>
  );

  const iosGuide = (
    <section key="ios" className={styles.card} aria-labelledby="app-ios">
      <h2 id="app-ios" className={styles.title}>
        <FormattedMessage id="content.app.ios" />
      </h2>
      {notSafari && (
        <p className={styles.notice} role="alert">
          <FormattedMessage id="error.safari_download" />
        </p>
      )}
      <ol className={styles.steps}>
        {IOS_STEPS.map((s) => (
          <li key={s}>
            <FormattedMessage id={s} values={{ brand: config().brandName }} />
          </li>
        ))}
      </ol>
      <p className={styles.muted}>
        <FormattedMessage id="content.app.ios.version" />
      </p>
      {ios && !notSafari && (
        <div className={styles.actions}>
          <a className={styles.link} href={ios} rel="noopener noreferrer">
            <FormattedMessage id="content.app.ios.download" />
          </a>
        </div>
      )}
    </section>
  );

  return (
    <section className={styles.page} aria-label={intl.formatMessage({ id: 'route.app' })}>
      {standalone || installed || accepted ? (
        <p className={styles.card} role="status">
          <FormattedMessage id="content.app.installed" />
        </p>
      ) : (
        prompt && (
          <section className={styles.card} aria-labelledby="app-install">
            <h2 id="app-install" className={styles.title}>
              <FormattedMessage id="content.app.install.title" values={{ brand: config().brandName }} />
            </h2>
            <p className={styles.muted}>
              <FormattedMessage id="content.app.install.text" />
            </p>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.button}
                onClick={() => void promptInstall().then((ok) => ok && setAccepted(true))}
              >
                <FormattedMessage id="content.app.install" />
              </button>
            </div>
          </section>
        )
      )}
      {platform === 'ios' ? [iosGuide, androidGuide] : [androidGuide, iosGuide]}
    </section>
  );
}
