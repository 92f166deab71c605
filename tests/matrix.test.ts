import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { EVERY_MERCHANT, EVERY_MERCHANT_TAG, grepOf, rotatingSpecs, rotation, turnOf } from './matrix.ts';
import { repoRoot } from './merchants.ts';

const merchants = ['bd', 'ph', 'pk', 'vn'];
const specs = rotatingSpecs();
/** The title path Playwright's grep sees: project, file, describe and test titles, tags. */
const titleOf = (file: string, title: string, tags = '') => ` ph ${file}.spec.ts ${title} ${tags}`.trimEnd();

describe('the e2e matrix', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  test('names only specs that exist, and rotates every other spec', () => {
    for (const name of Object.keys(EVERY_MERCHANT))
      expect(existsSync(path.join(repoRoot, 'tests/e2e', `${name}.spec.ts`)), name).toBe(true);
    expect(specs).toContain('lobby');
    expect(specs).not.toContain('every-route');
    expect(specs).not.toContain('visual');
    expect(specs).not.toContain('new-merchant');
  });

  test('each turn gives every rotating spec to exactly one merchant, and n turns give each spec to every merchant', () => {
    const seen = new Map(specs.map((s) => [s, new Set<string>()]));
    for (let turn = 7; turn < 7 + merchants.length; turn++) {
      const taken = merchants.flatMap((m) => turnOf(m, merchants, specs, turn).map((s) => [s, m] as const));
      expect(taken.map(([s]) => s).sort()).toEqual(specs);
      for (const [s, m] of taken) seen.get(s)!.add(m);
    }
    for (const [s, ms] of seen) expect([...ms].sort(), s).toEqual(merchants);
  });

  test("a project's grep takes its turn's specs, the every-merchant specs and tagged tests, and nothing else", () => {
    const turn = 3;
    const grep = grepOf('ph', merchants, turn)!;
    const runs = (title: string) => grep.some((r) => r.test(title));
    const mine = turnOf('ph', merchants, specs, turn);
    const other = specs.find((s) => !mine.includes(s))!;
    expect(runs(titleOf(mine[0]!, 'a test'))).toBe(true);
    expect(runs(titleOf('every-route', 'a walk'))).toBe(true);
    expect(runs(titleOf(other, 'a test'))).toBe(false);
    expect(runs(titleOf(other, 'a test', EVERY_MERCHANT_TAG))).toBe(true);
    // A file name that ends like another's is not it: member.spec.ts is not shell-member.spec.ts.
    const at = [0, 1, 2, 3].find((n) => {
      const t = turnOf('ph', merchants, specs, n);
      return t.includes('member') && !t.includes('shell-member');
    })!;
    const g = grepOf('ph', merchants, at)!;
    expect(g.some((r) => r.test(titleOf('member', 'x')))).toBe(true);
    expect(g.some((r) => r.test(titleOf('shell-member', 'x')))).toBe(false);
  });

  test('E2E_MATRIX=full runs everything; E2E_ROTATION repeats a turn and refuses a bad one', () => {
    process.env.E2E_MATRIX = 'full';
    expect(grepOf('ph', merchants, 0)).toBeUndefined();
    delete process.env.E2E_MATRIX;
    process.env.E2E_ROTATION = '12';
    expect(rotation()).toBe(12);
    process.env.E2E_ROTATION = '-1';
    expect(() => rotation()).toThrow(/E2E_ROTATION must be a whole number/);
  });
});
