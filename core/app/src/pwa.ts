/**
 * The service worker the build writes for each merchant (/sw.js), registered after the page has loaded so that it
 * never competes with the first visit; and how a new deployment reaches an open page without ever running one
 * build's code beside another's. Development (Vite) has no service worker.
 *
 * A new deployment's worker takes over open pages at once (skipWaiting, clients.claim), but a page keeps running the
 * build it started with: its own hashed files are still what it asks for. On the next in-app navigation after the
 * takeover the router loads the target as a whole page (AppRouter's useDeploymentReload), so the new screen is drawn
 * by the new build only. Should a lazy file of the old build be gone from the server before then, the failed import
 * reloads the page too (Vite's vite:preloadError); a file that fails to load without a new deployment is left to the
 * screen's retry in place. The browser is asked for a new worker on in-app navigations, at
 * most once a minute (full loads check by themselves).
 */

/** The least time between two checks for a new deployment on in-app navigations. */
export const UPDATE_CHECK_MS = 60_000;

let registration: ServiceWorkerRegistration | undefined;
let newDeployment = false;
let lastCheck = 0;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  let controlled = sw.controller !== null;
  sw.addEventListener('controllerchange', () => {
    // The first install claims the page it was installed from: that is not a new deployment.
    if (controlled) newDeployment = true;
    controlled = true;
  });
  window.addEventListener('vite:preloadError', (e) => {
    // Only a file of a build that a new deployment has replaced is worth a whole page load. Any other failure is the
    // network's: reloading then would leave a blank page (or reload again and again while the file keeps failing);
    // the import fails instead and the screen shows "Loading failed, click to retry" (ScreenBoundary) in place.
    if (!newDeployment) return;
    e.preventDefault();
    window.location.reload();
  });
  const register = () =>
    void sw.register('/sw.js', { scope: '/', updateViaCache: 'none' }).then(
      (r) => (registration = r),
      () => undefined,
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Called on each in-app navigation: true when a new deployment has taken over this page since it loaded (the caller
 * then loads the target as a whole page). Otherwise asks the browser, at most once a minute, for a new deployment.
 */
export function deploymentChanged(now: number = Date.now()): boolean {
  if (newDeployment) return true;
  if (registration && now - lastCheck >= UPDATE_CHECK_MS) {
    lastCheck = now;
    void registration.update().catch(() => undefined);
  }
  return false;
}
