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

  it('refuses a money amount with more than two decimals, naming the field (the gateway keeps cents)', async () => {
    await edit('ph', (m) => {
      m.rewards = { welcomeBonus: 10.555 };
      m.payments[0].money[0] = 100.5;
      m.withdrawal.kycThreshold = 5000.001;
    });
    const { text, merchants } = await load();
    expect(merchants).toEqual([]);
    expect(text).toContain('/rewards/welcomeBonus: 10.555 has more than two decimals');
    expect(text).toContain('/withdrawal/kycThreshold: 5000.001 has more than two decimals');
    expect(text).not.toContain('/payments/0/money/0');
  });

  it('refuses a time zone the runtime does not know, and one that is not an IANA name', async () => {
    await edit('ph', (m) => {
      m.timezone = 'Asia/Nowhere';
    });
    expect((await load()).text).toContain('/timezone: Asia/Nowhere is not a time zone this runtime knows');
    await edit('ph', (m) => {
      m.timezone = '+08:00';
    });
    const { text, merchants } = await load();
    expect(merchants).toEqual([]);
    expect(text).toContain('/timezone');
  });

  it('reports an unknown time zone with the schema errors, in the same run, with the nearest name', async () => {
    await edit('ph', (m) => {
      m.timezone = 'Asia/Bankok';
      m.ageLimit = 'twenty'; // a schema error as well
    });
    const { text } = await load();
    expect(text).toContain('/ageLimit');
    expect(text).toMatch(
      /\/timezone: Asia\/Bankok is not a time zone this runtime knows\s+hint: did you mean "Asia\/Bangkok"\?/,
    );
  });

  it('reports a language whose script no font covers, and a font file of the theme that is missing', async () => {
    await edit('ph', (m) => {
      m.langList = ['EN', 'GU'];
    });
    await rm(path.join(dir, 'ph/messages/ty.json'));
    const english = (await load()).english;
    await writeFile(path.join(dir, 'ph/messages/gu.json'), JSON.stringify(english));
    let { text } = await load();
    expect(text).toMatch(
      /ph\/merchant\.json \/langList\/1: GU is written in Gujarati script, for which the build ships no font: on a phone without one every GU word would show as empty boxes\s+hint: put a font file/,
    );
    await edit('ph', (m) => {
      m.themeOverrides = { 'font.scripts.gujarati': 'assets/fonts/gu.woff2' };
    });
    ({ text } = await load());
    expect(text).not.toContain('empty boxes');
    expect(text).toMatch(
      /\/themeOverrides\/font\.scripts\.gujarati: font file .*ph\/assets\/fonts\/gu\.woff2 does not exist/,
    );
    await mkdir(path.join(dir, 'ph/assets/fonts'));
    await writeFile(path.join(dir, 'ph/assets/fonts/gu.woff2'), 'font');
    expect((await load()).text).toBe('');
    // Thai has a shipped font: nothing to report.
    await edit('ph', (m) => {
      m.langList = ['EN', 'TH'];
      delete m.themeOverrides;
    });
    await rm(path.join(dir, 'ph/messages/gu.json'));
    await writeFile(path.join(dir, 'ph/messages/th.json'), JSON.stringify(english));
    expect((await load()).text).toBe('');
  });

  it("checks a merchant's sandbox content files: language, schema and placeholders", async () => {
    await mkdir(path.join(dir, 'ph/content'));
    const good = {
      banners: { 'm_home-1': 'Bonus ng {brand}' },
      notices: [{ title: 'Mabuhay', body: '<p>{invitees} kaibigan, {reward}</p>' }],
      help: [{ tag: 'about', title: 'Tungkol sa {brand}', content: '<p>{age}+ {dial}</p>' }],
    };
    await writeFile(path.join(dir, 'ph/content/ty.json'), JSON.stringify(good));
    let ws = await load();
    expect(ws.text).toBe('');
    expect(ws.merchants.find((m) => m.code === 'ph')!.content?.TY).toEqual(good);
    await writeFile(
      path.join(dir, 'ph/content/ty.json'),
      JSON.stringify({
        banners: { 'm_hom-1': 'x' },
        notices: [{ title: 'Mabuhay {brnd}', body: '<p>x</p>' }],
        help: [{ tag: 'about', title: 'x {payments}', content: 'y' }],
      }),
    );
    await writeFile(path.join(dir, 'ph/content/bn.json'), JSON.stringify({}));
    ws = await load();
    expect(ws.text).toContain('ph/content/bn.json: content for a language that is not in langList (EN, TY)');
    expect(ws.text).toMatch(/ph\/content\/ty\.json \/banners/);
    await writeFile(
      path.join(dir, 'ph/content/ty.json'),
      JSON.stringify({ notices: [{ title: 'Mabuhay {brnd}', body: '<p>x</p>' }] }),
    );
    ws = await load();
    expect(ws.text).toMatch(
      /ph\/content\/ty\.json \/notices\/0\/title: \{brnd\} is not a placeholder the sandbox fills\s+hint: did you mean \{brand\}\?/,
    );
    // Decision messages take the decision's placeholders, not the notices' ones.
    await writeFile(
      path.join(dir, 'ph/content/ty.json'),
      JSON.stringify({
        decisions: {
          'deposit.paid': { title: 'Natanggap', body: '<p>{amount} ({orderNo})</p>' },
          'withdrawal.rejected': { title: 'Tinanggihan', body: '<p>{amont}: {reason} {brand}</p>' },
        },
      }),
    );
    ws = await load();
    expect(ws.problems.filter((p) => p.file.endsWith('ty.json')).map((p) => p.pointer)).toEqual([
      '/decisions/withdrawal.rejected/body',
      '/decisions/withdrawal.rejected/body',
    ]);
    expect(ws.text).toMatch(
      /\{amont\} is not a placeholder the sandbox fills\s+hint: did you mean \{amount\}\?/,
    );
    expect(ws.text).toContain('{brand} is not a placeholder the sandbox fills');
    // Pictures: no placeholders, except the VIP card's tier and level; a line too long for the schema is named.
    const line = (headline: string) => ({ headline, tagline: 'Hanggang 100%', cta: 'KUNIN' });
    await writeFile(
      path.join(dir, 'ph/content/ty.json'),
      JSON.stringify({
        art: {
          banners: { 'm_home-1': line('REGALO {brand}') },
          promotions: [line('x'.repeat(41))],
          vip: line('ANTAS {tier} {level} {levl}'),
        },
      }),
    );
    ws = await load();
    expect(ws.problems.filter((p) => p.file.endsWith('ty.json')).map((p) => p.pointer)).toEqual([
      '/art/promotions/0/headline',
    ]);
    await writeFile(
      path.join(dir, 'ph/content/ty.json'),
      JSON.stringify({
        art: { banners: { 'm_home-1': line('REGALO {brand}') }, vip: line('ANTAS {tier} {level} {levl}') },
      }),
    );
    ws = await load();
    expect(ws.problems.filter((p) => p.file.endsWith('ty.json')).map((p) => p.pointer)).toEqual([
      '/art/banners/m_home-1/headline',
      '/art/vip/headline',
    ]);
    expect(ws.text).toMatch(
      /\{brand\} is not a placeholder the sandbox fills\s+hint: write it out: this text takes no placeholders/,
    );
    expect(ws.text).toMatch(
      /\{levl\} is not a placeholder the sandbox fills\s+hint: did you mean \{level\}\?/,
    );
  });

  it("warns of a payment method's name in a language the merchant does not offer", async () => {
    await edit('ph', (m) => {
      m.payments[0].titles = { TY: 'Bangko', BN: 'ব্যাংক' };
    });
    const ws = await load();
    expect(ws.problems).toEqual([]);
    expect(ws.warnings.map((w) => `${w.pointer}: ${w.message}`)).toContainEqual(
      '/payments/0/titles/BN: a name in BN is never shown: BN is not in langList',
    );
    expect(ws.warnings.map((w) => w.pointer)).not.toContain('/payments/0/titles/TY');
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

  it('loads run-time templates and names one that does not exist, or the own theme, with a hint', async () => {
    const ok = await load();
    const ph = ok.merchants.find((m) => m.code === 'ph')!;
    expect(ph.templates.map((t) => t.name)).toEqual(ph.manifest.templates);
    await edit('ph', (m) => {
      m.templates = ['emerld', m.theme];
    });
    const { text, merchants } = await load();
    expect(merchants.map((m) => m.code)).not.toContain('ph');
    expect(text).toMatch(
      /ph\/merchant\.json \/templates\/0: theme "emerld" does not exist\s+hint: did you mean "emerald"\?/,
    );
    expect(text).toMatch(/ph\/merchant\.json \/templates\/1: "sunrise" is the merchant's own theme/);
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

  it("refuses a shared domain that is a merchant's own domain, its own or another's", async () => {
    const phDomain = JSON.parse(await readFile(path.join(dir, 'ph', 'merchant.json'), 'utf8')).domains[0];
    await edit('bd', (m) => {
      m.sharedDomains = ['play.shared.example', phDomain];
    });
    await edit('ph', (m) => {
      m.sharedDomains = ['play.shared.example', m.domains[1]];
    });
    const { text, merchants } = await load();
    expect(merchants).toEqual([]);
    expect(text).toContain(`bd/merchant.json /sharedDomains/1: "${phDomain}" is a domain of merchant "ph"`);
    expect(text).toMatch(/ph\/merchant\.json \/sharedDomains\/1: "[^"]+" is a domain of merchant "ph"/);
    expect(text).not.toContain('play.shared.example');
  });

  it('reports a schema error, a missing theme and a bad catalogue id of one merchant in one run', async () => {
    await edit('ph', (m) => {
      m.ageLimit = 12;
      m.theme = 'sunrse';
    });
    await writeFile(path.join(dir, 'ph/messages/en.json'), JSON.stringify({ 'referal.title': 'x' }));
    const { text, merchants } = await load();
    expect(merchants).toEqual([]);
    expect(text).toContain('ph/merchant.json /ageLimit: must be >= 18');
    expect(text).toMatch(
      /ph\/merchant\.json \/theme: theme "sunrse" does not exist\s+hint: did you mean "sunrise"\?/,
    );
    expect(text).toMatch(/ph\/messages\/en\.json \/referal\.title: unknown message id/);
  });

  it('counts the messages a language without a core catalogue is missing, until it is complete', async () => {
    const english = (await load()).english;
    const total = Object.keys(english).length;
    await edit('ph', (m) => {
      m.langList = ['EN', 'VI'];
    });
    await rm(path.join(dir, 'ph/messages/ty.json'));
    await writeFile(
      path.join(dir, 'ph/messages/vi.json'),
      JSON.stringify({ 'referral.offer': 'Mời {count} người và nhận {reward}' }),
    );
    let ws = await load();
    expect(ws.text).toContain(
      `ph/messages/vi.json: language VI is missing ${total - 1} of ${total} messages; they would show in English`,
    );
    expect(ws.text).toContain('core/app/src/i18n/messages/<lang>/*.json');
    expect(ws.coverage.find((c) => c.merchant === 'ph' && c.lang === 'VI')!.missing).toHaveLength(total - 1);

    // A broken message is reported once, as broken: not also as missing.
    const broken = Object.fromEntries(Object.entries(english).map(([id, msg]) => [id, `VI ${msg}`]));
    broken['referral.offer'] = 'Mời {count người';
    await writeFile(path.join(dir, 'ph/messages/vi.json'), JSON.stringify(broken));
    ws = await load();
    expect(ws.problems.map((p) => p.pointer)).toEqual(['/referral.offer']);
    expect(ws.text).toContain('/referral.offer: is not a valid ICU message');
    expect(ws.text).not.toContain('missing');

    // Completed (each message marked as translated, its arguments and tags kept), it loads, with no English left.
    const vi = Object.fromEntries(Object.entries(english).map(([id, msg]) => [id, `VI ${msg}`]));
    await writeFile(path.join(dir, 'ph/messages/vi.json'), JSON.stringify(vi));
    ws = await load();
    expect(ws.text).toBe('');
    const pack = ws.merchants.find((m) => m.code === 'ph')!.messages.VI!;
    expect(Object.keys(pack)).toHaveLength(total);
    for (const [id, msg] of Object.entries(pack)) expect(msg, id).not.toBe(english[id]);
  });

  it('rejects an override whose arguments or rich-text tags differ from the English message', async () => {
    const english = (await load()).english;
    const tagged = Object.entries(english).find(([, m]) => /<(\w+)>/.test(m));
    expect(tagged, 'the English catalogue has a rich-text message').toBeDefined();
    await writeFile(
      path.join(dir, 'ph/messages/en.json'),
      JSON.stringify({
        'footer.age': english['footer.age']!.replace('{age}', '{agee}'),
        [tagged![0]]: tagged![1].replace(/<\/?\w+>/g, ''),
      }),
    );
    const { text } = await load();
    expect(text).toMatch(
      /ph\/messages\/en\.json \/footer\.age: uses \{agee\}, which the English message does not; leaves out \{age\}/,
    );
    expect(text).toContain(`/${tagged![0]}: drops tag <`);
  });

  it('derives header and active nav from a single color.primary override, and checks contrast', async () => {
    await edit('ph', (m) => {
      m.themeOverrides = { 'color.primary': '#7a1fa2' };
    });
    let ws = await load();
    expect(ws.text).toBe('');
    const theme = ws.merchants.find((m) => m.code === 'ph')!.theme;
    expect(theme.color.header).toBe('#7a1fa2');
    expect(theme.color.navActive).toBe('#7a1fa2');

    await edit('ph', (m) => {
      m.themeOverrides = { 'color.primary': '#ffe680' };
    });
    ws = await load();
    // The text on it is re-derived (white would not be readable), but the active nav on white fails AA.
    expect(ws.text).toMatch(
      /color\.navActive #ffe680 on color\.nav #ffffff has contrast 1\.\d+:1, below WCAG AA/,
    );
    expect(ws.text).not.toContain('color.onPrimary');
  });

  it('lets a single override name a font stack for a script, e.g. an Urdu font', async () => {
    await edit('ph', (m) => {
      m.themeOverrides = { 'font.scripts.arabic': '"Noto Nastaliq Urdu"' };
    });
    const ws = await load();
    expect(ws.text).toBe('');
    expect(ws.merchants.find((m) => m.code === 'ph')!.theme.font.scripts).toEqual({
      arabic: '"Noto Nastaliq Urdu"',
    });
    await edit('ph', (m) => {
      m.themeOverrides = { 'font.scripts.klingon': 'x' };
    });
    expect((await load()).text).toContain(
      '/themeOverrides: after themeOverrides, /font/scripts/klingon: unknown key',
    );
  });
});
