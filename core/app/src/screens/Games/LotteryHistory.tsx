import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { LoadFailed, Skeleton } from '../../components/page/index.ts';
import { forgetLottery, loadLotteryDraws, lotteryState } from '../../state/lottery.ts';
import type messages from './LotteryHistory.messages.json';
import styles from './LotteryHistory.module.css';

declare module '../../i18n/messageIds.ts' {
  interface ScreenMessages {
    lotteryHistory: typeof messages.en;
  }
}

/** How often the countdowns to the next draws move on. */
const TICK_MS = 1000;

/** "mm:ss" (or "h:mm:ss") until a moment, never below zero, in the language's digits. */
function useTimeLeft(): (until: number) => { h: number; m: number; s: number } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (until) => {
    const left = Math.max(0, Math.ceil((until - now) / 1000));
    return { h: Math.floor(left / 3600), m: Math.floor(left / 60) % 60, s: left % 60 };
  };
}

/**
 * /m/lotteryHistory, the lottery history of the spec's lazy-load map: the latest draw of every lottery game (its
 * issue, the drawn numbers and when) and a countdown to its next draw; when a draw comes due the list is asked for
 * again in the background, so the new result replaces the old one on screen.
 */
export default function LotteryHistory() {
  const intl = useIntl();
  const { status, draws } = useSnapshot(lotteryState).draws;
  const timeLeft = useTimeLeft();
  useEffect(() => {
    void loadLotteryDraws();
    return () => forgetLottery('draws');
  }, []);
  // The earliest next draw: once it is past, the results are asked for again.
  const due = draws.length ? Math.min(...draws.map((d) => d.nextDrawTime)) : null;
  useEffect(() => {
    if (due === null) return;
    const timer = setTimeout(
      () => void loadLotteryDraws({ again: true }),
      Math.max(0, due - Date.now()) + 1000,
    );
    return () => clearTimeout(timer);
  }, [due]);

  const two = (n: number) => intl.formatNumber(n, { minimumIntegerDigits: 2, useGrouping: false });
  // An issue or a drawn number in the language's own digits (a Bengali page shows no Latin digit).
  const digits = (n: string) => (/^\d+$/.test(n) ? intl.formatNumber(Number(n), { useGrouping: false }) : n);
  return (
    <section className={styles.page} aria-labelledby="draws-title">
      <h2 id="draws-title" className="sr-only">
        <FormattedMessage id="route.lotteryHistory" />
      </h2>
      {status === 'idle' || status === 'loading' ? (
        <ul className={styles.list} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton className={styles.skeleton} />
            </li>
          ))}
        </ul>
      ) : status === 'error' ? (
        <LoadFailed fill className={styles.retry} onRetry={() => void loadLotteryDraws()} />
      ) : draws.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="games.lottery.none" />
        </p>
      ) : (
        <ul className={styles.list}>
          {draws.map((d) => {
            const next = timeLeft(d.nextDrawTime);
            return (
              <li key={d.gameId} className={styles.card} aria-labelledby={`draw-${d.gameId}`}>
                <h3 id={`draw-${d.gameId}`} className={styles.name}>
                  {d.gameName}
                </h3>
                <p className={styles.issue}>
                  <FormattedMessage id="games.draws.issue" values={{ issue: digits(d.issue) }} />
                  {' · '}
                  <FormattedDate value={d.drawTime} dateStyle="medium" timeStyle="short" />
                </p>
                <ol
                  className={styles.numbers}
                  aria-label={intl.formatMessage(
                    { id: 'games.draws.numbers' },
                    { numbers: d.numbers.map(digits).join(', ') },
                  )}
                >
                  {d.numbers.map((n, i) => (
                    <li key={i} className={styles.ball} aria-hidden="true">
                      {digits(n)}
                    </li>
                  ))}
                </ol>
                <p className={styles.next}>
                  <FormattedMessage
                    id="games.draws.next"
                    values={{
                      time: next.h
                        ? `${intl.formatNumber(next.h)}:${two(next.m)}:${two(next.s)}`
                        : `${two(next.m)}:${two(next.s)}`,
                    }}
                  />
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
