import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveCompliance } from './compliance.ts';
import { loadWorkspace } from './load.ts';
import { formatProblem } from './validate.ts';

const root = path.resolve(import.meta.dirname, '../../..');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wl-compliance-'));
  await cp(path.join(root, 'merchants'), dir, { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function edit(code: string, fn: (m: Record<string, any>) => void): Promise<void> {
  const f = path.join(dir, code, 'merchant.json');
  const m = JSON.parse(await readFile(f, 'utf8'));
  fn(m);
  await writeFile(f, JSON.stringify(m));
}
const problems = async () =>
  (await loadWorkspace({ root, merchantsDir: dir })).problems.map(formatProblem).join('\n');

describe('compliance profiles', () => {
  it('accept the shipped merchants and the test merchants', async () => {
    expect(await problems()).toBe('');
    const fixtures = await loadWorkspace({ root, merchantsDir: path.join(root, 'tests/fixtures/merchants') });
    expect(fixtures.problems.map(formatProblem)).toEqual([]);
  });

  it('fail validation naming the field when a module the profile requires is off', async () => {
    await edit('ph', (m) => {
      m.compliance.modules = { realityCheck: false, lossLimits: false };
    });
    const text = await problems();
    expect(text).toContain(
      'ph/merchant.json /compliance/modules/realityCheck: must be on: the PH-PAGCOR profile requires it',
    );
    // lossLimits is not required by PAGCOR: switching it off is the operator's choice.
    expect(text).not.toContain('lossLimits');
  });

  it('hold the age, the self-exclusion lengths and the "one of" groups to the jurisdiction', async () => {
    await edit('ph', (m) => {
      m.ageLimit = 18;
      m.compliance.selfExclusionMonths = [6, 12];
    });
    await edit('bd', (m) => {
      m.compliance = { profile: 'MT-MGA', modules: { depositLimits: false, wagerLimits: false } };
    });
    const text = await problems();
    expect(text).toContain('ph/merchant.json /ageLimit: must be at least 21 under the PH-PAGCOR profile');
    expect(text).toContain(
      'ph/merchant.json /compliance/selfExclusionMonths: must offer 60 months under the PH-PAGCOR profile',
    );
    expect(text).toContain(
      'bd/merchant.json /compliance/modules/depositLimits: the MT-MGA profile requires one of depositLimits, wagerLimits to be on',
    );
  });

  it('tick the registration consent box in advance only where the profile allows it', async () => {
    expect(resolveCompliance({ code: 'x', compliance: { profile: 'GB-UKGC' } }).consentChecked).toBe(false);
    expect(resolveCompliance({ code: 'x', compliance: { profile: 'MT-MGA' } }).consentChecked).toBe(false);
    expect(resolveCompliance({ code: 'x', compliance: { profile: 'PH-PAGCOR' } }).consentChecked).toBe(true);
    expect(resolveCompliance({ code: 'x' }).consentChecked).toBe(true);
    expect(
      resolveCompliance({ code: 'x', compliance: { profile: 'CW-CGA', registrationConsentChecked: false } })
        .consentChecked,
    ).toBe(false);
    await edit('bd', (m) => {
      m.compliance = { ...m.compliance, profile: 'GB-UKGC', registrationConsentChecked: true };
    });
    expect(await problems()).toContain(
      'bd/merchant.json /compliance/registrationConsentChecked: must be false: the GB-UKGC profile requires the player to tick the consent box',
    );
  });

  it('default an absent block to NONE with the player tools on and the flow-changing modules off', () => {
    const c = resolveCompliance({ code: 'vn' });
    expect(c).toMatchObject({ profile: 'NONE', operator: 'vn', exclusionAcrossOperator: false });
    expect(c.modules.depositLimits && c.modules.selfExclusion && c.modules.realityCheck).toBe(true);
    expect(c.modules.dateOfBirth || c.modules.playStatus || c.modules.infoBeforeFirstBet).toBe(false);
    expect(resolveCompliance({ code: 'x', compliance: { profile: 'GB-UKGC' } }).modules.playStatus).toBe(
      true,
    );
  });
});
