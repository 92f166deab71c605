import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { CLICK_QUEUE } from './guard.ts';
import styles from './Deferred.module.css';

/*
 * Selective hydration of the prerendered home. Each area wrapped in <Deferred> is a Suspense boundary of its own
 * in the prerendered markup, so React hydrates it as a unit apart from the shell: hydration is time-sliced (React
 * yields to the browser every few milliseconds, so no single task blocks input for long), and a tap on an area that
 * is not yet hydrated makes React hydrate that area first and replay the tap.
 *
 * What React cannot replay is a tap made before the app's script ran at all: the guard script (prerender/guard.ts)
 * keeps those for the area's buttons, and the area replays them once it is live. An area rendered on the client
 * (another path, language or session; a later visit to home) renders at once.
 */

/**
 * Rendered last in an area: once the area is committed (hydrated or rendered), marks its wrapper live and replays
 * the taps the guard script kept on its buttons before it was (a tap on a prerendered button is not lost).
 */
function Live({ id }: { id: string }) {
  useLayoutEffect(() => {
    const area = document.querySelector(`[data-deferred="${id}"]`);
    if (!area) return;
    area.setAttribute('data-live', '');
    const taps = (window as unknown as Record<string, HTMLElement[] | undefined>)[CLICK_QUEUE];
    for (const button of taps?.filter((b) => area.contains(b)) ?? []) {
      taps!.splice(taps!.indexOf(button), 1);
      button.click();
    }
  }, [id]);
  return null;
}

/**
 * Hydrates `children` as an area of their own (see above). `id` names the area, unique on the page. The children
 * are wrapped in one element with `display: contents`, which lays out nothing, so the parent's flex or grid layout
 * sees the children as its own; the guard script finds the area's buttons by it.
 * @example <Deferred id="home-games"><GameMenu /></Deferred>
 */
export function Deferred({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <div className={styles.contents} data-deferred={id}>
        {children}
        <Live id={id} />
      </div>
    </Suspense>
  );
}
