import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { ValueOf } from '@wl/contract';
import { config } from '../../config/config.ts';
import { LoadFailed, Section, Skeleton, useDateTime } from '../../components/page/index.ts';
import page from '../../components/page/page.module.css';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { ruleValidator } from '../../components/form/validation.ts';
import { toastFailure } from '../../state/accountErrors.ts';
import { useRules } from '../../state/accountHooks.ts';
import { loadPersonalInfo, personalInfoState, savePersonalInfo } from '../../state/personalInfo.ts';
import { birthDateError } from '../../state/protection.ts';
import { DURATION, toast } from '../../state/ui.ts';
import type messages from './PersonalInfo.messages.json';
import styles from './profile.module.css';

declare module '../../i18n/messageIds.ts' {
  interface ScreenMessages {
    personalInfo: typeof messages.en;
  }
}

/**
 * /m/member/info (issue 28, spec section 7 "personal info"): the account and when it was opened, the nickname the
 * header shows (changeable), and the date of birth, which is set once and never changed (spec section 9: the
 * birthday gift is yearly and the birthday cannot be changed).
 */
export default function PersonalInfo() {
  const s = useSnapshot(personalInfoState);
  useEffect(() => {
    void loadPersonalInfo();
  }, []);
  return (
    <div className={page.page}>
      <Section title={<FormattedMessage id="route.personalInfo" />} aria-busy={s.status === 'loading'}>
        {s.status === 'error' ? (
          <LoadFailed onRetry={() => void loadPersonalInfo()} />
        ) : s.status !== 'ready' || !s.value ? (
          <Skeleton rows={4} height={56} />
        ) : (
          <Details value={s.value} />
        )}
      </Section>
    </div>
  );
}

function Details({ value }: { value: ValueOf<'personalInfo'> }) {
  const when = useDateTime();
  return (
    <>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <FormattedMessage id="member.info.account" />
          </dt>
          <dd data-testid="info-account">{value.account}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <FormattedMessage id="member.info.registered" />
          </dt>
          <dd>
            <time dateTime={new Date(value.registeredAt).toISOString()}>{when(value.registeredAt)}</time>
          </dd>
        </div>
        {value.birthDate && (
          <div className={styles.fact}>
            <dt>
              <FormattedMessage id="protection.dob.label" />
            </dt>
            <dd data-testid="info-birthDate">
              {value.birthDate}
              <span className={styles.hint}>
                <FormattedMessage id="member.info.birthDateFixed" />
              </span>
            </dd>
          </div>
        )}
      </dl>
      <NicknameForm current={value.nickname} />
      {!value.birthDate && <BirthDateForm />}
    </>
  );
}

type SaveInput = Parameters<typeof savePersonalInfo>[0];

/**
 * One personal-info field's save: validate, save once at a time, say "saved", or put the gateway's refusal of that
 * field under it (any other failure is a toast).
 */
function useSaveField<F extends 'nickname' | 'birthDate'>(
  form: ReturnType<typeof useForm<F>>,
  field: F,
  input: (value: string) => SaveInput,
) {
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || form.validate([field])) return;
    setBusy(true);
    try {
      await savePersonalInfo(input(form.values[field]));
      toast({ id: 'in_chang_saved' }, { kind: 'success', duration: DURATION.saved });
    } catch (err) {
      const f = toastFailure(err);
      if (f.value?.field === field) form.setError(field, { id: f.key });
    } finally {
      setBusy(false);
    }
  }
  return { busy, submit };
}

function NicknameForm({ current }: { current: string }) {
  const intl = useIntl();
  const rules = useRules();
  const form = useForm<'nickname'>(
    { nickname: current },
    { nickname: { validate: ruleValidator(rules?.nickname) } },
  );
  const { busy, submit } = useSaveField(form, 'nickname', (v) => ({ nickname: v.trim() }));
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={intl.formatMessage({ id: 'member.info.nicknameForm' })}
    >
      <TextField
        {...form.field('nickname')}
        label={intl.formatMessage({ id: 'account.field.nickname' })}
        autoComplete="nickname"
        maxLength={64}
      />
      <SubmitButton busy={busy}>
        <FormattedMessage id="member.info.save" />
      </SubmitButton>
    </form>
  );
}

function BirthDateForm() {
  const intl = useIntl();
  const form = useForm<'birthDate'>(
    { birthDate: '' },
    { birthDate: { validate: (v) => birthDateError(v, config().ageLimit) } },
  );
  const { busy, submit } = useSaveField(form, 'birthDate', (v) => ({ birthDate: v }));
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={intl.formatMessage({ id: 'protection.dob.label' })}
    >
      <TextField
        {...form.field('birthDate')}
        label={intl.formatMessage({ id: 'protection.dob.label' })}
        type="date"
        autoComplete="bday"
        required
      />
      <p className={styles.hint}>
        <FormattedMessage id="member.info.birthDateOnce" />
      </p>
      <SubmitButton busy={busy}>
        <FormattedMessage id="member.info.saveBirthDate" />
      </SubmitButton>
    </form>
  );
}
