import { useIntl } from 'react-intl';
import { PasswordField } from './PasswordField.tsx';
import type { FieldBinding } from './useForm.ts';

/** A new password and its confirmation, for the browser's password manager too (change password, reset). */
export function NewPasswordFields({ password, confirm }: { password: FieldBinding; confirm: FieldBinding }) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        {...password}
        label={intl.formatMessage({ id: 'account.field.newPassword' })}
        autoComplete="new-password"
        maxLength={64}
        required
      />
      <PasswordField
        {...confirm}
        label={intl.formatMessage({ id: 'account.field.confirmNewPassword' })}
        autoComplete="new-password"
        maxLength={64}
        required
      />
    </>
  );
}
