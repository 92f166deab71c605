import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot, type Snapshot } from 'valtio';
import { LoadFailed, Skeleton } from '../../components/page/index.ts';
import {
  forgetLottery,
  isVnRegional,
  loadLotteryDraws,
  loadRecentVn,
  lotteryState,
  togglePastDraws,
  type PastDraw,
  type VnDraw,
} from '../../state/lottery.ts';
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
 * again in the background, so the new result replaces the old one on screen. Above them, the latest Vietnamese
 * regional draws (recent VN lottery, their special prizes); each game's past draws open under its card (numero, or
 * for a Vietnamese regional lottery every prize tier of its latest draw: VN numero).
 */
export default function LotteryHistory() {
  const intl = useIntl();
  const snap = useSnapshot(lotteryState);
  const { status, draws } = snap.draws;
  const { recentVn, past } = snap;
  const timeLeft = useTimeLeft();
  useEffect(() => {
    void loadLotteryDraws();
    void loadRecentVn();
    return () => {
      forgetLottery('draws');
      forgetLottery('recentVn');
      forgetLottery('past');
    };
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
      <RecentVn status={recentVn.status} draws={recentVn.draws} digits={digits} />
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
                <button
                  type="button"
                  className={styles.pastToggle}
                  aria-expanded={past.gameId === d.gameId}
                  aria-controls={`past-${d.gameId}`}
                  onClick={() => void togglePastDraws(d)}
                >
                  <FormattedMessage id={isVnRegional(d) ? 'games.draws.prizes' : 'games.draws.past'} />
                </button>
                {past.gameId === d.gameId ? (
                  <div id={`past-${d.gameId}`} className={styles.past}>
                    {past.status === 'error' ? (
                      <LoadFailed onRetry={() => void togglePastDraws(d)} />
                    ) : past.status !== 'ready' ? (
                      <Skeleton className={styles.pastSkeleton} />
                    ) : past.vn ? (
                      <VnPrizes draw={past.vn} digits={digits} />
                    ) : (
                      <PastList draws={past.numero} digits={digits} />
                    )}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

type Digits = (n: string) => string;

/** A game's past draws (numero): issue, time and numbers, newest first. */
function PastList({ draws, digits }: { draws: Snapshot<PastDraw[]>; digits: Digits }) {
  const intl = useIntl();
  return (
    <ol className={styles.pastList}>
      {draws.map((p) => (
        <li key={p.issue} className={styles.pastRow}>
          <span className={styles.issue}>
            <FormattedMessage id="games.draws.issue" values={{ issue: digits(p.issue) }} />
            {' · '}
            <FormattedDate value={p.drawTime} dateStyle="short" timeStyle="short" />
          </span>
          <span
            className={styles.pastNumbers}
            aria-label={intl.formatMessage(
              { id: 'games.draws.numbers' },
              { numbers: p.numbers.map(digits).join(', ') },
            )}
          >
            <span aria-hidden="true">{p.numbers.map(digits).join(' ')}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Every prize tier of a Vietnamese regional draw (VN numero), special prize first. */
function VnPrizes({ draw, digits }: { draw: Snapshot<VnDraw>; digits: Digits }) {
  return (
    <table className={styles.prizes}>
      <caption className={styles.issue}>
        <FormattedMessage id="games.draws.issue" values={{ issue: digits(draw.issue) }} />
        {' · '}
        <FormattedDate value={draw.drawTime} dateStyle="medium" />
      </caption>
      <tbody>
        {draw.prizes.map((p) => (
          <tr key={p.tier}>
            <th scope="row">
              <FormattedMessage id="games.draws.tier" values={{ tier: p.tier }} />
            </th>
            <td className={p.tier === 'special' ? styles.special : undefined}>
              {p.numbers.map((n) => [...n].map(digits).join('')).join(' · ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The latest Vietnamese regional draws (recent VN lottery): each game, its date and its special prize. Nothing when
 * the merchant has none; a fixed-size skeleton while loading; a retry when it failed.
 */
function RecentVn({ status, draws, digits }: { status: string; draws: Snapshot<VnDraw[]>; digits: Digits }) {
  if (status === 'ready' && draws.length === 0) return null;
  return (
    <section className={styles.recentVn} aria-labelledby="recent-vn-title">
      <h3 id="recent-vn-title" className={styles.name}>
        <FormattedMessage id="games.draws.vnRecent" />
      </h3>
      {status === 'error' ? (
        <LoadFailed onRetry={() => void loadRecentVn()} />
      ) : status !== 'ready' ? (
        <Skeleton className={styles.recentSkeleton} />
      ) : (
        <ul className={styles.pastList}>
          {draws.map((d) => (
            <li key={`${d.gameId}-${d.issue}`} className={styles.pastRow}>
              <span>
                {d.gameName}
                {' · '}
                <FormattedDate value={d.drawTime} dateStyle="medium" />
              </span>
              <span>
                <FormattedMessage id="games.draws.tier" values={{ tier: 'special' }} />{' '}
                <strong className={styles.special}>
                  {[...(d.prizes[0]?.numbers[0] ?? '')].map(digits).join('')}
                </strong>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
