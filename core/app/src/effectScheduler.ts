import { options } from 'preact';

/**
 * Runs Preact's effects (useEffect) on a MessageChannel task, as React's scheduler does, instead of Preact's
 * default: the next animation frame, with a 35 ms timer as fallback.
 *
 * The app was written against React's timing, and animation frames stop in a background tab, so effects there
 * (data loads, subscriptions) would wait for the tab to come back or for the fallback timer. A message task also
 * runs under a test's paused page clock, which controls timers and frames but not messages.
 */
export function runEffectsOnMessageTask(): void {
  const channel = new MessageChannel();
  let queue: (() => void)[] = [];
  channel.port1.onmessage = () => {
    const run = queue;
    queue = [];
    for (const callback of run) callback();
  };
  options.requestAnimationFrame = (callback: () => void) => {
    queue.push(callback);
    if (queue.length === 1) channel.port2.postMessage(null);
  };
}

let channel: MessageChannel | undefined;
const waiting: (() => void)[] = [];

/**
 * Resolves on a task of its own: each call posts one message and each message resolves one waiter, oldest first.
 * A message task, not a timer: timers are clamped when nested and stop under a test's paused page clock. Used to
 * cut start-up work into tasks short enough not to block input (hydration slices, the footer after home).
 */
export function nextTask(): Promise<void> {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel!.port2.postMessage(null);
  });
}
