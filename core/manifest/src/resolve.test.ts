import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWorkspace } from './load.ts';
import { assetFields, mainDomains, resolveConfig, resolveRegions } from './resolve.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const ws = await loadWorkspace({ root });
const ph = ws.merchants.find((m) => m.code === 'ph')!;
const bd = ws.merchants.find((m) => m.code === 'bd')!;

describe('resolveRegions', () => {
  it('derives every row from the merchant it names, in the manifest order', () => {
    expect(ph.manifest.regions).toEqual([{ merchant: 'ph' }, { merchant: 'bd' }]);
    expect(resolveRegions(ph, ws.all)).toEqual([
      {
        merchant: 'ph',
        country: ph.manifest.country,
        countryName: ph.manifest.countryName,
        currency: ph.manifest.currency.code,
        currencyIso: ph.manifest.currency.iso,
        currencySymbol: ph.manifest.currency.symbol,
        langList: ph.manifest.langList,
        domain: ph.manifest.domains[0],
      },
      {
        merchant: 'bd',
        country: bd.manifest.country,
        countryName: bd.manifest.countryName,
        currency: bd.manifest.currency.code,
        currencyIso: bd.manifest.currency.iso,
        currencySymbol: bd.manifest.currency.symbol,
        langList: bd.manifest.langList,
        domain: bd.manifest.domains[0],
      },
    ]);
  });

  it('follows a change in the other merchant (nothing is copied that could drift)', () => {
    const changed = structuredClone(bd);
    changed.manifest.langList = ['EN'];
    changed.manifest.countryName = 'Bangladesh (test)';
    const [, row] = resolveRegions(ph, [ph, changed]);
    expect(row).toMatchObject({ merchant: 'bd', langList: ['EN'], countryName: 'Bangladesh (test)' });
  });

  it('puts the merchant itself first when its manifest does not name it, and skips unknown codes', () => {
    const m = structuredClone(ph);
    m.manifest.regions = [{ merchant: 'bd' }, { merchant: 'zz' }];
    expect(resolveRegions(m, ws.all).map((r) => r.merchant)).toEqual(['ph', 'bd']);
    m.manifest.regions = undefined;
    expect(resolveRegions(m, ws.all).map((r) => r.merchant)).toEqual(['ph']);
  });
});

describe('mainDomains', () => {
  it('maps each merchant to its first domain', () => {
    const domains = mainDomains(ws.all);
    expect(domains.get('bd')).toBe(bd.manifest.domains[0]);
    expect(domains.get('ph')).toBe(ph.manifest.domains[0]);
    expect([...domains.keys()].sort()).toEqual(ws.all.map((m) => m.code).sort());
  });
});

describe('resolveConfig', () => {
  it('rewrites exactly the asset fields, drops build-only keys and derives regions', () => {
    const cfg = resolveConfig(ph, {
      merchants: ws.all,
      theme: 'sunrise',
      assetUrl: (p) => `/hashed/${p}`,
      locales: { EN: '/locales/en.x.json' },
      buildId: 'b1',
    });
    expect(cfg).not.toHaveProperty('$schema');
    expect(cfg).not.toHaveProperty('themeOverrides');
    expect(cfg.theme).toBe('sunrise');
    expect(cfg.buildId).toBe('b1');
    expect(cfg.locales).toEqual({ EN: '/locales/en.x.json' });
    expect(cfg.regions.map((r) => r.merchant)).toEqual(['ph', 'bd']);
    // Every path assetFields lists is a URL now, and no other string of the config changed.
    const urls = assetFields(ph.manifest).map(([, p]) => `/hashed/${p}`);
    expect(assetFields(cfg as never).map(([, p]) => p)).toEqual(urls);
    expect(JSON.stringify(cfg).match(/\/hashed\//g)!.length).toBe(urls.length);
  });

  it('is pure: same inputs, same output, the manifest untouched', () => {
    const before = JSON.stringify(ph.manifest);
    const inputs = { merchants: ws.all, theme: 'sunrise', locales: {} };
    expect(resolveConfig(ph, inputs)).toEqual(resolveConfig(ph, inputs));
    expect(JSON.stringify(ph.manifest)).toBe(before);
  });
});
