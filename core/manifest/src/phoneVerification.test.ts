import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { phoneVerificationProblems } from './phoneVerification.ts';
import { formatProblem, validateMerchant } from './validate.ts';
import type { Merchant } from './generated/merchant.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const file = 'merchants/ph/merchant.json';
const ph = () =>
  JSON.parse(readFileSync(path.join(root, 'merchants/ph/merchant.json'), 'utf8')) as Record<string, any>;

describe('the phoneVerification switch', () => {
  it('takes platform or firebase, and names the field otherwise', () => {
    for (const provider of ['platform', 'firebase']) {
      const m = ph();
      m.phoneVerification = { provider };
      expect(validateMerchant(m, file)).toEqual([]);
    }
    const m = ph();
    m.phoneVerification = { provider: 'firebaze' };
    const [p] = validateMerchant(m, file);
    expect(formatProblem(p!)).toMatch(
      /^merchants\/ph\/merchant\.json \/phoneVerification\/provider: must be one of: platform, firebase/,
    );
    m.phoneVerification = {};
    expect(validateMerchant(m, file).map((x) => x.pointer)).toContain('/phoneVerification/provider');
  });

  it('refuses firebase on a merchant with neither SMS login nor mobile registration', () => {
    const m = ph() as Merchant;
    m.phoneVerification = { provider: 'firebase' };
    expect(phoneVerificationProblems(m, file)).toEqual([]);
    m.whitelabel.MOBILEVERCODELOGIN3 = false;
    m.whitelabel.registerByMobile = false;
    const [p] = phoneVerificationProblems(m, file);
    expect(p!.pointer).toBe('/phoneVerification/provider');
    expect(p!.hint).toContain('MOBILEVERCODELOGIN3');
    m.phoneVerification = { provider: 'platform' };
    expect(phoneVerificationProblems(m, file)).toEqual([]);
  });
});
