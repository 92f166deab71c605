import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_MESSAGES } from '../../test/render.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';
import { useForm } from './useForm.ts';

function CodeForm({ onSend }: { onSend: () => Promise<number | undefined | false> }) {
  const form = useForm<'code'>({ code: '' }, {});
  return (
    <IntlProvider locale="en" messages={NO_MESSAGES} onError={() => {}}>
      <SmsCodeField {...form.field('code')} label="Code" onSend={onSend} />
      <button type="button">Elsewhere</button>
    </IntlProvider>
  );
}

afterEach(cleanup);

describe('SmsCodeField', () => {
  it('moves focus to the code once a code is sent from its button (the countdown disables the button)', async () => {
    render(<CodeForm onSend={async () => Date.now() + 60_000} />);
    const send = screen.getByRole('button', { name: 'account.sms.get' });
    send.focus();
    await act(async () => fireEvent.click(send));
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
  });

  it('leaves focus where the player moved it meanwhile, and on the button when nothing was sent', async () => {
    let send!: () => void;
    render(<CodeForm onSend={() => new Promise((r) => (send = () => r(Date.now() + 60_000)))} />);
    const button = screen.getByRole('button', { name: 'account.sms.get' });
    button.focus();
    fireEvent.click(button);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await act(async () => send());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));

    cleanup();
    render(<CodeForm onSend={async () => false} />);
    const refused = screen.getByRole('button', { name: 'account.sms.get' });
    refused.focus();
    await act(async () => fireEvent.click(refused));
    expect((refused as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(refused);
  });
});
