import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { config } from '../../config/config.ts';
import { i18nState } from '../../i18n/i18n.ts';
import styles from './auth.module.css';

/** The merchant's payment-method icons (config().payments), under the login and registration forms. */
export function PaymentStrip() {
  const intl = useIntl();
  const { lang } = useSnapshot(i18nState);
  // Named in the page's language where the manifest gives the method a name in it (payments[].titles).
  const icons = config().payments.flatMap((p) =>
    p.icons.map((src, i) => ({ src, alt: p.titles?.[lang] ?? p.title, key: `${p.title}-${i}` })),
  );
  if (icons.length === 0) return null;
  return (
    <ul className={styles.payments} aria-label={intl.formatMessage({ id: 'account.payments.title' })}>
      {icons.map((icon) => (
        <li key={icon.key}>
          <img src={icon.src} alt={icon.alt} width={56} height={28} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
