import { useEffect, useState } from 'react';
import { nextIndex } from './timers.ts';

/**
 * The shown slide of an automatic ticker: moves every `ms` while there is more than one item and `paused` is false,
 * looping back to the first after the last. Starts over when the number of items changes.
 */
export function useCycle(count: number, ms: number, paused = false): number {
  const [state, setState] = useState({ count, index: 0 });
  const index = state.count === count ? state.index : 0;
  useEffect(() => {
    if (count < 2 || paused) return;
    const t = setInterval(
      () => setState((s) => ({ count, index: nextIndex(s.count === count ? s.index : 0, count, true) })),
      ms,
    );
    return () => clearInterval(t);
  }, [count, ms, paused]);
  return index;
}
