import { act, cleanup, render } from '@testing-library/react';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenRouter, useLeaving } from './ScreenRouter.tsx';

afterEach(cleanup);

describe('ScreenRouter', () => {
  it('is leaving the screen while another path loads, never for a new query of the same screen', async () => {
    let release!: () => void;
    const Next = lazy(
      () => new Promise<{ default: () => null }>((r) => (release = () => r({ default: () => null }))),
    );
    const seen: boolean[] = [];
    let navigate!: NavigateFunction;
    function Probe() {
      navigate = useNavigate();
      const leaving = useLeaving();
      useLayoutEffect(() => void seen.push(leaving)); // what each commit shows
      return null;
    }
    history.replaceState(null, '', '/m/help');
    render(
      <ScreenRouter>
        <Probe />
        <Suspense>
          <Routes>
            <Route path="/m/help" element={null} />
            <Route path="/m/forget" element={<Next />} />
          </Routes>
        </Suspense>
      </ScreenRouter>,
    );
    // A tab of the help screen writes its query: the screen stays live (focus stays on the tab).
    await act(async () => navigate('/m/help?i=2', { replace: true }));
    expect(seen).not.toContain(true);

    await act(async () => navigate('/m/forget'));
    expect(location.pathname).toBe('/m/forget');
    expect(seen.at(-1)).toBe(true);
    await act(async () => release());
    expect(seen.at(-1)).toBe(false);
  });
});
