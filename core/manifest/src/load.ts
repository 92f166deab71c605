import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import type { Merchant, Language } from './generated/merchant.ts';
import type { Theme } from './generated/theme.ts';
import { catalogueFile } from './languages.ts';
import { limitProblems } from './limits.ts';
import { closest, validateMerchant, validateTheme, type Problem } from './validate.ts';

export type Catalogue = Record<string, string>;

/** A merchant whose manifest, theme and catalogues passed every check. */
export interface LoadedMerchant {
  code: string;
  /** Absolute path of merchants/<code>. */
  dir: string;
  manifest: Merchant;
  /** The merchant's theme with its single-token overrides applied. */
  theme: Theme;
  /** Absolute path of themes/<name>. */
  themeDir: string;
  /** Complete catalogue per language: core EN, then core <lang>, then the merchant's overrides. */
  messages: Partial<Record<Language, Catalogue>>;
}

export interface Workspace {
  merchants: LoadedMerchant[];
  problems: Problem[];
}

export interface LoadOptions {
  /** Repository root. */
  root: string;
  /** Folder holding merchant folders; defaults to <root>/merchants. */
  merchantsDir?: string;
  /** Load only these merchant codes (others are still read for cross-merchant checks). */
  only?: string[];
}

export const CORE_MESSAGES_DIR = 'core/app/src/i18n/messages';
const BASE_LANG: Language = 'EN';

/**
 * Reads every merchant and theme, validates each against its schema, then checks across files.
 * Returns every problem at once; a merchant is in `merchants` only if nothing is wrong with the whole workspace.
 */
export async function loadWorkspace(opts: LoadOptions): Promise<Workspace> {
  const root = opts.root;
  const merchantsDir = opts.merchantsDir ?? path.join(root, 'merchants');
  const rel = (p: string): string => path.relative(root, p) || '.';
  const problems: Problem[] = [];

  const core = await loadCoreCatalogues(root, problems);
  const codes = (await listDirs(merchantsDir)).sort();
  if (codes.length === 0)
    problems.push({ file: rel(merchantsDir), pointer: '', message: 'no merchant folders found' });

  const themeCache = new Map<string, { theme: Theme; dir: string } | null>();
  const loaded: LoadedMerchant[] = [];
  const owners = { domain: new Map<string, string>(), platformCode: new Map<string, string>() };

  for (const code of codes) {
    const dir = path.join(merchantsDir, code);
    const file = rel(path.join(dir, 'merchant.json'));
    const data = await readJson(path.join(dir, 'merchant.json'), file, problems);
    if (data === undefined) continue;
    const schemaProblems = validateMerchant(data, file);
    problems.push(...schemaProblems);
    if (schemaProblems.length) continue;
    const manifest = data as Merchant;
    const before = problems.length;

    if (manifest.code !== code)
      problems.push({
        file,
        pointer: '/code',
        message: `"${manifest.code}" does not match its folder merchants/${code}`,
        hint: `rename the folder or set "code": "${code}"`,
      });
    if (!manifest.langList.includes(manifest.defaultLang))
      problems.push({
        file,
        pointer: '/defaultLang',
        message: `"${manifest.defaultLang}" is not in langList`,
        hint: `langList is ${manifest.langList.join(', ')}`,
      });
    problems.push(...limitProblems(manifest, file));

    manifest.domains.forEach((d, i) => {
      const owner = owners.domain.get(d);
      if (owner && owner !== code)
        problems.push({
          file,
          pointer: `/domains/${i}`,
          message: `"${d}" is already a domain of merchant "${owner}"`,
        });
      else owners.domain.set(d, code);
    });
    const ownerOfCode = owners.platformCode.get(manifest.platformMerchantCode);
    if (ownerOfCode)
      problems.push({
        file,
        pointer: '/platformMerchantCode',
        message: `"${manifest.platformMerchantCode}" is already used by merchant "${ownerOfCode}"`,
      });
    else owners.platformCode.set(manifest.platformMerchantCode, code);

    for (const [pointer, asset] of assetRefs(manifest))
      if (!(await isFile(path.join(dir, asset))))
        problems.push({ file, pointer, message: `file ${rel(path.join(dir, asset))} does not exist` });

    // Theme: exists, validates, and every override names a token that exists, with a value of the same kind.
    if (!themeCache.has(manifest.theme))
      themeCache.set(manifest.theme, await loadTheme(root, manifest.theme, problems));
    const base = themeCache.get(manifest.theme);
    let theme: Theme | undefined;
    if (base === undefined || base === null) {
      if (base === undefined || !(await isFile(path.join(root, 'themes', manifest.theme, 'theme.json'))))
        problems.push({
          file,
          pointer: '/theme',
          message: `theme "${manifest.theme}" does not exist`,
          hint: hintList(manifest.theme, await listDirs(path.join(root, 'themes'))),
        });
    } else {
      theme = applyOverrides(
        base.theme,
        (manifest.themeOverrides ?? {}) as Record<string, string | number>,
        file,
        problems,
      );
    }

    const messages = await loadMerchantCatalogues(root, dir, manifest, core, problems);

    if (problems.length === before && theme && base)
      loaded.push({ code, dir, manifest, theme, themeDir: base.dir, messages });
  }

  // Regions must name merchants that exist.
  const known = new Set(codes);
  for (const m of loaded)
    (m.manifest.regions ?? []).forEach((r, i) => {
      if (!known.has(r.merchant))
        problems.push({
          file: rel(path.join(m.dir, 'merchant.json')),
          pointer: `/regions/${i}/merchant`,
          message: `no merchant "${r.merchant}" under merchants/`,
          hint: hintList(r.merchant, codes),
        });
    });

  const merchants = problems.length ? [] : loaded.filter((m) => !opts.only || opts.only.includes(m.code));
  return { merchants, problems };
}

function hintList(value: string, options: string[]): string {
  const near = closest(value, options);
  return near ? `did you mean "${near}"?` : `available: ${options.join(', ') || '(none)'}`;
}

/** Every asset path a manifest refers to, with its JSON pointer. */
function assetRefs(m: Merchant): [string, string][] {
  const refs: [string, string][] = [
    ['/assets/logo', m.assets.logo],
    ['/assets/icon', m.assets.icon],
    ['/assets/flag', m.assets.flag],
  ];
  if (m.assets.banner) refs.push(['/assets/banner', m.assets.banner]);
  m.payments.forEach((p, i) => p.icons.forEach((icon, j) => refs.push([`/payments/${i}/icons/${j}`, icon])));
  m.footer.licences.forEach((l, i) => refs.push([`/footer/licences/${i}/logo`, l.logo]));
  return refs;
}

async function loadTheme(
  root: string,
  name: string,
  problems: Problem[],
): Promise<{ theme: Theme; dir: string } | null> {
  const dir = path.join(root, 'themes', name);
  const file = path.relative(root, path.join(dir, 'theme.json'));
  if (!(await isFile(path.join(dir, 'theme.json')))) return null;
  const data = await readJson(path.join(dir, 'theme.json'), file, problems);
  if (data === undefined) return null;
  const found = validateTheme(data, file);
  if (found.length) {
    problems.push(...found);
    return null;
  }
  const theme = data as Theme;
  if (theme.name !== name)
    problems.push({
      file,
      pointer: '/name',
      message: `"${theme.name}" does not match its folder themes/${name}`,
    });
  if (theme.logo && !(await isFile(path.join(dir, theme.logo))))
    problems.push({ file, pointer: '/logo', message: `file themes/${name}/${theme.logo} does not exist` });
  return { theme, dir };
}

function applyOverrides(
  base: Theme,
  overrides: Record<string, string | number>,
  file: string,
  problems: Problem[],
): Theme {
  const theme = structuredClone(base) as unknown as Record<string, Record<string, unknown>>;
  for (const [tokenPath, value] of Object.entries(overrides)) {
    const [group, ...rest] = tokenPath.split('.');
    const key = rest.join('.');
    const pointer = `/themeOverrides/${tokenPath}`;
    const tokens = group ? theme[group] : undefined;
    if (!tokens || typeof tokens !== 'object' || !(key in tokens)) {
      const all = Object.entries(theme).flatMap(([g, t]) =>
        t && typeof t === 'object' ? Object.keys(t).map((k) => `${g}.${k}`) : [],
      );
      problems.push({
        file,
        pointer,
        message: `theme "${base.name}" has no token "${tokenPath}"`,
        hint: hintList(tokenPath, all),
      });
      continue;
    }
    if (typeof tokens[key] !== typeof value) {
      problems.push({ file, pointer, message: `must be a ${typeof tokens[key]} like the token it replaces` });
      continue;
    }
    tokens[key] = value;
  }
  const merged = theme as unknown as Theme;
  const found = validateTheme(merged, file).map((p) => ({
    ...p,
    message: `after themeOverrides, ${p.pointer}: ${p.message}`,
    pointer: '/themeOverrides',
  }));
  problems.push(...found);
  return merged;
}

/**
 * Core catalogues live in core/app/src/i18n/messages/<lang>/<area>.json so that each area of the app owns its file;
 * a language's catalogue is the union of its area files, and an id defined twice is an error.
 */
async function loadCoreCatalogues(root: string, problems: Problem[]): Promise<Map<Language, Catalogue>> {
  const dir = path.join(root, CORE_MESSAGES_DIR);
  const out = new Map<Language, Catalogue>();
  for (const langDir of await listDirs(dir)) {
    const lang = langDir.toUpperCase() as Language;
    const merged: Catalogue = {};
    const from: Record<string, string> = {};
    const files = (await readdir(path.join(dir, langDir)).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.json'))
      .sort();
    for (const f of files) {
      const file = path.relative(root, path.join(dir, langDir, f));
      const cat = await readCatalogue(path.join(dir, langDir, f), file, problems);
      for (const [id, msg] of Object.entries(cat ?? {})) {
        if (id in merged)
          problems.push({ file, pointer: `/${id}`, message: `id is already defined in ${from[id]}` });
        merged[id] = msg;
        from[id] = file;
      }
    }
    out.set(lang, merged);
  }
  if (!out.has(BASE_LANG))
    problems.push({
      file: `${CORE_MESSAGES_DIR}/${BASE_LANG.toLowerCase()}/`,
      pointer: '',
      message: 'the base English catalogue is missing',
    });
  return out;
}

async function loadMerchantCatalogues(
  root: string,
  dir: string,
  manifest: Merchant,
  core: Map<Language, Catalogue>,
  problems: Problem[],
): Promise<Partial<Record<Language, Catalogue>>> {
  const base = core.get(BASE_LANG) ?? {};
  const ids = Object.keys(base);
  const msgDir = path.join(dir, 'messages');
  const present = new Set(
    (await readdir(msgDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')),
  );
  const out: Partial<Record<Language, Catalogue>> = {};

  for (const f of present) {
    const lang = f.slice(0, -5).toUpperCase() as Language;
    if (!manifest.langList.includes(lang))
      problems.push({
        file: path.relative(root, path.join(msgDir, f)),
        pointer: '',
        message: `catalogue for a language that is not in langList (${manifest.langList.join(', ')})`,
      });
  }

  for (const lang of manifest.langList) {
    const name = catalogueFile(lang);
    const file = path.relative(root, path.join(msgDir, name));
    const own = (present.has(name) ? await readCatalogue(path.join(msgDir, name), file, problems) : {}) ?? {};
    if (!core.has(lang) && !present.has(name))
      problems.push({
        file: path.relative(root, path.join(dir, 'merchant.json')),
        pointer: `/langList/${manifest.langList.indexOf(lang)}`,
        message: `language ${lang} has no catalogue`,
        hint: `add ${CORE_MESSAGES_DIR}/${lang.toLowerCase()}/ or ${path.relative(root, msgDir)}/${name}`,
      });
    for (const id of Object.keys(own))
      if (!(id in base))
        problems.push({ file, pointer: `/${id}`, message: 'unknown message id', hint: hintList(id, ids) });
    out[lang] = { ...base, ...(core.get(lang) ?? {}), ...own };
  }
  return out;
}

async function readCatalogue(abs: string, file: string, problems: Problem[]): Promise<Catalogue | undefined> {
  const data = await readJson(abs, file, problems);
  if (data === undefined) return undefined;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    problems.push({ file, pointer: '', message: 'must be an object of message id to message' });
    return undefined;
  }
  // Bad messages are reported and left out; the rest is returned so that later checks still see every id.
  const cat: Catalogue = {};
  for (const [id, msg] of Object.entries(data)) {
    if (typeof msg !== 'string') {
      problems.push({ file, pointer: `/${id}`, message: 'must be a string' });
      continue;
    }
    try {
      parseIcu(msg);
      cat[id] = msg;
    } catch (err) {
      problems.push({
        file,
        pointer: `/${id}`,
        message: `is not a valid ICU message (${(err as Error).message})`,
      });
    }
  }
  return cat;
}

async function readJson(abs: string, file: string, problems: Problem[]): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch {
    problems.push({ file, pointer: '', message: 'file is missing' });
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    problems.push({ file, pointer: '', message: `is not valid JSON (${(err as Error).message})` });
    return undefined;
  }
}

async function listDirs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name);
}

async function isFile(p: string): Promise<boolean> {
  return stat(p).then(
    (s) => s.isFile(),
    () => false,
  );
}
