/** The app's API client: one ky instance, one module per call area. */
export { createApiClient, configureApi, callApi, type ApiClient, type ApiClientOptions } from './client.ts';
export { ApiError, isApiError } from './errors.ts';
export { networkState, watchConnection, SLOW_MS } from './network.ts';
