import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ clientError: vi.fn() }));
vi.mock('../api/system.ts', () => api);
const { MAX_REPORTS, reportClientError, resetClientErrors, watchClientErrors } =
  await import('./errorReports.ts');

describe('client error reports', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    api.clientError.mockReset().mockResolvedValue({ stored: true });
    resetClientErrors();
    history.replaceState(null, '', '/m/deposit?amount=500&token=abc#x');
  });
  afterEach(() => stop());

  it('sends a scrubbed report with the screen path and the build, once per error', () => {
    const err = new TypeError('no member juan@mail.example.ph (09171234567)');
    reportClientError('boundary', err);
    reportClientError('boundary', err);
    expect(api.clientError).toHaveBeenCalledOnce();
    const sent = api.clientError.mock.calls[0]![0];
    expect(sent).toMatchObject({
      kind: 'boundary',
      message: 'TypeError: no member [email] ([number])',
      route: '/m/deposit',
    });
    expect(sent.build).toMatch(/^errorReports/);
    expect(JSON.stringify(sent)).not.toMatch(/juan|09171234567|token=abc|amount=500/);
  });

  it(`sends at most ${MAX_REPORTS} reports per page life, and never throws when sending fails`, async () => {
    api.clientError.mockRejectedValue(new Error('offline'));
    for (let i = 0; i < MAX_REPORTS + 3; i++) reportClientError('error', new Error(`e${'x'.repeat(i)}`));
    expect(api.clientError).toHaveBeenCalledTimes(MAX_REPORTS);
    await Promise.resolve();
  });

  it('reports window errors and unhandled rejections', () => {
    stop = watchClientErrors();
    window.dispatchEvent(
      new ErrorEvent('error', { error: new RangeError('bad index'), message: 'bad index' }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'chunk failed' });
    window.dispatchEvent(rejection);
    // An image that failed to load carries no error and no message: not a script error.
    window.dispatchEvent(new ErrorEvent('error'));
    expect(api.clientError.mock.calls.map(([r]) => [r.kind, r.message])).toEqual([
      ['error', 'RangeError: bad index'],
      ['rejection', 'chunk failed'],
    ]);
  });
});
