import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaWentLive, holdAnswersUntilHydrated, resetHydration, untilHydrated } from './hydration.ts';

/** A prerendered page with two areas not yet live. */
function page(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<div data-deferred="header"></div><main><div data-deferred="screen"></div></main>';
  document.body.append(root);
  return root;
}

describe('answers held while a prerendered page hydrates', () => {
  afterEach(() => {
    resetHydration();
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('hands nothing over until the last area is live', async () => {
    const root = page();
    holdAnswersUntilHydrated(root);
    let handed = false;
    void untilHydrated().then(() => (handed = true));
    root.querySelector('[data-deferred="header"]')!.setAttribute('data-live', '');
    areaWentLive();
    await Promise.resolve();
    expect(handed).toBe(false);
    root.querySelector('[data-deferred="screen"]')!.setAttribute('data-live', '');
    areaWentLive();
    await Promise.resolve();
    expect(handed).toBe(true);
    // Afterwards at once.
    await expect(untilHydrated()).resolves.toBeUndefined();
  });

  it('holds nothing on a page rendered on the client, and never longer than its limit', async () => {
    holdAnswersUntilHydrated(document.createElement('div'));
    let handed = false;
    void untilHydrated().then(() => (handed = true));
    await Promise.resolve();
    expect(handed).toBe(true);

    vi.useFakeTimers();
    holdAnswersUntilHydrated(page(), 5000);
    handed = false;
    void untilHydrated().then(() => (handed = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(handed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(handed).toBe(true);
  });
});
