/**
 * Field validation against the gateway-served rule set (spec section 5). Pure functions: the screens and the
 * unit tests share them, and the server applies the same rules, so the client check is a courtesy, not a guard.
 */

import type { ValidationRule } from '@wl/contract';
import { toAsciiDigits } from '../../i18n/format.ts';
import { dataMessageId, type MessageId } from '../../i18n/messageIds.ts';

/** One rule of the gateway's rule set: the type generated from schemas/api/account.json (ValidationRule). */
export type FieldRule = ValidationRule;

/** A refusal to show under a field: a catalogue id, its values, and an English fallback. */
export interface FieldError {
  id: MessageId;
  values?: Record<string, string | number>;
  defaultMessage?: string;
}

/** Validates a value; `null` means it passes. `values` holds the whole form, for cross-field rules. */
export type Validator = (value: string, values: Readonly<Record<string, string>>) => FieldError | null;

const compiled = new Map<string, RegExp | null>();

/** Anchors and caches a rule's pattern; a pattern the browser cannot compile is skipped (the server still checks). */
function regexFor(pattern: string): RegExp | null {
  let re = compiled.get(pattern);
  if (re === undefined) {
    try {
      re = new RegExp(`^(?:${pattern})$`, 'u');
    } catch {
      re = null;
    }
    compiled.set(pattern, re);
  }
  return re;
}

/**
 * Checks a value against one rule. Empty values pass unless the rule or the field setting makes them required;
 * the message always comes from the rule set.
 */
export function checkRule(rule: FieldRule, value: string, required = rule.required): FieldError | null {
  const refused: FieldError = {
    id: dataMessageId(rule.messageKey),
    values: { min: rule.min, max: rule.max },
    defaultMessage: rule.message,
  };
  if (value === '') return required ? refused : null;
  const length = [...value].length;
  if (length < rule.min || length > rule.max) return refused;
  const re = regexFor(rule.pattern);
  return re && !re.test(value) ? refused : null;
}

/** A validator for a field checked by the rule of that name; no rule (not loaded) means only `required` applies. */
export function ruleValidator(rule: FieldRule | undefined, required?: boolean): Validator {
  return (value) => {
    if (rule) return checkRule(rule, value, required ?? rule.required);
    return required && value === '' ? { id: 'validation.required' } : null;
  };
}

/**
 * Confirm-password rule: empty → `emptyId` (in_incorrect_password on registration, in_enter_password on change
 * password), different from the field named `of` → in_confirmation_correct.
 */
export function confirmValidator(of: string, emptyId: MessageId = 'in_incorrect_password'): Validator {
  return (value, values) => {
    if (value === '') return { id: emptyId };
    return value === (values[of] ?? '') ? null : { id: 'in_confirmation_correct' };
  };
}

/** Captcha on login and registration: required, digits only, at most 6 (spec sections 5 and 9). */
export const captchaValidator: Validator = (value) => {
  if (value === '') return { id: 'validation.captcha_missing' };
  return /^\d{1,6}$/.test(value) ? null : { id: 'account.captcha.digits' };
};

/** Runs validators in order and returns the first refusal. */
export function all(...validators: Validator[]): Validator {
  return (value, values) => {
    for (const v of validators) {
      const e = v(value, values);
      if (e) return e;
    }
    return null;
  };
}

/** Keeps only digits, capped at `max` characters: for SMS codes, captchas and mobile numbers as they are typed. */
export function digitsOnly(value: string, max: number): string {
  return toAsciiDigits(value).replace(/\D+/g, '').slice(0, max);
}
