import { Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import { nextTask } from '../effectScheduler.ts';
import { CLICK_QUEUE } from './guard.ts';
import styles from './Deferred.module.css';

/*
 * Hydration in slices. Preact hydrates a tree in one synchronous pass, so the whole prerendered home (header,
 * banner, menus, widgets) would hydrate in one long task that blocks the main thread. An area wrapped in
 * <Deferred> keeps its prerendered markup on screen and hydrates on a task of its own: its gate throws a promise
 * during the hydrating render (Preact keeps the suspended area's DOM and resumes hydrating it when the promise
 * settles), and the promises settle one per task, in the order the areas rendered.
 *
 * Only hydration is sliced. An area rendered on the client (another path, language or session; a later visit to
 * home) renders at once, so nothing ever flashes in after a navigation.
 */

let hydrating = false;
/** Areas already hydrated: a later mount of the same area renders at once. */
const claimed = new Set<string>();

/** Called by main.tsx right before it hydrates the prerendered markup. */
export function beginHydration(): void {
  hydrating = true;
}

/** Whether the area `id` is prerendered markup still waiting to be hydrated. */
function awaitsHydration(id: string): boolean {
  return (
    hydrating &&
    !claimed.has(id) &&
    typeof document !== 'undefined' &&
    document.querySelector(`[data-deferred="${id}"]`) !== null
  );
}

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

function Gate({ id, children }: { id: string; children: ReactNode }) {
  // The instance outlives the throw (Preact resumes the same component), so the wait is started once.
  const wait = useRef<Promise<void> | null | undefined>(undefined);
  if (wait.current === undefined) {
    wait.current = awaitsHydration(id)
      ? nextTask().then(() => {
          claimed.add(id);
          wait.current = null;
        })
      : null;
  }
  if (wait.current) throw wait.current;
  return (
    <div className={styles.contents} data-deferred={id}>
      {children}
      <Live id={id} />
    </div>
  );
}

/**
 * Hydrates `children` on a task of their own (see above). `id` names the area, unique on the page. The children
 * are wrapped in one element with `display: contents`, which lays out nothing (Preact resumes a suspended
 * hydration on exactly one element), so the parent's flex or grid layout sees the children as its own.
 * @example <Deferred id="home-games"><GameMenu /></Deferred>
 */
export function Deferred({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}
