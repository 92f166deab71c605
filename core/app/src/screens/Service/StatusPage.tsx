import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Icon } from '../../components/Icon.tsx';
import { config } from '../../config/config.ts';
import { linksState, loadServiceLinks, openExternal } from '../../state/links.ts';
import { refreshStatus, statusState, type StatusPage as Kind } from '../../state/status.ts';
import styles from './service.module.css';

/**
 * The maintenance and IP/region block pages (spec section 8): shown instead of the whole app while the status call
 * says so. "Check again" re-reads the status; customer service stays reachable (the service call always answers).
 */
export default function StatusPage({ kind }: { kind: Kind }) {
  const s = useSnapshot(statusState);
  const { service } = useSnapshot(linksState);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    void loadServiceLinks();
  }, [kind]);
  const support = service?.find((l) => l.type === 3) ?? service?.[0];
  return (
    <section className={styles.status} data-testid={`status-${kind}`} aria-labelledby="status-title">
      <span className={styles.statusIcon} aria-hidden="true">
        <Icon name={kind === 'maintenance' ? 'megaphone' : 'flag'} size={48} />
      </span>
      <h1 id="status-title" className={styles.statusTitle} tabIndex={-1} ref={heading}>
        <FormattedMessage id={kind === 'maintenance' ? 'error.maintenance' : 'error.ip_blocked'} />
      </h1>
      <p className={styles.statusText}>
        <FormattedMessage id={kind === 'maintenance' ? 'status.maintenance.body' : 'status.blocked.body'} />
      </p>
      {kind === 'blocked' && s.ip && (
        <p className={styles.statusText}>
          <FormattedMessage id="status.location" values={{ ip: s.ip, country: s.countryCode || '?' }} />
        </p>
      )}
      <button
        type="button"
        className={styles.primary}
        disabled={s.checking}
        aria-busy={s.checking || undefined}
        onClick={() => void refreshStatus()}
      >
        <FormattedMessage id="status.retry" />
      </button>
      {support && (
        <button type="button" className={styles.secondary} onClick={() => openExternal(support.url)}>
          <FormattedMessage id="nav.customerService" />
        </button>
      )}
      <p className={styles.summary}>{config().brandName}</p>
    </section>
  );
}
