import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { config } from '../../config/config.ts';
import { recoverPassword, resetPassword, sendSmsCodeWithFeedback } from '../../state/account.ts';
import { openOverlay } from '../../state/shell.ts';
import { MethodTabs, type AuthMethod } from '../../components/form/MethodTabs.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { toastFailure } from '../../state/accountErrors.ts';
import { useRules } from '../../state/accountHooks.ts';
import { DURATION, toast } from '../../state/ui.ts';
import { MobileField } from '../../components/form/MobileField.tsx';
import { NewPasswordFields } from '../../components/form/NewPasswordFields.tsx';
import { SmsCodeField } from '../../components/form/SmsCodeField.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { all, confirmValidator, ruleValidator } from '../../components/form/validation.ts';
import auth from '../../components/form/auth.module.css';
import { pathOf } from '../../routes/paths.ts';
import { useDialingCode } from '../../state/dialing.ts';

type Field = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';
const FIELDS: Field[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];

/**
 * /m/forget: by mobile, a new password for the account of a mobile number, proven by an SMS code; by username (an
 * account without a mobile number), a request to customer service, who verify the player and reset it.
 */
export default function Forget() {
  const intl = useIntl();
  const [method, setMethod] = useState<AuthMethod>('mobile');
  return (
    <div className={auth.page}>
      <MethodTabs value={method} onChange={setMethod} />
      {method === 'mobile' ? (
        <BySms />
      ) : (
        <ByUsername label={intl.formatMessage({ id: 'account.forget.title' })} />
      )}
    </div>
  );
}

/** The username route: the request, then the same confirmation whatever the username (no account oracle). */
function ByUsername({ label }: { label: string }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useForm<'username' | 'contact'>(
    { username: '', contact: '' },
    {
      username: { validate: (v) => (v.trim() ? null : { id: 'account.forget.username_required' }) },
      contact: {
        validate: (v) =>
          // The gateway's pattern: no control characters, no < or >.
          // eslint-disable-next-line no-control-regex -- refusing control characters is the point
          /^[^\u0000-\u001f\u007f<>]{0,100}$/.test(v) ? null : { id: 'account.forget.contact_invalid' },
      },
    },
  );
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || form.validate(['username', 'contact'])) return;
    setBusy(true);
    try {
      await recoverPassword(form.values.username, form.values.contact);
      setSent(true);
    } catch (err) {
      toastFailure(err);
    } finally {
      setBusy(false);
    }
  }
  if (sent)
    return (
      <section className={auth.card} aria-label={label}>
        <p role="status" className={auth.intro} data-testid="recovery-sent">
          <FormattedMessage id="account.forget.username_sent" />
        </p>
        <button type="button" className={auth.secondary} onClick={() => openOverlay('service')}>
          <FormattedMessage id="account.forget.contact_support" />
        </button>
      </section>
    );
  return (
    <form className={auth.card} onSubmit={(e) => void submit(e)} noValidate aria-label={label}>
      <p className={auth.intro}>
        <FormattedMessage id="account.forget.username_intro" />
      </p>
      <TextField
        {...form.field('username')}
        label={intl.formatMessage({ id: 'account.field.username' })}
        autoComplete="username"
        maxLength={64}
        required
      />
      <TextField
        {...form.field('contact')}
        label={intl.formatMessage({ id: 'account.forget.contact' })}
        autoComplete="email"
        maxLength={100}
      />
      <SubmitButton busy={busy}>
        <FormattedMessage id="account.forget.username_submit" />
      </SubmitButton>
    </form>
  );
}

/** The mobile route: a new password for the account of a mobile number, proven by an SMS code. */
function BySms() {
  const dialing = useDialingCode();
  const intl = useIntl();
  const navigate = useNavigate();
  const rules = useRules();
  const [busy, setBusy] = useState(false);
  const form = useForm<Field>(
    { mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
    {
      mobileNum: { validate: ruleValidator(rules?.mobileNum, true) },
      verificationCode: {
        validate: all(ruleValidator(undefined, true), ruleValidator(rules?.verificationCode, true)),
      },
      newPassword: { validate: ruleValidator(rules?.password, true), dependents: ['confirmNewPassword'] },
      confirmNewPassword: { validate: confirmValidator('newPassword') },
    },
  );

  async function sendCode(): Promise<number | false> {
    return form.validate(['mobileNum']) ? false : sendSmsCodeWithFeedback(form.values.mobileNum);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || form.validate(FIELDS)) return;
    const v = form.values;
    setBusy(true);
    try {
      await resetPassword(v.mobileNum, v.verificationCode, v.newPassword, v.confirmNewPassword);
      toast({ id: 'account.forget.done' }, { kind: 'success', duration: DURATION.success });
      navigate(pathOf('login'), { replace: true });
    } catch (err) {
      const f = toastFailure(err);
      if (f.key === 'error.verification_code') form.setError('verificationCode', { id: f.key });
      else if (f.key === 'error.user_not_registered') form.setError('mobileNum', { id: f.key });
      setBusy(false);
    }
  }

  return (
    <form
      className={auth.card}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={intl.formatMessage({ id: 'account.forget.title' })}
    >
      <p className={auth.intro}>
        <FormattedMessage id="account.forget.intro" />
      </p>
      <MobileField
        {...form.field('mobileNum')}
        label={intl.formatMessage({ id: 'account.field.mobileNum' })}
        dialingCode={dialing}
        digits={config().phone.digits}
        required
      />
      <SmsCodeField
        {...form.field('verificationCode')}
        label={intl.formatMessage({ id: 'account.field.verificationCode' })}
        onSend={sendCode}
        required
      />
      <NewPasswordFields password={form.field('newPassword')} confirm={form.field('confirmNewPassword')} />
      <SubmitButton busy={busy}>
        <FormattedMessage id="account.forget.submit" />
      </SubmitButton>
    </form>
  );
}
