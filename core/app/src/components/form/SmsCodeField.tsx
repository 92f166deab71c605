import type { ComponentProps } from 'react';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import { TextField } from './TextField.tsx';
import { digitsOnly } from './validation.ts';

/** Spec section 5: the SMS code is digits only, at most 10. */
export const SMS_CODE_MAX = 10;

type Props = Omit<
  ComponentProps<typeof TextField>,
  'inputMode' | 'autoComplete' | 'maxLength' | 'filter' | 'suffix'
> & {
  onSend: ComponentProps<typeof SmsCodeButton>['onSend'];
};

/** The SMS verification-code field with its send button and countdown (registration, SMS login, password reset). */
export function SmsCodeField({ onSend, ...props }: Props) {
  return (
    <TextField
      {...props}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_MAX}
      filter={(raw) => digitsOnly(raw, SMS_CODE_MAX)}
      suffix={<SmsCodeButton onSend={onSend} codeFieldId={props.id ?? props.name} />}
    />
  );
}
