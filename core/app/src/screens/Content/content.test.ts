import { countWords, feedbackWords } from '@wl/manifest/feedback';
import { describe, expect, it } from 'vitest';
import { appPlatform, isIosSafari } from './appPlatform.ts';
import { isPngOrJpeg } from './feedbackFiles.ts';
import { helpSelection } from './helpQuery.ts';
import { indexParam } from './Notice.tsx';

const topics = [
  { tag: 'about' },
  { tag: 'register' },
  { tag: 'deposit', items: [{}, {}] },
  { tag: 'withdraw' },
];
const sel = (q: string) => helpSelection(new URLSearchParams(q), topics);

describe('help query', () => {
  it('selects by i, tag, p and c, tag first, then p, then i', () => {
    expect(sel('i=2')).toEqual({ topic: 2, sub: null });
    expect(sel('tag=WITHDRAW')).toEqual({ topic: 3, sub: null });
    expect(sel('p=2&c=1')).toEqual({ topic: 2, sub: 1 });
    expect(sel('tag=register&p=3&i=0')).toEqual({ topic: 1, sub: null });
    expect(sel('p=3&i=1')).toEqual({ topic: 3, sub: null });
  });
  it('falls back to the first topic for anything unknown or out of range', () => {
    for (const q of ['', 'i=9', 'i=-1', 'i=1.5', 'tag=nope', 'p=x', 'i=1e3']) expect(sel(q).topic, q).toBe(0);
    expect(sel('p=2&c=5')).toEqual({ topic: 2, sub: null });
    expect(sel('p=1&c=0')).toEqual({ topic: 1, sub: null });
    expect(helpSelection(new URLSearchParams('i=2'), [])).toEqual({ topic: 0, sub: null });
  });
});

describe('notice index', () => {
  it('reads whole numbers only', () => {
    expect(indexParam('3')).toBe(3);
    expect(indexParam(null)).toBeNull();
    expect(indexParam('-1')).toBeNull();
    expect(indexParam('2x')).toBeNull();
  });
});

describe('feedback rules', () => {
  it('counts words between any whitespace', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords('  Deposit  was slow\ntoday ')).toBe(4);
    expect(countWords('জমা ধীর ছিল')).toBe(3);
  });
  it('takes the manifest limits or the defaults', () => {
    expect(feedbackWords({})).toEqual({ minWords: 5, maxWords: 300 });
    expect(feedbackWords({ feedback: { minWords: 2 } })).toEqual({ minWords: 2, maxWords: 300 });
  });
  it('knows png and jpeg by their first bytes', () => {
    expect(isPngOrJpeg(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(isPngOrJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isPngOrJpeg(new TextEncoder().encode('GIF89a..'))).toBe(false);
  });
});

describe('app download platform', () => {
  const SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const CHROME_IOS =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
  const FB_IOS =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]';
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
  const IPAD_DESKTOP =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
  it('tells iOS, Android and the rest apart (an iPad asking for the desktop site included)', () => {
    expect(appPlatform(SAFARI)).toBe('ios');
    expect(appPlatform(ANDROID)).toBe('android');
    expect(appPlatform(IPAD_DESKTOP, 5)).toBe('ios');
    expect(appPlatform(IPAD_DESKTOP, 0)).toBe('other');
  });
  it('tells Safari from the other iOS browsers and in-app browsers', () => {
    expect(isIosSafari(SAFARI)).toBe(true);
    expect(isIosSafari(CHROME_IOS)).toBe(false);
    expect(isIosSafari(FB_IOS)).toBe(false);
  });
});
