import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useClientValue, useHydrated } from './useHydrated.ts';

/** Renders of each probe, in order: what it rendered with. */
let renders: string[] = [];
let browser = { standalone: false };

function ClientValue() {
  const standalone = useClientValue(() => browser.standalone, false);
  renders.push(`client ${standalone}`);
  return <p>{standalone ? 'app' : 'tab'}</p>;
}

function Hydrated() {
  const standalone = useHydrated() && browser.standalone;
  renders.push(`hydrated ${standalone}`);
  return <p>{standalone ? 'app' : 'tab'}</p>;
}

/** Prerenders a component as the server does, then hydrates it in a page as the browser does. */
async function hydrate(Component: () => React.JSX.Element, inBrowser: typeof browser) {
  browser = { standalone: false };
  const html = renderToString(<Component />);
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  renders = [];
  browser = inBrowser;
  await act(async () => void hydrateRoot(root, <Component />));
  const text = root.textContent;
  root.remove();
  return text;
}

describe('what only the browser knows, after hydration', () => {
  afterEach(() => {
    renders = [];
  });

  it('hydrates with the prerender and renders no second time where the browser says the same', async () => {
    expect(await hydrate(ClientValue, { standalone: false })).toBe('tab');
    expect(renders).toEqual(['client false']);
    // Read behind useHydrated(), the same value costs a second (blocking) render of the component.
    expect(await hydrate(Hydrated, { standalone: false })).toBe('tab');
    expect(renders).toEqual(['hydrated false', 'hydrated false']);
  });

  it("shows the browser's own value right after hydrating where it differs", async () => {
    expect(await hydrate(ClientValue, { standalone: true })).toBe('app');
    expect(renders).toEqual(['client false', 'client true']);
  });
});
