import { options, render, type VNode } from 'preact';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTask, runEffectsOnMessageTask } from './effectScheduler.ts';

/** One message task later (what the scheduler waits for), on a channel of the test's own. */
const nextMessageTask = () =>
  new Promise<void>((resolve) => {
    const c = new MessageChannel();
    c.port1.onmessage = () => resolve();
    c.port2.postMessage(null);
  });

function Probe({ onEffect }: { onEffect: () => void }) {
  useEffect(onEffect, [onEffect]);
  return null;
}

describe('runEffectsOnMessageTask', () => {
  const before = options.requestAnimationFrame;
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    // A paused page clock: no timer and no animation frame ever fires.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    render(null, root);
    options.requestAnimationFrame = before;
    vi.useRealTimers();
  });

  it("without it, Preact's effects wait for an animation frame or a timer", async () => {
    const effect = vi.fn();
    render((<Probe onEffect={effect} />) as unknown as VNode, root);
    await nextMessageTask();
    await nextMessageTask();
    expect(effect).not.toHaveBeenCalled();
  });

  it('runs effects on the next message task, as React does, with timers and frames stopped', async () => {
    runEffectsOnMessageTask();
    const effect = vi.fn();
    render((<Probe onEffect={effect} />) as unknown as VNode, root);
    expect(effect).not.toHaveBeenCalled(); // not during the render itself
    await nextMessageTask();
    await nextMessageTask();
    expect(effect).toHaveBeenCalledTimes(1);
  });
});

describe('nextTask', () => {
  it('resolves one waiter per task, oldest first, each task ending before the next begins', async () => {
    const log: string[] = [];
    void nextTask().then(() => {
      log.push('a');
      queueMicrotask(() => log.push('a task done'));
    });
    void nextTask().then(() => log.push('b'));
    expect(log).toEqual([]);
    await nextTask();
    expect(log).toEqual(['a', 'a task done', 'b']);
  });
});
