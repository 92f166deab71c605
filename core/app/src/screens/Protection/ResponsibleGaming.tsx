import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { resolveCompliance } from '@wl/manifest/compliance';
import { config } from '../../config/config.ts';
import type { MessageId } from '../../i18n/messageIds.ts';
import { pathOf } from '../../routes/paths.ts';
import { loadProtection } from '../../state/protection.ts';
import page from '../../components/page/page.module.css';
import { Breaks } from './Breaks.tsx';
import { History } from './History.tsx';
import { Limits } from './Limits.tsx';
import styles from './protection.module.css';

const TABS = ['limits', 'breaks', 'history'] as const;
type Tab = (typeof TABS)[number];
const TAB_ID = {
  limits: 'protection.tab.limits',
  breaks: 'protection.tab.breaks',
  history: 'protection.tab.history',
} as const satisfies Record<Tab, MessageId>;

/**
 * /m/responsibleGaming: limits and the reality-check interval, time-out and self-exclusion, and the account history,
 * as the merchant's compliance profile offers them; the helpline at the foot. `?tab=history` opens the history
 * (the game's reality check links there).
 */
export default function ResponsibleGaming() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  const c = resolveCompliance(config());
  const m = c.modules;
  const tabs = TABS.filter(
    (t) =>
      (t === 'limits' &&
        (m.depositLimits || m.lossLimits || m.wagerLimits || m.sessionTimeLimit || m.realityCheck)) ||
      (t === 'breaks' && (m.timeOut || m.selfExclusion)) ||
      (t === 'history' && m.accountHistory),
  );
  const asked = new URLSearchParams(search).get('tab') as Tab | null;
  const tab: Tab | undefined = asked && tabs.includes(asked) ? asked : tabs[0];

  useEffect(() => {
    void loadProtection();
  }, []);

  return (
    <div className={page.page}>
      <p className={styles.intro}>
        <FormattedMessage id="protection.intro" />
      </p>
      <div
        className={`${page.tabs} ${styles.tabs}`}
        role="group"
        aria-label={intl.formatMessage({ id: 'protection.tabs' })}
      >
        {tabs.map((t) => (
          <button
            key={t}
            type="button"
            className={page.tab}
            aria-pressed={tab === t}
            onClick={() => navigate(pathOf('responsibleGaming', { tab: t }), { replace: true })}
          >
            <FormattedMessage id={TAB_ID[t]} />
          </button>
        ))}
      </div>
      {tab === 'limits' && <Limits compliance={c} />}
      {tab === 'breaks' && <Breaks compliance={c} />}
      {tab === 'history' && <History />}
      {c.helpline && (
        <section className={page.card} aria-labelledby="rg-help">
          <h2 id="rg-help" className={page.cardTitle}>
            <FormattedMessage id="protection.helpline.title" />
          </h2>
          <p className={page.muted}>
            <FormattedMessage id="protection.helpline.text" />
          </p>
          <p className={styles.helpline}>
            {c.helpline.url.startsWith('https://') ? (
              <a href={c.helpline.url} target="_blank" rel="noopener noreferrer">
                {c.helpline.label}
              </a>
            ) : (
              c.helpline.label
            )}
            {c.helpline.phone && (
              <a href={`tel:${c.helpline.phone.replace(/[^+\d]/g, '')}`} dir="ltr">
                {c.helpline.phone}
              </a>
            )}
          </p>
        </section>
      )}
    </div>
  );
}
