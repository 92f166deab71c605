/**
 * The invite dialog's data: the member's invite code (what invite links carry) and their referral figures, from
 * the gateway (inviteInfo). Real accounts only: a trial or guest has no code.
 */
import type { ValueOf } from '@wl/contract';
import { proxy } from 'valtio';
import * as rewardsApi from '../api/rewards.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { registerStore } from './kit/registry.ts';

export type InviteInfo = ValueOf<'inviteInfo'>;

const INITIAL = {
  info: null as InviteInfo | null,
  load: 'idle' as LoadStatus,
};

export const inviteState = proxy(structuredClone(INITIAL));

let inFlight: Promise<void> | null = null;

/** Loads (or refreshes) the code and figures; a call while one is on its way joins it. */
export function loadInvite(): Promise<void> {
  inFlight ??= (async () => {
    if (!inviteState.info) inviteState.load = 'loading';
    try {
      inviteState.info = await rewardsApi.inviteInfo();
      inviteState.load = 'ready';
    } catch {
      inviteState.load = 'error';
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

function reset(): void {
  Object.assign(inviteState, structuredClone(INITIAL));
  inFlight = null;
}

registerStore({ name: 'invite', reset, states: [inviteState], perSession: true });
