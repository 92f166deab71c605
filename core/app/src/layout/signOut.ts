import type { NavigateFunction } from 'react-router-dom';
import { logout } from '../state/account.ts';
import { setSideMenu } from '../state/ui.ts';

/**
 * Sign-out from the side menu: closes the menu, then the account's logout (its confirm dialog, loading, the
 * gateway call, clearing the session) which replaces the route with the home page. The member info, balance and
 * unread count are forgotten by the session reactor when the session ends.
 */
export async function signOut(navigate: NavigateFunction): Promise<void> {
  setSideMenu(false);
  await logout((to, opts) => navigate(to, opts));
}
