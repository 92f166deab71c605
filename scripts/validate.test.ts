import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkspace } from '@wl/manifest';
import { repoRoot } from './lib/paths.ts';

const run = promisify(execFile);
let work: string;

async function validate(...args: string[]) {
  try {
    const r = await run(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', ...args], {
      cwd: repoRoot,
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

async function editManifest(code: string, edit: (m: Record<string, any>) => void) {
  const file = path.join(work, code, 'merchant.json');
  const m = JSON.parse(await readFile(file, 'utf8'));
  edit(m);
  await writeFile(file, JSON.stringify(m, null, 2));
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'wl-validate-'));
  await cp(path.join(repoRoot, 'merchants'), work, { recursive: true });
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('npm run validate', () => {
  it('prints a schema error, a missing theme and a bad catalogue id in one run, and exits 1', async () => {
    await editManifest('bd', (m) => {
      m.whitelabel.CBS4 = true;
      m.theme = 'emeral';
    });
    await writeFile(path.join(work, 'bd/messages/en.json'), JSON.stringify({ 'shell.downlod': 'x' }));
    const r = await validate('--merchants', work);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/bd\/merchant\.json \/whitelabel\/CBS4: unknown key/);
    expect(r.stderr).toMatch(/bd\/merchant\.json \/theme: theme "emeral" does not exist/);
    expect(r.stderr).toMatch(/bd\/messages\/en\.json \/shell\.downlod: unknown message id/);
    await cp(path.join(repoRoot, 'merchants/bd'), path.join(work, 'bd'), { recursive: true, force: true });
  });

  it("names an operator's picture line that has no glyph or does not fit, and exits 1", async () => {
    const file = path.join(work, 'th/content/th.json');
    const before = await readFile(file, 'utf8');
    const content = JSON.parse(before);
    content.art.banners['m_home-2'].tagline = 'คืนเงินทุกการเดิมพันทุกวันไม่มีช่องว่างเลยสักนิดยาวเกินกรอบภาพแน่นอน';
    content.art.promotions[0].cta = 'รับ ✓';
    await writeFile(file, JSON.stringify(content));
    const r = await validate('--merchants', work);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /th\/content\/th\.json \/art\/banners\/m_home-2\/tagline: ".+": does not fit: 2 lines of 320 px/,
    );
    expect(r.stderr).toMatch(/th\/content\/th\.json \/art\/promotions\/0\/cta: "รับ ✓": no glyph for "✓"/);
    await writeFile(file, before);
    expect((await validate('--merchants', work)).code).toBe(0);
  });

  it('fails a language the core lacks with its missing count; --missing lists the ids with English text', async () => {
    const english = (await loadWorkspace({ root: repoRoot })).english;
    const total = Object.keys(english).length;
    await editManifest('ph', (m) => {
      m.langList = ['EN', 'TY', 'VI'];
    });
    await writeFile(
      path.join(work, 'ph/messages/vi.json'),
      JSON.stringify({ 'shell.download': 'Tải ứng dụng' }),
    );
    const r = await validate('--merchants', work);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `ph/messages/vi.json: language VI is missing ${total - 1} of ${total} messages`,
    );

    const m = await validate('--merchants', work, '--missing', 'vi');
    expect(m.code).toBe(1);
    const todo = JSON.parse(m.stdout) as Record<string, string>;
    expect(Object.keys(todo)).toHaveLength(total - 1);
    expect(todo).not.toHaveProperty('shell.download');
    expect(todo['footer.age']).toBe(english['footer.age']);
  });
});
