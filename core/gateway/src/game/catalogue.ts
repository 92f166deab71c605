import type { Deps } from '../context.ts';
import type { StoredGame } from './games.ts';
import { reusable } from '../reusable.ts';

/**
 * Each merchant's games, read from the database once and kept in memory: the catalogue is written only by the
 * seed, and the hottest reads of the app (game lists, filters, search by name) then cost no query at all. A
 * catalogue older than the gateway's catalogueTtlMs (CATALOGUE_TTL_MS by default) is read again, so one changed by
 * another process is picked up within it (scripts/deployment.test.ts).
 */
export const CATALOGUE_TTL_MS = 60_000;

interface Entry {
  at: number;
  games: Promise<readonly StoredGame[]>;
}

// Per gateway (its Deps), so two gateways in one process (tests) never share a catalogue.
const cache = new WeakMap<Deps, Map<string, Entry>>();

/** The merchant's games in catalogue order (the `sort` column). */
export function catalogue(deps: Deps, merchant: string): Promise<readonly StoredGame[]> {
  let byMerchant = cache.get(deps);
  if (!byMerchant) cache.set(deps, (byMerchant = new Map()));
  const now = deps.clock.now();
  const hit = byMerchant.get(merchant);
  if (hit && now - hit.at < deps.settings.catalogueTtlMs) return hit.games;
  const games = deps.db
    .query<StoredGame>('SELECT * FROM games WHERE merchant = $1 ORDER BY sort', [merchant])
    .then((rows) => Object.freeze(rows) as readonly StoredGame[]);
  const entry = { at: now, games };
  byMerchant.set(merchant, entry);
  // A failed read is not kept: the next request asks the database again.
  games.catch(() => {
    if (byMerchant.get(merchant) === entry) byMerchant.delete(merchant);
  });
  return games;
}

/** What the game list can be filtered by (the gameList call's query). */
export interface GameFilter {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  minBet?: number;
  minLine?: number;
  gameName?: string;
}

/**
 * The games matching a filter, in catalogue order: type, vendor and classification exactly (classify "all" is no
 * filter), a minimum bet at most the given one, 10/15/20 lines exactly and anything above 20 as "more than 20",
 * and a name containing the search term, ignoring case.
 */
export function filterGames(games: readonly StoredGame[], q: GameFilter): StoredGame[] {
  const term = q.gameName?.trim().toLocaleLowerCase();
  const classify = q.gameClassify && q.gameClassify !== 'all' ? q.gameClassify : undefined;
  return games.filter(
    (g) =>
      (!q.gameType || g.game_type === q.gameType) &&
      (!q.vassalage || g.vendor_code === q.vassalage) &&
      (!classify || g.classify === classify) &&
      (!q.minBet || Number(g.min_bet) <= q.minBet) &&
      (!q.minLine || (q.minLine > 20 ? Number(g.lines) > 20 : Number(g.lines) === q.minLine)) &&
      (!term || g.game_name.toLocaleLowerCase().includes(term)),
  );
}

/** Distinct answers kept per catalogue; past it the oldest is dropped (query text is the caller's, so it is bounded). */
export const ANSWERS_PER_CATALOGUE = 1000;

// Keyed by the catalogue array itself: a catalogue read again is a new array, so its answers start afresh and the
// old ones go with the old array.
const answers = new WeakMap<readonly StoredGame[], Map<string, object>>();

/**
 * The answer built for `key` from this catalogue, built by `build` the first time and then handed out again (marked
 * reusable, so it is serialised once too). `key` must name everything the answer depends on besides the catalogue.
 */
export function cachedAnswer<T extends object>(games: readonly StoredGame[], key: string, build: () => T): T {
  let byKey = answers.get(games);
  if (!byKey) answers.set(games, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit) return hit as T;
  const value = reusable(build());
  if (byKey.size >= ANSWERS_PER_CATALOGUE) byKey.delete(byKey.keys().next().value!);
  byKey.set(key, value);
  return value;
}
