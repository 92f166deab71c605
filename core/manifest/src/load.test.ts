import { cp, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadWorkspace } from './load.ts';
import { formatProblem } from './validate.ts';

const root = path.resolve(import.meta.dirname, '../../..');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wl-load-'));
  await cp(path.join(root, 'merchants'), dir, { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function edit(code: string, fn: (m: Record<string, any>) => void) {
  const f = path.join(dir, code, 'merchant.json');
  const m = JSON.parse(await readFile(f, 'utf8'));
  fn(m);
  await writeFile(f, JSON.stringify(m));
}
const load = async () => {
  const ws = await loadWorkspace({ root, merchantsDir: dir });
  return { ...ws, text: ws.problems.map(formatProblem).join('\n') };
};

describe('loadWorkspace', () => {
  it('loads both merchants with complete catalogues per language', async () => {
    const ws = await load();
    expect(ws.problems).toEqual([]);
    const bd = ws.merchants.find((m) => m.code === 'bd')!;
    expect(Object.keys(bd.messages).sort()).toEqual(['BN', 'EN']);
    // BN falls back to English for nothing: every English id exists in BN.
    expect(Object.keys(bd.messages.BN!).length).toBe(Object.keys(bd.messages.EN!).length);
    expect(bd.messages.BN!['error.unknown']).not.toBe(bd.messages.EN!['error.unknown']);
  });

  it('reports a folder/code mismatch, defaultLang outside langList and a missing asset', async () => {
    await edit('ph', (m) => {
      m.code = 'pp';
      m.defaultLang = 'BN';
      m.assets.logo = 'assets/nope.svg';
    });
    const { text, merchants } = await load();
    expect(merchants).toEqual([]);
    expect(text).toContain('/code: "pp" does not match its folder merchants/ph');
    expect(text).toContain('/defaultLang: "BN" is not in langList');
    expect(text).toMatch(/\/assets\/logo: file .*assets\/nope\.svg does not exist/);
  });

  it('reports payment presets outside their limits and inverted withdrawal limits', async () => {
    await edit('ph', (m) => {
      m.payments[0].max = 1000; // GCash offers 3000 and 5000
      m.withdrawal.min = 60000;
    });
    const { text, merchants } = await load();
    expect(merchants).toEqual([]);
    expect(text).toContain("/payments/0/money/4: preset 3000 is outside this method's limits 100–1000");
    expect(text).toContain('/payments/0/money/5: preset 5000 is outside');
    expect(text).toContain('/withdrawal/min: 60000 is above max 50000');
  });

  it('checks theme overrides name real tokens with valid values', async () => {
    await edit('ph', (m) => {
      m.themeOverrides = { 'color.primry': '#fff', 'color.accent': 'red' };
    });
    const { text } = await load();
    expect(text).toMatch(
      /\/themeOverrides\/color\.primry: theme "sunrise" has no token "color\.primry"\s+hint: did you mean "color\.primary"\?/,
    );
    expect(text).toContain('/color/accent');
  });

  it('checks merchant catalogues: unknown ids, ICU syntax, languages not offered', async () => {
    await mkdir(path.join(dir, 'ph/messages'), { recursive: true });
    await writeFile(
      path.join(dir, 'ph/messages/en.json'),
      JSON.stringify({ 'error.unknwn': 'x', 'app.loading': '{oops' }),
    );
    await writeFile(path.join(dir, 'ph/messages/bn.json'), JSON.stringify({}));
    const { text } = await load();
    expect(text).toMatch(
      /ph\/messages\/en\.json \/error\.unknwn: unknown message id\s+hint: did you mean "error\.unknown"\?/,
    );
    expect(text).toMatch(/ph\/messages\/en\.json \/app\.loading: is not a valid ICU message/);
    expect(text).toMatch(/ph\/messages\/bn\.json: catalogue for a language that is not in langList/);
  });

  it('demands a catalogue for every language offered', async () => {
    await edit('ph', (m) => {
      m.langList = ['EN', 'TY', 'JA'];
    });
    const { text } = await load();
    expect(text).toContain('/langList/2: language JA has no catalogue');
  });

  it('reports malformed JSON with the file name', async () => {
    await writeFile(path.join(dir, 'bd/merchant.json'), '{ "code": "bd", }');
    const { text } = await load();
    expect(text).toMatch(/bd\/merchant\.json: is not valid JSON/);
  });

  it('rejects regions pointing at merchants that do not exist', async () => {
    await edit('ph', (m) => {
      m.regions[1].merchant = 'bdd';
    });
    const { text } = await load();
    expect(text).toMatch(
      /\/regions\/1\/merchant: no merchant "bdd" under merchants\/\s+hint: did you mean "bd"\?/,
    );
  });
});
