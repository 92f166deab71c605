import { proxy } from 'valtio';
import { setSideMenu } from './ui.ts';
import { registerStore } from './kit/registry.ts';

/** Shell overlays other than the side menu (which lives in the UI store); one at a time. */
export type Overlay = 'region' | 'referral' | 'service' | 'speedTest';

const INITIAL = {
  overlay: null as Overlay | null,
  /** Set by the home screen while mounted: the layout then shows the footer below it. */
  footer: false,
};

export const shellState = proxy(structuredClone(INITIAL));

/** Back to a first visit: no overlay, no footer. */
export function reset(): void {
  Object.assign(shellState, structuredClone(INITIAL));
}

/** Home calls this on mount/unmount so the footer appears under its content, never above it first. */
export function setFooterShown(shown: boolean): void {
  shellState.footer = shown;
}

/** Opens a shell overlay (region chooser, referral offer, customer service, speed test), closing the side menu. */
export function openOverlay(overlay: Overlay): void {
  setSideMenu(false);
  shellState.overlay = overlay;
}

export function closeOverlay(): void {
  shellState.overlay = null;
}

/** Opens the referral (invite) offer: the bottom menu's Invite and the floating bar's Invite both call this. */
export function openReferral(): void {
  openOverlay('referral');
}

registerStore({ name: 'shell', reset, states: [shellState] });
