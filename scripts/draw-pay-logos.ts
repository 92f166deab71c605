/**
 * Draws the payment-method logos of every merchant (merchants/<code>/assets/pay/*.svg and the test fixtures') from
 * the manifest's payment titles: small SVGs with the name set as outlines (no font needed), a badge with the
 * initial, in the method's brand colour. Deterministic; run again after adding a payment method:
 *   npx tsx scripts/draw-pay-logos.ts
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { payLogo } from '../core/gateway/src/art/compose.ts';
import { repoRoot } from './lib/paths.ts';

/** Brand colours by logo file name; anything else is drawn in slate. */
const COLOURS: Record<string, string> = {
  gcash: '#0a6cff',
  paymaya: '#00a651',
  grabpay: '#00b14f',
  bkash: '#e2136e',
  nagad: '#f6921e',
  rocket: '#8c3494',
  upay: '#0054a6',
  bank: '#14213d',
};
/** Short names as the logos write them. */
const NAMES: Record<string, string> = { bank: 'Bank' };

for (const dir of ['merchants', 'tests/fixtures/merchants']) {
  for (const code of await readdir(path.join(repoRoot, dir))) {
    const manifest = await readFile(path.join(repoRoot, dir, code, 'merchant.json'), 'utf8').catch(
      () => null,
    );
    if (!manifest) continue;
    const { payments = [] } = JSON.parse(manifest) as { payments?: { title: string; icons: string[] }[] };
    for (const p of payments)
      for (const icon of p.icons.filter((i) => /^assets\/pay\/[a-z0-9-]+\.svg$/.test(i))) {
        const key = path.basename(icon, '.svg');
        const art = payLogo({
          name: NAMES[key] ?? p.title,
          colour: COLOURS[key] ?? '#334155',
          bank: key === 'bank',
        });
        const file = path.join(repoRoot, dir, code, icon);
        await writeFile(file, `${art.svg}\n`);
        console.log(`${path.relative(repoRoot, file)}  ${NAMES[key] ?? p.title}`);
      }
  }
}
