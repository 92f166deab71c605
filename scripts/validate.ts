/**
 * `npm run validate`: checks every manifest, theme and catalogue; prints every problem at once; exits 1 on any.
 *   --merchants <dir>  another merchants folder (tests).
 *   --missing <LANG>  prints, per merchant offering LANG, the message ids its catalogue lacks with their English
 *                     text, as JSON ready to translate into merchants/<code>/messages/<lang>.json.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem, languages, loadWorkspace, type Language } from '@wl/manifest';
import { repoRoot } from './lib/paths.ts';
import { artProblems } from './lib/artCheck.ts';

const { values: args } = parseArgs({
  options: { missing: { type: 'string' }, merchants: { type: 'string' } },
});
const ws = await loadWorkspace({
  root: repoRoot,
  merchantsDir: args.merchants ? path.resolve(args.merchants) : undefined,
});

if (args.missing !== undefined) {
  const lang = args.missing.toUpperCase() as Language;
  if (!(lang in languages)) {
    console.error(
      `--missing: "${args.missing}" is not a platform language code (${Object.keys(languages).join(', ')})`,
    );
    process.exit(2);
  }
  const rows = ws.coverage.filter((c) => c.lang === lang);
  if (!rows.length) console.error(`No merchant offers ${lang}.`);
  for (const c of rows) {
    console.error(`merchants/${c.merchant}/messages/${lang.toLowerCase()}.json: ${c.missing.length} missing`);
    const todo = Object.fromEntries(c.missing.map((id) => [id, ws.english[id]!]));
    console.log(JSON.stringify(todo, null, 2));
  }
  process.exit(rows.some((c) => c.missing.length) ? 1 : 0);
}

// The operators' picture copy, as the sandbox gateway draws it.
ws.problems.push(...artProblems(ws.merchants, repoRoot));

// Warnings do not fail validate (or the build); they are printed either way.
for (const w of ws.warnings) console.error(`warning: ${formatProblem(w)}`);

if (ws.problems.length) {
  for (const p of ws.problems) console.error(formatProblem(p));
  console.error(`\n${ws.problems.length} problem${ws.problems.length === 1 ? '' : 's'} found.`);
  process.exit(1);
}
console.log(
  `${ws.merchants.length} merchants valid: ${ws.merchants.map((m) => m.code).join(', ')}` +
    (ws.warnings.length ? ` (${ws.warnings.length} warning${ws.warnings.length === 1 ? '' : 's'})` : ''),
);
