import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { resolveCompliance } from '@wl/manifest/compliance';
import { config } from '../config/config.ts';
import { pathOf } from '../routes/paths.ts';
import { safeUrl } from '../state/links.ts';
import styles from './Footer.module.css';

/**
 * Responsible gaming in the footer (issue 16), on every merchant: the way to the player's own tools
 * (/m/responsibleGaming) and the manifest's helpline (compliance.helpline), opened in a new tab only when it is
 * https on an allowed host, like every other external link; its phone number dials.
 */
export function FooterProtection() {
  const intl = useIntl();
  const { helpline } = resolveCompliance(config());
  const url = helpline ? safeUrl(helpline.url) : null;
  return (
    <nav className={styles.group} aria-label={intl.formatMessage({ id: 'footer.rg.title' })}>
      <h2 className={styles.heading} aria-hidden="true">
        <FormattedMessage id="footer.rg.title" />
      </h2>
      <ul className={styles.links}>
        <li>
          <Link to={pathOf('responsibleGaming')}>
            <FormattedMessage id="footer.rg.tools" />
          </Link>
        </li>
        {helpline && (
          <li data-testid="footer-helpline">
            <FormattedMessage id="footer.rg.helpline" />{' '}
            {url ? (
              <a href={url.href} target="_blank" rel="noopener noreferrer">
                {helpline.label}
              </a>
            ) : (
              helpline.label
            )}
            {helpline.phone && (
              <>
                {' '}
                <a href={`tel:${helpline.phone.replace(/[^0-9+]/g, '')}`}>
                  <bdi dir="ltr">{helpline.phone}</bdi>
                </a>
              </>
            )}
          </li>
        )}
      </ul>
    </nav>
  );
}
