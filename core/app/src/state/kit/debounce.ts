/**
 * Calls `fn` once `ms` after the last call; `cancel()` drops a pending call. Shared by the screens that react to
 * typing or a language change (search 400 ms, winners refresh 250 ms, help reload): a rule, not UI, so it lives
 * with the store kit.
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const d = (...args: A) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      fn(...args);
    }, ms);
  };
  d.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return d;
}
