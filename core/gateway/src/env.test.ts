import { describe, expect, it } from 'vitest';
import { clockFrom, manualClock } from './clock.ts';
import { readGatewayEnv } from './env.ts';

describe('GATEWAY_CLOCK_START', () => {
  it('starts the sandbox gateway at the instant given, and from there runs as real time does', () => {
    const start = '2026-03-11T04:00:00Z';
    expect(readGatewayEnv({ GATEWAY_CLOCK_START: start }).clockStart).toBe(Date.parse(start));
    expect(readGatewayEnv({ GATEWAY_CLOCK_START: '2026-03-11T12:00:00+08:00' }).clockStart).toBe(
      Date.parse(start),
    );
    expect(readGatewayEnv({}).clockStart).toBeUndefined();
    const real = manualClock(Date.UTC(2030, 0, 1));
    const clock = clockFrom(Date.parse(start), real);
    expect(new Date(clock.now()).toISOString()).toBe('2026-03-11T04:00:00.000Z');
    real.advance(90_000);
    expect(new Date(clock.now()).toISOString()).toBe('2026-03-11T04:01:30.000Z');
  });

  it('names what is wrong: a time without its offset, or a fixed clock in production', () => {
    for (const bad of ['2026-03-11 04:00', '2026-03-11T04:00:00', 'yesterday', '2026-13-40T04:00:00Z'])
      expect(() => readGatewayEnv({ GATEWAY_CLOCK_START: bad }), bad).toThrow(
        new RegExp(`GATEWAY_CLOCK_START must be an ISO 8601 instant with its offset.*got "${bad}"`),
      );
    expect(() =>
      readGatewayEnv({ GATEWAY_CLOCK_START: '2026-03-11T04:00:00Z', GATEWAY_MODE: 'production' }),
    ).toThrow(/GATEWAY_CLOCK_START is for the sandbox/);
  });
});
