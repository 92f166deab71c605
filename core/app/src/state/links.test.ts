import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptServicePath } from '@wl/contract';
import { installConfig } from '../config/config.ts';
import { testConfig } from '../test/config.ts';
import { allowedHosts, hostAllowed, openExternal, safeUrl, serviceLinks } from './links.ts';
import { reset as resetUi, uiState } from './ui.ts';

describe('gateway URLs', () => {
  beforeEach(() => {
    const cfg = testConfig();
    installConfig({ ...cfg, urlAllowlist: ['*.partner.example', 'help.example.org'] });
    resetUi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    installConfig(testConfig());
  });

  it('allow the manifest’s own link hosts and its allowlist, wildcards for subdomains only', () => {
    const hosts = allowedHosts();
    expect(hosts).toEqual(expect.arrayContaining(['chat.example', 'dl.example', 'help.example.org']));
    expect(hostAllowed('a.partner.example', hosts)).toBe(true);
    expect(hostAllowed('A.B.Partner.Example', hosts)).toBe(true);
    expect(hostAllowed('partner.example', hosts)).toBe(false);
    expect(hostAllowed('evilpartner.example', hosts)).toBe(false);
    expect(hostAllowed('chat.example.evil.net', hosts)).toBe(false);
  });

  it('allow the hosts of messenger channels and links (LINE, Zalo, KakaoTalk, Viber) the manifest names', () => {
    const cfg = testConfig();
    cfg.links.customerService = [
      ...cfg.links.customerService,
      { csType: 'LINE', title: 'LINE', url: 'https://line.me/R/ti/p/@brand' },
      { csType: 'ZALO', title: 'Zalo', url: 'https://zalo.me/brand' },
    ];
    cfg.links.social = { kakaotalk: { url: 'https://pf.kakao.com/_brand' } };
    const hosts = allowedHosts(cfg);
    expect(hosts).toEqual(expect.arrayContaining(['line.me', 'zalo.me', 'pf.kakao.com']));
    expect(safeUrl('https://line.me/R/ti/p/@brand', hosts)).not.toBeNull();
    expect(safeUrl('https://line.me.evil.example/x', hosts)).toBeNull();
  });

  it('allow the responsible-gaming helpline’s host (compliance.helpline), as another of the manifest’s links', () => {
    const cfg = testConfig();
    expect(allowedHosts(cfg)).not.toContain('rg-help.example');
    const withHelp = {
      ...cfg,
      compliance: {
        profile: 'NONE' as const,
        helpline: { label: 'Help', url: 'https://rg-help.example/call' },
      },
    };
    expect(allowedHosts(withHelp)).toContain('rg-help.example');
    expect(safeUrl('https://rg-help.example/call', allowedHosts(withHelp))?.href).toBe(
      'https://rg-help.example/call',
    );
  });

  it('open only https, without credentials, on an allowed host', () => {
    expect(safeUrl('https://chat.example/room?x=1')?.href).toBe('https://chat.example/room?x=1');
    for (const bad of [
      'http://chat.example/',
      'https://user:pw@chat.example/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://chat.example.evil.net/',
      '//chat.example/',
      'not a url',
    ])
      expect(safeUrl(bad), bad).toBeNull();
  });

  it('openExternal opens an allowed link with noopener and refuses the rest with a message', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    expect(openExternal('https://x.partner.example/help')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://x.partner.example/help', '_blank', 'noopener,noreferrer');
    expect(openExternal('https://phish.example.com/')).toBe(false);
    expect(open).toHaveBeenCalledOnce();
    expect(uiState.toasts.map((t) => t.message)).toEqual([{ id: 'links.blocked' }]);
  });

  it('decrypt the service paths (the last 8 characters are the key) and drop what may not open', () => {
    const links = serviceLinks([
      {
        type: 3,
        csType: 'LIVECHAT',
        title: 'CS',
        path: encryptServicePath('https://chat.example/', 'K3y5K3y5'),
      },
      {
        type: 4,
        csType: 'TELEGRAM',
        title: 'TG',
        path: encryptServicePath('https://evil.example/', 'Zz99Zz99'),
      },
      { type: 4, csType: 'WHATSAPP', title: 'WA', path: 'https://chat.example/' },
    ]);
    expect(links).toEqual([{ type: 3, csType: 'LIVECHAT', title: 'CS', url: 'https://chat.example/' }]);
  });
});
