import { completeMessages } from '../i18n/i18n.ts';

/** The side menu's code, loaded when it first opens (Layout.tsx). */
export const loadSideMenu = () => import('./SideMenu.tsx');

/**
 * Starts loading the side menu's code and the whole message pack as a finger touches the menu button: the tap's
 * click comes 50 to 150 ms later, and the menu then opens without waiting for the network.
 */
export function preloadSideMenu(): void {
  void loadSideMenu().catch(() => undefined); // a failed load is retried, and shown, when the menu opens
  void completeMessages();
}
