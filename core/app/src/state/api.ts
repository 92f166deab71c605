/**
 * The one place that creates the app's API client (api/), from the merchant config and the live stores, and wires
 * the shell's stores (member, wallet, unread) to their calls. Imported by main.tsx before anything renders.
 */
import { configureApi, watchConnection, type ApiClient } from '../api/index.ts';
import * as memberApi from '../api/member.ts';
import { config } from '../config/config.ts';
import { i18nState } from '../i18n/i18n.ts';
import { clearMember, setMemberLoader } from './member.ts';
import { isIosStandalone } from './platform.ts';
import { clearSession, sessionState } from './session.ts';
import { setUnreadLoader } from './unread.ts';
import { setWalletLoader } from './wallet.ts';

/**
 * The app-wide client. Area modules (api/account.ts, api/games.ts…) call through it; import this module (or
 * anything that imports it) before making a call.
 */
export const api: ApiClient = configureApi({
  baseUrl: config.gateway.baseUrl,
  getToken: () => sessionState.info?.token ?? null,
  getLanguage: () => i18nState.lang,
  // Spec section 7: the Device header is OTHERS for a standalone iOS web app.
  device: () => (isIosStandalone() ? 'OTHERS' : 'MOBILE'),
  onUnauthorized: () => {
    // The platform ended the session (expired, logged in elsewhere): forget it here too.
    clearMember();
    clearSession();
  },
});

setMemberLoader(() => memberApi.memberInfo());
setWalletLoader(async () => {
  const w = await memberApi.wallet();
  return { sumBalance: w.sumBalance, currencySymbol: w.currencySymbol };
});
setUnreadLoader(async () => (await memberApi.inboxUnreadCount()).unreadCount);

watchConnection();
