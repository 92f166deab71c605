import { act } from '@testing-library/react';
import { lazy } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { WhenOpen } from './WhenOpen.tsx';

describe('WhenOpen', () => {
  let container: HTMLElement;
  let root: Root;
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('opens a dialog once its code is in, then at once on every later opening, and closes at once', async () => {
    let resolve: (m: { default: () => React.ReactElement }) => void = () => {};
    const Dialog = lazy(() => new Promise<{ default: () => React.ReactElement }>((r) => (resolve = r)));
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const show = (open: boolean) =>
      flushSync(() =>
        root.render(
          <>
            <p>page</p>
            <WhenOpen open={open}>
              <Dialog />
            </WhenOpen>
          </>,
        ),
      );
    await act(async () => show(false));
    // Opening before the code is in: the page stays as it was (no fallback replaces anything) ...
    await act(async () => show(true));
    expect(container.textContent).toBe('page');
    // ... and the dialog shows once the code arrives.
    await act(async () => resolve({ default: () => <div role="dialog">menu</div> }));
    expect(container.textContent).toBe('pagemenu');
    // Closing is at once: in the very render that closes it.
    show(false);
    expect(container.textContent).toBe('page');
    await act(async () => undefined); // every deferred render done: the dialog is closed for good
    // A later opening renders in the same (synchronous) render as the tap, not a deferred one.
    show(true);
    expect(container.textContent).toBe('pagemenu');
  });
});
