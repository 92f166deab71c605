import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from '../layout/Layout.tsx';
import { HOME_PATH, routeTable, type RouteDef } from './table.ts';

/*
 * Declarative routes generated from the route table. The data router (createBrowserRouter) would add ~16 KB
 * gzipped to the first load for loaders/actions this app does not use; gating lives in the layout instead.
 */
const screens = new Map<string, LazyExoticComponent<ComponentType>>();
function screenFor(def: RouteDef): LazyExoticComponent<ComponentType> {
  let s = screens.get(def.id);
  if (!s) screens.set(def.id, (s = lazy(def.screen)));
  return s;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routeTable.flatMap((def) => {
          const Screen = screenFor(def);
          return def.paths.map((path) => <Route key={path} path={path} element={<Screen />} />);
        })}
        {/* Any unknown path falls back to home. */}
        <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
