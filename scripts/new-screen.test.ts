import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from './new-screen.ts';

const repo = path.resolve(import.meta.dirname, '..');
/**
 * Issue 26: a screen with one new call touches at most 8 files of the app and its tests; besides them, its messages
 * go into each operator's catalogue of a language the core has none for (merchants/<code>/messages/<lang>.json), one
 * file per such catalogue, as validate requires every message there.
 */
const MAX_FILES = 8;
/** The operators' own catalogues: a file named for a language the core has no folder for. */
const ownCatalogues = (): string[] => {
  const core = new Set(readdirSync(path.join(repo, 'core/app/src/i18n/messages')));
  return ['merchants', 'tests/fixtures/merchants'].flatMap((dir) =>
    readdirSync(path.join(repo, dir), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(path.join(repo, dir, d.name, 'messages')))
      .flatMap((d) =>
        readdirSync(path.join(repo, dir, d.name, 'messages'))
          .filter((f) => f.endsWith('.json') && !core.has(f.slice(0, -5)))
          .map((f) => `${dir}/${d.name}/messages/${f}`),
      ),
  );
};
const isOwnCatalogue = (f: string) => ownCatalogues().includes(f);
let work: string;

beforeAll(async () => {
  // The parts of the repository the generator reads and edits, copied; the real tree is never written.
  work = await mkdtemp(path.join(os.tmpdir(), 'new-screen-'));
  for (const p of [
    'core/app/src/api',
    'core/app/src/routes',
    'core/app/src/AppRouter.tsx',
    'core/app/src/i18n/messages',
    'core/app/src/screens/Games',
    'merchants',
    'tests/fixtures/merchants',
  ])
    await cp(path.join(repo, p), path.join(work, p), { recursive: true });
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('npm run new-screen', () => {
  it('adds a screen with one call in at most 8 files, and says which', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const touched = await main([
      'Games/DrawStats',
      '--route',
      '/m/drawStats',
      '--call',
      'getLott',
      '--root',
      work,
    ]);
    expect(touched.filter((f) => !isOwnCatalogue(f)).length).toBeLessThanOrEqual(MAX_FILES);
    expect(ownCatalogues()).toContain('tests/fixtures/merchants/pk/messages/ur.json');
    expect(touched).toEqual(
      [
        'core/app/src/AppRouter.tsx',
        'core/app/src/routes/table.ts',
        'core/app/src/screens/Games/DrawStats.messages.json',
        'core/app/src/screens/Games/DrawStats.test.tsx',
        'core/app/src/screens/Games/DrawStats.tsx',
        'core/app/src/state/drawStats.ts',
        'tests/e2e/drawStats.spec.ts',
        ...ownCatalogues(),
      ].sort(),
    );
    for (const f of touched) expect(existsSync(path.join(work, f))).toBe(true);
    const table = await readFile(path.join(work, 'core/app/src/routes/table.ts'), 'utf8');
    expect(table).toContain("  drawStats: {\n    paths: ['/m/drawStats'],");
    expect(await readFile(path.join(work, 'core/app/src/AppRouter.tsx'), 'utf8')).toContain(
      "drawStats: () => import('./screens/Games/DrawStats.tsx'),",
    );
    // The call is the one bound in api/ (getLott: api/content.ts), the messages cover every core language.
    expect(await readFile(path.join(work, 'core/app/src/state/drawStats.ts'), 'utf8')).toContain(
      "import { getLott as call } from '../api/content.ts';",
    );
    const messages = JSON.parse(
      await readFile(path.join(work, 'core/app/src/screens/Games/DrawStats.messages.json'), 'utf8'),
    ) as Record<string, Record<string, string>>;
    expect(Object.keys(messages).sort()).toEqual(['bn', 'en', 'ty']);
    expect(messages.en!['route.drawStats']).toBe('Draw stats');
  });

  it('writes nothing in a dry run, and refuses a route id or path that exists', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const touched = await main(['Games/Draw', '--route', '/m/draw', '--dry-run', '--root', work]);
    expect(touched.filter((f) => !isOwnCatalogue(f)).length).toBeLessThanOrEqual(MAX_FILES - 1);
    expect(existsSync(path.join(work, 'core/app/src/screens/Games/Draw.tsx'))).toBe(false);
    await expect(main(['Games/Lottery', '--route', '/m/x', '--root', work])).rejects.toThrow(
      /exists already/,
    );
    await expect(main(['Games/Other', '--route', '/m/lottery', '--root', work])).rejects.toThrow(
      /another route/,
    );
  });
});
