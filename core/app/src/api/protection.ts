/** Player protection calls: limits, reality-check interval, time-out and self-exclusion, account history. */
import { bind } from './client.ts';

export const protectionState = bind('protectionState');
export const setProtectionLimit = bind('setProtectionLimit');
export const setRealityCheck = bind('setRealityCheck');
export const protectionExclude = bind('protectionExclude');
export const protectionHistory = bind('protectionHistory');
export const protectionRevoke = bind('protectionRevoke');
