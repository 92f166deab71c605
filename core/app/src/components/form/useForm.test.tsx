import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_MESSAGES } from '../../test/render.tsx';
import { TextField } from './TextField.tsx';
import { useForm } from './useForm.ts';

function AmountForm() {
  const form = useForm<'amount'>(
    { amount: '' },
    { amount: { validate: (v) => (/^\d+$/.test(v) ? null : { id: 'wallet.amount.not_number' }) } },
  );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.validate(['amount']);
      }}
    >
      <TextField {...form.field('amount')} label="Amount" />
      <button type="submit">Deposit now</button>
      <button type="button">Other</button>
    </form>
  );
}

afterEach(cleanup);

describe('useForm blur checks', () => {
  it('leaves the check to the submit when the field loses focus to its submit button (nothing moves under the press)', () => {
    render(
      <IntlProvider locale="en" messages={NO_MESSAGES} onError={() => undefined}>
        <AmountForm />
      </IntlProvider>,
    );
    const amount = screen.getByLabelText('Amount');
    const submit = screen.getByRole('button', { name: 'Deposit now' });
    fireEvent.change(amount, { target: { value: 'abc' } });
    fireEvent.blur(amount, { relatedTarget: submit });
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    // The press completes: the submit shows the error and puts the focus on the field.
    fireEvent.click(submit);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);
  });

  it('checks on any other blur', () => {
    render(
      <IntlProvider locale="en" messages={NO_MESSAGES} onError={() => undefined}>
        <AmountForm />
      </IntlProvider>,
    );
    const amount = screen.getByLabelText('Amount');
    fireEvent.change(amount, { target: { value: 'abc' } });
    fireEvent.blur(amount, { relatedTarget: screen.getByRole('button', { name: 'Other' }) });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
  });
});
