/**
 * `npm run new-merchant -- <code> [--brand "Name"] [--country XX] [--theme name] [--currency VND] [--iso VND]
 *   [--symbol ₫] [--languages VI,EN] [--dialing-code 84] [--digits 9]`: scaffolds merchants/<code>/ with a manifest
 * that validates, placeholder brand images and an empty overrides folder, for an operator to edit, then prints what
 * is left to edit. Writes nothing if the code is taken or invalid, or if the result would not validate (a language
 * the core has no catalogue for is listed as left to translate instead).
 */
import { mkdir, readdir, rm, writeFile, access } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem, languages, loadWorkspace, type Language, type Merchant } from '@wl/manifest';
import { repoRoot } from './lib/paths.ts';

const USAGE = `usage: npm run new-merchant -- <code> [options]

Scaffolds merchants/<code>/ with a manifest that validates, placeholder images and a messages folder, then lists
what is left to edit. Writes nothing if the code is taken or invalid, or if the new merchant would not validate
(other merchants' problems do not stop it: they are counted, and npm run validate lists them).

  <code>                 2-16 lowercase letters and digits, starting with a letter (dist/<code>, <code>.localhost)
  --brand "Name"         brand name (default "<CODE> Play")
  --country XX           ISO country code (default PH)
  --theme name           a folder under themes/ (default: the first)
  --currency CODE        platform currency code (default USD)
  --iso CODE             ISO 4217 code players see (default: --currency)
  --symbol S             currency symbol (default: $ for USD, else the ISO code)
  --languages VI,EN      platform language codes, the first is the default (default EN)
  --dialing-code 84      country dialing code without + (default 1)
  --digits 9             digits of a mobile number without the dialing code (default 10)
  --merchants DIR        another merchants folder (default merchants/)
  -h, --help             this help`;

const fail = (msg: string): never => {
  console.error(msg);
  process.exit(1);
};

let parsed: ReturnType<typeof parseOptions>;
function parseOptions() {
  return parseArgs({
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      brand: { type: 'string' },
      country: { type: 'string' },
      theme: { type: 'string' },
      currency: { type: 'string' },
      iso: { type: 'string' },
      symbol: { type: 'string' },
      languages: { type: 'string' },
      'dialing-code': { type: 'string' },
      digits: { type: 'string' },
      // Another merchants folder (the suite's new-merchant spec scaffolds into a temporary one).
      merchants: { type: 'string' },
    },
  });
}
try {
  parsed = parseOptions();
} catch (err) {
  // An unknown or malformed option: say which, with the usage, not a stack trace.
  fail(`${(err as Error).message}\n\n${USAGE}`);
}
const { values, positionals } = parsed!;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const merchantsDir = values.merchants ? path.resolve(values.merchants) : path.join(repoRoot, 'merchants');
const code = positionals[0];

if (!code) fail(USAGE);
if (!/^[a-z][a-z0-9]{1,15}$/.test(code!))
  fail(
    `code "${code}": use 2-16 lowercase letters and digits, starting with a letter (it names dist/<code> and <code>.localhost)`,
  );
const dir = path.join(merchantsDir, code!);
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
const currencyCode = (values.currency ?? 'USD').toUpperCase();
const iso = (values.iso ?? (currencyCode.length === 3 ? currencyCode : 'USD')).toUpperCase();
const symbol = values.symbol ?? (iso === 'USD' ? '$' : iso);
const langList = (values.languages ?? 'EN')
  .split(',')
  .map((l) => l.trim().toUpperCase())
  .filter(Boolean) as Language[];
for (const l of langList)
  if (!(l in languages))
    fail(`--languages: "${l}" is not a platform language code (${Object.keys(languages).join(', ')})`);
const dialingCode = values['dialing-code'] ?? '1';
const digits = Number(values.digits ?? 10);

const manifest: Merchant = {
  $schema: '../../schemas/merchant.schema.json',
  code: code!,
  brandName: brand,
  platformMerchantCode: `${upper}_MAIN`,
  trialMerchantCode: `${upper}_TRIAL`,
  country,
  countryName: country,
  currency: { code: currencyCode, iso, symbol },
  langList,
  defaultLang: langList[0]!,
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
  phone: { dialingCode, digits },
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

const ws = await loadWorkspace({ root: repoRoot, merchantsDir });
// A language the core has no catalogue for cannot be complete yet: that is left to translate, not a failure.
const own = `${path.relative(repoRoot, dir)}/messages/`;
const toTranslate = ws.coverage.filter((c) => c.merchant === code && c.missing.length);
// Only the new merchant's own problems stop it (and its theme's): another merchant being unfinished does not.
const ours = (p: { file: string }) =>
  p.file.startsWith(`merchants/${code}/`) || p.file.startsWith(`themes/${theme}/`);
const others = ws.problems.filter((p) => !ours(p));
const problems = ws.problems.filter(
  (p) =>
    ours(p) &&
    !(p.file.startsWith(own) && /is missing \d+ of \d+ messages/.test(p.message)) &&
    !(
      p.file === path.relative(repoRoot, path.join(dir, 'merchant.json')) &&
      /has no catalogue/.test(p.message)
    ),
);
if (problems.length) {
  await rm(dir, { recursive: true, force: true });
  for (const p of problems) console.error(formatProblem(p));
  fail(`\nThe scaffold did not validate against the workspace; merchants/${code}/ was not created.`);
}
const m = `merchants/${code}/merchant.json`;
const left = [
  `${m}: countryName ("${country}"), platformMerchantCode and trialMerchantCode (${upper}_MAIN, ${upper}_TRIAL)`,
  `${m}: domains (${code}.example.com), payments, links (customer service, social, app download), footer licences`,
  `${m}: currency.format if amounts are not shown as ${symbol}1,234.50 (decimals, symbol position, grouping)`,
  `${m}: regions, whitelabel flags (registration methods, logins, menu), referral, ageLimit`,
  `merchants/${code}/assets/: logo.svg, icon.svg, flag.svg, licence.svg, pay-bank.svg are placeholders`,
  ...toTranslate.map(
    (c) =>
      `merchants/${code}/messages/${c.lang.toLowerCase()}.json: ${c.missing.length} messages to translate ` +
      `(npm run validate -- --missing ${c.lang} lists them)`,
  ),
];
if (others.length)
  console.warn(
    `Note: ${others.length} problem${others.length === 1 ? '' : 's'} elsewhere in the workspace (not in merchants/${code}/): npm run validate lists them.`,
  );
console.log(`Created merchants/${code}/ (${brand}, theme ${theme}, ${currencyCode} ${symbol}, ${langList.join(', ')}, +${dialingCode}).
Left to edit (your editor completes fields from the schema), then npm run validate:
${left.map((l) => `  - ${l}`).join('\n')}`);
