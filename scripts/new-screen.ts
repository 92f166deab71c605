/**
 * npm run new-screen -- <Area>/<Name> --route <path> [--call <apiCallName>] [--dry-run] [--root <dir>]
 *
 * Writes a working screen: its module on the page kit (components/page) and, with --call, a store on the store kit
 * (state/kit) that loads that call of the contract table; its route (one entry of routes/table.ts ROUTES) and its
 * binding (AppRouter.tsx); its messages beside it in every core language (the English text copied into the others,
 * to translate) and in every language a merchant supplies whole; a unit test and an e2e spec. Prints the files it
 * touched. `--dry-run` prints them and writes nothing; `--root` works on another copy of the repository.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

export interface NewScreen {
  area: string;
  name: string;
  route: string;
  call?: string;
}

/** The route id of a screen: its name in lower camel case (LotteryHistory: lotteryHistory). */
export const routeIdOf = (name: string): string => name[0]!.toLowerCase() + name.slice(1);

/** "LotteryHistory" → "Lottery history": the English title the generator starts with. */
const titleOf = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words[0]!.toUpperCase() + words.slice(1);
};

export function parse(argv: string[]): NewScreen & { dryRun: boolean; root: string } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      route: { type: 'string' },
      call: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      root: { type: 'string', default: process.cwd() },
    },
  });
  const m = /^([A-Z][A-Za-z0-9]*)\/([A-Z][A-Za-z0-9]*)$/.exec(positionals[0] ?? '');
  if (!m) throw new Error('usage: new-screen <Area>/<Name> --route /m/<path> [--call <apiCallName>]');
  if (!values.route || !/^\/m\/[A-Za-z0-9/_-]+$/.test(values.route))
    throw new Error('--route must be an app path such as /m/lotteryHistory');
  return {
    area: m[1]!,
    name: m[2]!,
    route: values.route,
    call: values.call,
    dryRun: values['dry-run'],
    root: path.resolve(values.root),
  };
}

/** Where the call is bound in api/ (`export const x = bind('call')`), if it is. */
async function findBinding(root: string, call: string): Promise<{ file: string; name: string } | null> {
  const dir = path.join(root, 'core/app/src/api');
  for (const f of (await readdir(dir)).filter((x) => x.endsWith('.ts') && !x.endsWith('.test.ts')).sort()) {
    const m = new RegExp(`export const (\\w+) = bind\\('${call}'\\)`).exec(
      await readFile(path.join(dir, f), 'utf8'),
    );
    if (m) return { file: f, name: m[1]! };
  }
  return null;
}

/** Languages the core catalogues cover (core/app/src/i18n/messages/<lang>/). */
async function coreLanguages(root: string): Promise<string[]> {
  const dir = path.join(root, 'core/app/src/i18n/messages');
  return (await readdir(dir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
}

/** Merchant files that supply a whole language the core has no catalogue for (they must cover every id). */
async function wholeLanguageFiles(root: string, core: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const base of ['merchants', 'tests/fixtures/merchants']) {
    const dir = path.join(root, base);
    if (!existsSync(dir)) continue;
    for (const code of (await readdir(dir)).sort()) {
      const msgDir = path.join(dir, code, 'messages');
      if (!existsSync(msgDir)) continue;
      for (const f of (await readdir(msgDir)).sort())
        if (f.endsWith('.json') && !core.includes(f.slice(0, -5)))
          out.push(path.join(base, code, 'messages', f));
    }
  }
  return out;
}

/** The files of a new screen, path → new content (whole files) computed from the repository at `root`. */
export async function plan(root: string, s: NewScreen): Promise<Map<string, string>> {
  const id = routeIdOf(s.name);
  const files = new Map<string, string>();
  const src = 'core/app/src';
  const screenFile = `${src}/screens/${s.area}/${s.name}.tsx`;
  if (existsSync(path.join(root, screenFile))) throw new Error(`${screenFile} exists already`);
  const table = await readFile(path.join(root, `${src}/routes/table.ts`), 'utf8');
  if (new RegExp(`^  ${id}: \\{`, 'm').test(table)) throw new Error(`route id ${id} exists already`);
  if (table.includes(`'${s.route}'`)) throw new Error(`${s.route} is a path of another route`);

  const title = titleOf(s.name);
  const en: Record<string, string> = {
    [`route.${id}`]: title,
    [`${id}.empty`]: 'Nothing here yet',
    [`${id}.count`]: '{count, plural, one {# item} other {# items}}',
  };
  const core = await coreLanguages(root);
  files.set(
    `${src}/screens/${s.area}/${s.name}.messages.json`,
    JSON.stringify(Object.fromEntries(core.map((l) => [l, en])), null, 2) + '\n',
  );
  for (const f of await wholeLanguageFiles(root, core)) {
    const own = JSON.parse(await readFile(path.join(root, f), 'utf8')) as Record<string, string>;
    files.set(f, JSON.stringify({ ...own, ...en }, null, 2) + '\n');
  }

  const binding = s.call ? await findBinding(root, s.call) : null;
  const store = `${src}/state/${id}.ts`;
  if (s.call) {
    if (existsSync(path.join(root, store))) throw new Error(`${store} exists already`);
    const apiImport = binding
      ? `import { ${binding.name} as call } from '../api/${binding.file}';`
      : `import { bind } from '../api/client.ts';`;
    files.set(
      store,
      `/**
 * ${title} (${s.route}): the answer of \`${s.call}\` for the screen screens/${s.area}/${s.name}.tsx.
 */
import type { ValueOf } from '@wl/contract';
import { proxy } from 'valtio';
${apiImport}
import type { LoadStatus } from './kit/loadStatus.ts';
import { registerStore } from './kit/registry.ts';
${binding ? '' : `\nconst call = bind('${s.call}');\n`}
export const ${id}State = proxy({
  status: 'idle' as LoadStatus,
  value: null as ValueOf<'${s.call}'> | null,
});

let request = 0;

/** Loads the answer; a newer load wins over an older one still in flight. */
export async function load${s.name}(): Promise<void> {
  const mine = ++request;
  ${id}State.status = 'loading';
  try {
    const value = await call();
    if (mine !== request) return;
    ${id}State.value = value;
    ${id}State.status = 'ready';
  } catch {
    if (mine === request) ${id}State.status = 'error';
  }
}

/** The items of a list answer (the answer itself, or its \`list\`), for the count the screen shows. */
export function itemsOf(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  const list = (value as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? list : [];
}

function reset(): void {
  request++;
  ${id}State.status = 'idle';
  ${id}State.value = null;
}

registerStore({ name: '${id}', reset, states: [${id}State] });
`,
    );
  }

  files.set(
    screenFile,
    `import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
${s.call ? "import { useSnapshot } from 'valtio';\n" : ''}import { ${s.call ? 'Empty, LoadFailed, Section, Skeleton' : 'Empty, Section'} } from '../../components/page/index.ts';
import page from '../../components/page/page.module.css';
${s.call ? `import { itemsOf, load${s.name}, ${id}State } from '../../state/${id}.ts';\n` : ''}import type messages from './${s.name}.messages.json';

declare module '../../i18n/messageIds.ts' {
  interface ScreenMessages {
    ${id}: typeof messages.en;
  }
}

/** ${s.route}: ${title.toLowerCase()}${s.call ? ` (the answer of ${s.call})` : ''}. */
export default function ${s.name}() {
${
  s.call
    ? `  const s = useSnapshot(${id}State);
  useEffect(() => {
    void load${s.name}();
  }, []);
  const items = itemsOf(s.value);
  return (
    <div className={page.page}>
      <Section title={<FormattedMessage id="route.${id}" />} aria-busy={s.status === 'loading'}>
        {s.status === 'error' ? (
          <LoadFailed onRetry={() => void load${s.name}()} />
        ) : s.status !== 'ready' ? (
          <Skeleton rows={3} height={56} />
        ) : items.length === 0 ? (
          <Empty id="${id}.empty" />
        ) : (
          <p className={page.muted} data-testid="${id}-count">
            <FormattedMessage id="${id}.count" values={{ count: items.length }} />
          </p>
        )}
      </Section>
    </div>
  );`
    : `  useEffect(() => {
    document.getElementById('main')?.focus();
  }, []);
  return (
    <div className={page.page}>
      <Section title={<FormattedMessage id="route.${id}" />}>
        <Empty id="${id}.empty" />
      </Section>
    </div>
  );`
}
}
`,
  );

  files.set(
    `${src}/screens/${s.area}/${s.name}.test.tsx`,
    s.call
      ? `import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test/render.tsx';
import { pathOf } from '../../routes/paths.ts';

const api = vi.hoisted(() => ({ call: vi.fn() }));
${
  binding
    ? `vi.mock('../../api/${binding.file}', async (orig) => ({ ...(await orig()), ${binding.name}: api.call }));`
    : `vi.mock('../../api/client.ts', async (orig) => ({ ...(await orig()), bind: () => api.call }));`
}
const { default: ${s.name} } = await import('./${s.name}.tsx');
const { resetAllStores } = await import('../../state/kit/registry.ts');

afterEach(() => {
  cleanup();
  resetAllStores();
  api.call.mockReset();
});

describe('${s.name}', () => {
  it('shows how many items the answer lists under its title', async () => {
    api.call.mockResolvedValueOnce({ list: [{}, {}] });
    renderShell(<${s.name} />, pathOf('${id}'));
    expect(screen.getByRole('heading', { name: 'route.${id}' })).toBeTruthy();
    expect((await screen.findByTestId('${id}-count')).textContent).toBe('${id}.count');
  });

  it('retries in place after a failed call', async () => {
    api.call.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([]);
    renderShell(<${s.name} />, pathOf('${id}'));
    (await screen.findByRole('button', { name: 'error.load_failed' })).click();
    expect(await screen.findByText('${id}.empty')).toBeTruthy();
    expect(api.call).toHaveBeenCalledTimes(2);
  });
});
`
      : `import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from '../../test/render.tsx';
import { pathOf } from '../../routes/paths.ts';
import ${s.name} from './${s.name}.tsx';

afterEach(cleanup);

describe('${s.name}', () => {
  it('shows its title and its empty state', () => {
    renderShell(<${s.name} />, pathOf('${id}'));
    expect(screen.getByRole('heading', { name: 'route.${id}' })).toBeTruthy();
    expect(screen.getByText('${id}.empty')).toBeTruthy();
  });
});
`,
  );

  files.set(
    `tests/e2e/${id}.spec.ts`,
    `import { expect, test } from '../fixtures.ts';

/*
 * ${s.route} (screens/${s.area}/${s.name}.tsx). The English texts are written here, as the screen's messages give
 * them; replace them with the spec's own words once it names them.
 */
test('${s.route} shows its title and what the call answered', async ({ page }) => {
  await page.goto('${s.route}');
  const english = (await page.locator('html').getAttribute('lang'))?.startsWith('en');
  const section = page.locator('main section').first();
  if (english) await expect(section.getByRole('heading', { name: '${title}' })).toBeVisible();
  else await expect(section.getByRole('heading')).toBeVisible();
  await expect(
    ${s.call ? `section.getByTestId('${id}-count').or(section.getByText('Nothing here yet'))` : `section.locator('p')`},
  ).toBeVisible();
  ${
    s.call
      ? `if (english && (await section.getByTestId('${id}-count').count()))
    await expect(section.getByTestId('${id}-count')).toHaveText(/^\\d+ items?$/);`
      : ''
  }
});
`,
  );

  const rowAt = table.indexOf('} as const satisfies Record<string, RouteFields<string>>;');
  if (rowAt < 0) throw new Error('routes/table.ts: the end of ROUTES was not found');
  files.set(
    `${src}/routes/table.ts`,
    table.slice(0, rowAt) +
      `  ${id}: {
    paths: ['${s.route}'],
    beyondSpec: 'new screen ${s.area}/${s.name}: name the issue or spec section that asks for it',
    header: true,
    bottomMenu: true,
    title: 'route.${id}',
    back: 'history',
    access: PUBLIC,
  },
` +
      table.slice(rowAt),
  );

  const router = await readFile(path.join(root, `${src}/AppRouter.tsx`), 'utf8');
  const screensStart = router.indexOf('const SCREENS: Readonly<Record<RouteId, ScreenModule>> = {');
  const screensEnd = router.indexOf('\n};\n', screensStart);
  if (screensStart < 0 || screensEnd < 0) throw new Error('AppRouter.tsx: SCREENS was not found');
  files.set(
    `${src}/AppRouter.tsx`,
    router.slice(0, screensEnd) +
      `\n  ${id}: () => import('./screens/${s.area}/${s.name}.tsx'),` +
      router.slice(screensEnd),
  );
  return files;
}

export async function main(argv: string[]): Promise<string[]> {
  const args = parse(argv);
  const files = await plan(args.root, args);
  const touched = [...files.keys()].sort();
  if (!args.dryRun)
    for (const [f, text] of files) {
      await mkdir(path.dirname(path.join(args.root, f)), { recursive: true });
      await writeFile(path.join(args.root, f), text);
    }
  console.log(`${args.dryRun ? 'would touch' : 'touched'} ${touched.length} files:`);
  for (const f of touched) console.log(`  ${f}`);
  console.log(
    `next: translate the English copies in ${args.area}/${args.name}.messages.json and the merchant-supplied ` +
      `languages listed above, say in routes/table.ts which issue asks for the route, then npx prettier --write them.`,
  );
  return touched;
}

if (import.meta.url === `file://${process.argv[1]}`)
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error((err as Error).message);
    process.exit(1);
  });
