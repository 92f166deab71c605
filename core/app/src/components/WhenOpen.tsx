import { Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';

/**
 * Shows a lazy dialog while `open`. The first opening is a deferred render: React renders the dialog in the
 * background and shows it once its code is in, instead of mounting a Suspense fallback that it would keep on screen
 * for at least 300 ms (its throttle on revealing content), however soon the code came. Once the dialog has shown,
 * its code is in, so a later opening renders at once, in the same task as the tap (a key pressed right after it
 * reaches the dialog). Closing is at once. The boundary stays mounted, which is what lets the deferred render wait
 * instead of falling back.
 * @example <WhenOpen open={menuOpen}><SideMenu /></WhenOpen>
 */
export function WhenOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const deferred = useDeferredValue(open);
  // Set once the dialog has been committed (an effect runs only for a render that was shown).
  const [loaded, setLoaded] = useState(false);
  const shown = open && (deferred || loaded);
  useEffect(() => {
    if (shown) setLoaded(true);
  }, [shown]);
  return <Suspense fallback={null}>{shown ? children : null}</Suspense>;
}
