import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from '../test/render.tsx';
import { matchRoute } from '../routes/table.ts';
import { clearSession, setSession } from '../state/session.ts';
import { closeOverlay, shellState } from '../state/shell.ts';
import { setChatUnread, setNoticeUnread, setUnread } from '../state/unread.ts';
import { BottomMenu } from './BottomMenu.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  setUnread(0);
  setNoticeUnread(0);
  closeOverlay();
});

const member = () =>
  setSession({ token: 't', merchantCode: 'TST', userName: 'u', type: 0, firstTimeLogin: false });

describe('BottomMenu', () => {
  it('is a named nav with five items, the current route marked', () => {
    renderShell(<BottomMenu route={matchRoute('/m/activity')} />, '/m/activity');
    const nav = screen.getByRole('navigation', { name: 'shell.mainMenu' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(5);
    expect(within(nav).getByRole('link', { name: 'nav.promotion' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'nav.home' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'nav.deposit' }).getAttribute('href')).toBe(
      '/m/voucherCenter',
    );
    expect(
      within(nav)
        .getByRole('link', { name: /nav\.members/ })
        .getAttribute('href'),
    ).toBe('/m/member/home');
  });

  it('marks home on every home alias', () => {
    renderShell(<BottomMenu route={matchRoute('/m/index.html')} />, '/m/index.html');
    expect(screen.getByRole('link', { name: 'nav.home' }).getAttribute('aria-current')).toBe('page');
  });

  it('invite opens the referral offer', () => {
    renderShell(<BottomMenu route={matchRoute('/m/home')} />);
    fireEvent.click(screen.getByRole('button', { name: 'nav.invite' }));
    expect(shellState.overlay).toBe('referral');
  });

  // Valtio notifies subscribers in a microtask, hence the async act() around each store change.
  it('shows the unread badge only when logged in, capped at 99+', async () => {
    setUnread(120);
    renderShell(<BottomMenu route={matchRoute('/m/home')} />);
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    await act(async () => member());
    expect(screen.getByTestId('unread-badge').textContent).toBe('99+');
    await act(async () => setUnread(7));
    expect(screen.getByTestId('unread-badge').textContent).toBe('7');
    await act(async () => setUnread(0));
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('counts unread announcements and inbox messages together', async () => {
    member();
    renderShell(<BottomMenu route={matchRoute('/m/home')} />);
    await act(async () => {
      setUnread(3);
      setNoticeUnread(4);
    });
    expect(screen.getByTestId('unread-badge').textContent).toBe('7');
    await act(async () => setNoticeUnread(97));
    expect(screen.getByTestId('unread-badge').textContent).toBe('99+');
  });
});

describe('BottomMenu unread badge', () => {
  afterEach(() => setChatUnread(0));

  it('shows inbox plus chat unread, capped at 99+', async () => {
    member();
    setUnread(3);
    setChatUnread(2);
    renderShell(<BottomMenu route={matchRoute('/m/home')} />, '/m/home');
    expect(screen.getByTestId('unread-badge').textContent).toBe('5');
    await act(async () => setChatUnread(97));
    expect(screen.getByTestId('unread-badge').textContent).toBe('99+');
  });
});
