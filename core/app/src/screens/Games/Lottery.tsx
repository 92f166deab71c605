import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GameTile } from '@wl/contract';
import * as gamesApi from '../../api/games.ts';
import { Retry } from '../../components/lobby/AreaState.tsx';
import { i18nState } from '../../i18n/i18n.ts';
import { GridSkeleton } from '../Home/GameGrid.tsx';
import { useLaunch } from '../Home/useLaunch.ts';
import { TileGrid } from './TileGrid.tsx';
import styles from './Games.module.css';

/** The lottery list (/m/lottery): every lottery game; a tile opens it by the launch rules. */
export default function Lottery() {
  const intl = useIntl();
  const launch = useLaunch();
  const [state, setState] = useState<GameTile[] | 'loading' | 'error'>('loading');
  const load = () => {
    setState('loading');
    gamesApi
      .lotteryList({ language: i18nState.lang })
      .then((v) => setState(v.list))
      .catch(() => setState('error'));
  };
  useEffect(load, []);
  const title = intl.formatMessage({ id: 'games.tab.LOTT' });
  return (
    <section className={styles.page} aria-labelledby="lottery-title">
      <h2 id="lottery-title" className="sr-only">
        {title}
      </h2>
      {state === 'loading' ? (
        <GridSkeleton count={9} />
      ) : state === 'error' ? (
        <Retry className={styles.retry} onRetry={load} />
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
