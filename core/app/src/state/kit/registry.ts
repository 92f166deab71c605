/**
 * The one list of store resets. Every store module registers itself once, at its end, when it first loads; the
 * prerender (between merchants) and tests call `resetAllStores()`, and the session reactor calls
 * `forgetSessionData()` on every session change. A store whose module was never loaded holds nothing to reset, so
 * nothing needs to import it for this: stores stay in their screens' lazy chunks, out of the first visit's bytes.
 * A unit test (registry.test.ts) imports every store module and fails when one exports state or a reset that is
 * not registered here.
 */

export interface StoreRegistration {
  /** The store's name (its module's), unique: registering a name again replaces the entry (hot reload). */
  name: string;
  /** Back to a first visit: the store's state and its module's own memory (caches, throttles, tokens). */
  reset: () => void;
  /** The store's valtio proxies, so the completeness test can tell that every exported state is covered. */
  states?: readonly object[];
  /** Holds one session's data (orders, rounds, read flags...): reset whenever the session changes. */
  perSession?: boolean;
}

const stores = new Map<string, StoreRegistration>();

/**
 * Registers a store's reset; call it once at the end of the store's module.
 * @example registerStore({ name: 'deposit', reset, states: [depositState], perSession: true });
 */
export function registerStore(store: StoreRegistration): void {
  stores.set(store.name, store);
}

/** Resets every store loaded so far to a first visit (the prerender between merchants; tests). */
export function resetAllStores(): void {
  for (const s of stores.values()) s.reset();
}

/** Resets the stores that hold one session's data (the session reactor, when the session starts or ends). */
export function forgetSessionData(): void {
  for (const s of stores.values()) if (s.perSession) s.reset();
}

/** The stores registered so far, in registration order (tests). */
export function registeredStores(): readonly StoreRegistration[] {
  return [...stores.values()];
}
