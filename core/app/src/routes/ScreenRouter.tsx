import { createContext, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router-dom';

const Leaving = createContext(false);

/**
 * react-router's BrowserRouter (the browser's history, each new location rendered in a transition), which also says
 * when the screen on show is being left. The transition keeps that screen on show until the next one's code is in
 * (ScreenBoundary), while the address bar has the next path already: the layout makes it inert meanwhile
 * (useLeaving), or what is typed and tapped in it would be lost when the next screen replaces it: a player who, after
 * tapping "Forgot password?", typed a mobile number and asked for a code on the login form (both forms have those
 * fields) found the reset form empty, with no countdown, once its code was in.
 */
export function ScreenRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>({
    action: history.action,
    location: history.location,
  });
  // The address bar's path, at once (state follows in the transition).
  const [path, setPath] = useState(state.location.pathname);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        setPath(location.pathname);
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <Leaving value={path !== state.location.pathname}>{children}</Leaving>
    </Router>
  );
}

/**
 * Whether the screen on show is being left for another path whose screen is not in yet (ScreenRouter). A new query
 * of the same screen (a tab, a filter) is not leaving it.
 */
export function useLeaving(): boolean {
  return useContext(Leaving);
}
