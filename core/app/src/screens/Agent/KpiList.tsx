import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds.ts';
import type { Kpi } from '../../state/agent.ts';
import styles from './agent.module.css';

/** The agent KPI figures (spec section 7, agent KPI), in the order both agent screens show them. */
const KPI = [
  ['teamSize', 'agent.kpi.teamSize'],
  ['directSize', 'agent.kpi.directSize'],
  ['newMembers', 'agent.kpi.newMembers'],
  ['activeMembers', 'agent.kpi.activeMembers'],
  ['depositors', 'agent.kpi.depositors'],
  ['firstDepositors', 'agent.kpi.firstDepositors'],
] as const satisfies readonly (readonly [keyof Kpi, MessageId])[];

/**
 * The KPI as a list of figures (team: today or this month; profit and loss: the period's). Without a value the
 * figures keep their boxes (a non-breaking space), so nothing moves when the numbers arrive.
 */
export function KpiList({ value, testId }: { value: Readonly<Kpi> | null; testId: string }) {
  const intl = useIntl();
  return (
    <dl className={styles.kpi} data-testid={testId}>
      {KPI.map(([k, id]) => (
        <div key={k} data-kpi={k}>
          <dt>
            <FormattedMessage id={id} />
          </dt>
          <dd>{value ? intl.formatNumber(value[k]) : '\u00a0'}</dd>
        </div>
      ))}
    </dl>
  );
}
