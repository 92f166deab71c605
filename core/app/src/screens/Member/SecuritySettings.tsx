import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { ValueOf } from '@wl/contract';
import { config } from '../../config/config.ts';
import { formatDigits } from '../../i18n/format.ts';
import type { MessageId } from '../../i18n/messageIds.ts';
import { pathOf } from '../../routes/paths.ts';
import { LoadFailed, Section, Skeleton } from '../../components/page/index.ts';
import page from '../../components/page/page.module.css';
import { MobileField } from '../../components/form/MobileField.tsx';
import { PasswordField } from '../../components/form/PasswordField.tsx';
import { SmsCodeField } from '../../components/form/SmsCodeField.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useForm, type Form } from '../../components/form/useForm.ts';
import { all, ruleValidator } from '../../components/form/validation.ts';
import { toastFailure } from '../../state/accountErrors.ts';
import { useRules } from '../../state/accountHooks.ts';
import {
  bindEmail,
  bindMobile,
  loadSecuritySettings,
  securityState,
  sendBindingCode,
  setPayeeName,
} from '../../state/securitySettings.ts';
import { useDialingCode } from '../../state/dialing.ts';
import type messages from './SecuritySettings.messages.json';
import styles from './profile.module.css';

declare module '../../i18n/messageIds.ts' {
  interface ScreenMessages {
    securitySettings: typeof messages.en;
  }
}

type Open = 'mobile' | 'email' | 'payee' | null;

/**
 * /m/member/security (issue 28, spec section 7 "security settings"): the bound mobile number and email (masked),
 * the payee name withdrawals are paid to, the payment password and the way to change the login password. Each
 * detail opens its form in place: a mobile number with the SMS code sent to it, an email with the login password,
 * a payee name once (a change goes through customer service).
 */
export default function SecuritySettings() {
  const s = useSnapshot(securityState);
  const [open, setOpen] = useState<Open>(null);
  useEffect(() => {
    void loadSecuritySettings();
  }, []);
  return (
    <div className={page.page}>
      <Section title={<FormattedMessage id="route.securitySettings" />} aria-busy={s.status === 'loading'}>
        {s.status === 'error' ? (
          <LoadFailed onRetry={() => void loadSecuritySettings()} />
        ) : s.status !== 'ready' || !s.value ? (
          <Skeleton rows={5} height={64} />
        ) : (
          <Items value={s.value} open={open} setOpen={setOpen} />
        )}
      </Section>
    </div>
  );
}

function Items({
  value,
  open,
  setOpen,
}: {
  value: ValueOf<'securitySettings'>;
  open: Open;
  setOpen: (o: Open) => void;
}) {
  const dialing = useDialingCode();
  const toggle = (o: Exclude<Open, null>) => setOpen(open === o ? null : o);
  const done = () => setOpen(null);
  return (
    <ul className={styles.items}>
      <Item
        id="mobile"
        label="account.field.mobileNum"
        value={
          value.mobileNum ? formatDigits(`+${value.countryDialingCode ?? dialing} ${value.mobileNum}`) : null
        }
        action={value.mobileNum ? 'member.security.change' : 'member.security.bind'}
        open={open === 'mobile'}
        onToggle={() => toggle('mobile')}
      >
        <MobileForm onDone={done} />
      </Item>
      <Item
        id="email"
        label="account.field.email"
        value={value.email ?? null}
        action={value.email ? 'member.security.change' : 'member.security.bind'}
        open={open === 'email'}
        onToggle={() => toggle('email')}
      >
        <EmailForm onDone={done} />
      </Item>
      <Item
        id="payee"
        label="member.security.payeeName"
        value={value.payeeName ?? null}
        state="member.security.notSet"
        note={value.payeeName ? 'member.security.payeeFixed' : undefined}
        action={value.payeeName ? undefined : 'member.security.set'}
        open={open === 'payee'}
        onToggle={() => toggle('payee')}
      >
        <PayeeForm onDone={done} />
      </Item>
      <Item
        id="paymentPassword"
        label="member.security.paymentPassword"
        value={null}
        state={value.paymentPassword ? 'member.security.isSet' : 'member.security.notSet'}
      />
      <li className={styles.item}>
        <div className={styles.itemHead}>
          <h3 className={styles.itemLabel}>
            <FormattedMessage id="member.security.loginPassword" />
          </h3>
          <Link className={styles.action} to={pathOf('changePsw')}>
            <FormattedMessage id="member.security.change" />
          </Link>
        </div>
      </li>
    </ul>
  );
}

function Item({
  id,
  label,
  value,
  state,
  note,
  action,
  open = false,
  onToggle,
  children,
}: {
  id: string;
  label: MessageId;
  value: string | null;
  state?: MessageId;
  note?: MessageId;
  action?: MessageId;
  open?: boolean;
  onToggle?: () => void;
  children?: ReactNode;
}) {
  const formId = useId();
  const intl = useIntl();
  return (
    <li className={styles.item} data-testid={`security-${id}`}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemLabel}>
          <FormattedMessage id={label} />
        </h3>
        <span className={styles.itemValue} data-testid={`security-${id}-value`}>
          {value ?? <FormattedMessage id={state ?? 'member.security.notBound'} />}
        </span>
        {action && onToggle && (
          <button
            type="button"
            className={styles.action}
            aria-expanded={open}
            aria-controls={open ? formId : undefined}
            aria-label={`${intl.formatMessage({ id: action })}: ${intl.formatMessage({ id: label })}`}
            onClick={onToggle}
          >
            <FormattedMessage id={action} />
          </button>
        )}
      </div>
      {note && (
        <p className={styles.hint}>
          <FormattedMessage id={note} />
        </p>
      )}
      {open && <div id={formId}>{children}</div>}
    </li>
  );
}

/** Submits a form's action, showing a refusal under the field the server names. */
async function run<K extends string>(
  form: Form<K>,
  fields: readonly K[],
  action: () => Promise<void>,
  onDone: () => void,
  setBusy: (b: boolean) => void,
) {
  setBusy(true);
  try {
    await action();
    onDone();
  } catch (err) {
    const f = toastFailure(err);
    const field = (f.value?.field === 'mobileNo' ? 'mobileNum' : f.value?.field) as K | undefined;
    if (field && fields.includes(field)) form.setError(field, { id: f.key });
  } finally {
    setBusy(false);
  }
}

function MobileForm({ onDone }: { onDone: () => void }) {
  const dialing = useDialingCode();
  const intl = useIntl();
  const rules = useRules();
  const [busy, setBusy] = useState(false);
  const fields = ['mobileNum', 'verificationCode'] as const;
  const form = useForm<(typeof fields)[number]>(
    { mobileNum: '', verificationCode: '' },
    {
      mobileNum: { validate: ruleValidator(rules?.mobileNum, true) },
      verificationCode: {
        validate: all(ruleValidator(undefined, true), ruleValidator(rules?.verificationCode, true)),
      },
    },
  );
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || form.validate(fields)) return;
    const v = form.values;
    await run(form, fields, () => bindMobile(v.mobileNum, v.verificationCode.trim()), onDone, setBusy);
  }
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={intl.formatMessage({ id: 'member.security.mobileForm' })}
    >
      <MobileField
        {...form.field('mobileNum')}
        label={intl.formatMessage({ id: 'member.security.newMobile' })}
        dialingCode={dialing}
        digits={config().phone.digits}
        maxLength={config().phone.digits}
        required
      />
      <SmsCodeField
        {...form.field('verificationCode')}
        label={intl.formatMessage({ id: 'account.field.verificationCode' })}
        required
        onSend={async () => (form.validate(['mobileNum']) ? false : sendBindingCode(form.values.mobileNum))}
      />
      <SubmitButton busy={busy}>
        <FormattedMessage id="member.security.save" />
      </SubmitButton>
    </form>
  );
}

function EmailForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const rules = useRules();
  const [busy, setBusy] = useState(false);
  const fields = ['email', 'password'] as const;
  const form = useForm<(typeof fields)[number]>(
    { email: '', password: '' },
    {
      email: { validate: ruleValidator(rules?.email, true) },
      password: { validate: ruleValidator(undefined, true) },
    },
  );
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || form.validate(fields)) return;
    const v = form.values;
    await run(form, fields, () => bindEmail(v.email.trim(), v.password), onDone, setBusy);
  }
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={intl.formatMessage({ id: 'member.security.emailForm' })}
    >
      <TextField
        {...form.field('email')}
        label={intl.formatMessage({ id: 'member.security.newEmail' })}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        required
      />
      <PasswordField
        {...form.field('password')}
        label={intl.formatMessage({ id: 'member.security.confirmPassword' })}
        autoComplete="current-password"
        maxLength={64}
        required
      />
      <SubmitButton busy={busy}>
        <FormattedMessage id="member.security.save" />
      </SubmitButton>
    </form>
  );
}

function PayeeForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const rules = useRules();
  const [busy, setBusy] = useState(false);
  const fields = ['payeeName'] as const;
  const form = useForm<'payeeName'>(
    { payeeName: '' },
    { payeeName: { validate: ruleValidator(rules?.payeeName, true) } },
  );
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || form.validate(fields)) return;
    await run(form, fields, () => setPayeeName(form.values.payeeName.trim()), onDone, setBusy);
  }
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={intl.formatMessage({ id: 'member.security.payeeName' })}
    >
      <TextField
        {...form.field('payeeName')}
        label={intl.formatMessage({ id: 'account.field.payeeName' })}
        autoComplete="name"
        maxLength={64}
        required
      />
      <p className={styles.hint}>
        <FormattedMessage id="member.security.payeeOnce" />
      </p>
      <SubmitButton busy={busy}>
        <FormattedMessage id="member.security.save" />
      </SubmitButton>
    </form>
  );
}
