import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False while rendering on the server and during hydration, true otherwise (also on a client-only first render).
 * What only the browser knows (media queries, connection state, storage) is read behind it, so the hydrating
 * render matches the prerendered markup exactly and the real value follows right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
