/**
 * @wl/gateway: the sandbox platform. See README.md for the exported API, the call paths, env vars and /__sandbox.
 */
export { createGateway, type Gateway, type GatewayOptions } from './app.ts';
export { openDatabase, type Db, type OpenDatabaseOptions } from './db/database.ts';
export { clockFrom, systemClock, manualClock, type Clock, type ManualClock } from './clock.ts';
export { readGatewayEnv, STATUS_NAMES, type GatewayEnv, type SystemStatusName } from './env.ts';
export type { GatewayMerchant } from './merchants.ts';
export type { RateLimits, Limit } from './auth/rateLimit.ts';
export type { RegistrationOverrides } from './auth/registration.ts';
export { checkAnswer } from './schemas.ts';
export { DEMO_PASSWORD, affiliateCodes } from './seed/accounts.ts';
