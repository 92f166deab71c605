import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS, scrubReport, scrubRoute, scrubText } from './clientError.ts';

describe('client error scrubbing', () => {
  it('drops query strings and fragments, keeping the path', () => {
    expect(scrubText('GET https://ph.example.com/wps/member/info?token=abc&x=1 failed')).toBe(
      'GET https://ph.example.com/wps/member/info failed',
    );
    expect(scrubText('at /m/login?code=123#state=xyz')).toBe('at /m/login');
    expect(scrubRoute('/m/deposit?amount=500&ref=09171234567#top')).toBe('/m/deposit');
    // Prose keeps its question marks.
    expect(scrubText('Why? Nobody knows')).toBe('Why? Nobody knows');
  });

  it('removes tokens and named secrets', () => {
    expect(scrubText('Authorization: Bearer eyJhbGciOi.J9.abc')).toBe('Authorization: Bearer [token]');
    expect(scrubText('{"token":"s3cr3t","password": "hunter2"}')).toBe(
      '{"token":"[redacted]","password": "[redacted]"}',
    );
    expect(scrubText('session kG9x2LmQ7pR4tV8wY1zA3bC5dE6fH0jK expired')).toBe('session [token] expired');
  });

  it('removes e-mail addresses and numbers that look like phones, in any script', () => {
    expect(scrubText('no user juan.dela-cruz+1@mail.example.ph')).toBe('no user [email]');
    expect(scrubText('mobile 0917 123 4567 taken')).toBe('mobile [number] taken');
    expect(scrubText('mobile +880-1712-345678 taken')).toBe('mobile [number] taken');
    expect(scrubText('মোবাইল ০১৭১২৩৪৫৬৭৮')).toBe('মোবাইল [number]');
    expect(scrubRoute('/m/game/99812345678')).toBe('/m/game/[number]');
    // Short numbers (line and column of a stack frame, amounts) stay.
    expect(scrubText('at x (https://a.test/assets/index-B1x.js:12:3456) amount 500.25')).toBe(
      'at x (https://a.test/assets/index-B1x.js:12:3456) amount 500.25',
    );
  });

  it('trims a report to its limits and keeps only the first stack lines', () => {
    const stack = Array.from({ length: 50 }, (_, i) => `at f${i} (https://a.test/x.js:1:${i})`).join('\n');
    const r = scrubReport({
      kind: 'error',
      message: 'x'.repeat(2000),
      stack,
      route: '/m/home?u=1',
      build: 'main-B1x<script>',
    });
    expect(r.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(r.stack.split('\n')).toHaveLength(CLIENT_ERROR_LIMITS.stackLines);
    expect(r.route).toBe('/m/home');
    expect(r.build).toBe('main-B1xscript');
    expect(scrubReport({ kind: 'rejection', message: 'm' })).toEqual({
      kind: 'rejection',
      message: 'm',
      stack: '',
      route: '',
      build: '',
    });
  });
});
