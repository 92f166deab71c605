/**
 * The gateway as the environment configures it (core/gateway/src/env.ts), for every script that runs one:
 * `npm start` (scripts/start.ts) and a gateway process without bundles (scripts/gateway.ts). One place, so a new
 * setting reaches both.
 */
import path from 'node:path';
import type { LoadedMerchant } from '@wl/manifest';
import { clockFrom, createGateway, openDatabase, readGatewayEnv, systemClock } from '@wl/gateway';
import { repoRoot } from './paths.ts';

export async function gatewayFromEnv(merchants: LoadedMerchant[]) {
  const gw = readGatewayEnv();
  const db = await openDatabase({ dataDir: path.resolve(repoRoot, gw.dataDir), databaseUrl: gw.databaseUrl });
  const api = createGateway({
    db,
    clock: gw.clockStart === undefined ? systemClock : clockFrom(gw.clockStart),
    merchants,
    mode: gw.mode,
    status: gw.status,
    // Every process of a deployment sees one sandbox status switch.
    shareStatus: true,
    trustProxy: gw.trustProxy,
    withdrawAutoApproveMs: gw.withdrawAutoApproveMs,
    catalogueTtlMs: gw.catalogueTtlMs,
    artDir: path.resolve(repoRoot, gw.artDir),
    publicBase: gw.publicBase,
  });
  return { gw, db, api };
}
