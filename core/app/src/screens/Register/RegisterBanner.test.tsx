import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test/render.tsx';
import { pathOf } from '../../routes/paths.ts';

const api = vi.hoisted(() => ({ announcements: vi.fn() }));
vi.mock('../../api/content.ts', async (orig) => ({ ...(await orig()), announcements: api.announcements }));
const { RegisterBanner } = await import('./RegisterBanner.tsx');
const { resetAllStores } = await import('../../state/kit/registry.ts');

afterEach(() => {
  cleanup();
  resetAllStores();
  api.announcements.mockReset();
});

const banner = (id: number, groupName = 'm_reg') => ({
  id,
  url: `/wps/static/banner/reg${id}.webp?w=640`,
  groupName,
  title: `Banner ${id}`,
  link: '/m/activity',
});

describe('RegisterBanner', () => {
  it('asks for the m_reg banners and shows the first, linked, in a reserved box', async () => {
    api.announcements.mockResolvedValue({ banners: [banner(1), banner(2)], playerNotices: [], popups: [] });
    renderShell(<RegisterBanner />, pathOf('register'));
    expect(screen.getByTestId('register-banner-loading')).toBeTruthy();
    const img = await screen.findByRole('img', { name: 'Banner 1' });
    expect(img.closest('a')?.getAttribute('href')).toBe('/m/activity');
    expect(api.announcements).toHaveBeenCalledWith(
      expect.objectContaining({ types: 'B', groupName: 'm_reg', platform: 'M' }),
    );
  });

  it('shows nothing when the platform lists no registration banner or the call fails', async () => {
    api.announcements.mockResolvedValueOnce({
      banners: [banner(3, 'm_home')],
      playerNotices: [],
      popups: [],
    });
    const { container } = renderShell(<RegisterBanner />, pathOf('register'));
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
    cleanup();
    resetAllStores();
    api.announcements.mockRejectedValueOnce(new Error('down'));
    const again = renderShell(<RegisterBanner />, pathOf('register'));
    await vi.waitFor(() => expect(again.container.innerHTML).toBe(''));
  });
});
