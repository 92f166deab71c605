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

/**
 * A value only the browser knows (display mode, connection state, storage), read so that hydration matches the
 * prerendered markup: `serverValue` while rendering on the server and hydrating, then `clientValue()`. Where the
 * browser's value equals the server's (a page in a browser tab is not an installed app; a first visit has agreed to
 * nothing yet) the component is not rendered again after hydration. React renders that again synchronously, so
 * a value read behind useHydrated() instead costs a blocking render of the component on every first visit.
 * `clientValue` returns a primitive (compared with Object.is).
 */
export function useClientValue<T extends string | number | boolean | null>(
  clientValue: () => T,
  serverValue: T,
): T {
  return useSyncExternalStore(never, clientValue, () => serverValue);
}
