import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../test/config.ts';

describe('config', () => {
  afterEach(() => vi.resetModules());

  it('throws a clear error when read before it is installed', async () => {
    vi.resetModules();
    const fresh = await import('./config.ts');
    expect(() => fresh.config()).toThrow(/before installConfig/);
  });

  it('is read-only data once installed', async () => {
    vi.resetModules();
    const fresh = await import('./config.ts');
    const cfg = testConfig();
    fresh.installConfig(cfg);
    expect(fresh.config().brandName).toBe('TestBet');
    expect(() => {
      (fresh.config().whitelabel as { CBS3: boolean }).CBS3 = false;
    }).toThrow(TypeError);
    // The caller's object stays its own.
    cfg.brandName = 'Other';
    expect(fresh.config().brandName).toBe('TestBet');
  });
});
