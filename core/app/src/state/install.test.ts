import { afterEach, describe, expect, it, vi } from 'vitest';
import { installOffer, installState, promptInstall, reset, watchInstallPrompt } from './install.ts';

const browser = (userAgent: string, standalone = false) =>
  ({
    navigator: { userAgent } as Navigator,
    matchMedia: () => ({ matches: standalone }) as MediaQueryList,
  }) as Pick<Window, 'navigator' | 'matchMedia'>;

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IOS_CHROME = IOS_SAFARI.replace('Version/17.0', 'CriOS/120.0');
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';

afterEach(reset);

describe('installOffer', () => {
  it('uses the real prompt when the browser gave one, the iOS guide on iOS Safari, nothing otherwise', () => {
    expect(installOffer(true, browser(ANDROID))).toBe('prompt');
    expect(installOffer(false, browser(ANDROID))).toBeNull();
    expect(installOffer(false, browser(IOS_SAFARI))).toBe('iosGuide');
    expect(installOffer(false, browser(IOS_CHROME))).toBeNull();
  });

  it('offers nothing inside the installed app', () => {
    expect(installOffer(true, browser(ANDROID, true))).toBeNull();
    expect(installOffer(false, browser(IOS_SAFARI, true))).toBeNull();
  });
});

describe('the install prompt', () => {
  it('is kept from beforeinstallprompt and shown once on request', async () => {
    const target = new EventTarget() as unknown as Window;
    watchInstallPrompt(target);
    const e = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(() => Promise.resolve()),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    target.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    expect(installState.prompt).toBe(e);
    expect(await promptInstall()).toBe(true);
    expect(e.prompt).toHaveBeenCalledTimes(1);
    expect(installState.prompt).toBeNull();
    expect(await promptInstall()).toBe(false);
    target.dispatchEvent(new Event('appinstalled'));
    expect(installState.installed).toBe(true);
  });
});
