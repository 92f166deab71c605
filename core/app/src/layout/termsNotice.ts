/**
 * The terms notice (spec sections 2 and 4): shown once per session until the player agrees; the agreement is kept
 * in session storage, so a new session asks again. Other arrival dialogs (the announcement popup, the gift) wait until it is agreed (state/dialogQueue.ts).
 */
import { proxy } from 'valtio';
import { wantDialog } from '../state/dialogQueue.ts';
import { registerStore } from '../state/kit/registry.ts';

/** Where the agreement is kept for the session. */
export const TERMS_AGREED_KEY = 'MC_TERMS_AGREED';

function stored(): boolean {
  try {
    return sessionStorage.getItem(TERMS_AGREED_KEY) === '1';
  } catch {
    return false;
  }
}

/** agreed: read from session storage once in the browser (false in the prerender, which never shows the notice). */
export const termsState = proxy({ agreed: typeof window !== 'undefined' && stored() });
// First in the queue of arrival dialogs (state/dialogQueue.ts): the announcement and the gift wait for it.
wantDialog('terms', !termsState.agreed);

export function agreeTerms(): void {
  termsState.agreed = true;
  wantDialog('terms', false);
  try {
    sessionStorage.setItem(TERMS_AGREED_KEY, '1');
  } catch {
    /* storage refused: the notice shows again next visit */
  }
}

/** Back to what the session storage says (tests, and the prerender between merchants). */
export function reset(): void {
  termsState.agreed = typeof window !== 'undefined' && stored();
  wantDialog('terms', !termsState.agreed);
}

registerStore({ name: 'terms', reset, states: [termsState] });
