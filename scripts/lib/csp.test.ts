import { describe, expect, it } from 'vitest';
import { loadWorkspace } from '@wl/manifest';
import { frameSources, imgSources } from './csp.ts';
import { repoRoot } from './paths.ts';

type Config = Parameters<typeof frameSources>[0];

const config = (baseUrl: string, customerService: Config['links']['customerService']): Config =>
  ({ gateway: { baseUrl }, links: { customerService } }) as unknown as Config;

describe('CSP sources from the manifest', () => {
  it('allows images and frames from the bundle, the gateway and the live-chat host only', () => {
    const c = config('https://api.example.ph/base', [
      { csType: 'LIVECHAT', title: 'CS', url: 'https://chat.example.ph/room?x=1' },
      { csType: 'TELEGRAM', title: 'Telegram', url: 'https://t.me/example' },
    ]);
    expect(imgSources(c)).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.ph']);
    expect(frameSources(c)).toEqual(["'self'", 'https://api.example.ph', 'https://chat.example.ph']);
    for (const list of [imgSources(c), frameSources(c)]) expect(list).not.toContain('https:');
  });

  it('allows images from the manifest’s image CDNs, each origin once', () => {
    const c = {
      ...config('https://api.example.ph', []),
      imageCdns: ['https://img1.example.ph/cdn', 'https://img2.example.ph', 'https://api.example.ph/x'],
    };
    expect(imgSources(c)).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.example.ph',
      'https://img1.example.ph',
      'https://img2.example.ph',
    ]);
  });

  it('names no other origin when the gateway is same-origin and nothing else is framed', () => {
    const c = config('', [{ csType: 'TELEGRAM', title: 'T', url: 'https://t.me/x' }]);
    expect(imgSources(c)).toEqual(["'self'", 'data:', 'blob:']);
    expect(frameSources(c)).toEqual(["'self'"]);
  });

  it('takes every merchant’s live-chat host from its manifest', async () => {
    const ws = await loadWorkspace({ root: repoRoot });
    for (const m of ws.merchants) {
      const chat = m.manifest.links.customerService.filter((c) => c.csType === 'LIVECHAT');
      for (const c of chat) expect(frameSources(m.manifest), m.code).toContain(new URL(c.url).origin);
    }
  });
});
