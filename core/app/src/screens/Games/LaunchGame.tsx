import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LoadFailed } from '../../components/page/index.ts';
import { pathOf } from '../../routes/paths.ts';
import { forgetLottery, loadLotteryFrame, lotteryState } from '../../state/lottery.ts';
import { refreshWallet } from '../../state/wallet.ts';
import styles from './styles.ts';

/**
 * The lottery frame page (/m/launchGame?playType&gameId&nodeId&gameGroupId&prize_mode&code&pageBack): asks the
 * gateway for a one-time launch address (the session never travels in a URL), adds mui, playType, gameId, merchant,
 * stylesheet and prize_mode, and shows it embedded. Closing goes to /m/home when pageBack was given, else /m/game.
 */
export default function LaunchGame() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.toString();
  const frame = useSnapshot(lotteryState).frame;
  const src =
    frame.key !== key || frame.status === 'idle' || frame.status === 'loading'
      ? 'loading'
      : frame.status === 'error'
        ? 'error'
        : frame.url;
  const load = () => void loadLotteryFrame(key);
  useEffect(() => {
    void loadLotteryFrame(key);
    return () => forgetLottery('frame');
  }, [key]);
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
        <LoadFailed fill className={styles.retry} onRetry={load} />
      ) : (
        <iframe src={src} title={intl.formatMessage({ id: 'games.frame.title' })} />
      )}
    </section>
  );
}
