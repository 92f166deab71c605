import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installConfig } from '../config/config.ts';
import { testConfig } from '../test/config.ts';
import { cdnImage, fallbackImage, onCdn, pickCdn } from './imageCdn.ts';
import { applyInfo, reset } from './runtime.ts';

const CDNS = ['https://img1.example', 'https://img2.example/cdn'];

describe('image CDNs', () => {
  beforeEach(() => {
    installConfig({ ...testConfig(), imageCdns: CDNS });
    reset();
  });
  afterEach(() => {
    installConfig(testConfig());
    reset();
  });

  it('picks one entry of the list at random, every entry reachable', () => {
    expect(pickCdn(['a', 'b', 'c'], () => 0)).toBe('a');
    expect(pickCdn(['a', 'b', 'c'], () => 0.5)).toBe('b');
    expect(pickCdn(['a', 'b', 'c'], () => 0.9999)).toBe('c');
    // Math.random never gives 1, but a bad source must not fall off the end.
    expect(pickCdn(['a', 'b', 'c'], () => 1)).toBe('c');
    expect(pickCdn([], () => 0.3)).toBe('');
    const seen = new Set(Array.from({ length: 200 }, () => pickCdn(['a', 'b', 'c'])));
    expect([...seen].sort()).toEqual(['a', 'b', 'c']);
  });

  it('moves only platform images (/wps/ paths, relative or on an allowed origin) to the CDN', () => {
    const allowed = ['', 'https://img1.example'];
    expect(onCdn('/wps/static/icons/a.webp?w=96', 'https://img1.example', allowed)).toBe(
      'https://img1.example/wps/static/icons/a.webp?w=96',
    );
    expect(onCdn('https://img1.example/wps/static/a.webp', 'https://img2.example/cdn/', allowed)).toBe(
      'https://img2.example/cdn/wps/static/a.webp',
    );
    expect(onCdn('/wps/static/a.webp', '', allowed)).toBe('/wps/static/a.webp');
    for (const other of [
      '/assets/logo.svg',
      'https://evil.example/wps/a.webp',
      '//evil.example/wps/a',
      'data:x',
    ])
      expect(onCdn(other, 'https://img1.example', allowed)).toBe(other);
  });

  it('uses the status info’s CDNs the manifest allows, and the gateway as the one-entry fallback', () => {
    const src = '/wps/static/icons/a.webp?w=96';
    // Before any info: the default list, the gateway (here the page's own origin).
    expect(cdnImage(src, () => 0.9)).toBe(src);
    applyInfo({ imageCdns: [...CDNS, 'https://evil.example'] }, false);
    expect(cdnImage(src, () => 0)).toBe(`https://img1.example${src}`);
    expect(cdnImage(src, () => 0.99)).toBe(`https://img2.example/cdn${src}`);
    expect(fallbackImage(`https://img1.example${src}`)).toBe(src);
    installConfig({ ...testConfig(), imageCdns: CDNS, gateway: { baseUrl: 'https://api.example' } });
    expect(fallbackImage(src)).toBe(`https://api.example${src}`);
  });
});
