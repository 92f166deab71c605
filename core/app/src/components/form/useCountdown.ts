import { useCallback, useEffect, useState } from 'react';

/** Spec section 9: the SMS button counts down 60 s by default and re-renders every 500 ms. */
export const SMS_COUNTDOWN_MS = 60_000;
export const SMS_TICK_MS = 500;

/** Whole seconds left until `until` (rounded up, never negative). */
export function secondsLeft(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Counts down to an epoch-ms deadline (the SMS answer's value.expirationTime). Ticking compares against the
 * clock rather than decrementing, so a backgrounded tab whose timers were throttled still shows the right value.
 */
export function useCountdown(): { seconds: number; start: (expirationTime?: number) => void } {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) setUntil(null);
    }, SMS_TICK_MS);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback((expirationTime?: number) => {
    const t = Date.now();
    // An expirationTime in the past (clock skew) or missing falls back to the default 60 s.
    setUntil(expirationTime && expirationTime > t ? expirationTime : t + SMS_COUNTDOWN_MS);
    setNow(t);
  }, []);

  return { seconds: secondsLeft(until, now), start };
}
