import { useEffect, useRef } from 'react';
import { LOAD_MORE_THROTTLE_MS, nearEnd } from '../../state/gamesRules.ts';

/**
 * Infinite scroll on the window (spec section 9): when the page's end comes within 300 px, `loadMore` runs, at most
 * once a second (a call inside the second is kept for its end). Checks again whenever `version` changes (a page
 * arrived), so a short list keeps filling the screen.
 */
export function useInfiniteScroll(enabled: boolean, loadMore: () => void, version: unknown): void {
  const fn = useRef(loadMore);
  fn.current = loadMore;
  const last = useRef(-Infinity);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const check = useRef(() => {});
  check.current = () => {
    if (!enabled) return;
    const doc = document.documentElement;
    if (!nearEnd(window.scrollY, window.innerHeight, doc.scrollHeight)) return;
    const wait = last.current + LOAD_MORE_THROTTLE_MS - Date.now();
    if (wait > 0) {
      pending.current ??= setTimeout(() => {
        pending.current = null;
        check.current();
      }, wait);
      return;
    }
    last.current = Date.now();
    fn.current();
  };
  useEffect(() => {
    const onScroll = () => check.current();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (pending.current) clearTimeout(pending.current);
      pending.current = null;
    };
  }, []);
  useEffect(() => {
    check.current();
  }, [version, enabled]);
}
