import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as gamesApi from '../../api/games.ts';
import { Retry } from '../../components/lobby/AreaState.tsx';
import { config } from '../../config/config.ts';
import { pathOf } from '../../routes/paths.ts';
import { lotteryFrameUrl } from '../../state/lotteryFrame.ts';
import { refreshWallet } from '../../state/wallet.ts';
import styles from './Games.module.css';

/**
 * The lottery frame page (/m/launchGame?playType&gameId&nodeId&gameGroupId&prize_mode&code&pageBack): asks the
 * gateway for a one-time launch address (the session never travels in a URL), adds mui, playType, gameId, merchant,
 * stylesheet and prize_mode, and shows it embedded. Closing goes to /m/home when pageBack was given, else /m/game.
 */
export default function LaunchGame() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [src, setSrc] = useState<string | 'loading' | 'error'>('loading');
  const key = params.toString();
  const load = () => {
    const q = new URLSearchParams(key);
    const playType = q.get('playType') === 'ent' ? 'ent' : 'trad';
    const prize = q.get('prize_mode');
    const prizeMode = prize === 'Elott' || prize === 'ZY' || prize === 'SEA' ? prize : 'Lott';
    const gameId = q.get('gameId') ?? '';
    setSrc('loading');
    gamesApi
      .launchGame({
        nodeId: q.get('nodeId') ?? '',
        ...(gameId ? { gameId } : {}),
        playType,
        prizeMode,
        code: q.get('code') || 'lobby',
      })
      .then((v) => {
        const url = lotteryFrameUrl(v.url, {
          playType,
          gameId,
          prizeMode,
          merchant: config().code,
          allowedOrigin: new URL(config().gateway.baseUrl, window.location.href).origin,
        });
        setSrc(url ?? 'error');
      })
      .catch(() => setSrc('error'));
  };
  useEffect(load, [key]);
  const close = () => {
    void refreshWallet();
    navigate(params.get('pageBack') ? pathOf('home') : pathOf('game'));
  };
  return (
    <section className={styles.frame} aria-label={intl.formatMessage({ id: 'games.frame.title' })}>
      <div className={styles.frameBar}>
        <h2 className={styles.heading}>
          <FormattedMessage id="games.frame.title" />
        </h2>
        <button type="button" className={styles.secondary} onClick={close}>
          <FormattedMessage id="games.frame.close" />
        </button>
      </div>
      {src === 'loading' ? (
        <p className={styles.loadingMore} aria-busy="true">
          <FormattedMessage id="games.loadingMore" />
        </p>
      ) : src === 'error' ? (
        <Retry className={styles.retry} onRetry={load} />
      ) : (
        <iframe src={src} title={intl.formatMessage({ id: 'games.frame.title' })} />
      )}
    </section>
  );
}
