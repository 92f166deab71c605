import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useRouteDef } from '../routes/useRouteDef.ts';

/** Page frame: header and bottom menu shown per the route table. */
export function Layout() {
  const route = useRouteDef();
  return (
    <>
      {route.header && <header />}
      <main id="main">
        <Suspense fallback={<div className="spinner" role="progressbar" aria-label="Loading" />}>
          <Outlet />
        </Suspense>
      </main>
      {route.bottomMenu && <nav aria-label="Main" />}
    </>
  );
}
