/**
 * `npm run new-merchant -- <code> [--brand "Name"] [--country XX] [--theme name]`: scaffolds merchants/<code>/
 * with a manifest that validates, placeholder brand images and an empty overrides folder, for an operator to edit.
 * Writes nothing if the code is taken or invalid, or if the result would not validate.
 */
import { mkdir, readdir, rm, writeFile, access } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem, loadWorkspace, type Merchant } from '@wl/manifest';
import { repoRoot } from './lib/paths.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { brand: { type: 'string' }, country: { type: 'string' }, theme: { type: 'string' } },
});
const code = positionals[0];
const fail = (msg: string): never => {
  console.error(msg);
  process.exit(1);
};

if (!code) fail('usage: npm run new-merchant -- <code> [--brand "Name"] [--country XX] [--theme name]');
if (!/^[a-z][a-z0-9]{1,15}$/.test(code!))
  fail(
    `code "${code}": use 2-16 lowercase letters and digits, starting with a letter (it names dist/<code> and <code>.localhost)`,
  );
const dir = path.join(repoRoot, 'merchants', code!);
if (
  await access(dir).then(
    () => true,
    () => false,
  )
)
  fail(`merchants/${code}/ already exists`);

const themes = (await readdir(path.join(repoRoot, 'themes'), { withFileTypes: true }))
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const theme = values.theme ?? themes.sort()[0];
if (!theme || !themes.includes(theme))
  fail(`theme "${values.theme}" does not exist (available: ${themes.join(', ')})`);
const country = (values.country ?? 'PH').toUpperCase();
const brand = values.brand ?? `${code!.toUpperCase()} Play`;
const upper = code!.toUpperCase();

const manifest: Merchant = {
  $schema: '../../schemas/merchant.schema.json',
  code: code!,
  brandName: brand,
  platformMerchantCode: `${upper}_MAIN`,
  trialMerchantCode: `${upper}_TRIAL`,
  country,
  countryName: country,
  currency: { code: 'USD', iso: 'USD', symbol: '$' },
  langList: ['EN'],
  defaultLang: 'EN',
  payments: [
    { title: 'Bank transfer', money: [10, 50, 100], icons: ['assets/pay-bank.svg'], min: 10, max: 10000 },
  ],
  withdrawal: { min: 10, max: 10000, kycThreshold: 1000 },
  whitelabel: {
    registerByUsername: true,
    registerByMobile: false,
    MOBILEVERCODELOGIN3: false,
    FACEBOOKLOGIN3: false,
    GOOGLELOGIN3: false,
    TELEGRAMLOGIN3: false,
    CBS3: false,
    menu: { deposit: true, withdraw: true, bettingRecord: true, rewardCenter: true },
    downloadPopup: false,
    speedTest: false,
    search: true,
  },
  ageLimit: 18,
  domains: [`${code}.example.com`],
  phone: { dialingCode: '1', digits: 10 },
  theme: theme!,
  referral: { invitees: 1, reward: 10 },
  footer: {
    licences: [{ name: 'Gaming licence', logo: 'assets/licence.svg' }],
    copyrightStartYear: new Date().getFullYear(),
  },
  links: { customerService: [] },
  gateway: { baseUrl: '' },
  assets: { logo: 'assets/logo.svg', icon: 'assets/icon.svg', flag: 'assets/flag.svg' },
};

const initials = upper.slice(0, 2);
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;
const files: Record<string, string> = {
  'merchant.json': `${JSON.stringify(manifest, null, 2)}\n`,
  'messages/.gitkeep': '',
  'assets/logo.svg': svg(
    160,
    40,
    `<rect width="40" height="40" rx="8" fill="#555"/><text x="20" y="26" text-anchor="middle" font-family="Arial, sans-serif" font-size="16" font-weight="700" fill="#fff">${initials}</text><text x="48" y="27" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#fff">${brand.replace(/[<&]/g, '')}</text>`,
  ),
  'assets/icon.svg': svg(
    512,
    512,
    `<rect width="512" height="512" rx="96" fill="#555"/><text x="256" y="320" text-anchor="middle" font-family="Arial, sans-serif" font-size="220" font-weight="700" fill="#fff">${initials}</text>`,
  ),
  'assets/flag.svg': svg(30, 20, '<rect width="30" height="20" fill="#888"/>'),
  'assets/licence.svg': svg(
    96,
    32,
    '<rect width="96" height="32" rx="6" fill="#333"/><text x="48" y="21" text-anchor="middle" font-family="Arial, sans-serif" font-size="12" fill="#fff">LICENCE</text>',
  ),
  'assets/pay-bank.svg': svg(
    80,
    32,
    '<rect width="80" height="32" rx="6" fill="#333"/><text x="40" y="21" text-anchor="middle" font-family="Arial, sans-serif" font-size="13" fill="#fff">Bank</text>',
  ),
};
for (const [rel, content] of Object.entries(files)) {
  await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
  await writeFile(path.join(dir, rel), content);
}

const ws = await loadWorkspace({ root: repoRoot });
if (ws.problems.length) {
  await rm(dir, { recursive: true, force: true });
  for (const p of ws.problems) console.error(formatProblem(p));
  fail(`\nThe scaffold did not validate against the workspace; merchants/${code}/ was not created.`);
}
console.log(`Created merchants/${code}/ (${brand}, theme ${theme}).
Next: edit merchants/${code}/merchant.json (your editor completes fields from the schema), replace the images in
merchants/${code}/assets/, add message overrides in merchants/${code}/messages/<lang>.json, then npm run validate.`);
