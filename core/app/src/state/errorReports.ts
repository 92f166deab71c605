/**
 * Client errors reported to the platform (issue 28 section 3), so an operator learns of a broken screen before
 * players complain: window errors, unhandled promise rejections and what a screen's error boundary catches. Each
 * report is scrubbed of personal data before it leaves (@wl/contract clientError.ts; the gateway scrubs again), names
 * the screen's path (no query string) and the build, and is sent once per page life (the same error again is not
 * sent), at most MAX_REPORTS per page life in all. Sending never throws and never reports its own failure.
 */
import { scrubReport, type ClientErrorKind } from '@wl/contract';
import { clientError } from '../api/system.ts';
import { watchErrors } from './errorWatch.ts';

/** Reports sent at most per page life: a screen failing in a loop must not flood the platform or the network. */
export const MAX_REPORTS = 5;

// The build: this module's own hashed file name (a new build is a new name); in development the source path.
const BUILD = (import.meta.url.split('/').pop() ?? '').replace(/\.[jt]sx?(\?.*)?$/, '');

let sentKeys = new Set<string>();

function describeError(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack ?? '' };
  if (typeof error === 'string') return { message: error, stack: '' };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' };
  } catch {
    return { message: String(error), stack: '' };
  }
}

/** Reports one caught error (the error boundary calls this); repeats and reports past the cap are dropped. */
export function reportClientError(kind: ClientErrorKind, error: unknown, route = location.pathname): void {
  if (sentKeys.size >= MAX_REPORTS) return;
  const { message, stack } = describeError(error);
  const report = scrubReport({ kind, message, stack, route, build: BUILD });
  const key = `${report.kind}\u0000${report.message}\u0000${report.route}`;
  if (sentKeys.has(key)) return;
  sentKeys.add(key);
  void clientError(report).catch(() => undefined);
}

/** Listens for window errors and unhandled rejections, reporting them here (tests; main.tsx loads this lazily). */
export const watchClientErrors = (): (() => void) => watchErrors(reportClientError);

/** Forgets what was sent (tests). */
export function resetClientErrors(): void {
  sentKeys = new Set();
}
