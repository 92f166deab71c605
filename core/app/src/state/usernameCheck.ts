/**
 * Whether a username typed on the registration form is still free (validateUsername, issue 28). Asked about 400 ms
 * after typing stops (the spec's search debounce), only for a name the rule set accepts, so invalid input costs no
 * call; an answer for a name no longer in the field is dropped. A failed check says nothing: registration checks
 * the name again anyway.
 */
import { proxy } from 'valtio';
import * as accountApi from '../api/account.ts';
import { registerStore } from './kit/registry.ts';

/** How long after the last keystroke the name is checked. */
export const USERNAME_CHECK_DEBOUNCE_MS = 400;

export type UsernameStatus = 'idle' | 'checking' | 'available' | 'taken';

const INITIAL = { username: '', status: 'idle' as UsernameStatus };
export const usernameCheckState = proxy(structuredClone(INITIAL));

let timer: ReturnType<typeof setTimeout> | undefined;
let seq = 0;

/**
 * Schedules a check of `username` (already trimmed); `wellFormed` says whether it passes the rule set. A new call
 * replaces the pending one; a name that is empty or not well formed is never sent.
 * @param onTaken called once the gateway says the name is taken, while it is still the name in the field
 */
export function checkUsernameSoon(username: string, wellFormed: boolean, onTaken?: () => void): void {
  clearTimeout(timer);
  const mine = ++seq;
  usernameCheckState.username = username;
  usernameCheckState.status = 'idle';
  if (!username || !wellFormed) return;
  timer = setTimeout(() => {
    usernameCheckState.status = 'checking';
    accountApi.validateUsername({ username }).then(
      (v) => {
        if (mine !== seq) return;
        usernameCheckState.status = v.available ? 'available' : 'taken';
        if (!v.available) onTaken?.();
      },
      () => {
        if (mine === seq) usernameCheckState.status = 'idle';
      },
    );
  }, USERNAME_CHECK_DEBOUNCE_MS);
}

/** Whether the gateway said `username` is taken (the form's validator reads it, so submit stops there too). */
export function isTaken(username: string): boolean {
  return usernameCheckState.status === 'taken' && usernameCheckState.username === username;
}

export function reset(): void {
  clearTimeout(timer);
  seq++;
  Object.assign(usernameCheckState, structuredClone(INITIAL));
}

registerStore({ name: 'usernameCheck', reset, states: [usernameCheckState] });
