import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/*
 * Scroll position per history entry. The app uses BrowserRouter (no data router, see AppRouter.tsx), so react-router's
 * ScrollRestoration is not available; this does its job: a new screen starts at the top, back and forward return to
 * where the player was on that entry.
 */

/** How long a restore waits for a screen's content to grow tall enough (lazy code, data). */
const RESTORE_WINDOW_MS = 1500;
/** Entries remembered: enough for back and forward, bounded for a long session. */
const KEEP = 50;
const positions = new Map<string, number>();

function remember(key: string, y: number): void {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > KEEP) positions.delete(positions.keys().next().value as string);
}

/** Scrolls to y as soon as the page is tall enough for it, or gives up after a moment (a shorter page stays put). */
function restore(y: number): () => void {
  const until = performance.now() + RESTORE_WINDOW_MS;
  let frame = 0;
  const stop = () => cancelAnimationFrame(frame);
  const step = () => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(y, Math.max(0, max)));
    if (max < y && performance.now() < until) frame = requestAnimationFrame(step);
  };
  step();
  // A player who scrolls or taps meanwhile takes over.
  const events = ['wheel', 'touchstart', 'keydown'] as const;
  for (const e of events) window.addEventListener(e, stop, { once: true, passive: true });
  return () => {
    stop();
    for (const e of events) window.removeEventListener(e, stop);
  };
}

/**
 * Every route change to a new screen (link, bottom menu, redirect after a deposit or registration) starts at the
 * top; back and forward (a POP) restore the position the entry was left at. A change of query or hash on the same
 * screen (a tab, a filter) keeps the position.
 */
export function useScrollRestoration(): void {
  const { key, pathname } = useLocation();
  const type = useNavigationType();
  const current = useRef(key);
  const first = useRef(true);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    // Recorded as the player scrolls, not when leaving: by then the next screen may already have shortened the page.
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => remember(current.current, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    // The first screen keeps where the browser (or a player scrolling a prerendered page before it ran) put it.
    if (first.current) {
      first.current = false;
      return;
    }
    if (type !== 'POP') {
      window.scrollTo(0, 0);
      return;
    }
    const y = positions.get(key);
    if (!y) {
      window.scrollTo(0, 0);
      return;
    }
    return restore(y);
    // Only a new screen moves the page: the query and hash change within a screen (a tab, a filter), and the key
    // changes with them. The type and key are read as they are when the pathname changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  // A same-screen entry (query change) takes over the recorded place under its own key.
  useLayoutEffect(() => {
    current.current = key;
  }, [key]);
}
