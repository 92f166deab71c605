import { proxy } from 'valtio';

/** Connection quality for the UI: "No Internet" when offline, "Slow Connection" when calls take too long. */
const INITIAL = { online: true, slow: false };

export const networkState = proxy({
  ...structuredClone(INITIAL),
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
});

/** Back to a first visit: online, not slow. */
export function reset(): void {
  Object.assign(networkState, structuredClone(INITIAL));
}

/** A call slower than this marks the connection slow; a faster one clears it. */
export const SLOW_MS = 3_000;

/** Records how long a call took (or that it timed out) and updates the slow flag. */
export function recordTiming(ms: number, slowMs = SLOW_MS): void {
  networkState.slow = ms > slowMs;
  networkState.online = true;
}

/** Records that a call could not reach the server. */
export function recordOffline(): void {
  networkState.online = false;
}

/**
 * Follows the browser's online/offline events. Returns a function that stops watching.
 * Called once at startup by the app.
 */
export function watchConnection(target: Window = window): () => void {
  const update = (): void => {
    networkState.online = target.navigator.onLine;
    if (!networkState.online) networkState.slow = false;
  };
  target.addEventListener('online', update);
  target.addEventListener('offline', update);
  update();
  return () => {
    target.removeEventListener('online', update);
    target.removeEventListener('offline', update);
  };
}
