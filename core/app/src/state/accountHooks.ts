import { useEffect, useState } from 'react';
import type { CaptchaValue, RegistrationSettings } from '@wl/contract';
import { fetchCaptcha, loadRegistrationSettings, loadRules, type RuleSet } from './account.ts';

/** The gateway's rule set, or null until it arrives (validation then only checks required fields). */
export function useRules(): RuleSet | null {
  const [rules, setRules] = useState<RuleSet | null>(null);
  useEffect(() => {
    let live = true;
    loadRules().then(
      (r) => live && setRules(r),
      () => undefined, // the server validates anyway; the form still works without client rules
    );
    return () => {
      live = false;
    };
  }, []);
  return rules;
}

export type Loadable<T> =
  { state: 'loading' } | { state: 'error'; retry: () => void } | { state: 'ready'; value: T };

/** The registration settings, with a retry when they fail to load (the form cannot be drawn without them). */
export function useRegistrationSettings(): Loadable<RegistrationSettings> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Loadable<RegistrationSettings>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadRegistrationSettings().then(
      (value) => live && setResult({ state: 'ready', value }),
      () =>
        live &&
        setResult({
          state: 'error',
          retry: () => (setResult({ state: 'loading' }), setAttempt((a) => a + 1)),
        }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return result;
}

/** A captcha challenge that loads while `active`, with a refresh; null while loading or inactive. */
export function useCaptcha(active: boolean): { captcha: CaptchaValue | null; refresh: () => void } {
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    if (!active) return;
    let live = true;
    fetchCaptcha().then(
      (c) => live && setCaptcha(c),
      () => live && setCaptcha(null), // tapping the empty image retries
    );
    return () => {
      live = false;
    };
  }, [active, nonce]);
  return { captcha: active ? captcha : null, refresh: () => setNonce((n) => n + 1) };
}
