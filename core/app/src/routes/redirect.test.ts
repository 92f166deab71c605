import { describe, expect, it } from 'vitest';
import { isSafeAppPath, loginUrl, safeRedirect } from './redirect.ts';

const q = (target: string) => `?redirect=${encodeURIComponent(target)}`;

describe('safeRedirect', () => {
  it.each(['/m/withdraw', '/m/gameList?gameType=RNG&vassalage=JILI', '/m/member/home', '/m/help?i=2#top'])(
    'allows the app path %s',
    (target) => {
      expect(safeRedirect(q(target))).toBe(target);
    },
  );

  it.each([
    '//evil.example/m/',
    '/m//evil.example',
    'https://evil.example/m/home',
    '/\\evil.example',
    '/m/\\\\evil.example',
    'javascript:alert(1)',
    '/x/home',
    '/',
    'm/home',
    '/m/home\n',
    '',
  ])('refuses %j and goes home', (target) => {
    expect(safeRedirect(q(target))).toBe('/m/home');
  });

  it('goes home without a redirect parameter', () => {
    expect(safeRedirect('')).toBe('/m/home');
    expect(safeRedirect('?other=1')).toBe('/m/home');
  });

  it('never returns to the login screen itself', () => {
    expect(safeRedirect(q('/m/login?redirect=/m/withdraw'))).toBe('/m/home');
  });

  it('accepts URLSearchParams', () => {
    expect(safeRedirect(new URLSearchParams({ redirect: '/m/vip' }))).toBe('/m/vip');
  });

  it('isSafeAppPath rejects encoded control characters only when decoded into the path', () => {
    expect(isSafeAppPath('/m/a\u0000b')).toBe(false);
    expect(isSafeAppPath('/m/a%20b')).toBe(true);
  });
});

describe('loginUrl', () => {
  it('carries the path and query to come back to', () => {
    expect(loginUrl('/m/withdraw?x=1')).toBe('/m/login?redirect=%2Fm%2Fwithdraw%3Fx%3D1');
    expect(safeRedirect(loginUrl('/m/withdraw?x=1').split('?').slice(1).join('?'))).toBe('/m/withdraw?x=1');
  });

  it('drops unsafe or login targets', () => {
    expect(loginUrl('//evil.example')).toBe('/m/login');
    expect(loginUrl('/m/login')).toBe('/m/login');
  });

  it('goes through the agent login for the agent centre', () => {
    expect(loginUrl('/m/member/agent/team', 'agentLogin')).toBe(
      '/m/agent/login?redirect=%2Fm%2Fmember%2Fagent%2Fteam',
    );
  });
});
