import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while rendering on the server and during hydration, then true. What only the browser knows (media queries,
 * connection state, storage) is read behind it, so the hydrating render matches the prerendered markup exactly and
 * the real value follows right after. A render on the client that is not a hydration is true from the start, so
 * a screen visited later never shows the server's value for a frame.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
