import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closest, formatProblem, validateMerchant, validateTheme } from './validate.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const ph = () =>
  JSON.parse(readFileSync(path.join(root, 'merchants/ph/merchant.json'), 'utf8')) as Record<string, any>;
const theme = () =>
  JSON.parse(readFileSync(path.join(root, 'themes/sunrise/theme.json'), 'utf8')) as Record<string, any>;
const file = 'merchants/ph/merchant.json';

describe('validateMerchant', () => {
  it('accepts the shipped manifests', () => {
    expect(validateMerchant(ph(), file)).toEqual([]);
  });

  it('names the file and JSON pointer and says what is wrong', () => {
    const m = ph();
    m.payments[2].money = [100, 'x'];
    const [p] = validateMerchant(m, file);
    expect(formatProblem(p!)).toBe(`${file} /payments/2/money/1: must be a number`);
  });

  it('reports every problem at once', () => {
    const m = ph();
    m.ageLimit = 12;
    m.currency.iso = 'peso';
    delete m.phone.digits;
    const pointers = validateMerchant(m, file).map((p) => p.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/ageLimit', '/currency/iso', '/phone/digits']));
  });

  it('rejects unknown keys with a did-you-mean hint', () => {
    const m = ph();
    m.whitelabel.CBS4 = true;
    m.brandname = 'x';
    const problems = validateMerchant(m, file);
    expect(problems).toContainEqual({
      file,
      pointer: '/whitelabel/CBS4',
      message: 'unknown key',
      hint: 'did you mean "CBS3"?',
    });
    expect(problems).toContainEqual({
      file,
      pointer: '/brandname',
      message: 'unknown key',
      hint: 'did you mean "brandName"?',
    });
  });

  it('explains pattern failures with the field description', () => {
    const m = ph();
    m.domains = ['https://luzonplay.ph'];
    const [p] = validateMerchant(m, file);
    expect(p!.pointer).toBe('/domains/0');
    expect(p!.message).toContain('not in the expected form');
    expect(p!.hint).toBe('A host name without scheme or port.');
  });

  it('rejects an unknown language code without a misleading hint', () => {
    const m = ph();
    m.langList = ['EN', 'XX'];
    const [p] = validateMerchant(m, file);
    expect(p!.pointer).toBe('/langList/1');
    expect(p!.message).toMatch(/^must be one of: EN, CN/);
    expect(p!.hint).toBeUndefined();
  });
});

describe('validateTheme', () => {
  // Issue 10 replaced "must name a Bengali font" (scripts now get their own stacks and shipped fonts).
  it('demands a font stack that ends with a generic family', () => {
    const t = theme();
    t.font.family = 'Arial, Helvetica';
    const [p] = validateTheme(t, 'themes/sunrise/theme.json');
    expect(p!.pointer).toBe('/font/family');
  });

  it('checks colours', () => {
    const t = theme();
    t.color.primary = 'blue';
    expect(validateTheme(t, 'x').map((p) => p.pointer)).toEqual(['/color/primary']);
  });
});

describe('closest', () => {
  it('suggests near names only', () => {
    expect(closest('brandname', ['brandName', 'code'])).toBe('brandName');
    expect(closest('XX', ['EN', 'BN'])).toBeUndefined();
    expect(closest('totally', ['brandName'])).toBeUndefined();
  });
});
