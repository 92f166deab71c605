/**
 * Personal info (/m/member/info): the account, when it was opened, the nickname (changeable) and the date of birth
 * (set once: spec section 9, "the birthday cannot be changed"). Screens/Member/PersonalInfo.tsx reads it.
 */
import type { ValueOf } from '@wl/contract';
import { proxy } from 'valtio';
import * as profileApi from '../api/profile.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { registerStore } from './kit/registry.ts';
import { refreshMember } from './member.ts';

export const personalInfoState = proxy({
  status: 'idle' as LoadStatus,
  value: null as ValueOf<'personalInfo'> | null,
});

let request = 0;

/** Loads the answer; a newer load wins over an older one still in flight. */
export async function loadPersonalInfo(): Promise<void> {
  const mine = ++request;
  personalInfoState.status = 'loading';
  try {
    const value = await profileApi.personalInfo();
    if (mine !== request) return;
    personalInfoState.value = value;
    personalInfoState.status = 'ready';
  } catch {
    if (mine === request) personalInfoState.status = 'error';
  }
}

/**
 * Saves a new nickname and/or the date of birth (only while none is on record), then reloads the details and the
 * member info the header and member center show. Rejects with the API's failure (its field names the input).
 */
export async function savePersonalInfo(change: { nickname?: string; birthDate?: string }): Promise<void> {
  await profileApi.savePersonalInfo(change);
  await Promise.all([loadPersonalInfo(), refreshMember()]);
}

function reset(): void {
  request++;
  personalInfoState.status = 'idle';
  personalInfoState.value = null;
}

registerStore({ name: 'personalInfo', reset, states: [personalInfoState], perSession: true });
