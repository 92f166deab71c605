/**
 * Which e2e specs run on which merchant in `npm test` (playwright.config.ts): the suite has about 200 tests a
 * merchant, and every spec on every merchant (the full matrix) takes about 34 minutes on a 2-core machine, more than
 * the whole test command may. So each run takes:
 *
 * - on every merchant, the specs that test what merchants differ in (EVERY_MERCHANT: languages, scripts and direction,
 *   money formats, registration and login modes, the build's output, the platform's switches) and every test tagged
 *   `@every-merchant` elsewhere: a test that depends on one merchant switch (a gift popup, a compliance module, a
 *   welcome turnover) carries the tag, so it never waits for its turn to reach the one merchant that has the switch;
 * - every other spec (a journey whose merchant is incidental: the lobby, games, service, faults, the shell) on one
 *   merchant, in turn: spec i of the sorted list on merchant (i + rotation) mod n. The rotation is the commit count
 *   of HEAD, so consecutive commits move each spec to the next merchant, n commits cover the whole matrix, and a run
 *   is repeated exactly with E2E_ROTATION=<the number it printed>.
 *
 * E2E_MATRIX=full runs every spec on every merchant (`npm run test:e2e:full`: before a release, or nightly).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './merchants.ts';

/** Specs run on every merchant in every run, with what makes them merchant-specific. */
export const EVERY_MERCHANT: Readonly<Record<string, string>> = {
  'every-route':
    "every route's accessibility, page errors, CSP and URLs, in each of the merchant's languages",
  'pseudo-language': "every text on screen comes from the merchant's catalogues",
  words: 'one language and one digit system per screen, in every language of the merchant',
  fonts: "the fonts the merchant's scripts need",
  'fonts-phone': 'the same on a phone without those fonts',
  'shell-language': "switching between the merchant's languages",
  'account-i18n': 'account messages in each language',
  'money-format': "the merchant's currency format, symbol and digits",
  money: "deposit, play and withdraw through the merchant's payment channels and limits",
  operators: 'scripts, direction and amounts as the manifest sets them',
  bundle: "the merchant's own bundle, theme and locale packs",
  offline: "the merchant's own service worker, its precache list and a new deployment of its bundle",
  prerender: "the merchant's prerendered first paint, language and direction",
  'runtime-config': "the platform's switches over the merchant's manifest",
  'account-register': "the merchant's registration modes and fields",
  'account-mobile': 'mobile registration and login where the merchant offers them',
  'account-session': "login, logout and password change in the merchant's login modes",
  'account-phone-idp': "the merchant's phone verification provider",
  'account-calls': 'registration calls (username check, verification) as the merchant configures them',
};

/** The tag of a test, in a rotating spec, that depends on one merchant switch: it runs on every merchant. */
export const EVERY_MERCHANT_TAG = '@every-merchant';

/** Specs with a project of their own, outside the matrix. */
const OWN_PROJECT = new Set(['new-merchant', 'visual']);

export const fullMatrix = (): boolean => process.env.E2E_MATRIX === 'full';

/** This run's turn: E2E_ROTATION, else the commit count of HEAD (0 outside a git checkout). */
export function rotation(): number {
  const set = process.env.E2E_ROTATION;
  if (set !== undefined && set !== '') {
    const n = Number(set);
    if (!Number.isInteger(n) || n < 0)
      throw new Error(`E2E_ROTATION must be a whole number ≥ 0, not "${set}"`);
    return n;
  }
  try {
    const out = execFileSync('git', ['rev-list', '--count', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return Number(out.trim()) || 0;
  } catch {
    return 0;
  }
}

/** The spec names (file names without .spec.ts) of tests/e2e that rotate, sorted. */
export function rotatingSpecs(dir = path.join(repoRoot, 'tests/e2e')): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => f.slice(0, -'.spec.ts'.length))
    .filter((s) => !(s in EVERY_MERCHANT) && !OWN_PROJECT.has(s))
    .sort();
}

/** The rotating specs that merchant `code` runs this turn. */
export function turnOf(
  code: string,
  merchants: readonly string[],
  specs: readonly string[],
  turn: number,
): string[] {
  const i = merchants.indexOf(code);
  if (i < 0) throw new Error(`merchant ${code} is not among ${merchants.join(', ')}`);
  return specs.filter((_, s) => (s + turn) % merchants.length === i);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The `grep` of merchant `code`'s project: Playwright matches it against a test's title path, which holds its file
 * name ("lobby.spec.ts") and its tags; undefined for the full matrix.
 */
export function grepOf(code: string, merchants: readonly string[], turn: number): RegExp[] | undefined {
  if (fullMatrix()) return undefined;
  const files = [...Object.keys(EVERY_MERCHANT), ...turnOf(code, merchants, rotatingSpecs(), turn)];
  return [
    new RegExp(`(^|\\s)(${files.map(escape).join('|')})\\.spec\\.ts\\s`),
    new RegExp(`(^|\\s)${escape(EVERY_MERCHANT_TAG)}(\\s|$)`),
  ];
}
