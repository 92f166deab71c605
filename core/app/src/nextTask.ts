let channel: MessageChannel | undefined;
const waiting: (() => void)[] = [];

/**
 * Resolves on a task of its own: each call posts one message and each message resolves one waiter, oldest first.
 * A message task, not a timer: timers are clamped when nested and stop under a test's paused page clock. Used to
 * give start-up work a task of its own (the language's formatters before hydration, the footer after home).
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
