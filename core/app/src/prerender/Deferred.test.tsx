import { useLayoutEffect, useState } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextTask } from '../effectScheduler.ts';
import { beginHydration, Deferred } from './Deferred.tsx';
import { CLICK_QUEUE } from './guard.ts';

/** What happened, in order: each area's commit, and the microtasks that follow each commit. */
let log: string[] = [];

/** An area with a counter button; its commit is logged, then the end of that task's microtasks. */
function Area({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => {
    log.push(name);
    queueMicrotask(() => log.push(`${name} task done`));
  }, [name]);
  return (
    <button type="button" data-area={name} onClick={() => setCount((c) => c + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Deferred id="test-a">
        <Area name="a" />
      </Deferred>
      <Deferred id="test-b">
        <Area name="b" />
      </Deferred>
    </main>
  );
}

const button = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLButtonElement>(`[data-area="${name}"]`)!;
const settle = async (tasks: number) => {
  for (let i = 0; i < tasks; i++) await nextTask();
};

describe('Deferred', () => {
  let root: HTMLElement;
  afterEach(() => {
    root?.remove();
    log = [];
  });

  it('the server renders each area inside one display:contents wrapper named by its id', () => {
    const html = renderToString(<Page />);
    const main = new DOMParser().parseFromString(html, 'text/html').querySelector('main')!;
    expect(
      [...main.children].map((c) => [c.tagName, c.getAttribute('data-deferred'), c.children.length]),
    ).toEqual([
      ['DIV', 'test-a', 1],
      ['DIV', 'test-b', 1],
    ]);
    expect(main.firstElementChild!.className).toMatch(/contents/);
  });

  it('hydrates each prerendered area on a task of its own, adopting its nodes', async () => {
    root = document.createElement('div');
    root.innerHTML = renderToString(<Page />);
    document.body.append(root);
    const before = [button(root, 'a'), button(root, 'b')];

    beginHydration();
    hydrateRoot(root, <Page />);
    // The hydrating pass itself leaves both areas as they were: on screen, not yet live.
    expect(log).toEqual([]);
    expect(button(root, 'a')).toBe(before[0]);

    await settle(3);
    // Area a committed and its task ended before area b began: two tasks, not one long one.
    expect(log).toEqual(['a', 'a task done', 'b', 'b task done']);
    // The prerendered buttons were adopted, not replaced, and are live now.
    expect([button(root, 'a'), button(root, 'b')]).toEqual(before);
    await act(() => button(root, 'b').click());
    expect(button(root, 'b').textContent).toBe('b 1');
  });

  it('replays, once, a tap the guard kept on a button before its area hydrated', async () => {
    root = document.createElement('div');
    root.innerHTML = renderToString(
      <Deferred id="test-d">
        <Area name="d" />
      </Deferred>,
    );
    document.body.append(root);
    const taps = [button(root, 'd')];
    (window as unknown as Record<string, unknown>)[CLICK_QUEUE] = taps;
    beginHydration();
    hydrateRoot(
      root,
      <Deferred id="test-d">
        <Area name="d" />
      </Deferred>,
    );
    await settle(2);
    await act(() => undefined);
    expect(button(root, 'd').textContent).toBe('d 1');
    expect(taps).toEqual([]);
    // The area is live: the guard keeps no more taps on it.
    expect(root.firstElementChild!.hasAttribute('data-live')).toBe(true);
    delete (window as unknown as Record<string, unknown>)[CLICK_QUEUE];
  });

  it('renders at once outside hydration, and when an area already hydrated mounts again', async () => {
    root = document.createElement('div');
    document.body.append(root);
    const app = createRoot(root);
    // test-a and test-b were hydrated above; test-c was never prerendered.
    await act(() =>
      app.render(
        <>
          <Page />
          <Deferred id="test-c">
            <Area name="c" />
          </Deferred>
        </>,
      ),
    );
    expect(log).toEqual(['a', 'b', 'c', 'a task done', 'b task done', 'c task done']);
    expect(button(root, 'c').textContent).toBe('c 0');
    await act(() => app.render(null));
  });
});
