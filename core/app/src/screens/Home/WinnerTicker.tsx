import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { GameType, WinnerEntry } from '@wl/contract';
import { Img } from '../../components/lobby/Img.tsx';
import { config } from '../../config/config.ts';
import { formatBalance } from '../../i18n/format.ts';
import { i18nState } from '../../i18n/i18n.ts';
import { winnersView } from './lobbyRules.ts';
import { TICKER_SLIDE_MS } from './timers.ts';
import { useCycle } from './useCycle.ts';
import { useLaunch } from './useLaunch.ts';
import styles from './WinnerTicker.module.css';

/** The rows shown from `index`: the list turned so that it starts at `index`, cut to what is visible. */
export function visibleWinners<T>(list: readonly T[], index: number, visible: number): T[] {
  const turned = [...list.slice(index), ...list.slice(0, index)];
  return turned.slice(0, visible);
}

/**
 * The latest winners (already sorted, highest win first): above 4 winners the list scrolls one row every 2 s with
 * 5 rows visible, otherwise it stands still with 3. Tapping a winner launches that game.
 */
export function WinnerTicker({ winners }: { winners: readonly WinnerEntry[] }) {
  const intl = useIntl();
  const { tag } = useSnapshot(i18nState);
  const launch = useLaunch();
  const view = winnersView(winners.length);
  const [held, setHeld] = useState(false);
  const index = useCycle(view.scroll ? winners.length : 0, TICKER_SLIDE_MS, held);
  const rows = visibleWinners(winners, index, view.visible);
  return (
    <section className={styles.board} aria-labelledby="lobby-winners-title">
      <h2 id="lobby-winners-title" className={styles.title}>
        <FormattedMessage id="lobby.winners.title" />
      </h2>
      <ol
        key={index}
        className={`${styles.list} ${view.scroll ? styles.scrolling : ''}`}
        style={{ height: view.visible * 48 }}
        data-testid="winners"
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        {rows.map(({ vo }, i) => (
          <li key={`${index}-${i}`} className={styles.row}>
            <button
              type="button"
              className={styles.button}
              aria-label={intl.formatMessage(
                { id: 'lobby.winners.entry' },
                {
                  name: vo.customerName,
                  game: vo.gameName,
                  amount: config.currency.symbol + formatBalance(vo.winAmount, tag),
                },
              )}
              onClick={() =>
                void launch({
                  nodeId: vo.nodeId,
                  gameId: vo.gameId,
                  vendorCode: vo.vendorCode,
                  gameType: vo.gameType as GameType,
                })
              }
            >
              <Img className={styles.icon} src={vo.iconUrl} width={36} height={36} />
              <span className={styles.who}>
                <span className={styles.name}>{vo.customerName}</span>
                <span className={styles.game}>{vo.gameName}</span>
              </span>
              <span className={styles.amount} data-testid="winner-amount">
                {config.currency.symbol}
                {formatBalance(vo.winAmount, tag)}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
