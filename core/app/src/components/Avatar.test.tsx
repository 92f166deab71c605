import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installConfig } from '../config/config.ts';
import { testConfig } from '../test/config.ts';
import { renderShell } from '../test/render.tsx';
import { Avatar, avatarSrc } from './Avatar.tsx';

describe('head icon', () => {
  afterEach(() => installConfig(testConfig()));

  it('shows the fallback without an icon, and a square image with its size set when there is one', () => {
    const { rerender } = renderShell(<Avatar url={undefined} size={64} fallback={<span>J</span>} />);
    expect(screen.getByText('J')).toBeTruthy();
    expect(screen.queryByTestId('avatar-image')).toBeNull();
    rerender(<Avatar url="/wps/member/avatar/abc.png" size={64} fallback={<span>J</span>} />);
    const img = screen.getByTestId('avatar-image') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/wps/member/avatar/abc.png');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['64', '64']);
    expect(img.alt).toBe('');
    // An icon that fails to load gives way to the fallback.
    fireEvent.error(img);
    expect(screen.getByText('J')).toBeTruthy();
  });

  it("only shows gateway paths, or absolute URLs on the gateway's origin", () => {
    expect(avatarSrc('/wps/member/avatar/a.png')).toBe('/wps/member/avatar/a.png');
    expect(avatarSrc('https://evil.example/a.png')).toBeUndefined();
    expect(avatarSrc('//evil.example/a.png')).toBeUndefined();
    expect(avatarSrc('javascript:alert(1)')).toBeUndefined();
    installConfig({
      ...testConfig(),
      gateway: { ...testConfig().gateway, baseUrl: 'https://api.example.ph' },
    });
    expect(avatarSrc('/wps/member/avatar/a.png')).toBe('https://api.example.ph/wps/member/avatar/a.png');
    expect(avatarSrc('https://api.example.ph/wps/member/avatar/a.png')).toBe(
      'https://api.example.ph/wps/member/avatar/a.png',
    );
  });
});
