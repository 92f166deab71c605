import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptServicePath, encryptServicePath } from '@wl/contract';
import { statusNumber } from '../status.ts';
import { startHarness, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

describe('customer-service links', () => {
  it('sends every path encrypted with its own key, which decrypts to the manifest link', async () => {
    const { pathList } = (await h.ok('service')).version;
    const links = h.merchants.find((m) => m.code === 'ph')!.manifest.links.customerService;
    expect(pathList.map((p) => decryptServicePath(p.path))).toEqual(links.map((l) => l.url));
    expect(pathList.every((p) => !p.path.startsWith('http'))).toBe(true);
    expect(pathList.find((p) => p.csType === 'LIVECHAT')?.type).toBe(3);
  });

  it('round-trips any text and refuses what is not a path', () => {
    for (const url of ['https://t.me/x?a=1&b=ü', 'https://chat.example.com/'])
      expect(decryptServicePath(encryptServicePath(url, 'Ab12Cd34'))).toBe(url);
    expect(decryptServicePath('short')).toBeNull();
    expect(decryptServicePath('!!!!Ab12Cd34')).toBeNull();
    expect(decryptServicePath(`${encryptServicePath('https://a.b', 'Ab12Cd34')}x`)).not.toBe('https://a.b');
    expect(() => encryptServicePath('x', 'short')).toThrow();
  });
});

describe('system status', () => {
  it('numbers the states by the chosen reading (ipBlockFirst by default)', () => {
    expect(statusNumber('normal')).toBe(0);
    expect(statusNumber('maintenance')).toBe(2);
    expect(statusNumber('ip_blocked')).toBe(1);
    expect(statusNumber('region_restricted')).toBe(1);
    expect(statusNumber('maintenance', 'maintenanceFirst')).toBe(1);
    expect(statusNumber('region_restricted', 'maintenanceFirst')).toBe(2);
  });

  it('scopes a status to the browser carrying the sandbox cookie, leaving everyone else alone', async () => {
    const scope = 'test-scope-1234';
    const cookie = { cookie: `other=1; wl_sandbox_scope=${scope}` };
    await h.sandbox('sandboxStatus', { status: 'maintenance', merchantCode: 'ph', scope });
    expect(await h.ok('systemStatus', {}, { headers: cookie })).toMatchObject({
      status: 2,
      maintenance: true,
    });
    expect((await h.call('vendors', {}, { headers: cookie })).status).toBe(503);
    expect(await h.ok('systemStatus')).toMatchObject({ status: 0, maintenance: false });
    expect((await h.call('vendors', {})).status).toBe(200);
    // Another merchant is untouched even for that browser.
    expect((await h.ok('systemStatus', {}, { headers: cookie, host: 'padmabet.com' })).status).toBe(0);
    await h.sandbox('sandboxStatus', { status: 'normal', merchantCode: 'ph', scope });
    expect((await h.call('vendors', {}, { headers: cookie })).status).toBe(200);
  });
});

describe('the operator changing a merchant at run time (POST /__sandbox/config)', () => {
  it('changes the status info and service links of one scope and merchant only, and resets', async () => {
    const scope = 'test-config-5678';
    const cookie = { cookie: `wl_sandbox_scope=${scope}` };
    const before = await h.ok('systemStatus');
    expect(before.info.whitelabel.CBS3).toBe(true);
    const telegram = 'https://t.me/runtime_changed';
    const set = await h.sandbox('sandboxConfig', {
      scope,
      whitelabel: { CBS3: false, menu: { deposit: false } },
      resources: [{ resourceType: 'TELEGRAM', url: telegram, labelNameEn: 'Telegram' }],
      customerService: [{ csType: 'TELEGRAM', title: 'CS', path: telegram }],
      countryCode: 'ZZ',
    });
    expect(set.whitelabel).toMatchObject({ CBS3: false, menu: { deposit: false, withdraw: true } });
    const seen = await h.ok('systemStatus', {}, { headers: cookie });
    expect(seen.info.whitelabel.CBS3).toBe(false);
    expect(seen.info.whitelabel.menu.deposit).toBe(false);
    expect(seen.info.whitelabel.search).toBe(before.info.whitelabel.search);
    expect(seen.info.resources).toEqual([
      { resourceType: 'TELEGRAM', url: telegram, labelNameEn: 'Telegram' },
    ]);
    expect(seen.info.customerService).toEqual([{ csType: 'TELEGRAM', title: 'CS', path: telegram }]);
    expect(seen.location.countryCode).toBe('ZZ');
    const paths = (await h.ok('service', {}, { headers: cookie })).version.pathList;
    expect(paths.map((p) => decryptServicePath(p.path))).toEqual([telegram]);
    // Everyone else, and another merchant in the same browser, still get the manifest's values.
    expect((await h.ok('systemStatus')).info).toEqual(before.info);
    expect(
      (await h.ok('systemStatus', {}, { headers: cookie, host: 'padmabet.com' })).location.countryCode,
    ).toBe('BD');
    // A later change merges; reset forgets.
    await h.sandbox('sandboxConfig', { scope, whitelabel: { search: false } });
    expect((await h.ok('systemStatus', {}, { headers: cookie })).info.whitelabel).toMatchObject({
      CBS3: false,
      search: false,
    });
    await h.sandbox('sandboxConfig', { scope, reset: true });
    expect((await h.ok('systemStatus', {}, { headers: cookie })).info).toEqual(before.info);
  });

  it('reports the mobile template and image CDNs the operator set, in the status info and systemTemplate, for the scope only', async () => {
    const scope = 'scope-template-1';
    const cookie = { cookie: `wl_sandbox_scope=${scope}` };
    const own = h.merchants.find((m) => m.code === 'ph')!.manifest.theme;
    expect((await h.ok('systemStatus', {}, { headers: cookie })).info.mobileTemplate).toBe(own);
    expect((await h.ok('systemTemplate', {}, { headers: cookie })).mobileTemplate).toBe(own);
    const set = await h.sandbox('sandboxConfig', { scope, mobileTemplate: 'festival' });
    expect(set.mobileTemplate).toBe('festival');
    expect((await h.ok('systemStatus', {}, { headers: cookie })).info.mobileTemplate).toBe('festival');
    expect((await h.ok('systemTemplate', {}, { headers: cookie })).mobileTemplate).toBe('festival');
    expect((await h.ok('systemTemplate')).mobileTemplate).toBe(own);
    // The image CDNs too (the app keeps only those its manifest allows).
    const cdns = ['https://img1.example', 'https://evil.example'];
    expect((await h.sandbox('sandboxConfig', { scope, imageCdns: cdns })).imageCdns).toEqual(cdns);
    expect((await h.ok('systemStatus', {}, { headers: cookie })).info.imageCdns).toEqual(cdns);
    expect((await h.ok('systemStatus')).info.imageCdns).not.toEqual(cdns);
    await h.sandbox('sandboxConfig', { scope, reset: true });
    expect((await h.ok('systemTemplate', {}, { headers: cookie })).mobileTemplate).toBe(own);
  });

  it('refuses an unknown flag and a non-boolean flag', async () => {
    for (const whitelabel of [{ CBS4: true }, { CBS3: 'yes' }]) {
      const a = await h.raw('POST', '/__sandbox/config', {
        body: JSON.stringify({ whitelabel }),
        headers: { 'content-type': 'application/json' },
        name: 'sandboxConfig',
      });
      expect(a.status).toBe(400);
    }
  });
});

describe('regions', () => {
  it("gives every region its merchant's dialing code (the mobile fields' code, issue 28)", async () => {
    const { list } = await h.ok('systemCountry');
    const byCode = new Map(h.merchants.map((m) => [m.code, m.manifest.phone.dialingCode]));
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) expect(r.dialingCode, r.merchant).toBe(byCode.get(r.merchant));
    expect(list[0]).toMatchObject({ merchant: 'ph', dialingCode: '63' });
  });
});
