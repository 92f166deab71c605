import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installConfig } from '../config/config.ts';
import { testConfig } from '../test/config.ts';

const api = vi.hoisted(() => ({ systemStatus: vi.fn() }));
vi.mock('../api/system.ts', () => api);
const { pageOf, refreshStatus, reset, startStatus, statusState, STATUS_CACHE_KEY, STATUS_REFRESH_MS } =
  await import('./status.ts');

const answer = (status: 0 | 1 | 2) => ({
  status,
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.9', countryCode: 'PH' },
});

describe('system status', () => {
  beforeEach(() => {
    installConfig(testConfig());
    reset();
    localStorage.clear();
    api.systemStatus.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    installConfig(testConfig());
  });

  it('reads 1 and 2 by the manifest’s choice, the first reading by default', () => {
    expect(pageOf(0)).toBeNull();
    expect(pageOf(1)).toBe('blocked');
    expect(pageOf(2)).toBe('maintenance');
    expect(pageOf(1, 'maintenanceFirst')).toBe('maintenance');
    expect(pageOf(2, 'maintenanceFirst')).toBe('blocked');
  });

  it('applies the answer under the configured reading and caches it', async () => {
    installConfig({ ...testConfig(), statusCodes: 'maintenanceFirst' });
    api.systemStatus.mockResolvedValue(answer(1));
    await refreshStatus();
    expect(statusState.page).toBe('maintenance');
    expect(JSON.parse(localStorage.getItem(STATUS_CACHE_KEY)!)).toMatchObject({ status: 1 });
  });

  it('shows the cached status at once, then the fresh one, and re-reads in the background', async () => {
    vi.useFakeTimers();
    localStorage.setItem(STATUS_CACHE_KEY, JSON.stringify(answer(2)));
    let resolve!: (v: unknown) => void;
    api.systemStatus.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const stop = startStatus();
    expect(statusState.page).toBe('maintenance');
    resolve(answer(0));
    await vi.advanceTimersByTimeAsync(0);
    expect(statusState.page).toBeNull();
    api.systemStatus.mockResolvedValue(answer(1));
    await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS);
    expect(statusState.page).toBe('blocked');
    expect(statusState.ip).toBe('203.0.113.9');
    stop();
    await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS * 2);
    expect(api.systemStatus).toHaveBeenCalledTimes(2);
  });

  it('keeps what it shows when the call fails', async () => {
    api.systemStatus.mockResolvedValueOnce(answer(2)).mockRejectedValueOnce(new Error('offline'));
    await refreshStatus();
    await refreshStatus();
    expect(statusState.page).toBe('maintenance');
    expect(statusState.checking).toBe(false);
  });
});
