import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedConfig } from '@wl/manifest/types';
import { installConfig } from '../config/config.ts';
import { testConfig } from '../test/config.ts';

const api = vi.hoisted(() => ({ systemStatus: vi.fn(), systemTemplate: vi.fn() }));
vi.mock('../api/system.ts', () => api);
const { applyCachedInfo, cacheKey, fromManifest, layer, reset, runtime, runtimeState } =
  await import('./runtime.ts');
const { refreshStatus, startStatus, STATUS_REFRESH_TEST_KEY } = await import('./status.ts');

/** The test merchant with some features off in its manifest. */
function restrictive(): ResolvedConfig {
  const cfg = testConfig();
  return {
    ...cfg,
    whitelabel: {
      ...cfg.whitelabel,
      CBS3: false,
      TELEGRAMLOGIN3: false,
      menu: { ...cfg.whitelabel.menu, withdraw: false },
    },
    links: {
      ...cfg.links,
      customerService: [{ csType: 'TELEGRAM', title: 'Telegram', url: 'https://t.example/cs' }],
    },
    imageCdns: ['https://img1.example'],
  };
}

const allOn = {
  registerByUsername: true,
  registerByMobile: true,
  MOBILEVERCODELOGIN3: true,
  FACEBOOKLOGIN3: true,
  GOOGLELOGIN3: true,
  TELEGRAMLOGIN3: true,
  CBS3: true,
  menu: { deposit: true, withdraw: true, bettingRecord: true, rewardCenter: true },
  downloadPopup: true,
  speedTest: true,
  search: true,
};

describe('the runtime config: the status info layered over the manifest', () => {
  beforeEach(() => {
    installConfig(testConfig());
    reset();
    localStorage.clear();
    sessionStorage.clear();
    api.systemStatus.mockReset();
    api.systemTemplate.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    installConfig(testConfig());
  });

  it('is the manifest’s values without an info, and for anything that is not an object', () => {
    const cfg = testConfig();
    for (const info of [undefined, null, 'x', 3, []]) expect(layer(cfg, info)).toEqual(fromManifest(cfg));
    expect(fromManifest(cfg).whitelabel).toEqual(cfg.whitelabel);
    expect(fromManifest(cfg).links.customerService).toEqual(cfg.links.customerService);
    expect(fromManifest(cfg).imageCdns).toEqual(['']);
  });

  it('switches flags off, ignores unknown flags and wrong types', () => {
    const got = layer(testConfig(), {
      whitelabel: {
        CBS3: false,
        search: 'false',
        speedTest: 0,
        CBS4: true,
        menu: { deposit: false, extra: false },
      },
      register: { registerByMobile: false, registerByUsername: 'no' },
    });
    expect(got.whitelabel.CBS3).toBe(false);
    expect(got.whitelabel.search).toBe(true);
    expect(got.whitelabel.speedTest).toBe(true);
    expect(got.whitelabel).not.toHaveProperty('CBS4');
    expect(got.whitelabel.menu).toEqual({
      deposit: false,
      withdraw: true,
      bettingRecord: true,
      rewardCenter: true,
    });
    expect(got.whitelabel.registerByMobile).toBe(false);
    expect(got.whitelabel.registerByUsername).toBe(true);
  });

  it('never switches on what the manifest forbids, whatever a hostile info says', () => {
    const cfg = restrictive();
    const hostile = {
      whitelabel: { ...allOn, __proto__: { CBS3: true }, constructor: true },
      register: { registerByUsername: true, registerByMobile: true, captcha: false },
      customerService: [
        { csType: 'LIVECHAT', title: 'Chat', path: 'https://chat.example/' },
        { csType: 'LIVECHAT', title: 'Chat', path: 'javascript:alert(1)' },
        { csType: 'TELEGRAM', title: 'Evil', path: 'https://evil.example/phish' },
        { csType: 'TELEGRAM', title: 'Plain', path: 'http://t.example/cs2' },
        { csType: 'SKYPE', title: 'Skype', path: 'https://t.example/skype' },
      ],
      resources: [
        { resourceType: 'TELEGRAM', url: 'https://evil.example/t', labelNameEn: 'Telegram' },
        { resourceType: 'FACEBOOK', url: 'https://user:pw@facebook.example/t', labelNameEn: 'Facebook' },
        { resourceType: 'Android', url: 'data:text/html,<script>', labelNameEn: 'Android' },
        { resourceType: '__proto__', url: 'https://t.example/p', labelNameEn: 'x' },
        { resourceType: 'constructor', url: 'https://t.example/c', labelNameEn: 'x' },
      ],
      imageCdns: ['https://evil.example', 'http://img1.example', 42],
      mainDomain: 'evil.example',
    };
    const got = layer(cfg, hostile);
    expect(got.whitelabel).toEqual(cfg.whitelabel);
    // No live chat appears, the manifest's channel stays, nothing off the allowlist or not https gets in.
    expect(got.links.customerService).toEqual(cfg.links.customerService);
    // A refused link keeps the manifest's of its kind (the platform may drop links, never point them elsewhere).
    expect(got.links.social).toEqual({
      telegram: cfg.links.social!.telegram,
      facebook: cfg.links.social!.facebook,
    });
    expect(got.links.appDownload).toEqual(cfg.links.appDownload);
    expect(got.imageCdns).toEqual(['']);
    expect(got.mainDomain).toBe('testbet.example');
    expect(Object.prototype).not.toHaveProperty('CBS3');
  });

  it('takes the mobile template only when the build has it: the own theme or one of the manifest’s templates', () => {
    const cfg = { ...testConfig(), templates: { emerald: '/assets/templates/emerald.abc.css' } };
    expect(fromManifest(cfg).template).toBe('sunrise');
    expect(layer(cfg, { mobileTemplate: 'emerald' }).template).toBe('emerald');
    expect(layer(cfg, { mobileTemplate: 'sunrise' }).template).toBe('sunrise');
    // A hostile or misconfigured platform cannot make the app fetch a stylesheet the build did not write.
    for (const mobileTemplate of [
      'orchid',
      '__proto__',
      'constructor',
      'hasOwnProperty',
      42,
      null,
      ['emerald'],
    ])
      expect(layer(cfg, { mobileTemplate }).template).toBe('sunrise');
    // A build without templates keeps its theme whatever the info names.
    expect(layer(testConfig(), { mobileTemplate: 'emerald' }).template).toBe('sunrise');
  });

  it('asks systemTemplate for the template when the status answer leaves it out, and only then', async () => {
    installConfig({ ...testConfig(), templates: { emerald: '/assets/templates/emerald.abc.css' } });
    const answer = (info: object) => ({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      location: { ip: '', countryCode: 'PH' },
      info,
    });
    api.systemStatus.mockResolvedValue(answer({ whitelabel: {} }));
    api.systemTemplate.mockResolvedValue({ mobileTemplate: 'emerald', brandName: 'Test' });
    await refreshStatus();
    expect(api.systemTemplate).toHaveBeenCalledTimes(1);
    expect(runtime().template).toBe('emerald');
    // Named in the status answer: no second call.
    api.systemStatus.mockResolvedValue(answer({ mobileTemplate: 'sunrise' }));
    await refreshStatus();
    expect(api.systemTemplate).toHaveBeenCalledTimes(1);
    expect(runtime().template).toBe('sunrise');
    // A failed ask keeps the manifest's theme and the rest of the info.
    api.systemStatus.mockResolvedValue(answer({ whitelabel: { search: false } }));
    api.systemTemplate.mockRejectedValue(new Error('offline'));
    await refreshStatus();
    expect(runtime().template).toBe('sunrise');
    expect(runtime().whitelabel.search).toBe(false);
    // A merchant without templates never asks.
    installConfig(testConfig());
    api.systemTemplate.mockClear();
    api.systemStatus.mockResolvedValue(answer({ whitelabel: {} }));
    await refreshStatus();
    expect(api.systemTemplate).not.toHaveBeenCalled();
  });

  it('takes allowed links from the network: a changed Telegram link, a removed one, channels and CDNs', () => {
    const cfg = { ...testConfig(), imageCdns: ['https://img1.example', 'https://img2.example/cdn'] };
    const got = layer(cfg, {
      resources: [
        { resourceType: 'TELEGRAM', url: 'https://t.example/new', labelNameEn: 'Telegram' },
        { resourceType: 'FACEBOOK', url: 'https://facebook.example/t', labelNameEn: 'Facebook' },
        { resourceType: 'IOS', url: 'https://dl.example/app.mobileconfig', labelNameEn: 'iOS' },
      ],
      customerService: [
        { csType: 'LIVECHAT', title: 'Live chat', path: 'https://chat.example/v2' },
        { csType: 'WHATSAPP', title: 'WhatsApp', path: 'https://wa.example/cs' },
      ],
      imageCdns: ['https://img2.example/cdn/', 'https://img1.example', 'https://img3.example'],
    });
    // The manifest's label stays with the new URL; links the platform no longer sends are gone.
    expect(got.links.social).toEqual({
      telegram: { url: 'https://t.example/new', label: 'Telegram PH' },
      facebook: { url: 'https://facebook.example/t' },
    });
    expect(got.links.appDownload).toEqual({ ios: 'https://dl.example/app.mobileconfig' });
    expect(got.links.customerService).toEqual([
      { csType: 'LIVECHAT', title: 'Live chat', url: 'https://chat.example/v2' },
      { csType: 'WHATSAPP', title: 'WhatsApp', url: 'https://wa.example/cs' },
    ]);
    expect(got.imageCdns).toEqual(['https://img2.example/cdn', 'https://img1.example']);
    expect(layer(cfg, { customerService: [] }).links.customerService).toEqual([]);
  });

  it('applies the status answer’s info, caches it per merchant and shows the cache at the next start', async () => {
    const info = { whitelabel: { CBS3: false }, resources: [] };
    api.systemStatus.mockResolvedValue({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      location: { ip: '', countryCode: 'PH' },
      info,
    });
    expect(runtime().whitelabel.CBS3).toBe(true);
    await refreshStatus();
    expect(runtimeState.current?.whitelabel.CBS3).toBe(false);
    expect(runtime().links.social).toEqual({});
    expect(cacheKey()).toBe('MC_INFO_tst');
    expect(JSON.parse(localStorage.getItem('MC_INFO_tst')!)).toEqual(info);
    reset();
    expect(runtime().whitelabel.CBS3).toBe(true);
    applyCachedInfo();
    expect(runtime().whitelabel.CBS3).toBe(false);
    // Another merchant on the same origin does not see it.
    installConfig({ ...testConfig(), code: 'other' });
    reset();
    applyCachedInfo();
    expect(runtime().whitelabel.CBS3).toBe(true);
  });

  it('keeps the last config when the status call fails, and the same object when nothing changed', async () => {
    const answer = {
      status: 0,
      maintenance: false,
      regionRestriction: false,
      location: { ip: '', countryCode: 'PH' },
      info: { whitelabel: { search: false } },
    };
    api.systemStatus.mockResolvedValue(answer);
    await refreshStatus();
    const first = runtimeState.current;
    await refreshStatus();
    expect(runtimeState.current).toBe(first);
    api.systemStatus.mockRejectedValue(new Error('offline'));
    await refreshStatus();
    expect(runtime().whitelabel.search).toBe(false);
  });

  it('renders nothing again for an info that only repeats the manifest (every first visit gets one)', async () => {
    api.systemStatus.mockResolvedValue({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      location: { ip: '', countryCode: 'PH' },
      info: { whitelabel: { ...testConfig().whitelabel } },
    });
    await refreshStatus();
    // Still the manifest's values, and no store change: a change renders the screens that read it again.
    expect(runtimeState.current).toBeNull();
    expect(runtime()).toEqual(fromManifest());
  });

  it('refreshes in the background at the test interval from sessionStorage (never under a second)', async () => {
    vi.useFakeTimers();
    const answer = (CBS3: boolean) => ({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      location: { ip: '', countryCode: 'PH' },
      info: { whitelabel: { CBS3 } },
    });
    sessionStorage.setItem(STATUS_REFRESH_TEST_KEY, '2000');
    api.systemStatus.mockResolvedValue(answer(true));
    const stop = startStatus();
    await vi.advanceTimersByTimeAsync(0);
    expect(runtime().whitelabel.CBS3).toBe(true);
    api.systemStatus.mockResolvedValue(answer(false));
    await vi.advanceTimersByTimeAsync(2000);
    expect(runtime().whitelabel.CBS3).toBe(false);
    stop();
    sessionStorage.setItem(STATUS_REFRESH_TEST_KEY, '10');
    api.systemStatus.mockClear();
    const again = startStatus();
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.systemStatus).toHaveBeenCalledTimes(1);
    again();
  });
});
