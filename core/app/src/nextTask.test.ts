import { describe, expect, it } from 'vitest';
import { nextTask } from './nextTask.ts';

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
