import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '../components/Modal.tsx';
import { closeOverlay } from '../state/shell.ts';
import styles from './Dialogs.module.css';

/** Round trips timed per test: the median of a few smooths out one slow packet. */
const SAMPLES = 3;

/** Times small uncached requests to this site and returns the median round trip in ms. */
export async function measureLatency(
  url: string,
  samples = SAMPLES,
  now: () => number = () => performance.now(),
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = now();
    await fetch(`${url}${url.includes('?') ? '&' : '?'}speedtest=${Date.now()}-${i}`, {
      method: 'HEAD',
      cache: 'no-store',
    });
    times.push(now() - start);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]!);
}

/** Round trips up to these many ms read as a good, then a fair connection; above, a slow one. */
export const SPEED_GOOD_MS = 100;
export const SPEED_FAIR_MS = 300;

/** The wording of a round trip: good, fair or slow. */
export function speedQuality(ms: number): 'good' | 'fair' | 'slow' {
  return ms <= SPEED_GOOD_MS ? 'good' : ms <= SPEED_FAIR_MS ? 'fair' : 'slow';
}

/** The speed test of the top menu (when whitelabel.speedTest is on): the connection's latency to this site. */
export default function SpeedTestDialog() {
  const intl = useIntl();
  const [state, setState] = useState<{ ms: number | null; failed: boolean; running: boolean }>({
    ms: null,
    failed: false,
    running: true,
  });

  const run = useCallback(() => {
    setState({ ms: null, failed: false, running: true });
    measureLatency(`${location.origin}/m/home`).then(
      (ms) => setState({ ms, failed: false, running: false }),
      () => setState({ ms: null, failed: true, running: false }),
    );
  }, []);

  useEffect(run, [run]);

  return (
    <Modal title={<FormattedMessage id="nav.speedTest" />} onClose={closeOverlay}>
      <p className={styles.result} role="status">
        {state.running ? (
          <FormattedMessage id="speed.testing" />
        ) : state.failed ? (
          <FormattedMessage id="error.no_internet" />
        ) : (
          // What the number means first (a quality word), then the number with its label.
          <>
            <strong className={styles.quality} data-quality={speedQuality(state.ms ?? 0)}>
              <FormattedMessage id="speed.quality" values={{ quality: speedQuality(state.ms ?? 0) }} />
            </strong>
            <span className={styles.detail}>
              <FormattedMessage id="speed.result" values={{ ms: state.ms ?? 0 }} />
            </span>
          </>
        )}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={closeOverlay}>
          {intl.formatMessage({ id: 'action.close' })}
        </button>
        <button type="button" className={styles.primary} onClick={run} disabled={state.running}>
          {intl.formatMessage({ id: 'speed.again' })}
        </button>
      </div>
    </Modal>
  );
}
