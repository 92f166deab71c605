/** `npm run validate`: checks every manifest, theme and catalogue; prints every problem at once; exits 1 on any. */
import { formatProblem, loadWorkspace } from '@wl/manifest';
import { repoRoot } from './lib/paths.ts';

const { merchants, problems } = await loadWorkspace({ root: repoRoot });
if (problems.length) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} found.`);
  process.exit(1);
}
console.log(`${merchants.length} merchants valid: ${merchants.map((m) => m.code).join(', ')}`);
