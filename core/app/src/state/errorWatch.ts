import type { ClientErrorKind } from '@wl/contract';

/**
 * Listens for window errors and unhandled rejections and hands each to `report` (state/errorReports.ts). Apart from
 * the reporting itself so that main.tsx can listen from the start while the reporting code loads only with the first
 * error: it has no place in a first visit that goes well. Returns a function that stops listening.
 */
export function watchErrors(report: (kind: ClientErrorKind, error: unknown) => void): () => void {
  const onError = (e: ErrorEvent) => {
    // A resource that failed to load (an image, a script tag) is not a script error: it has no error object.
    if (e.error == null && !e.message) return;
    report('error', e.error ?? e.message);
  };
  const onRejection = (e: PromiseRejectionEvent) => report('rejection', e.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
