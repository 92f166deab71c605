import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { LoadFailed } from '../../components/page/index.ts';
import { forgetLottery, loadLotteryMenu, lotteryState } from '../../state/lottery.ts';
import { GridSkeleton } from '../../components/lobby/GameGrid.tsx';
import { useLaunch } from '../../components/lobby/useLaunch.ts';
import { TileGrid } from './TileGrid.tsx';
import styles from './styles.ts';

/**
 * The lottery start page (/m/startLottery) and the game page (/m/game, where a closed lottery frame returns): the
 * lottery games grouped by vendor and play type (traditional, entertainment).
 */
export default function LotteryMenu() {
  const intl = useIntl();
  const launch = useLaunch();
  const { status, menu } = useSnapshot(lotteryState).menu;
  const state = status === 'ready' ? menu : status === 'error' ? 'error' : 'loading';
  const load = () => void loadLotteryMenu();
  useEffect(() => {
    void loadLotteryMenu();
    return () => forgetLottery('menu');
  }, []);
  return (
    <section className={styles.page} aria-labelledby="lottery-menu-title">
      <h2 id="lottery-menu-title" className="sr-only">
        <FormattedMessage id="games.tab.LOTT" />
      </h2>
      {state === 'loading' ? (
        <GridSkeleton count={9} />
      ) : state === 'error' ? (
        <LoadFailed fill className={styles.retry} onRetry={load} />
      ) : state.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="games.lottery.none" />
        </p>
      ) : (
        state.map((g) => {
          const label = `${g.displayName} · ${intl.formatMessage({ id: `games.lottery.${g.playType}` })}`;
          return (
            <section key={`${g.vendorCode}-${g.playType}`} className={styles.section} aria-label={label}>
              <h3 className={styles.heading}>{label}</h3>
              <TileGrid list={g.games} label={label} onLaunch={(x) => void launch(x)} />
            </section>
          );
        })
      )}
    </section>
  );
}
