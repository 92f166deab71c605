/**
 * Where the app runs. The spec hides the download offers inside the installed app or PWA and sends the Device header
 * OTHERS for a standalone iOS web app, so both questions are asked in one place.
 */

/** True when running as an installed web app (display-mode standalone) or inside an iOS home-screen web clip. */
export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  if (nav.standalone === true) return true;
  try {
    return win.matchMedia?.('(display-mode: standalone)').matches ?? false;
  } catch {
    return false;
  }
}

/** True for an iOS home-screen web app: the gateway wants Device OTHERS for it (spec section 7, login). */
export function isIosStandalone(win: Window = window): boolean {
  return /iPhone|iPad|iPod/.test(win.navigator.userAgent) && isStandalone(win);
}

/** True when the user asked the OS for less motion: animated badges then stay still. */
export function prefersReducedMotion(win: Window = window): boolean {
  try {
    return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  } catch {
    return false;
  }
}
