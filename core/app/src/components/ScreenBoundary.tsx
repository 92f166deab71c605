import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './ScreenBoundary.module.css';

interface Props {
  children: ReactNode;
}

/**
 * Catches what a screen throws while rendering or loading its code (a failed lazy chunk, a bug), so the header,
 * bottom menu and the rest of the app stay usable; the player gets "Loading failed, click to retry".
 * Keyed by the route in the layout, so moving to another screen starts afresh.
 */
export class ScreenBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('screen failed', error, info.componentStack);
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
