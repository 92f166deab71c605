import { useIntl } from 'react-intl';
import type { RegistrationSettings } from '@wl/contract';
import { MobileField } from '../../components/form/MobileField.tsx';
import { PasswordField } from '../../components/form/PasswordField.tsx';
import { SmsCodeField } from '../../components/form/SmsCodeField.tsx';
import { TextField, type TextFieldProps } from '../../components/form/TextField.tsx';
import type { FieldBinding } from '../../components/form/useForm.ts';
import { mobileDigits, type RegField } from './registerFields.ts';
import { useDialingCode } from '../../state/dialing.ts';

/** Input hints per plain text field: the right keyboard and autofill for each. */
const TEXT_HINTS: Partial<Record<RegField, Pick<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'>>> = {
  username: { autoComplete: 'username' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
};

export interface RegisterFieldProps {
  name: RegField;
  binding: FieldBinding;
  required: boolean;
  settings: RegistrationSettings;
  onSendCode: () => Promise<number | false>;
}

/** One registration field, drawn with the component its kind needs (password, mobile, SMS code or text). */
export function RegisterField({ name, binding, required, settings, onSendCode }: RegisterFieldProps) {
  const dialing = useDialingCode();
  const intl = useIntl();
  const label = intl.formatMessage({ id: `account.field.${name}` });
  const common = { ...binding, label, required };
  switch (name) {
    case 'password':
    case 'confirmPassword':
      return <PasswordField {...common} autoComplete="new-password" maxLength={64} />;
    case 'paymentPassword':
      // Not the login password: keep the password manager from offering to save or fill it.
      return <PasswordField {...common} autoComplete="off" maxLength={64} />;
    case 'mobileNum': {
      const digits = mobileDigits(settings);
      return <MobileField {...common} dialingCode={dialing} digits={digits} maxLength={digits} />;
    }
    case 'verificationCode':
      return <SmsCodeField {...common} onSend={onSendCode} />;
    default:
      return <TextField {...common} {...TEXT_HINTS[name]} maxLength={64} />;
  }
}
