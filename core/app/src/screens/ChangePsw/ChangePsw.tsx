import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { safeRedirect } from '../../routes/redirect.ts';
import { changePassword, heldOldPassword } from '../../state/account.ts';
import { toastFailure } from '../../state/accountErrors.ts';
import { useRules } from '../../state/accountHooks.ts';
import { sessionState } from '../../state/session.ts';
import { alertDialog, DURATION, toast } from '../../state/ui.ts';
import { NewPasswordFields } from '../../components/form/NewPasswordFields.tsx';
import { PasswordField } from '../../components/form/PasswordField.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { confirmValidator, ruleValidator } from '../../components/form/validation.ts';
import auth from '../../components/form/auth.module.css';

type Field = 'username' | 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/** Spec section 9: the saved toast shows 1 s, and the screen moves on after 1 s. */
const REDIRECT_DELAY_MS = 1000;

/**
 * /m/changePsw: the username read-only, the old password (unless it is held from a forced first-login change),
 * the new one twice. The gateway checks the old password and ends the member's other sessions.
 */
export default function ChangePsw() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  const session = useSnapshot(sessionState).info;
  const rules = useRules();
  const [held] = useState(heldOldPassword);
  const [busy, setBusy] = useState(false);
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);

  const form = useForm<Field>(
    { username: session?.userName ?? '', oldPassword: '', newPassword: '', confirmNewPassword: '' },
    {
      // Only "filled in": the gateway checks the old password itself (error.old_password).
      oldPassword: { validate: ruleValidator(undefined, true) },
      newPassword: { validate: ruleValidator(rules?.password, true), dependents: ['confirmNewPassword'] },
      confirmNewPassword: { validate: confirmValidator('newPassword', 'in_enter_password') },
    },
  );
  const fields: Field[] =
    held === null
      ? ['oldPassword', 'newPassword', 'confirmNewPassword']
      : ['newPassword', 'confirmNewPassword'];

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || form.validate(fields)) return;
    const v = form.values;
    const old = held ?? v.oldPassword;
    if (v.newPassword === old) {
      await alertDialog({ id: 'same_password' });
      form.focus('newPassword');
      return;
    }
    setBusy(true);
    try {
      await changePassword(old, v.newPassword, v.confirmNewPassword);
      toast({ id: 'in_chang_saved' }, { kind: 'success', duration: DURATION.saved });
      leaving.current = setTimeout(
        () => navigate(safeRedirect(search), { replace: true }),
        REDIRECT_DELAY_MS,
      );
    } catch (err) {
      const f = toastFailure(err);
      if (f.key === 'error.old_password' && held === null) form.setError('oldPassword', { id: f.key });
      setBusy(false);
    }
  }

  return (
    <div className={auth.page}>
      <form
        className={auth.card}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={intl.formatMessage({ id: 'account.change.title' })}
      >
        {new URLSearchParams(search).has('forced') && (
          <p className={auth.intro} role="status">
            <FormattedMessage id="account.change.forced" />
          </p>
        )}
        {/* Read-only, but present with autocomplete="username" so the password manager updates the right entry. */}
        <TextField
          {...form.field('username')}
          label={intl.formatMessage({ id: 'account.field.username' })}
          autoComplete="username"
          readOnly
        />
        {held === null && (
          <PasswordField
            {...form.field('oldPassword')}
            label={intl.formatMessage({ id: 'account.field.oldPassword' })}
            autoComplete="current-password"
            required
          />
        )}
        <NewPasswordFields password={form.field('newPassword')} confirm={form.field('confirmNewPassword')} />
        <SubmitButton busy={busy}>
          <FormattedMessage id="account.change.submit" />
        </SubmitButton>
      </form>
    </div>
  );
}
