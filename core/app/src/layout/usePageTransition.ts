import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../state/platform.ts';

/** Spec section 9: the page transition takes 300 ms. */
export const PAGE_TRANSITION_MS = 300;

/** The keyframes of the page transition: opacity only, so nothing moves or changes size (no layout shift). */
export const PAGE_TRANSITION_FRAMES: Keyframe[] = [{ opacity: 0 }, { opacity: 1 }];

/**
 * The page transition (spec section 9, 300 ms): when the path changes, `target` (main) fades in over 300 ms on the
 * compositor. Not on the first page (its first paint is the prerendered one), not for a new query of the same screen,
 * and never for a player who asked for reduced motion.
 */
export function usePageTransition(pathname: string, target: () => HTMLElement | null): void {
  const first = useRef(true);
  const targetRef = useRef(target);
  targetRef.current = target;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = targetRef.current();
    if (!el || typeof el.animate !== 'function' || prefersReducedMotion()) return;
    const animation = el.animate(PAGE_TRANSITION_FRAMES, {
      duration: PAGE_TRANSITION_MS,
      easing: 'ease-out',
    });
    return () => animation.cancel();
  }, [pathname]);
}
