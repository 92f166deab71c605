/**
 * Network answers wait for hydration. A prerendered page hydrates area by area (prerender/Deferred.tsx), each on a
 * pass of its own, and an answer that came in between changed a store that an area not yet hydrated reads: that area
 * then rendered differently from its markup (React error 418, seen on in's game menu: its tabs arrived before its
 * area hydrated) and React threw the markup away and rendered it again. So, while a prerendered page hydrates, every
 * answer is held (the request is not: it goes out at once) and handed over once every area is live.
 */

const PENDING = '[data-deferred]:not([data-live])';
let held = false;
let waiting: (() => void)[] = [];

function release(): void {
  if (!held) return;
  held = false;
  const list = waiting;
  waiting = [];
  for (const resolve of list) resolve();
}

/**
 * Before hydrating `root`'s prerendered markup: holds answers until each of its areas is live, or `limitMs` at most
 * (an area that never hydrates must not keep the page from its data).
 */
export function holdAnswersUntilHydrated(root: ParentNode, limitMs = 5000): void {
  if (!root.querySelector(PENDING)) return;
  held = true;
  setTimeout(release, limitMs);
}

/** An area went live: the answers go out when it was the last one. */
export function areaWentLive(doc: ParentNode = document): void {
  if (held && !doc.querySelector(PENDING)) release();
}

/** Resolves once the page is hydrated (at once when nothing is held). */
export function untilHydrated(): Promise<void> {
  return held ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve();
}

/** Back to nothing held (tests). */
export function resetHydration(): void {
  held = false;
  waiting = [];
}
