import { describe, expect, it } from 'vitest';
import { loginTarget } from './loginTarget.ts';

describe('where a login goes (safeRedirect)', () => {
  it('returns to a safe in-app redirect target', () => {
    expect(loginTarget({ firstTimeLogin: false }, '?redirect=%2Fm%2FwebEmail')).toBe('/m/webEmail');
  });

  it('ignores targets that could leave the app', () => {
    for (const evil of [
      'https://evil.example/m/home',
      '//evil.example',
      '/m/\\evil',
      'javascript:alert(1)',
      '/\\evil.example',
    ])
      expect(loginTarget({ firstTimeLogin: false }, `?redirect=${encodeURIComponent(evil)}`)).toBe('/m/home');
  });

  it('goes home without a redirect', () => {
    expect(loginTarget({ firstTimeLogin: false }, '')).toBe('/m/home');
  });

  it('sends a first-time login to the forced password change, keeping the target', () => {
    expect(loginTarget({ firstTimeLogin: true }, '?redirect=%2Fm%2FwebEmail')).toBe(
      '/m/changePsw?forced=1&redirect=%2Fm%2FwebEmail',
    );
  });
});
