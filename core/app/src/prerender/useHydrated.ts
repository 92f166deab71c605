import { useLayoutEffect, useState } from 'react';

/**
 * False while rendering on the server and during hydration, then true before the browser paints the next frame.
 * What only the browser knows (media queries, connection state, storage) is read behind it, so the hydrating
 * render matches the prerendered markup exactly and the real value follows right after.
 *
 * A layout effect, not useSyncExternalStore's server snapshot: Preact (which runs the app through preact/compat)
 * has no server snapshot, and a layout effect's update is committed before paint, so a client-only first render
 * never shows the `false` frame either. The server renderer runs no effects.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}
