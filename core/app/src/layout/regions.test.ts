import { describe, expect, it, vi } from 'vitest';
import { STATUS_CACHE_KEY } from '../state/status.ts';
import { testConfig } from '../test/config.ts';
import {
  leaveForMerchant,
  MERCHANT_KEY,
  merchantHomeUrl,
  pickByCountry,
  regionChoices,
  regionLabel,
  type RegionChoice,
} from './regions.ts';

const loc = (href: string) => {
  const u = new URL(href);
  return { protocol: u.protocol, hostname: u.hostname, port: u.port, search: u.search };
};

describe('regionChoices', () => {
  it('lists the resolved regions as the build derived them', () => {
    const list = regionChoices(testConfig());
    expect(list.map((r) => r.merchant)).toEqual(['tst', 'other']);
    expect(list[1]).toMatchObject({ country: 'BD', currency: 'BDT', domain: 'other.example' });
  });

  it('offers this merchant alone when no regions are configured', () => {
    const cfg = testConfig();
    cfg.regions = [];
    expect(regionChoices(cfg)).toEqual([
      {
        country: 'PH',
        countryName: 'Philippines',
        currency: 'TLB',
        currencyIso: 'PHP',
        currencySymbol: '₱',
        langList: ['EN', 'TY'],
        merchant: 'tst',
        domain: 'testbet.example',
      },
    ]);
  });
});

describe('regionLabel', () => {
  const ph = { country: 'PH', countryName: 'Philippines', currencyIso: 'PHP', currencySymbol: '₱' };
  it('shows the currency players see (ISO code and symbol), never the platform code', () => {
    expect(regionLabel(ph, 'en')).toEqual({ country: 'Philippines', currency: 'PHP ₱' });
  });
  it('names the country in the page language', () => {
    expect(regionLabel({ ...ph, country: 'BD', countryName: 'Bangladesh' }, 'bn-BD').country).toBe(
      'বাংলাদেশ',
    );
  });
  it('keeps the manifest name for a code Intl cannot name', () => {
    expect(regionLabel({ ...ph, country: 'X1', countryName: 'Nowhere' }, 'en').country).toBe('Nowhere');
  });
});

describe('merchantHomeUrl', () => {
  it('keeps the port on *.localhost and goes to /m/home keeping the query', () => {
    expect(merchantHomeUrl({ merchant: 'bd' }, loc('http://ph.localhost:8080/m/vip?aff=12&x=1'))).toBe(
      'http://bd.localhost:8080/m/home?aff=12&x=1',
    );
  });

  it('works from a bare localhost (dev server)', () => {
    expect(merchantHomeUrl({ merchant: 'bd' }, loc('http://localhost:5173/m/home'))).toBe(
      'http://bd.localhost:5173/m/home',
    );
  });

  it('hands the chosen language over in the query', () => {
    expect(merchantHomeUrl({ merchant: 'bd' }, loc('http://ph.localhost:8080/m/home?a=1'), 'BN')).toBe(
      'http://bd.localhost:8080/m/home?a=1&lang=BN',
    );
  });

  it('uses the region domain in production, or gives up without one', () => {
    expect(
      merchantHomeUrl({ merchant: 'bd', domain: 'padmabet.com' }, loc('https://luzonplay.ph/m/home?a=1')),
    ).toBe('https://padmabet.com/m/home?a=1');
    expect(merchantHomeUrl({ merchant: 'bd' }, loc('https://luzonplay.ph/m/home'))).toBeNull();
  });
});

describe('startup on a shared domain (pickByCountry)', () => {
  const shared = () => ({ ...testConfig(), sharedDomains: ['play.example'] });

  it('leaves a merchant’s own domain to the domain', () => {
    expect(pickByCountry(shared(), 'testbet.example', 'BD')).toBeNull();
    expect(pickByCountry(testConfig(), 'play.example', 'BD')).toBeNull();
  });

  it('stays for its own country, sends another region’s country to that merchant', () => {
    expect(pickByCountry(shared(), 'play.example', 'PH')).toBe('stay');
    expect(pickByCountry(shared(), 'PLAY.example.', 'ph')).toBe('stay');
    expect(pickByCountry(shared(), 'play.example', 'BD')).toMatchObject({ merchant: 'other', country: 'BD' });
  });

  it('asks for the region when no merchant serves the country, or the country is unknown', () => {
    expect(pickByCountry(shared(), 'play.example', 'ZZ')).toBe('choose');
    expect(pickByCountry(shared(), 'play.example', '')).toBe('choose');
  });

  it('switches keeping the query string, clearing the stored status and session and saving the merchant', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    sessionStorage.setItem('MC_SESSION_INFO', '{}');
    localStorage.setItem(STATUS_CACHE_KEY, '{"status":0}');
    const url = merchantHomeUrl(
      pickByCountry(shared(), 'play.example', 'BD') as RegionChoice,
      loc('https://play.example/m/vip?aff=12&x=1'),
    )!;
    expect(url).toBe('https://other.example/m/home?aff=12&x=1');
    leaveForMerchant(url, 'other');
    expect(assign).toHaveBeenCalledWith('https://other.example/m/home?aff=12&x=1');
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(STATUS_CACHE_KEY)).toBeNull();
    expect(localStorage.getItem(MERCHANT_KEY)).toBe('other');
    vi.unstubAllGlobals();
  });
});
