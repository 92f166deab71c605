import { useCallback, useRef, useState } from 'react';
import type { FieldError, Validator } from './validation.ts';

/** How one field of a form behaves. */
export interface FieldSpec {
  validate?: Validator;
  /** Fields to re-check when this one changes (e.g. the confirmation when the password changes). */
  dependents?: readonly string[];
}

/** What a field component needs from the form: pass it straight through with `{...form.field('name')}`. */
export interface FieldBinding {
  name: string;
  value: string;
  error: FieldError | null;
  onValue: (value: string) => void;
  /** Pass the blur event: a blur towards the form's own submit button leaves the check to the submit. */
  onBlur: (e?: { relatedTarget: EventTarget | null }) => void;
  inputRef: (el: HTMLInputElement | null) => void;
}

export interface Form<K extends string> {
  values: Readonly<Record<K, string>>;
  errors: Readonly<Partial<Record<K, FieldError>>>;
  field: (name: K) => FieldBinding;
  setValue: (name: K, value: string) => void;
  /** Re-checks the named fields; returns the first refused one in the given order, or null. */
  validate: (names: readonly K[], opts?: { focus?: boolean; onlyFilled?: boolean }) => K | null;
  /** Shows an error that came from elsewhere (e.g. the server) and focuses the field. */
  setError: (name: K, error: FieldError | null, focus?: boolean) => void;
  focus: (name: K) => void;
}

/**
 * A small form-state hook: values, per-field errors, blur-then-live validation, dependent re-checks and focus of
 * the first invalid field. Specs are read from a ref, so rule sets that arrive later take effect without a reset.
 */
export function useForm<K extends string>(
  initial: Record<K, string>,
  specs: Partial<Record<K, FieldSpec>>,
): Form<K> {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<K, FieldError>>>({});
  const valuesRef = useRef(values);
  const specsRef = useRef(specs);
  specsRef.current = specs;
  const touched = useRef(new Set<K>());
  const dirty = useRef(new Set<K>());
  const inputs = useRef(new Map<K, HTMLInputElement | null>());
  const refCallbacks = useRef(new Map<K, (el: HTMLInputElement | null) => void>());

  const check = useCallback((name: K, all: Record<K, string>): FieldError | null => {
    return specsRef.current[name]?.validate?.(all[name] ?? '', all) ?? null;
  }, []);

  const focus = useCallback((name: K) => {
    const el = inputs.current.get(name);
    el?.focus();
  }, []);

  const applyErrors = useCallback((changes: Partial<Record<K, FieldError | null>>) => {
    setErrors((prev) => {
      const next = { ...prev };
      for (const [k, e] of Object.entries(changes) as [K, FieldError | null][]) {
        if (e) next[k] = e;
        else delete next[k];
      }
      return next;
    });
  }, []);

  const setValue = useCallback(
    (name: K, value: string) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValues(next);
      dirty.current.add(name);
      const changes: Partial<Record<K, FieldError | null>> = {};
      // Live checking starts after the first blur, so a player is not scolded while still typing.
      if (touched.current.has(name)) changes[name] = check(name, next);
      for (const dep of (specsRef.current[name]?.dependents ?? []) as K[]) {
        if (touched.current.has(dep) || next[dep]) changes[dep] = check(dep, next);
      }
      if (Object.keys(changes).length) applyErrors(changes);
    },
    [applyErrors, check],
  );

  const validate = useCallback(
    (names: readonly K[], opts: { focus?: boolean; onlyFilled?: boolean } = {}): K | null => {
      const all = valuesRef.current;
      const changes: Partial<Record<K, FieldError | null>> = {};
      let first: K | null = null;
      for (const name of names) {
        if (opts.onlyFilled && !all[name]) continue;
        touched.current.add(name);
        const e = check(name, all);
        changes[name] = e;
        if (e && first === null) first = name;
      }
      applyErrors(changes);
      if (first !== null && opts.focus !== false) focus(first);
      return first;
    },
    [applyErrors, check, focus],
  );

  const setError = useCallback(
    (name: K, error: FieldError | null, doFocus = true) => {
      applyErrors({ [name]: error } as Partial<Record<K, FieldError | null>>);
      if (error && doFocus) focus(name);
    },
    [applyErrors, focus],
  );

  const field = (name: K): FieldBinding => {
    let ref = refCallbacks.current.get(name);
    if (!ref) {
      ref = (el) => void inputs.current.set(name, el);
      refCallbacks.current.set(name, ref);
    }
    return {
      name,
      value: values[name] ?? '',
      error: errors[name] ?? null,
      onValue: (v) => setValue(name, v),
      onBlur: (e) => {
        // Tabbing through an untouched empty field is not an error yet; submitting it is.
        if (!dirty.current.has(name) && !valuesRef.current[name]) return;
        // Pressing the submit button: the submit checks the field and focuses it back. Checking on this blur would
        // show the message between the press and the release, move the button down under the finger (by the
        // message's height, which depends on the theme and the language), and the release would miss it: no submit,
        // the focus left on the button (issue 29, th).
        const to = e?.relatedTarget;
        if (
          to instanceof HTMLButtonElement &&
          to.type === 'submit' &&
          to.form?.contains(inputs.current.get(name) ?? null)
        )
          return;
        touched.current.add(name);
        applyErrors({ [name]: check(name, valuesRef.current) } as Partial<Record<K, FieldError | null>>);
      },
      inputRef: ref,
    };
  };

  return { values, errors, field, setValue, validate, setError, focus };
}
