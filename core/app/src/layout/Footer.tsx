import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { config } from '../config/config.ts';
import { FooterContact, FooterHelp, FooterTerms, VendorStrip } from './FooterParts.tsx';
import { FooterProtection } from './FooterProtection.tsx';
import styles from './Footer.module.css';

/** The copyright years: start to the configured end year, else to the current year. */
export function copyrightYears(
  footer: { copyrightStartYear: number; copyrightEndYear?: number },
  now: Date = new Date(),
): { start: number; end: number } {
  return { start: footer.copyrightStartYear, end: footer.copyrightEndYear ?? now.getFullYear() };
}

/**
 * The home footer (spec "Footer"): online support and the help menu, the three product terms, responsible gaming (tools and helpline), the vendor logo
 * strip, licence logos, contact details, the age notice and the copyright line.
 */
export function Footer() {
  const intl = useIntl();
  const { start, end } = copyrightYears(config().footer);
  return (
    <footer className={styles.footer}>
      <FooterHelp />
      <FooterTerms />
      <FooterProtection />
      <VendorStrip />
      <p className={styles.age}>
        <span className={styles.ageBadge} aria-hidden="true" data-testid="age-badge">
          {/* "18+" reads the same in a right-to-left line (not "+18"). */}
          <bdi dir="ltr">
            <FormattedNumber value={config().ageLimit} />+
          </bdi>
        </span>
        <FormattedMessage id="footer.age" values={{ age: config().ageLimit }} />
      </p>
      {config().footer.licences.length > 0 && (
        <ul className={styles.licences} aria-label={intl.formatMessage({ id: 'footer.licences' })}>
          {config().footer.licences.map((l) => (
            <li key={l.logo}>
              <img src={l.logo} alt={l.name} width={96} height={32} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <FooterContact />
      <p className={styles.copyright}>
        <FormattedMessage id="footer.copyright" values={{ start, end, brand: config().brandName }} />
      </p>
    </footer>
  );
}
