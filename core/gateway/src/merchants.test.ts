import { describe, expect, it } from 'vitest';
import type { Merchant } from '@wl/manifest';
import { MerchantDirectory } from './merchants.ts';

const merchant = (code: string, domains: string[], sharedDomains?: string[]) => ({
  code,
  manifest: { platformMerchantCode: code.toUpperCase(), domains, sharedDomains } as unknown as Merchant,
});

describe('MerchantDirectory and shared domains', () => {
  it('answers a shared domain as the first merchant by code that lists it, never over an own domain', () => {
    const dir = new MerchantDirectory([
      merchant('vn', ['saigonwin.test'], ['asia.example', 'indusplay.test']),
      merchant('pk', ['indusplay.test'], ['asia.example']),
    ]);
    expect(dir.fromHost('asia.example:8080')?.code).toBe('pk');
    expect(dir.fromHost('ASIA.example')?.code).toBe('pk');
    expect(dir.fromHost('indusplay.test')?.code).toBe('pk');
    expect(dir.fromHost('saigonwin.test')?.code).toBe('vn');
    expect(dir.fromHost('other.example')).toBeUndefined();
  });
});
