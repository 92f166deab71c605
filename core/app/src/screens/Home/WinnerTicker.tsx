import { memo, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { GameType, WinnerEntry } from '@wl/contract';
import { Img } from '../../components/lobby/Img.tsx';
import { formatMoney } from '../../money/format.ts';
import { i18nState } from '../../i18n/i18n.ts';
import { winnersView } from './lobbyRules.ts';
import { TICKER_SLIDE_MS } from './timers.ts';
import { useLaunch } from '../../components/lobby/useLaunch.ts';
import styles from './WinnerTicker.module.css';

/** Row height of the winner board (px). */
const ROW = 48;
/** How long one row takes to slide up (matches the CSS transition). */
const SLIDE_MS = 450;

/**
 * The scroll position of the board: one row further every 2 s; after the last winner has slid up, it jumps back to
 * the top without animation (the rows after the list repeat its start, so the jump is invisible).
 */
function useRowCycle(count: number, enabled: boolean, held: boolean): { pos: number; animate: boolean } {
  const [state, setState] = useState({ pos: 0, animate: true });
  useEffect(() => {
    if (!enabled || held) return;
    const t = setInterval(() => setState((s) => ({ pos: s.pos + 1, animate: true })), TICKER_SLIDE_MS);
    return () => clearInterval(t);
  }, [enabled, held]);
  useEffect(() => {
    if (state.pos < count) return;
    const t = setTimeout(() => setState({ pos: 0, animate: false }), SLIDE_MS);
    return () => clearTimeout(t);
  }, [state.pos, count]);
  return enabled ? state : { pos: 0, animate: false };
}

/**
 * One row of the board. Memoised: the board moves every 2 s, and only the rows that enter or leave the window
 * change (their hidden state), so the others are not rendered again.
 */
const WinnerRow = memo(function WinnerRow({
  vo,
  shown,
  tag,
}: {
  vo: WinnerEntry['vo'];
  shown: boolean;
  tag: string;
}) {
  const launch = useLaunch();
  const amount = formatMoney(vo.winAmount, tag);
  return (
    <li className={styles.row} aria-hidden={shown ? undefined : true} inert={shown ? undefined : true}>
      {/* Named by what it shows (name, game, amount): a spoken or voice-control name holds the visible text. */}
      <button
        type="button"
        className={styles.button}
        onClick={() =>
          void launch({
            nodeId: vo.nodeId,
            gameId: vo.gameId,
            vendorCode: vo.vendorCode,
            gameType: vo.gameType as GameType,
          })
        }
      >
        <Img className={styles.icon} src={vo.iconUrl} width={36} height={36} displayWidth={36} />
        <span className={styles.who}>
          <span className={styles.name}>{vo.customerName}</span>
          <span className={styles.game}>{vo.gameName}</span>
        </span>
        <span className={styles.amount} data-testid="winner-amount">
          {amount}
        </span>
      </button>
    </li>
  );
});

/**
 * The latest winners (already sorted, highest win first): above 4 winners the list scrolls one row every 2 s with
 * 5 rows visible, otherwise it stands still with 3. Tapping a winner launches that game. The rows stay in the page
 * and move together; the ones outside the window are hidden from assistive technology and the keyboard.
 */
export const WinnerTicker = memo(function WinnerTicker({ winners }: { winners: readonly WinnerEntry[] }) {
  const { tag } = useSnapshot(i18nState);
  const view = winnersView(winners.length);
  const [held, setHeld] = useState(false);
  const { pos, animate } = useRowCycle(winners.length, view.scroll, held);
  const rows = view.scroll ? [...winners, ...winners.slice(0, view.visible)] : winners.slice(0, view.visible);
  return (
    <section className={styles.board} aria-labelledby="lobby-winners-title">
      <h2 id="lobby-winners-title" className={styles.title}>
        <FormattedMessage id="lobby.winners.title" />
      </h2>
      <div
        className={styles.window}
        style={{ height: view.visible * ROW }}
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        <ol
          className={`${styles.list} ${animate ? styles.animated : ''}`}
          style={{ transform: `translateY(${-pos * ROW}px)` }}
          data-testid="winners"
        >
          {rows.map(({ vo }, i) => (
            <WinnerRow key={i} vo={vo} shown={i >= pos && i < pos + view.visible} tag={tag} />
          ))}
        </ol>
      </div>
    </section>
  );
});
