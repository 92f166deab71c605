import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { languages, type Language } from '@wl/manifest/languages';
import { Modal } from '../components/Modal.tsx';
import { config } from '../config/config.ts';
import { i18nState, setLanguage } from '../i18n/i18n.ts';
import { closeOverlay } from '../state/shell.ts';
import { leaveForMerchant, merchantHomeUrl, regionChoices, regionLabel } from './regions.ts';
import styles from './Dialogs.module.css';

/**
 * The region/language chooser behind the flag button: regions (country, currency, languages) and the chosen
 * region's languages; OK applies both. The same merchant switches language lazily; another merchant is a new host.
 */
export default function RegionChooser() {
  const intl = useIntl();
  const { lang, tag } = useSnapshot(i18nState);
  const regions = regionChoices(config());
  const [merchant, setMerchant] = useState(config().code);
  const region = regions.find((r) => r.merchant === merchant) ?? regions[0]!;
  const [chosen, setChosen] = useState<Language>(lang);
  const pickedLang = region.langList.includes(chosen) ? chosen : region.langList[0]!;
  const [unreachable, setUnreachable] = useState(false);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (region.merchant === config().code) {
      closeOverlay();
      if (pickedLang !== lang) void setLanguage(pickedLang);
      return;
    }
    const url = merchantHomeUrl(region, location, pickedLang);
    if (url) leaveForMerchant(url, region.merchant);
    else setUnreachable(true);
  };

  return (
    <Modal title={<FormattedMessage id="region.title" />} onClose={closeOverlay}>
      <form onSubmit={apply}>
        {regions.length > 1 && (
          <fieldset className={styles.group}>
            <legend>
              <FormattedMessage id="region.country" />
            </legend>
            {regions.map((r) => (
              <label key={r.merchant + r.country} className={styles.option}>
                <input
                  type="radio"
                  name="region"
                  value={r.merchant}
                  checked={r.merchant === merchant}
                  onChange={() => setMerchant(r.merchant)}
                />
                <span>
                  {regionLabel(r, tag).country}
                  <span className={styles.muted}> · {regionLabel(r, tag).currency}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <fieldset className={styles.group}>
          <legend>
            <FormattedMessage id="region.language" />
          </legend>
          {region.langList.map((l) => (
            <label key={l} className={styles.option} lang={languages[l].tag}>
              <input
                type="radio"
                name="language"
                value={l}
                checked={l === pickedLang}
                onChange={() => setChosen(l)}
              />
              <span>{languages[l].name}</span>
            </label>
          ))}
        </fieldset>
        {unreachable && (
          <p className={styles.error} role="alert">
            <FormattedMessage id="region.unreachable" />
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={closeOverlay}>
            {intl.formatMessage({ id: 'action.cancel' })}
          </button>
          <button type="submit" className={styles.primary}>
            {intl.formatMessage({ id: 'action.ok' })}
          </button>
        </div>
      </form>
    </Modal>
  );
}
