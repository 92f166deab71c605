import { useLayoutEffect, useState } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Deferred } from './Deferred.tsx';
import { CLICK_QUEUE, INPUT_QUEUE } from './guard.ts';

/** What happened, in order: each area's commit. */
let log: string[] = [];

/** An area with a counter button; its commit is logged. */
function Area({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => {
    log.push(name);
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

describe('Deferred', () => {
  let root: HTMLElement;
  afterEach(() => {
    root?.remove();
    log = [];
  });

  it('the server renders each area as a Suspense boundary of its own, in one display:contents wrapper', () => {
    const html = renderToString(<Page />);
    // React's markers of a completed boundary (<!--$--> … <!--/$-->) around each area: hydrated apart.
    expect(html.match(/<!--\$-->/g)).toHaveLength(2);
    const main = new DOMParser().parseFromString(html, 'text/html').querySelector('main')!;
    expect(
      [...main.children].map((c) => [c.tagName, c.getAttribute('data-deferred'), c.children.length]),
    ).toEqual([
      ['DIV', 'test-a', 1],
      ['DIV', 'test-b', 1],
    ]);
    expect(main.firstElementChild!.className).toMatch(/contents/);
  });

  it('hydrates the prerendered areas, adopting their nodes, and marks them live', async () => {
    root = document.createElement('div');
    root.innerHTML = renderToString(<Page />);
    document.body.append(root);
    const before = [button(root, 'a'), button(root, 'b')];
    await act(async () => {
      hydrateRoot(root, <Page />);
    });
    expect(log).toEqual(['a', 'b']);
    // The prerendered buttons were adopted, not replaced, and are live now.
    expect([button(root, 'a'), button(root, 'b')]).toEqual(before);
    expect([...root.querySelectorAll('[data-deferred]')].map((a) => a.hasAttribute('data-live'))).toEqual([
      true,
      true,
    ]);
    await act(() => button(root, 'b').click());
    expect(button(root, 'b').textContent).toBe('b 1');
  });

  it('replays, once, a tap the guard kept on a button before the app ran', async () => {
    const tree = (
      <Deferred id="test-d">
        <Area name="d" />
      </Deferred>
    );
    root = document.createElement('div');
    root.innerHTML = renderToString(tree);
    document.body.append(root);
    const taps = [button(root, 'd')];
    (window as unknown as Record<string, unknown>)[CLICK_QUEUE] = taps;
    await act(async () => {
      hydrateRoot(root, tree);
    });
    // Replayed on the next task, after what was typed before it has rendered.
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(button(root, 'd').textContent).toBe('d 1');
    expect(taps).toEqual([]);
    // The area is live: the guard keeps no more taps on it.
    expect(root.querySelector('[data-deferred]')!.hasAttribute('data-live')).toBe(true);
    delete (window as unknown as Record<string, unknown>)[CLICK_QUEUE];
  });

  it('gives hydrated fields what was typed and ticked before the app ran, through their onChange; nested areas keep theirs', async () => {
    let seen: Record<string, unknown> = {};
    function Form() {
      const [user, setUser] = useState('');
      const [note, setNote] = useState('');
      const [keep, setKeep] = useState(false);
      seen = { user, note, keep };
      return (
        <form>
          <input id="user" value={user} onChange={(e) => setUser(e.target.value)} />
          <textarea id="note" value={note} onChange={(e) => setNote(e.target.value)} />
          <input id="keep" type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
          <Deferred id="test-inner">
            <Area name="inner" />
          </Deferred>
        </form>
      );
    }
    const tree = (
      <Deferred id="test-form">
        <Form />
      </Deferred>
    );
    root = document.createElement('div');
    root.innerHTML = renderToString(tree);
    document.body.append(root);
    const el = <T extends HTMLElement>(id: string) => root.querySelector<T>(`#${id}`)!;
    // What the player did before the app ran (the guard keeps every input event, in order).
    el<HTMLInputElement>('user').value = 'demo01';
    el<HTMLTextAreaElement>('note').value = 'hello';
    el<HTMLInputElement>('keep').checked = true;
    const typed = [
      [el('user'), 'demo', false],
      [el('user'), 'demo01', false],
      [el('note'), 'hello', false],
      [el('keep'), 'on', true],
    ];
    const taps = [button(root, 'inner')];
    const queues = window as unknown as Record<string, unknown>;
    queues[INPUT_QUEUE] = typed;
    queues[CLICK_QUEUE] = taps;
    await act(async () => {
      hydrateRoot(root, tree);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(seen).toEqual({ user: 'demo01', note: 'hello', keep: true });
    expect([el<HTMLInputElement>('user').value, el<HTMLInputElement>('keep').checked]).toEqual([
      'demo01',
      true,
    ]);
    expect(typed).toEqual([]);
    // The inner area replayed its own tap, once.
    expect(button(root, 'inner').textContent).toBe('inner 1');
    expect(taps).toEqual([]);
    delete queues[INPUT_QUEUE];
    delete queues[CLICK_QUEUE];
  });

  it('renders at once outside hydration', async () => {
    root = document.createElement('div');
    document.body.append(root);
    const app = createRoot(root);
    await act(() => app.render(<Page />));
    expect(log).toEqual(['a', 'b']);
    expect(button(root, 'a').textContent).toBe('a 0');
    await act(() => app.render(null));
  });
});
