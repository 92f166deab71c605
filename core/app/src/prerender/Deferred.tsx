import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { CLICK_QUEUE, INPUT_QUEUE, type TypedValue } from './guard.ts';
import { areaWentLive } from './hydration.ts';
import styles from './Deferred.module.css';

/*
 * Selective hydration of a prerendered page. Each area wrapped in <Deferred> is a Suspense boundary of its own in
 * the prerendered markup, so React hydrates it as a unit apart from the shell: hydration is time-sliced (React
 * yields to the browser every few milliseconds, so no single task blocks input for long), and a tap on an area that
 * is not yet hydrated makes React hydrate that area first and replay the tap.
 *
 * What React cannot replay is what a player did before the app's script ran at all: the guard script
 * (prerender/guard.ts) keeps the taps on an area's buttons and what was typed into its fields, and the area replays
 * them once it is live (hydration puts a field back to the value the app holds, so typing is never lost). An area
 * rendered on the client (another path, language or session; a later visit) renders at once.
 *
 * An area hydrates as one unit only up to a Suspense boundary inside it: code an area loads lazily (a lazy screen or
 * dialog) goes directly inside it, never behind another boundary, so the area goes live with that code in.
 */

/**
 * Gives a hydrated field what the player typed or ticked before the app ran, through its onChange. Hydration leaves
 * the field showing it but the app's state empty, and React hears of a change only when the field's value differs
 * from the one its tracker (a setter on the field itself) last saw: the tracker is told the app's old value, the new
 * one is set past it (the prototype's setter), and the event React listens to for the field follows (React's
 * issue 11488).
 */
function replayInput(field: HTMLInputElement | HTMLTextAreaElement, value: string, checked: boolean): void {
  const proto = Object.getPrototypeOf(field) as object;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    field.checked = !checked;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!.set!.call(field, checked);
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The entries of a queue the guard keeps that belong to `area` (nearest area), taken out of the queue. */
function takeOwn<T>(queue: T[] | undefined, area: Element, element: (entry: T) => Element): T[] {
  const own = queue?.filter((entry) => element(entry).closest('[data-deferred]') === area) ?? [];
  for (const entry of own) queue!.splice(queue!.indexOf(entry), 1);
  return own;
}

/**
 * Rendered last in an area: once the area is committed (hydrated or rendered), marks its wrapper live, then gives
 * the fields of its own (not of an area inside it, which replays its own) what was typed into them before, and
 * then replays the taps on its buttons, in order.
 */
function Live({ id }: { id: string }) {
  useLayoutEffect(() => {
    const area = document.querySelector(`[data-deferred="${id}"]`);
    if (!area) return;
    area.setAttribute('data-live', '');
    areaWentLive();
    const queues = window as unknown as Record<string, unknown[] | undefined>;
    // The last value typed into each field, or its last checked state.
    const typed = new Map<HTMLInputElement | HTMLTextAreaElement, TypedValue>();
    for (const entry of takeOwn(queues[INPUT_QUEUE] as TypedValue[] | undefined, area, (e) => e[0]))
      typed.set(entry[0], entry);
    for (const [field, value, checked] of typed.values())
      if (field.isConnected) replayInput(field, value, checked);
    // On the next task: the app has rendered what was typed by then, so a kept tap on a form's button submits it.
    const taps = takeOwn(queues[CLICK_QUEUE] as HTMLElement[] | undefined, area, (b) => b);
    if (taps.length) setTimeout(() => taps.forEach((button) => button.click()));
  }, [id]);
  return null;
}

/**
 * Hydrates `children` as an area of their own (see above). `id` names the area, unique on the page. The children
 * are wrapped in one element with `display: contents`, which lays out nothing, so the parent's flex or grid layout
 * sees the children as its own; the guard script finds the area's buttons and fields by it.
 * @example <Deferred id="home-games"><GameMenu /></Deferred>
 */
export function Deferred({
  id,
  fallback = null,
  children,
}: {
  id: string;
  /** What shows while the children's code loads on the client (a lazy screen), as Suspense's fallback. */
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <div className={styles.contents} data-deferred={id}>
        {children}
        <Live id={id} />
      </div>
    </Suspense>
  );
}
