import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LoadFailed } from '../../components/page/index.ts';
import { pathOf } from '../../routes/paths.ts';
import { forgetLottery, loadLotteryList, lotteryState } from '../../state/lottery.ts';
import { GridSkeleton } from '../../components/lobby/GameGrid.tsx';
import { useLaunch } from '../../components/lobby/useLaunch.ts';
import { TileGrid } from './TileGrid.tsx';
import styles from './styles.ts';

/** The lottery list (/m/lottery): every lottery game; a tile opens it by the launch rules. */
export default function Lottery() {
  const intl = useIntl();
  const launch = useLaunch();
  const { status, games } = useSnapshot(lotteryState).list;
  const state = status === 'ready' ? games : status === 'error' ? 'error' : 'loading';
  const load = () => void loadLotteryList();
  useEffect(() => {
    void loadLotteryList();
    return () => forgetLottery('list');
  }, []);
  const title = intl.formatMessage({ id: 'games.tab.LOTT' });
  return (
    <section className={styles.page} aria-labelledby="lottery-title">
      <h2 id="lottery-title" className="sr-only">
        {title}
      </h2>
      <Link to={pathOf('lotteryHistory')} className={styles.drawsLink}>
        <FormattedMessage id="route.lotteryHistory" />
      </Link>
      {state === 'loading' ? (
        <GridSkeleton count={9} />
      ) : state === 'error' ? (
        <LoadFailed fill className={styles.retry} onRetry={load} />
      ) : state.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="games.lottery.none" />
        </p>
      ) : (
        <TileGrid list={state} label={title} onLaunch={(g) => void launch(g)} />
      )}
    </section>
  );
}
