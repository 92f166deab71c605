import { createElement as h } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_MESSAGES } from '../../test/render.tsx';
import {
  all,
  captchaValidator,
  checkRule,
  confirmValidator,
  digitsOnly,
  ruleValidator,
  type FieldRule,
} from './validation.ts';

// The login screen's own fields are typed into below; its store calls are not needed for that.
vi.mock('../../state/account.ts', () => ({
  login: vi.fn(),
  sendSmsCode: vi.fn(),
  fetchCaptcha: vi.fn(() => new Promise(() => undefined)),
  loadRules: () => Promise.reject(new Error('offline')),
  loadRegistrationSettings: () => Promise.reject(new Error('offline')),
}));
const { default: Login } = await import('../../screens/Login/Login.tsx');

const username: FieldRule = {
  pattern: '[a-z][a-z0-9]*',
  min: 4,
  max: 12,
  required: true,
  messageKey: 'validation.account',
  message: 'Username: 4-12 lowercase letters and digits',
};
const email: FieldRule = {
  pattern: '[^@\\s]+@[^@\\s]+\\.[^@\\s]+',
  min: 5,
  max: 64,
  required: false,
  messageKey: 'validation.email',
  message: 'Invalid email',
};

describe('checkRule (server rule set by field name)', () => {
  it('passes a value that fits pattern and bounds', () => {
    expect(checkRule(username, 'player1')).toBeNull();
  });

  it("refuses with the rule's own message id, bounds and English fallback", () => {
    expect(checkRule(username, 'Player1')).toEqual({
      id: 'validation.account',
      values: { min: 4, max: 12 },
      defaultMessage: 'Username: 4-12 lowercase letters and digits',
    });
  });

  it('checks the length bounds in characters, not UTF-16 units', () => {
    expect(checkRule(username, 'abc')).not.toBeNull();
    expect(checkRule(username, 'abcdefghijklm')).not.toBeNull();
    const name: FieldRule = { ...username, pattern: '\\p{L}+', min: 2, max: 3 };
    expect(checkRule(name, '𝒜𝒜𝒜')).toBeNull();
  });

  it('anchors the pattern so that a partial match is refused', () => {
    expect(checkRule(username, 'abcd!')).not.toBeNull();
  });

  it('lets an empty value of a non-required field pass, and refuses it when required', () => {
    expect(checkRule(email, '')).toBeNull();
    expect(checkRule(username, '')).not.toBeNull();
    expect(checkRule(email, '', true)).not.toBeNull();
  });

  it('skips a pattern the browser cannot compile (the server still checks)', () => {
    expect(checkRule({ ...username, pattern: '([' }, 'anything')).toBeNull();
  });
});

describe('ruleValidator', () => {
  it("uses the registration setting's required flag over the rule's", () => {
    expect(ruleValidator(email, true)('', {})).not.toBeNull();
    expect(ruleValidator(username, false)('', {})).toBeNull();
  });

  it('without a rule only enforces required', () => {
    expect(ruleValidator(undefined, true)('', {})).toEqual({ id: 'validation.required' });
    expect(ruleValidator(undefined, true)('x', {})).toBeNull();
    expect(ruleValidator(undefined)('', {})).toBeNull();
  });
});

describe('confirmValidator', () => {
  const confirm = confirmValidator('password');
  it('an empty confirmation shows in_incorrect_password', () => {
    expect(confirm('', { password: 'secret1' })).toEqual({ id: 'in_incorrect_password' });
  });
  it('a different confirmation shows in_confirmation_correct', () => {
    expect(confirm('secret2', { password: 'secret1' })).toEqual({ id: 'in_confirmation_correct' });
  });
  it('an equal confirmation passes', () => {
    expect(confirm('secret1', { password: 'secret1' })).toBeNull();
  });
  it('change password uses in_enter_password for an empty confirmation', () => {
    expect(confirmValidator('newPassword', 'in_enter_password')('', { newPassword: 'x' })).toEqual({
      id: 'in_enter_password',
    });
  });
});

describe('captcha and digit filters', () => {
  it('captcha is required, numeric, at most 6 digits', () => {
    expect(captchaValidator('', {})).toEqual({ id: 'validation.captcha_missing' });
    expect(captchaValidator('12a4', {})).toEqual({ id: 'account.captcha.digits' });
    expect(captchaValidator('1234567', {})).toEqual({ id: 'account.captcha.digits' });
    expect(captchaValidator('123456', {})).toBeNull();
  });

  it('digitsOnly strips non-digits and caps at the length it is given', () => {
    expect(digitsOnly('12-34 56ab7890123', 4)).toBe('1234');
    expect(digitsOnly('+63 917', 99)).toBe('63917');
  });

  describe("the login screen's SMS method, as typed into", () => {
    afterEach(cleanup);
    const typed = (label: string, value: string) => {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      fireEvent.input(input, { target: { value } });
      return input;
    };

    it('keeps the SMS code to digits only, at most 10, and the mobile number to at most 20 digits', () => {
      render(
        h(
          IntlProvider,
          { locale: 'en', messages: NO_MESSAGES, onError: () => undefined },
          h(MemoryRouter, { initialEntries: ['/m/login'] }, h(Login)),
        ),
      );
      fireEvent.click(screen.getByRole('button', { name: 'account.method.mobile' }));
      // Spec section 5: "The SMS code is digits only, max 10."
      const code = typed('account.field.verificationCode', '12-34 56ab7890123');
      expect(code.value).toBe('1234567890');
      expect(code.maxLength).toBe(10);
      // Spec section 5: "Mobile input max length 20 on login."
      const mobile = typed('account.field.mobileNum', '+63 917 123 4567 890 123 456');
      expect(mobile.value).toBe('63917123456789012345');
      expect(mobile.maxLength).toBe(20);
    });
  });

  it('all() returns the first refusal', () => {
    const v = all(ruleValidator(undefined, true), ruleValidator(username));
    expect(v('', {})).toEqual({ id: 'validation.required' });
    expect(v('AB', {})?.id).toBe('validation.account');
  });
});
