/**
 * System status (spec sections 3, 4): the status call decides whether the app shows itself, the maintenance page or
 * the IP/region block page. The last answer is cached locally and shown at once on the next start, then refreshed
 * from the gateway at start and in the background, with the configuration the answer's info carries (runtime.ts).
 * Status 0 is normal; 1 and 2 are read as the manifest's
 * statusCodes says (ipBlockFirst by default: 1 blocked, 2 maintenance; maintenanceFirst: 1 maintenance, 2 blocked).
 */
import { proxy } from 'valtio';
import type { ValueOf } from '@wl/contract';
import * as systemApi from '../api/system.ts';
import { config } from '../config/config.ts';
import { registerStore } from './kit/registry.ts';
import { applyCachedInfo, applyInfo } from './runtime.ts';

export type StatusPage = 'maintenance' | 'blocked';
export type StatusReading = 'ipBlockFirst' | 'maintenanceFirst';

/** How often the status is re-read in the background while the page is visible. */
export const STATUS_REFRESH_MS = 60_000;
/**
 * A shorter background refresh for an end-to-end test (sessionStorage; at least one second): a test of an operator's
 * change reaching an open page waits for one refresh, not for a minute.
 */
export const STATUS_REFRESH_TEST_KEY = 'MC_STATUS_REFRESH_MS';

/** The background refresh interval in force. */
export function statusRefreshMs(win: Window = window): number {
  try {
    const v = Number(win.sessionStorage.getItem(STATUS_REFRESH_TEST_KEY));
    return Number.isFinite(v) && v >= 1000 && v < STATUS_REFRESH_MS ? v : STATUS_REFRESH_MS;
  } catch {
    return STATUS_REFRESH_MS;
  }
}
/** The local cache of the last status answer. */
export const STATUS_CACHE_KEY = 'MC_STATUS';

type StatusValue = Pick<ValueOf<'systemStatus'>, 'status' | 'maintenance' | 'regionRestriction' | 'location'>;

const INITIAL = {
  /** The page shown instead of the app, or null when the platform is open. */
  page: null as StatusPage | null,
  /** A check is under way (the status pages' retry button). */
  checking: false,
  /** Where the platform sees the player (shown on the block page). */
  ip: '',
  countryCode: '',
  /** A status answer arrived in this visit (the location is the gateway's now, not the cache's). */
  fresh: false,
};

export const statusState = proxy(structuredClone(INITIAL));

/** The page a status number asks for under a reading. */
export function pageOf(status: number, reading: StatusReading = 'ipBlockFirst'): StatusPage | null {
  if (status === 1) return reading === 'maintenanceFirst' ? 'maintenance' : 'blocked';
  if (status === 2) return reading === 'maintenanceFirst' ? 'blocked' : 'maintenance';
  return null;
}

function apply(v: StatusValue): void {
  statusState.page = pageOf(v.status, config().statusCodes ?? 'ipBlockFirst');
  statusState.ip = v.location?.ip ?? '';
  statusState.countryCode = v.location?.countryCode ?? '';
}

function readCache(): StatusValue | null {
  try {
    const v = JSON.parse(localStorage.getItem(STATUS_CACHE_KEY) ?? 'null') as StatusValue | null;
    return v && typeof v.status === 'number' ? v : null;
  } catch {
    return null;
  }
}

/**
 * The info with its mobile template: a platform whose status answer leaves the template out is asked for it
 * (systemTemplate), for a merchant whose build has templates to switch to. A failed ask keeps the info as it is
 * (the template in force stays the manifest's theme).
 */
async function withTemplate(info: unknown): Promise<unknown> {
  const needed = !!config().templates && typeof info === 'object' && info !== null && !Array.isArray(info);
  if (!needed || typeof (info as { mobileTemplate?: unknown }).mobileTemplate === 'string') return info;
  try {
    return { ...info, mobileTemplate: (await systemApi.systemTemplate({})).mobileTemplate };
  } catch {
    return info;
  }
}

/** Reads the status from the gateway, applies and caches it; a failed call keeps what is shown. */
export async function refreshStatus(): Promise<void> {
  statusState.checking = true;
  try {
    const v = await systemApi.systemStatus({});
    const keep: StatusValue = {
      status: v.status,
      maintenance: v.maintenance,
      regionRestriction: v.regionRestriction,
      location: v.location,
    };
    apply(keep);
    statusState.fresh = true;
    // The configuration the platform sends with it (flags, links, channels), layered over the manifest's.
    applyInfo(await withTemplate(v.info));
    try {
      localStorage.setItem(STATUS_CACHE_KEY, JSON.stringify(keep));
    } catch {
      /* storage blocked: the status still applies for this visit */
    }
  } catch {
    /* offline or failing: the network banner says so; keep the last status */
  } finally {
    statusState.checking = false;
  }
}

/**
 * Shows the cached status, reads it now, then again every minute and whenever the page becomes visible.
 * Returns a function that stops the background refresh.
 */
export function startStatus(win: Window = window): () => void {
  const cached = readCache();
  if (cached) apply(cached);
  applyCachedInfo();
  void refreshStatus();
  const timer = win.setInterval(() => {
    if (win.document.visibilityState !== 'hidden') void refreshStatus();
  }, statusRefreshMs(win));
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') void refreshStatus();
  };
  win.document.addEventListener('visibilitychange', onVisible);
  return () => {
    win.clearInterval(timer);
    win.document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Back to a first visit (tests, the prerender). */
export function reset(): void {
  Object.assign(statusState, structuredClone(INITIAL));
}

registerStore({ name: 'status', reset, states: [statusState] });
