import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './ScreenBoundary.module.css';

interface Props {
  children: ReactNode;
  /** The screen's route: moving to another screen starts afresh (a failure belongs to the screen it happened on). */
  resetKey: string;
}

/**
 * Catches what a screen throws while rendering or loading its code (a failed lazy chunk, a bug), so the header,
 * bottom menu and the rest of the app stay usable; the player gets "Loading failed, click to retry".
 * A new `resetKey` (another screen) starts afresh. It is a prop, not a React key: a key would mount a new boundary,
 * and with it a new Suspense boundary, on every navigation, whose fallback React shows at once and keeps for at
 * least 300 ms (its throttle on revealing content); one boundary for every screen lets React keep the previous
 * screen on show until the next one's code is in (the router navigates in a transition).
 */
export class ScreenBoundary extends Component<Props, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('screen failed', error, info.componentStack);
    // The operator hears of a broken screen (state/errorReports.ts: scrubbed, once per error and page life).
    void import('../state/errorReports.ts')
      .then((m) => m.reportClientError('boundary', error))
      .catch(() => undefined);
  }

  private retry = () => {
    // A lazy chunk that failed to load stays failed in React's cache: a reload is the only real retry.
    location.reload();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.failed} role="alert">
        <button type="button" className={styles.retry} onClick={this.retry}>
          <FormattedMessage id="error.load_failed" />
        </button>
      </div>
    );
  }
}
