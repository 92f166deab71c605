import { useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { MessageId } from '../../i18n/messageIds.ts';
import { pathOf, type RouteId } from '../../routes/paths.ts';
import { matchRoute } from '../../routes/table.ts';
import { promptsContracts } from '../../state/agentPrompt.ts';
import { sessionState } from '../../state/session.ts';
import styles from './agent.module.css';

const ITEMS: readonly { id: RouteId; label: MessageId; contract?: boolean }[] = [
  { id: 'agentTeam', label: 'route.agentTeam' },
  { id: 'agentProfitLoss', label: 'route.agentProfitLoss' },
  { id: 'salaryContract', label: 'route.salaryContract', contract: true },
  { id: 'dividendContract', label: 'route.dividendContract', contract: true },
  { id: 'hourContract', label: 'route.hourContract', contract: true },
];

/** The agent centre's own menu: team, profit and loss, and the contracts (not for types 40, 41, 42). */
export function AgentNav() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const type = useSnapshot(sessionState).info?.type ?? 0;
  const current = matchRoute(pathname).id;
  const nav = useRef<HTMLElement>(null);
  // The current tab is scrolled into the row's view (the contract tabs sit past the screen's edge on a phone),
  // without moving the page itself.
  useLayoutEffect(() => {
    const row = nav.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !link) return;
    const r = row.getBoundingClientRect();
    const l = link.getBoundingClientRect();
    if (l.left < r.left || l.right > r.right)
      row.scrollBy({ left: l.left + l.width / 2 - (r.left + r.width / 2), behavior: 'instant' });
  }, [current]);
  return (
    <nav ref={nav} className={styles.nav} aria-label={intl.formatMessage({ id: 'agent.nav' })}>
      {ITEMS.filter((i) => !i.contract || promptsContracts(type)).map((i) => (
        <Link
          key={i.id}
          className={styles.navLink}
          to={pathOf(i.id)}
          aria-current={current === i.id ? 'page' : undefined}
        >
          <FormattedMessage id={i.label} />
        </Link>
      ))}
    </nav>
  );
}
