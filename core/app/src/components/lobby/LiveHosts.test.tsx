import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from '../../test/render.tsx';
import { lobbyState, reset } from '../../state/lobby.ts';
import { LiveHosts } from './LiveHosts.tsx';

afterEach(() => {
  cleanup();
  reset();
});

const host = (i: number, roomType: 'free' | 'vip' | 'pay_per_view', streaming: boolean) => ({
  modelId: `h${i}`,
  name: `Host ${i}`,
  avatarUrl: `/a/${i}.png`,
  active: true,
  streaming,
  roomType,
});

describe('LiveHosts', () => {
  it('shows nothing when the gateway returned no hosts', () => {
    const { container } = renderShell(<LiveHosts />, '/m/home');
    expect(container.textContent).toBe('');
  });

  it('lists each host with its room type and whether it is live', () => {
    lobbyState.hostList = [host(1, 'free', true), host(2, 'vip', false), host(3, 'pay_per_view', false)];
    renderShell(<LiveHosts />, '/m/home');
    const items = within(screen.getByTestId('live-hosts')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'hosts.liveHost 1hosts.room.free',
      'Host 2hosts.room.vip',
      'Host 3hosts.room.payPerView',
    ]);
  });
});
