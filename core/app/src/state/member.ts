import { proxy } from 'valtio';

/** Spec section 3: the logged-in account as the member info call returns it. */
export interface MemberInfo {
  id: number;
  type: number;
  nickname: string;
  account: string;
}

export const memberState = proxy({
  info: null as MemberInfo | null,
  loading: false,
  error: false,
});

/** The name the header and side menu show: the nickname, else the account, else the session's user name. */
export function displayName(info: MemberInfo | null, fallback = ''): string {
  return info?.nickname?.trim() || info?.account || fallback;
}

export type MemberLoader = () => Promise<MemberInfo>;
let loader: MemberLoader | null = null;

/** Wired by state/api.ts, so that this store stays free of the API client in unit tests. */
export function setMemberLoader(fn: MemberLoader | null): void {
  loader = fn;
}

let inflight: Promise<void> | null = null;

/** Loads (or renews) the member info; concurrent calls share one request. Failures keep the previous info. */
export function refreshMember(): Promise<void> {
  if (!loader) return Promise.resolve();
  if (inflight) return inflight;
  const load = loader;
  memberState.loading = true;
  memberState.error = false;
  inflight = load()
    .then((info) => {
      memberState.info = info;
    })
    .catch(() => {
      memberState.error = true;
    })
    .finally(() => {
      memberState.loading = false;
      inflight = null;
    });
  return inflight;
}

/** Forgets the member (on logout or when the session ends). */
export function clearMember(): void {
  memberState.info = null;
  memberState.error = false;
}
