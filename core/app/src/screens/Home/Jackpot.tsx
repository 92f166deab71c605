import { memo, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { digitsOf } from '@wl/manifest/money';
import { formatMoneyNumber, symbolParts } from '../../money/format.ts';
import { i18nState } from '../../i18n/i18n.ts';
import { JACKPOT, runJackpot } from './timers.ts';
import styles from './Jackpot.module.css';

/** One rolling digit: a strip of the ten digits moved so that `digit` shows in a box numHeight (57 px) high. */
function Roller({ digit, digits }: { digit: number; digits: string[] }) {
  return (
    <span className={styles.cell} aria-hidden="true">
      <span className={styles.strip} style={{ transform: `translateY(${-digit * JACKPOT.numHeight}px)` }}>
        {digits.map((d) => (
          <span key={d} className={styles.digit}>
            {d}
          </span>
        ))}
      </span>
    </span>
  );
}

/**
 * The jackpot counter: starts at a random amount between 23,000,000 and 25,000,000 and grows by 100 to 500 every
 * 3, 4 or 5 s, shown in the merchant's money format (money/format.ts) and the language's digits. Each digit rolls in a
 * box of fixed height, so nothing around it moves; screen readers get the amount as text, without every change.
 * Memoised: it takes no props, so the hot panel's updates (hot games, winners) do not render it again.
 */
export const Jackpot = memo(function Jackpot() {
  const intl = useIntl();
  const { tag } = useSnapshot(i18nState);
  const [amount, setAmount] = useState<number | null>(null);
  useEffect(() => runJackpot(setAmount), []);
  const digits = useMemo(() => digitsOf(tag), [tag]);
  const parts = amount === null ? [] : symbolParts(formatMoneyNumber(amount, tag));
  return (
    <section className={styles.jackpot} aria-labelledby="lobby-jackpot-title">
      <h2 id="lobby-jackpot-title" className={styles.title}>
        <FormattedMessage id="lobby.jackpot.title" />
      </h2>
      <p className={styles.amount} data-testid="jackpot" data-amount={amount ?? ''}>
        <span className="sr-only">{parts.map((p) => p.value).join('')}</span>
        {parts.map((p) =>
          p.type === 'symbol' ? (
            <span key={p.type} className={styles.symbol} aria-hidden="true">
              {p.value}
            </span>
          ) : (
            [...p.value].map((ch, i) => {
              const d = p.type === 'number' ? digits.indexOf(ch) : -1;
              return d >= 0 ? (
                <Roller key={`${p.type}${i}`} digit={d} digits={digits} />
              ) : (
                <span key={`${p.type}${i}`} className={styles.sep} aria-hidden="true">
                  {ch}
                </span>
              );
            })
          ),
        )}
      </p>
      <span className="sr-only">{intl.formatMessage({ id: 'lobby.jackpot.note' })}</span>
    </section>
  );
});
