import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../config/config.ts';

const api = vi.hoisted(() => ({ systemCountry: vi.fn() }));
vi.mock('../api/system.ts', async (orig) => ({ ...(await orig()), systemCountry: api.systemCountry }));
const { dialingCode, loadDialingCode, reset } = await import('./dialing.ts');

afterEach(() => {
  reset();
  api.systemCountry.mockReset();
});

const row = (merchant: string, dialingCode?: string) => ({
  merchant,
  country: 'XX',
  countryName: 'X',
  currency: 'X',
  langList: ['EN'],
  ...(dialingCode ? { dialingCode } : {}),
});

describe('dialing code (systemCountry, the manifest as fallback)', () => {
  it("takes this merchant's code from the platform's region list, asking once", async () => {
    api.systemCountry.mockResolvedValue({ list: [row('other', '1'), row(config().code, '977')] });
    expect(dialingCode()).toBe(config().phone.dialingCode);
    await Promise.all([loadDialingCode(), loadDialingCode()]);
    expect(dialingCode()).toBe('977');
    expect(api.systemCountry).toHaveBeenCalledTimes(1);
  });

  it("keeps the manifest's code when the platform names none, a malformed one, or fails (then asks again)", async () => {
    api.systemCountry.mockResolvedValueOnce({ list: [row(config().code)] });
    await loadDialingCode();
    expect(dialingCode()).toBe(config().phone.dialingCode);
    reset();
    api.systemCountry.mockResolvedValueOnce({ list: [row(config().code, '+63<script>')] });
    await loadDialingCode();
    expect(dialingCode()).toBe(config().phone.dialingCode);
    reset();
    api.systemCountry
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ list: [row(config().code, '44')] });
    await loadDialingCode();
    expect(dialingCode()).toBe(config().phone.dialingCode);
    await loadDialingCode();
    expect(dialingCode()).toBe('44');
  });
});
