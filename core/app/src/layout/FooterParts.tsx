import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { subscribe, useSnapshot } from 'valtio';
import { Img } from '../components/lobby/Img.tsx';
import { Modal } from '../components/Modal.tsx';
import { config } from '../config/config.ts';
import { i18nState } from '../i18n/i18n.ts';
import type { MessageId } from '../i18n/messageIds.ts';
import { pathOf } from '../routes/paths.ts';
import { useRouteDef } from '../routes/useRouteDef.ts';
import { debounce } from '../state/kit/debounce.ts';
import { HELP_RELOAD_DEBOUNCE_MS, helpState, loadHelp } from '../state/help.ts';
import { lobbyState } from '../state/lobby.ts';
import { openOverlay } from '../state/shell.ts';
import styles from './Footer.module.css';

/**
 * Help titles for the footer's help menu: loaded for the current language unless the help screen is open (it loads
 * them itself), and reloaded 200 ms after a language change (spec sections 2 and 9).
 */
function useFooterHelp(): void {
  const onHelp = useRouteDef().id === 'help';
  useEffect(() => {
    if (onHelp) return;
    void loadHelp();
    let lang = i18nState.lang;
    const reload = debounce(() => void loadHelp(), HELP_RELOAD_DEBOUNCE_MS);
    const stop = subscribe(i18nState, () => {
      if (i18nState.lang === lang) return;
      lang = i18nState.lang;
      reload();
    });
    return () => {
      stop();
      reload.cancel();
    };
  }, [onHelp]);
}

/** Online support (opens the customer-service chooser) and the help menu: each help title goes to /m/help?i=N. */
export function FooterHelp() {
  const intl = useIntl();
  const help = useSnapshot(helpState);
  useFooterHelp();
  return (
    <div className={styles.helpRow}>
      <button type="button" className={styles.support} onClick={() => openOverlay('service')}>
        <FormattedMessage id="footer.support" />
      </button>
      {help.load === 'ready' && help.list.length > 0 && (
        <nav className={styles.group} aria-label={intl.formatMessage({ id: 'footer.help' })}>
          <h2 className={styles.heading} aria-hidden="true">
            <FormattedMessage id="footer.help" />
          </h2>
          <ul className={styles.links}>
            {help.list.map((t, i) => (
              <li key={t.tag}>
                <Link to={pathOf('help', { i })}>{t.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

const TERMS: readonly { id: string; title: MessageId; text: MessageId }[] = [
  { id: 'terms', title: 'footer.terms.use', text: 'footer.terms.useText' },
  { id: 'privacy', title: 'footer.terms.privacy', text: 'footer.terms.privacyText' },
  { id: 'responsible', title: 'footer.terms.responsible', text: 'footer.terms.responsibleText' },
];

/** The three product terms: each opens its text in a dialog. */
export function FooterTerms() {
  const intl = useIntl();
  const [open, setOpen] = useState<(typeof TERMS)[number] | null>(null);
  const values = { brand: config().brandName, age: config().ageLimit };
  return (
    <div className={styles.group}>
      <h2 className={styles.heading} aria-hidden="true">
        <FormattedMessage id="footer.terms" />
      </h2>
      <ul className={styles.links} aria-label={intl.formatMessage({ id: 'footer.terms' })}>
        {TERMS.map((t) => (
          <li key={t.id}>
            <button type="button" className={styles.linkButton} onClick={() => setOpen(t)}>
              <FormattedMessage id={t.title} />
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Modal title={intl.formatMessage({ id: open.title })} onClose={() => setOpen(null)}>
          <div className={styles.terms}>
            <p>
              <FormattedMessage id={open.text} values={values} />
            </p>
            <button type="button" className={styles.agree} data-autofocus onClick={() => setOpen(null)}>
              <FormattedMessage id="action.close" />
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}

/** Contact details from the manifest, when configured. */
export function FooterContact() {
  const intl = useIntl();
  const contact = config().footer.contact;
  if (!contact?.email && !contact?.phone) return null;
  return (
    <address className={styles.contact} aria-label={intl.formatMessage({ id: 'footer.contact' })}>
      <FormattedMessage id="footer.contact" />
      {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
      {contact.phone && (
        <a href={`tel:${contact.phone.replace(/[^0-9+]/g, '')}`}>
          <bdi dir="ltr">{contact.phone}</bdi>
        </a>
      )}
    </address>
  );
}

/** The game vendors' logos (from the game menu the home page loads), one strip. */
export function VendorStrip() {
  const intl = useIntl();
  const { vendors } = useSnapshot(lobbyState.menu);
  if (vendors.length === 0) return null;
  const seen = new Set<string>();
  const unique = vendors.filter((v) => !seen.has(v.vendorCode) && seen.add(v.vendorCode));
  return (
    <ul className={styles.vendors} tabIndex={0} aria-label={intl.formatMessage({ id: 'footer.vendors' })}>
      {unique.map((v) => (
        <li key={v.vendorCode}>
          {/* Near the screen only: the browser's own lazy loading fetches a long page's footer with the first screen. */}
          <Img src={v.iconUrl} alt={v.displayName} width={160} height={64} displayWidth={64} />
        </li>
      ))}
    </ul>
  );
}
