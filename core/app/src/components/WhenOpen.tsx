import { Suspense, useDeferredValue, type ReactNode } from 'react';

/**
 * Shows a lazy dialog while `open`, once its code is in. Opening is a deferred render: React renders the dialog in
 * the background and shows it when it is ready, instead of mounting a Suspense fallback that it would keep on
 * screen for at least 300 ms (its throttle on revealing content), however soon the code came. Closing is at once.
 * The boundary stays mounted, which is what lets the deferred render wait instead of falling back.
 * @example <WhenOpen open={menuOpen}><SideMenu /></WhenOpen>
 */
export function WhenOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const shown = useDeferredValue(open);
  return <Suspense fallback={null}>{open && shown ? children : null}</Suspense>;
}
