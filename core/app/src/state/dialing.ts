/**
 * The country dialing code the mobile fields show and send (issue 28): the platform's answer to systemCountry for
 * this merchant when it has one, else the manifest's phone.dialingCode (the build's value is the fallback, and
 * what the first paint and the prerendered pages show). Asked once per page life; a failure keeps the fallback.
 */
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import * as systemApi from '../api/system.ts';
import { config } from '../config/config.ts';
import { registerStore } from './kit/registry.ts';

export const dialingState = proxy({ fromPlatform: null as string | null });

let loading: Promise<void> | null = null;

/** The dialing code to show and send, without the plus sign. */
export function dialingCode(): string {
  return dialingState.fromPlatform ?? config().phone.dialingCode;
}

/** Reads this merchant's dialing code from systemCountry once; a failed read is tried again on the next call. */
export function loadDialingCode(): Promise<void> {
  if (loading) return loading;
  const p = systemApi.systemCountry().then(
    ({ list }) => {
      const own = list.find((r) => r.merchant === config().code);
      // Only a well-formed code replaces the manifest's (the schema's pattern, checked again here).
      if (own?.dialingCode && /^[1-9][0-9]{0,3}$/.test(own.dialingCode))
        dialingState.fromPlatform = own.dialingCode;
    },
    () => {
      if (loading === p) loading = null;
    },
  );
  return (loading = p);
}

/** The dialing code for a mobile field: the manifest's at first, the platform's once systemCountry answers. */
export function useDialingCode(): string {
  useEffect(() => void loadDialingCode(), []);
  return useSnapshot(dialingState).fromPlatform ?? config().phone.dialingCode;
}

export function reset(): void {
  loading = null;
  dialingState.fromPlatform = null;
}

registerStore({ name: 'dialing', reset, states: [dialingState] });
