import { proxy } from 'valtio';
import { setSideMenu } from './ui.ts';

/** Shell overlays other than the side menu (which lives in the UI store); one at a time. */
export type Overlay = 'region' | 'referral' | 'service' | 'speedTest';

export const shellState = proxy({ overlay: null as Overlay | null });

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
