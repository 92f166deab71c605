import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import type { Merchant, Language } from './generated/merchant.ts';
import type { Theme } from './generated/theme.ts';
import type { MerchantContent } from './generated/content.ts';
import { catalogueFile, languages } from './languages.ts';
import { limitProblems, timeZoneProblems } from './limits.ts';
import { phoneVerificationProblems } from './phoneVerification.ts';
import { complianceProblems } from './compliance.ts';
import { shapeMismatch } from './catalogue.ts';
import { contrastProblems, deriveBrand } from './colour.ts';
import { assetFields } from './resolve.ts';
import { sameNameWarnings, type ScreenGroup } from './sameNames.ts';
import { isFontFile, SCRIPT_NAMES, scriptsOf, uncoveredScripts } from './fonts.ts';

/** assetFields of a manifest that may have failed its schema: whatever can be read of it. */
function safeAssetFields(m: Merchant): [string, string][] {
  try {
    return assetFields(m).filter(([, p]) => typeof p === 'string');
  } catch {
    return [];
  }
}
import { closest, validateContent, validateMerchant, validateTheme, type Problem } from './validate.ts';

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
  /** The themes the platform may switch the merchant to at run time (the manifest's `templates`), as written. */
  templates: Theme[];
  /** Complete catalogue per language: core EN, then core <lang>, then the merchant's overrides. */
  messages: Partial<Record<Language, Catalogue>>;
  /** Sandbox content per language (merchants/<code>/content/<lang>.json), for languages the seed lacks. */
  content?: Partial<Record<Language, MerchantContent>>;
}

/** How complete one merchant language is: the English ids neither the core nor the merchant translates. */
export interface Coverage {
  merchant: string;
  lang: Language;
  missing: string[];
}

export interface Workspace {
  merchants: LoadedMerchant[];
  /** Per merchant and language, the messages that would fall back to English (none once validation passes). */
  coverage: Coverage[];
  /** The English core catalogue every id is checked against. */
  english: Catalogue;
  /** Every merchant of the folder, whatever `only` says: regions are derived from them. */
  all: LoadedMerchant[];
  problems: Problem[];
  /**
   * What does not stop a build but an operator should fix: two messages of one screen that would give two controls
   * the same accessible name (sameNames.ts). Only for merchants that loaded.
   */
  warnings: Problem[];
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
/**
 * A screen's own messages live beside it, one file for every core language:
 * core/app/src/screens/<Area>/<Screen>.messages.json, `{"en": {id: message}, "ty": {...}, "bn": {...}}`.
 */
export const SCREEN_MESSAGES_DIR = 'core/app/src/screens';
export const SCREEN_MESSAGES_SUFFIX = '.messages.json';
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

  const screens: ScreenGroup[] = [];
  const core = await loadCoreCatalogues(root, problems, screens);
  const overrides = new Map<string, Partial<Record<Language, Catalogue>>>();
  const codes = (await listDirs(merchantsDir)).sort();
  if (codes.length === 0)
    problems.push({ file: rel(merchantsDir), pointer: '', message: 'no merchant folders found' });

  const themeCache = new Map<string, { theme: Theme; dir: string } | null>();
  const loaded: LoadedMerchant[] = [];
  const owners = { domain: new Map<string, string>(), platformCode: new Map<string, string>() };
  const coverage: Coverage[] = [];
  /** Names in a language the merchant does not offer (left over when a language goes): warned of, harmless. */
  const unshown: Problem[] = [];

  for (const code of codes) {
    const dir = path.join(merchantsDir, code);
    const file = rel(path.join(dir, 'merchant.json'));
    const data = await readJson(path.join(dir, 'merchant.json'), file, problems);
    if (data === undefined) continue;
    const schemaProblems = validateMerchant(data, file);
    problems.push(...schemaProblems);
    // A manifest with schema errors still gets every cross-file check its data allows (theme, catalogues, assets,
    // domains), so that an operator sees everything in one run; it is loaded only when nothing at all is wrong.
    const manifest = data as Merchant;
    const partial = data as Partial<Record<keyof Merchant, unknown>>;
    const before = problems.length;

    if (typeof partial.code === 'string' && partial.code !== code)
      problems.push({
        file,
        pointer: '/code',
        message: `"${partial.code}" does not match its folder merchants/${code}`,
        hint: `rename the folder or set "code": "${code}"`,
      });
    const langList = (Array.isArray(partial.langList) ? partial.langList : []).filter(
      (l): l is Language => typeof l === 'string' && l in languages,
    );
    if (
      typeof partial.defaultLang === 'string' &&
      langList.length &&
      !langList.includes(manifest.defaultLang)
    )
      problems.push({
        file,
        pointer: '/defaultLang',
        message: `"${partial.defaultLang}" is not in langList`,
        hint: `langList is ${langList.join(', ')}`,
      });
    if (!schemaProblems.length)
      manifest.payments.forEach((p, i) => {
        for (const lang of Object.keys(p.titles ?? {}))
          if (!langList.includes(lang as Language))
            unshown.push({
              file,
              pointer: `/payments/${i}/titles/${lang}`,
              message: `a name in ${lang} is never shown: ${lang} is not in langList`,
              hint: `langList is ${langList.join(', ')}`,
            });
      });
    if (!schemaProblems.length) problems.push(...limitProblems(manifest, file));
    // With the schema's errors, not after them: an operator fixes everything in one pass.
    if (!schemaProblems.some((p) => p.pointer === '/timezone'))
      problems.push(...timeZoneProblems(partial.timezone, file));
    if (!schemaProblems.length) problems.push(...complianceProblems(manifest, file));
    if (!schemaProblems.length) problems.push(...phoneVerificationProblems(manifest, file));

    (Array.isArray(partial.domains) ? partial.domains : []).forEach((d, i) => {
      if (typeof d !== 'string') return;
      const owner = owners.domain.get(d);
      if (owner && owner !== code)
        problems.push({
          file,
          pointer: `/domains/${i}`,
          message: `"${d}" is already a domain of merchant "${owner}"`,
        });
      else owners.domain.set(d, code);
    });
    if (typeof partial.platformMerchantCode === 'string') {
      const ownerOfCode = owners.platformCode.get(partial.platformMerchantCode);
      if (ownerOfCode)
        problems.push({
          file,
          pointer: '/platformMerchantCode',
          message: `"${partial.platformMerchantCode}" is already used by merchant "${ownerOfCode}"`,
        });
      else owners.platformCode.set(partial.platformMerchantCode, code);
    }

    for (const [pointer, asset] of safeAssetFields(manifest))
      if (!(await isFile(path.join(dir, asset))))
        problems.push({ file, pointer, message: `file ${rel(path.join(dir, asset))} does not exist` });

    // Theme: exists, validates, and every override names a token that exists, with a value of the same kind.
    let theme: Theme | undefined;
    const themeName = typeof partial.theme === 'string' ? partial.theme : undefined;
    if (themeName && !themeCache.has(themeName))
      themeCache.set(themeName, await loadTheme(root, themeName, problems));
    const base = themeName ? themeCache.get(themeName) : undefined;
    if (themeName && (base === undefined || base === null)) {
      if (base === undefined || !(await isFile(path.join(root, 'themes', themeName, 'theme.json'))))
        problems.push({
          file,
          pointer: '/theme',
          message: `theme "${themeName}" does not exist`,
          hint: hintList(themeName, await listDirs(path.join(root, 'themes'))),
        });
    } else if (base) {
      const overrides = partial.themeOverrides;
      theme = applyOverrides(
        base.theme,
        (overrides && typeof overrides === 'object' ? overrides : {}) as Record<string, string | number>,
        file,
        problems,
      );
      problems.push(...contrastProblems(theme, file));
      problems.push(...(await fontProblems(theme, langList, dir, file, rel)));
    }

    // Run-time templates: each an existing, valid theme other than the merchant's own, readable like it.
    const templates: Theme[] = [];
    const names: unknown[] = Array.isArray(partial.templates) ? partial.templates : [];
    for (const [i, name] of names.entries()) {
      if (typeof name !== 'string') continue;
      const pointer = `/templates/${i}`;
      if (name === themeName) {
        problems.push({
          file,
          pointer,
          message: `"${name}" is the merchant's own theme`,
          hint: 'list only the other themes the platform may switch to; an info naming the own theme switches back',
        });
        continue;
      }
      if (!themeCache.has(name)) themeCache.set(name, await loadTheme(root, name, problems));
      const found = themeCache.get(name);
      if (!found) {
        if (!(await isFile(path.join(root, 'themes', name, 'theme.json'))))
          problems.push({
            file,
            pointer,
            message: `theme "${name}" does not exist`,
            hint: hintList(name, await listDirs(path.join(root, 'themes'))),
          });
        continue;
      }
      templates.push(found.theme);
      problems.push(
        ...contrastProblems(found.theme, file).map((p) => ({
          ...p,
          pointer,
          hint: `theme "${name}" as a run-time template; darken or lighten one of the pair in themes/${name}/theme.json`,
        })),
      );
    }

    const own: Partial<Record<Language, Catalogue>> = {};
    overrides.set(code, own);
    const messages = await loadMerchantCatalogues(root, dir, langList, core, problems, coverage, code, own);
    const content = await loadMerchantContent(root, dir, langList, problems);

    if (!schemaProblems.length && problems.length === before && theme && base)
      loaded.push({
        code,
        dir,
        manifest,
        theme,
        themeDir: base.dir,
        templates,
        messages,
        ...(Object.keys(content).length ? { content } : {}),
      });
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

  // A shared host picks its merchant by the player's country; a host that is one merchant's own domain is that
  // merchant's, always: it cannot be shared as well (the gateway and nginx would each pick a different merchant).
  for (const m of loaded)
    (m.manifest.sharedDomains ?? []).forEach((d, i) => {
      const owner = owners.domain.get(d);
      if (owner)
        problems.push({
          file: rel(path.join(m.dir, 'merchant.json')),
          pointer: `/sharedDomains/${i}`,
          message: `"${d}" is a domain of merchant "${owner}", not a shared one`,
          hint: `remove it from ${owner === m.code ? 'domains or sharedDomains' : `sharedDomains or from ${owner}'s domains`}`,
        });
    });

  const all = problems.length ? [] : loaded;
  const merchants = all.filter((m) => !opts.only || opts.only.includes(m.code));
  const english = core.get(BASE_LANG) ?? {};
  const shellFile = `${CORE_MESSAGES_DIR}/${BASE_LANG.toLowerCase()}/${SHELL_MESSAGES}`;
  const shell = screens.find((g) => g.file === shellFile) ?? { file: shellFile, ids: [] };
  const warnings = [
    ...unshown,
    ...loaded
      .filter((m) => !opts.only || opts.only.includes(m.code))
      .flatMap((m) =>
        sameNameWarnings(
          {
            code: m.code,
            messages: m.messages,
            overrides: overrides.get(m.code) ?? {},
            overrideFile: (lang) => rel(path.join(m.dir, 'messages', catalogueFile(lang))),
          },
          screens.filter((g) => g !== shell),
          shell,
          english,
        ),
      ),
  ];
  return { merchants, all, problems, warnings, coverage, english };
}

/** The shell's messages (header, menus): on every screen. */
const SHELL_MESSAGES = 'shell.json';

/**
 * Every language's script has a font on any phone: one the build ships, or a font file of the merchant's that exists.
 * A script with neither (or only a stack of fonts the phone may lack) would be drawn as empty boxes.
 */
async function fontProblems(
  theme: Theme,
  langList: Language[],
  dir: string,
  file: string,
  rel: (p: string) => string,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const script of scriptsOf(langList)) {
    const value = theme.font.scripts?.[script];
    if (isFontFile(value) && !(await isFile(path.join(dir, value))))
      problems.push({
        file,
        pointer: `/themeOverrides/font.scripts.${script}`,
        message: `font file ${rel(path.join(dir, value))} does not exist (theme font.scripts.${script})`,
        hint: `put the font in merchants/${path.basename(dir)}/${value}, or name no file to use the font the build ships`,
      });
  }
  for (const { lang, script, stack } of uncoveredScripts(theme, langList))
    problems.push({
      file,
      pointer: `/langList/${langList.indexOf(lang)}`,
      message:
        `${lang} is written in ${SCRIPT_NAMES[script]} script, for which the build ships no font` +
        (stack ? ` and the theme names only fonts a phone may not have (${stack})` : '') +
        `: on a phone without one every ${lang} word would show as empty boxes`,
      hint: `put a font file (.woff2) in merchants/${path.basename(dir)}/assets/fonts/ and set "themeOverrides": { "font.scripts.${script}": "assets/fonts/<file>.woff2" }`,
    });
  return problems;
}

function hintList(value: string, options: string[]): string {
  const near = closest(value, options);
  return near ? `did you mean "${near}"?` : `available: ${options.join(', ') || '(none)'}`;
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
    // A font stack for one script (font.scripts.arabic) may be set even where the theme names none.
    if (group === 'font' && /^scripts\.[a-z]+$/.test(key) && typeof value === 'string') {
      const font = theme.font as Record<string, unknown>;
      font.scripts = { ...(font.scripts as object | undefined), [key.slice('scripts.'.length)]: value };
      continue;
    }
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
  // One brand colour (color.primary, optionally color.accent) re-derives the header and active nav that drew on it.
  const merged = deriveBrand(theme as unknown as Theme, base, new Set(Object.keys(overrides)));
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
async function loadCoreCatalogues(
  root: string,
  problems: Problem[],
  screens: ScreenGroup[] = [],
): Promise<Map<Language, Catalogue>> {
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
      // Of the area files, only the shell's joins every screen (an area file spans several screens).
      if (lang === BASE_LANG && f === SHELL_MESSAGES) screens.push({ file, ids: Object.keys(cat ?? {}) });
    }
    out.set(lang, merged);
  }
  await loadScreenMessages(root, out, problems, screens);
  if (!out.has(BASE_LANG))
    problems.push({
      file: `${CORE_MESSAGES_DIR}/${BASE_LANG.toLowerCase()}/`,
      pointer: '',
      message: 'the base English catalogue is missing',
    });
  return out;
}

/**
 * Adds each screen's own messages (SCREEN_MESSAGES_DIR/<Area>/<Screen>.messages.json) to the core catalogues of
 * their languages: a screen is added with its messages in one file, no area catalogue of any language is edited.
 * A language the core has no catalogue for, or an id defined twice, is an error.
 */
async function loadScreenMessages(
  root: string,
  out: Map<Language, Catalogue>,
  problems: Problem[],
  screens: ScreenGroup[],
): Promise<void> {
  const dir = path.join(root, SCREEN_MESSAGES_DIR);
  const defined = new Map<string, string>();
  for (const cat of out.values()) for (const id of Object.keys(cat)) defined.set(id, CORE_MESSAGES_DIR);
  for (const area of (await listDirs(dir)).sort()) {
    const files = (await readdir(path.join(dir, area)).catch(() => [] as string[]))
      .filter((f) => f.endsWith(SCREEN_MESSAGES_SUFFIX))
      .sort();
    for (const f of files) {
      const file = path.relative(root, path.join(dir, area, f));
      const data = await readJson(path.join(dir, area, f), file, problems);
      if (!data || typeof data !== 'object' || Array.isArray(data)) {
        if (data !== undefined)
          problems.push({ file, pointer: '', message: 'must be an object of language to messages' });
        continue;
      }
      const byLang = data as Record<string, unknown>;
      const base = BASE_LANG.toLowerCase();
      if (!(base in byLang))
        problems.push({ file, pointer: '', message: `has no "${base}" messages (English is the reference)` });
      const ownIds = new Set<string>();
      // English first: it defines the screen's ids; every other language may only translate them.
      for (const langKey of [base, ...Object.keys(byLang).filter((k) => k !== base)]) {
        if (!(langKey in byLang)) continue;
        const lang = langKey.toUpperCase() as Language;
        const target = out.get(lang);
        if (!target) {
          problems.push({
            file,
            pointer: `/${langKey}`,
            message: `no core catalogue for ${lang} (${CORE_MESSAGES_DIR}/${langKey}/); a merchant supplies it`,
          });
          continue;
        }
        const cat = catalogueOf(byLang[langKey], file, `/${langKey}`, problems) ?? {};
        for (const [id, msg] of Object.entries(cat)) {
          if (lang === BASE_LANG) {
            const where = defined.get(id);
            if (where !== undefined) {
              problems.push({
                file,
                pointer: `/${langKey}/${id}`,
                message: `id is already defined in ${where}`,
              });
              continue;
            }
            ownIds.add(id);
          } else if (!ownIds.has(id)) {
            problems.push({
              file,
              pointer: `/${langKey}/${id}`,
              message: `unknown message id (not in "${base}")`,
            });
            continue;
          }
          target[id] = msg;
        }
      }
      for (const id of ownIds) defined.set(id, file);
      screens.push({ file, ids: [...ownIds] });
    }
  }
}

async function loadMerchantCatalogues(
  root: string,
  dir: string,
  langList: Language[],
  core: Map<Language, Catalogue>,
  problems: Problem[],
  coverage: Coverage[],
  code: string,
  overrides: Partial<Record<Language, Catalogue>> = {},
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
    if (!langList.includes(lang))
      problems.push({
        file: path.relative(root, path.join(msgDir, f)),
        pointer: '',
        message: `catalogue for a language that is not in langList (${langList.join(', ')})`,
      });
  }

  for (const [index, lang] of langList.entries()) {
    const name = catalogueFile(lang);
    const file = path.relative(root, path.join(msgDir, name));
    // A message reported as broken (not valid ICU) is reported once: it does not count as missing as well.
    const broken = new Set<string>();
    const own =
      (present.has(name) ? await readCatalogue(path.join(msgDir, name), file, problems, broken) : {}) ?? {};
    overrides[lang] = own;
    const coreLang = core.get(lang) ?? {};
    const missing =
      lang === BASE_LANG ? [] : ids.filter((id) => !(id in coreLang) && !(id in own) && !broken.has(id));
    coverage.push({ merchant: code, lang, missing });
    const supplyHint =
      `the core catalogue is ${CORE_MESSAGES_DIR}/<lang>/*.json (one file per app area); supply the whole language ` +
      `in ${path.relative(root, msgDir)}/${name} (one flat file of id to message); ` +
      `npm run validate -- --missing ${lang} lists the missing ids with their English text`;
    if (!core.has(lang) && !present.has(name))
      problems.push({
        file: path.relative(root, path.join(dir, 'merchant.json')),
        pointer: `/langList/${index}`,
        message: `language ${lang} has no catalogue (${ids.length} messages missing)`,
        hint: supplyHint,
      });
    else if (missing.length)
      problems.push({
        file,
        pointer: '',
        message: `language ${lang} is missing ${missing.length} of ${ids.length} messages; they would show in English`,
        hint: supplyHint,
      });
    for (const [id, msg] of Object.entries(own)) {
      if (!(id in base)) {
        problems.push({ file, pointer: `/${id}`, message: 'unknown message id', hint: hintList(id, ids) });
        continue;
      }
      const wrong = shapeMismatch(base[id]!, msg);
      if (wrong)
        problems.push({
          file,
          pointer: `/${id}`,
          message: `${wrong} (English: "${base[id]}")`,
          hint: 'a translation must use the same {arguments} and <tags> as the English message',
        });
    }
    out[lang] = { ...base, ...coreLang, ...own };
  }
  return out;
}

/** Placeholders the sandbox fills in its texts (seed/texts.ts) and its help topics (routes/system.ts). */
const TEXT_PLACEHOLDERS = ['brand', 'reward', 'invitees', 'age'];
const HELP_PLACEHOLDERS = ['brand', 'age', 'payments', 'symbol', 'dial'];
const DECISION_PLACEHOLDERS = ['amount', 'orderNo', 'reason'];

/**
 * The merchant's sandbox content files (content/<lang>.json): each for a language of langList, valid against
 * schemas/content.schema.json, with only the placeholders the sandbox fills.
 */
async function loadMerchantContent(
  root: string,
  dir: string,
  langList: Language[],
  problems: Problem[],
): Promise<Partial<Record<Language, MerchantContent>>> {
  const contentDir = path.join(dir, 'content');
  const files = (await readdir(contentDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
  const out: Partial<Record<Language, MerchantContent>> = {};
  for (const f of files.sort()) {
    const file = path.relative(root, path.join(contentDir, f));
    const lang = f.slice(0, -5).toUpperCase() as Language;
    if (!langList.includes(lang)) {
      problems.push({
        file,
        pointer: '',
        message: `content for a language that is not in langList (${langList.join(', ')})`,
        hint: `name the file after a language of langList in lower case, e.g. ${catalogueFile(langList[0] ?? 'EN')}`,
      });
      continue;
    }
    const data = await readJson(path.join(contentDir, f), file, problems);
    if (data === undefined) continue;
    const found = validateContent(data, file);
    problems.push(...found);
    if (found.length) continue;
    const content = data as MerchantContent;
    const check = (pointer: string, text: string, allowed: string[]) => {
      for (const [, name] of text.matchAll(/\{([^{}]*)\}/g))
        if (!allowed.includes(name!))
          problems.push({
            file,
            pointer,
            message: `{${name}} is not a placeholder the sandbox fills`,
            hint: closest(name!, allowed)
              ? `did you mean {${closest(name!, allowed)}}?`
              : allowed.length
                ? `use ${allowed.map((a) => `{${a}}`).join(', ')}`
                : 'write it out: this text takes no placeholders',
          });
    };
    for (const [k, v] of Object.entries(content.banners ?? {}))
      check(`/banners/${k}`, v ?? '', TEXT_PLACEHOLDERS);
    for (const part of ['notices', 'promotions'] as const)
      (content[part] ?? []).forEach((t, i) => {
        check(`/${part}/${i}/title`, t.title, TEXT_PLACEHOLDERS);
        check(`/${part}/${i}/body`, t.body, TEXT_PLACEHOLDERS);
      });
    for (const [k, t] of Object.entries(content.decisions ?? {})) {
      check(`/decisions/${k}/title`, t.title, DECISION_PLACEHOLDERS);
      check(`/decisions/${k}/body`, t.body, DECISION_PLACEHOLDERS);
    }
    (content.help ?? []).forEach((t, i) => {
      check(`/help/${i}/title`, t.title, HELP_PLACEHOLDERS);
      check(`/help/${i}/content`, t.content, HELP_PLACEHOLDERS);
    });
    // Pictures say only what they are given: no placeholders, except a VIP card's tier and level.
    const art = content.art;
    const checkArt = (
      pointer: string,
      t: { headline: string; tagline: string; cta: string },
      allowed: string[],
    ) => {
      for (const field of ['headline', 'tagline', 'cta'] as const)
        check(`${pointer}/${field}`, t[field], allowed);
    };
    for (const [k, t] of Object.entries(art?.banners ?? {})) if (t) checkArt(`/art/banners/${k}`, t, []);
    (art?.promotions ?? []).forEach((t, i) => checkArt(`/art/promotions/${i}`, t, []));
    if (art?.vip) checkArt('/art/vip', art.vip, ['tier', 'level']);
    const tags = (content.help ?? []).map((t) => t.tag);
    tags.forEach((t, i) => {
      if (tags.indexOf(t) !== i)
        problems.push({ file, pointer: `/help/${i}/tag`, message: `"${t}" is used twice` });
    });
    out[lang] = content;
  }
  return out;
}

async function readCatalogue(
  abs: string,
  file: string,
  problems: Problem[],
  broken?: Set<string>,
): Promise<Catalogue | undefined> {
  const data = await readJson(abs, file, problems);
  if (data === undefined) return undefined;
  return catalogueOf(data, file, '', problems, broken);
}

/** A catalogue (id to ICU message) read from parsed JSON at `pointer`; undefined when it is not an object. */
function catalogueOf(
  data: unknown,
  file: string,
  pointer: string,
  problems: Problem[],
  /** Receives the ids whose message was reported and left out. */
  broken?: Set<string>,
): Catalogue | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    problems.push({ file, pointer, message: 'must be an object of message id to message' });
    return undefined;
  }
  // Bad messages are reported and left out; the rest is returned so that later checks still see every id.
  const cat: Catalogue = {};
  for (const [id, msg] of Object.entries(data)) {
    if (typeof msg !== 'string') {
      problems.push({ file, pointer: `${pointer}/${id}`, message: 'must be a string' });
      broken?.add(id);
      continue;
    }
    try {
      parseIcu(msg);
      cat[id] = msg;
    } catch (err) {
      problems.push({
        file,
        pointer: `${pointer}/${id}`,
        message: `is not a valid ICU message (${(err as Error).message})`,
      });
      broken?.add(id);
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
