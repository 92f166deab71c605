/**
 * Resets of the stores that keep one session's data (orders, withdrawals, rounds, records, searches...). Each such
 * store registers its reset when its module first loads, and the session reactor calls them all whenever the
 * session changes. A store whose screen was never opened has never been loaded and holds nothing to forget, so the
 * reactor need not import it: those stores stay in their screens' lazy chunks, out of the first visit's bytes.
 */
const resets = new Set<() => void>();

/** Called once by a store module, at its end: its `reset` runs on every session change from then on. */
export function forgetOnSessionChange(reset: () => void): void {
  resets.add(reset);
}

/** Resets every registered store (the session reactor, on a session change). */
export function forgetSessionData(): void {
  for (const reset of resets) reset();
}
