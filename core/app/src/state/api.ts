/**
 * The one place that creates the app's API client (api/) from the merchant config and the live stores. Stores
 * import their api/* modules directly; a call made before startApi() fails with a clear error.
 */
import { configureApi, watchConnection, type ApiClient } from '../api/index.ts';
import { config } from '../config/config.ts';
import { i18nState } from '../i18n/i18n.ts';
import { isIosStandalone } from './platform.ts';
import { sessionState } from './session.ts';
import { sessionExpired } from './sessionReactor.ts';

/** Creates the app-wide client and follows the connection. main.tsx calls it once, after installConfig. */
export function startApi(): ApiClient {
  const api = configureApi({
    baseUrl: config().gateway.baseUrl,
    getToken: () => sessionState.info?.token ?? null,
    getLanguage: () => i18nState.lang,
    // Spec section 7: the Device header is OTHERS for a standalone iOS web app.
    device: () => (isIosStandalone() ? 'OTHERS' : 'MOBILE'),
    onUnauthorized: sessionExpired,
    // The platform's encrypted request body for login, register and setPasswordPhone (spec section 7), when the
    // manifest says the platform requires it.
    encryption: config().gateway.encryption,
  });
  watchConnection();
  return api;
}
