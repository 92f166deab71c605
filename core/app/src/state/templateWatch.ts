import { subscribe } from 'valtio';
import { config } from '../config/config.ts';
import { runtime, runtimeState } from './runtime.ts';

/**
 * Shows the platform's mobile template after every change of the runtime config (the cached info at start, each
 * status refresh), through template.ts, which loads only when a template other than the merchant's own theme is
 * named. The own theme needs nothing, and a template the head's boot script already linked is left as it is.
 * Returns the unsubscribe.
 */
export function watchTemplate(doc: Document = document): () => void {
  let shown = config().theme;
  const follow = () => {
    const next = runtime().template;
    if (next === shown) return;
    shown = next;
    // One module promise: the switches are shown in the order they came.
    void import('./template.ts').then((m) => m.showTemplate(next, config(), doc));
  };
  follow();
  return subscribe(runtimeState, follow);
}
