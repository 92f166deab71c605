import { proxy } from 'valtio';
import * as memberApi from '../api/member.ts';
import { registerStore } from './kit/registry.ts';

/** Spec section 3: the logged-in account as the member info call returns it. */
export interface MemberInfo {
  id: number;
  type: number;
  nickname: string;
  account: string;
  /** The uploaded head icon, when there is one (else the initial letter or the user icon shows). */
  avatarUrl?: string;
}

const INITIAL = {
  info: null as MemberInfo | null,
  loading: false,
  error: false,
};

export const memberState = proxy(structuredClone(INITIAL));

/** The name the header and side menu show: the nickname, else the account, else the session's user name. */
export function displayName(info: MemberInfo | null, fallback = ''): string {
  return info?.nickname?.trim() || info?.account || fallback;
}

let inflight: Promise<void> | null = null;

/** Loads (or renews) the member info; concurrent calls share one request. Failures keep the previous info. */
export function refreshMember(): Promise<void> {
  if (inflight) return inflight;
  memberState.loading = true;
  memberState.error = false;
  const p: Promise<void> = memberApi
    .memberInfo()
    .then((info) => {
      if (inflight === p) memberState.info = info;
    })
    .catch(() => {
      if (inflight === p) memberState.error = true;
    })
    .finally(() => {
      if (inflight !== p) return;
      memberState.loading = false;
      inflight = null;
    });
  return (inflight = p);
}

/** Forgets the member (the session reactor calls this when the session ends). */
export function clearMember(): void {
  memberState.info = null;
  memberState.error = false;
}

/** Back to a first visit: nothing loaded, nothing in flight (an answer still on its way is dropped). */
export function reset(): void {
  inflight = null;
  Object.assign(memberState, structuredClone(INITIAL));
}

registerStore({ name: 'member', reset, states: [memberState] });
