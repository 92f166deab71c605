import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config, installConfig } from '../config/config.ts';
import { testConfig } from '../test/config.ts';
import { resetAllStores } from './kit/registry.ts';
import { sessionState } from './session.ts';
import { uiState } from './ui.ts';

const api = vi.hoisted(() => ({ launchChat: vi.fn(), chatPermission: vi.fn(), chatUnreadCount: vi.fn() }));
vi.mock('../api/member.ts', () => api);
const { openLiveChat, refreshChat, chatState } = await import('./chat.ts');
const { unreadState } = await import('./unread.ts');

const here = { pathname: '/m/help', search: '?i=2' };
const member = {
  token: 't'.repeat(32),
  userName: 'alice',
  type: 0,
  firstTimeLogin: false,
  merchantCode: 'TST',
};

describe('openLiveChat', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    api.launchChat.mockReset();
    api.chatPermission.mockReset().mockResolvedValue({ hasPermission: true });
    api.chatUnreadCount.mockReset().mockResolvedValue({ unReadCount: 2 });
    resetAllStores();
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, href: 'http://tst.localhost/m/help?i=2', assign });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    installConfig(testConfig());
  });

  it('sends a guest to login with the way back, and calls nothing', async () => {
    const navigate = vi.fn();
    await openLiveChat(navigate, here);
    expect(navigate).toHaveBeenCalledWith('/m/login?redirect=%2Fm%2Fhelp%3Fi%3D2');
    expect(api.launchChat).not.toHaveBeenCalled();
  });

  it('refuses a trial player with the free_reject dialog; Register now goes to /m/register', async () => {
    sessionState.info = { ...member, type: 4 };
    const navigate = vi.fn();
    const done = openLiveChat(navigate, here);
    await vi.waitFor(() => expect(uiState.dialogs).toHaveLength(1));
    const d = uiState.dialogs[0]!;
    expect(d.message).toEqual({ id: 'free_reject' });
    expect(d.actions.map((a) => a.id)).toEqual(['cancel', 'register']);
    d.resolve('register');
    await done;
    expect(navigate).toHaveBeenCalledWith('/m/register');
    expect(uiState.toasts).toEqual([]);
    expect(api.launchChat).not.toHaveBeenCalled();
  });

  it('opens the platform chat 500 ms after its answer, without the token in the request', async () => {
    sessionState.info = member;
    api.launchChat.mockResolvedValue({ chatUrl: 'https://chat.example/?visitor=abc' });
    const done = openLiveChat(vi.fn(), here);
    // Spec section 7, Launch chat: "The answer value.chatUrl is opened as the page location after 500 ms."
    await vi.advanceTimersByTimeAsync(499);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(assign).toHaveBeenCalledWith('https://chat.example/?visitor=abc');
    const req = api.launchChat.mock.calls[0]![0];
    expect(req).toMatchObject({
      b2c: 1,
      backUrl: 'http://tst.localhost/m/help?i=2',
      title: config().brandName,
    });
    expect(JSON.stringify(req)).not.toContain(member.token);
    expect(uiState.loading).toEqual([]);
  });

  it('without CBS3 opens the configured live-chat link', async () => {
    sessionState.info = member;
    const cfg = testConfig();
    installConfig({ ...cfg, whitelabel: { ...cfg.whitelabel, CBS3: false } });
    await openLiveChat(vi.fn(), here);
    expect(assign).toHaveBeenCalledWith('https://chat.example/');
    expect(api.launchChat).not.toHaveBeenCalled();
  });

  it('a failed call leaves the screen usable: loading hidden, the reason shown, no navigation', async () => {
    sessionState.info = member;
    api.launchChat.mockRejectedValue({ key: 'error.no_permission', code: 'NO_PERMISSION', status: 403 });
    await openLiveChat(vi.fn(), here);
    expect(assign).not.toHaveBeenCalled();
    expect(uiState.loading).toEqual([]);
    expect(uiState.toasts.map((t) => t.message)).toContainEqual({ id: 'error.no_permission' });
  });
});

describe('chat permission and unread count', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    api.launchChat.mockReset();
    api.chatPermission.mockReset().mockResolvedValue({ hasPermission: true });
    api.chatUnreadCount.mockReset().mockResolvedValue({ unReadCount: 3 });
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, href: 'http://tst.localhost/m/help', assign });
    resetAllStores();
    unreadState.chat = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    installConfig(testConfig());
  });

  it('are fetched only with CBS3, logged in, type other than 4, and throttled to 250 ms', async () => {
    await refreshChat(null, 10_000);
    await refreshChat(4, 20_000);
    expect(api.chatPermission).not.toHaveBeenCalled();
    await refreshChat(0, 30_000);
    expect(chatState.hasPermission).toBe(true);
    expect(unreadState.chat).toBe(3);
    await refreshChat(0, 30_200);
    expect(api.chatPermission).toHaveBeenCalledOnce();
    const cfg = testConfig();
    installConfig({ ...cfg, whitelabel: { ...cfg.whitelabel, CBS3: false } });
    await refreshChat(0, 40_000);
    expect(api.chatPermission).toHaveBeenCalledOnce();
    expect(unreadState.chat).toBe(0);
  });

  it('hasPermission false keeps live chat shut, with no chat count fetched', async () => {
    sessionState.info = member;
    api.chatPermission.mockResolvedValue({ hasPermission: false });
    await openLiveChat(vi.fn(), here);
    expect(api.launchChat).not.toHaveBeenCalled();
    expect(api.chatUnreadCount).not.toHaveBeenCalled();
    expect(uiState.toasts.map((t) => t.message)).toEqual([{ id: 'error.no_permission' }]);
  });

  it('never opens a chat URL from the gateway that is not https on an allowed host', async () => {
    sessionState.info = member;
    for (const chatUrl of ['http://chat.example/', 'https://evil.example.net/', 'javascript:alert(1)']) {
      api.launchChat.mockResolvedValueOnce({ chatUrl });
      await openLiveChat(vi.fn(), here);
      await vi.advanceTimersByTimeAsync(500); // the spec's 500 ms before the page would leave
    }
    expect(assign).not.toHaveBeenCalled();
    expect(uiState.toasts.map((t) => t.message)).toContainEqual({ id: 'links.blocked' });
  });
});
