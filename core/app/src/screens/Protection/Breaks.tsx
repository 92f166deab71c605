import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { ResolvedCompliance } from '@wl/manifest/compliance';
import { isApiError } from '../../state/accountErrors.ts';
import { dataMessageId, type MessageId } from '../../i18n/messageIds.ts';
import { pathOf } from '../../routes/paths.ts';
import { exclude, protectionState, shownDateTime, type Exclusion } from '../../state/protection.ts';
import { alertDialog, confirmDialog } from '../../state/ui.ts';
import { Notice } from '../../components/page/index.ts';
import page from '../../components/page/page.module.css';
import styles from './protection.module.css';

const DAY_MS = 86_400_000;

/** "24 hours", "1 week", "6 weeks", "10 days"; "6 months", "1 year", "5 years". */
function lengthMessage(kind: Exclusion['kind'], n: number): { id: MessageId; values: { n: number } } {
  if (kind === 'timeout')
    return n > 1 && n % 7 === 0
      ? { id: 'protection.length.weeks', values: { n: n / 7 } }
      : { id: 'protection.length.days', values: { n } };
  return n % 12 === 0
    ? { id: 'protection.length.years', values: { n: n / 12 } }
    : { id: 'protection.length.months', values: { n } };
}

/** When an exclusion taken now would end (the gateway's answer decides; this is for the confirmation). */
function endOf(kind: Exclusion['kind'], n: number, now: number): number {
  if (kind === 'timeout') return now + n * DAY_MS;
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.getTime();
}

function BreakForm({
  kind,
  lengths,
  compliance,
}: {
  kind: Exclusion['kind'];
  lengths: number[];
  compliance: ResolvedCompliance;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const s = useSnapshot(protectionState);
  const [length, setLength] = useState(lengths[0]!);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);
  const t = kind === 'timeout' ? 'timeout' : 'self';
  const months = compliance.irrevocableMonths;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setError(null);
    const len = lengthMessage(kind, length);
    const until = shownDateTime(endOf(kind, length, s.settings?.now ?? Date.now()));
    const ok = await confirmDialog(
      {
        id: `protection.${t}.confirm`,
        values: { length: intl.formatMessage({ id: len.id }, len.values), until, months },
      },
      { id: `protection.${t}.submit` },
    );
    if (!ok) return;
    setBusy(true);
    try {
      const x = await exclude(kind, length);
      navigate(pathOf('home'), { replace: true });
      // A time-out is a break, not an exclusion: each is named for what it is.
      await alertDialog({
        id: kind === 'timeout' ? 'protection.timeout.done' : 'protection.excluded.done',
        values: { until: shownDateTime(x.until) },
      });
    } catch (err) {
      setError(isApiError(err) ? dataMessageId(err.key) : 'error.unknown');
      setBusy(false);
    }
  }

  return (
    <form className={page.card} onSubmit={(e) => void submit(e)} aria-labelledby={`rg-${t}`}>
      <h3 id={`rg-${t}`} className={page.cardTitle}>
        <FormattedMessage id={`protection.${t}.title`} />
      </h3>
      <p className={page.muted}>
        {kind === 'timeout' ? (
          <FormattedMessage id="protection.timeout.help" />
        ) : (
          <FormattedMessage id="protection.self.help" values={{ months }} />
        )}
        {compliance.exclusionAcrossOperator && (
          <>
            {' '}
            <FormattedMessage id="protection.operator_wide" />
          </>
        )}
      </p>
      <fieldset className={page.fieldset}>
        <legend className={page.legend}>
          <FormattedMessage id={`protection.${t}.length`} />
        </legend>
        <div className={page.chips}>
          {lengths.map((n) => {
            const m = lengthMessage(kind, n);
            return (
              <label key={n} className={styles.lengthChoice}>
                <input
                  type="radio"
                  name={`rg-${t}-length`}
                  value={n}
                  checked={length === n}
                  onChange={() => setLength(n)}
                />
                <span>
                  <FormattedMessage id={m.id} values={m.values} />
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <button type="submit" className={page.primaryButton} disabled={busy} aria-busy={busy || undefined}>
        <FormattedMessage id={`protection.${t}.submit`} />
      </button>
      <Notice kind={error ? 'error' : undefined}>{error && <FormattedMessage id={error} />}</Notice>
    </form>
  );
}

/** The breaks tab: time-out and self-exclusion, as the merchant offers them. */
export function Breaks({ compliance }: { compliance: ResolvedCompliance }) {
  return (
    <>
      {compliance.modules.timeOut && (
        <BreakForm kind="timeout" lengths={compliance.timeOutDays} compliance={compliance} />
      )}
      {compliance.modules.selfExclusion && (
        <BreakForm kind="self" lengths={compliance.selfExclusionMonths} compliance={compliance} />
      )}
    </>
  );
}
