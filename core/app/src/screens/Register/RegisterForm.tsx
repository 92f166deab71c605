import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { RegisterRequest, RegistrationSettings } from '@wl/contract';
import { resolveCompliance } from '@wl/manifest/compliance';
import { config } from '../../config/config.ts';
import { safeRedirect } from '../../routes/redirect.ts';
import {
  checkAffiliateCode,
  checkSmsCode,
  register,
  sendSmsCodeWithFeedback,
  type RuleSet,
} from '../../state/account.ts';
import { toastFailure } from '../../state/accountErrors.ts';
import { confirmPhoneCode, sendPhoneCode, usesIdentityProvider } from '../../state/phoneVerification.ts';
import { birthDateError } from '../../state/protection.ts';
import { checkUsernameSoon, isTaken } from '../../state/usernameCheck.ts';
import { useCaptcha } from '../../state/accountHooks.ts';
import { DURATION, toast } from '../../state/ui.ts';
import { CaptchaField } from '../../components/form/CaptchaField.tsx';
import { Checkbox } from '../../components/form/Checkbox.tsx';
import { MethodTabs, type AuthMethod } from '../../components/form/MethodTabs.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useForm, type FieldSpec } from '../../components/form/useForm.ts';
import { all, captchaValidator, confirmValidator, ruleValidator } from '../../components/form/validation.ts';
import auth from '../../components/form/auth.module.css';
import { RegisterField } from './RegisterField.tsx';
import {
  affiliateFromUrl,
  recommenderFromUrl,
  isRequired,
  registrationMethods,
  visibleFields,
  type RegField,
} from './registerFields.ts';
import { pathOf } from '../../routes/paths.ts';
import { useRuntime } from '../../state/runtime.ts';

type Field = RegField | 'captcha' | 'birthDate';

const EMPTY: Record<Field, string> = {
  username: '',
  password: '',
  confirmPassword: '',
  paymentPassword: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  email: '',
  nickname: '',
  payeeName: '',
  mobileNum: '',
  verificationCode: '',
  recommenderId: '',
  affiliateCode: '',
  captcha: '',
  birthDate: '',
};

/** The registration form, drawn from the gateway's settings and checked with its rule set. */
export function RegisterForm({ settings, rules }: { settings: RegistrationSettings; rules: RuleSet | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  const methods = registrationMethods(useRuntime().whitelabel);
  const [chosen, setMethod] = useState<AuthMethod>(methods.initial);
  // The platform may switch a method off while the form is open (runtime flags): the form follows.
  const method = methods.tabs ? chosen : methods.initial;
  // Ticked in advance only where the merchant's jurisdiction allows it (UKGC and MGA require an explicit opt-in).
  const [agreed, setAgreed] = useState(() => resolveCompliance(config()).consentChecked);
  const [busy, setBusy] = useState(false);
  const { captcha, refresh: refreshCaptcha } = useCaptcha(settings.captcha.enabled);

  const shown = visibleFields(method, settings);
  // Player protection: the date of birth where the merchant's compliance profile asks for it.
  const askBirthDate = resolveCompliance(config()).modules.dateOfBirth;
  const specs: Partial<Record<Field, FieldSpec>> = {
    captcha: { validate: captchaValidator },
    birthDate: { validate: (v) => birthDateError(v, config().ageLimit) },
  };
  for (const name of shown) {
    const required = isRequired(name, method, settings);
    if (name === 'confirmPassword') specs[name] = { validate: confirmValidator('password') };
    else if (name === 'username')
      // The rule first, then the gateway's answer: a taken name is refused here too, so submit stops on it.
      specs[name] = {
        validate: all(ruleValidator(rules?.username, required), (v) =>
          isTaken(v.trim()) ? { id: 'error.username_exists' } : null,
        ),
      };
    else if (name === 'verificationCode')
      specs[name] = {
        validate: all(ruleValidator(undefined, required), ruleValidator(rules?.verificationCode, required)),
      };
    else
      specs[name] = {
        validate: ruleValidator(rules?.[name], required),
        dependents: name === 'password' ? ['confirmPassword'] : undefined,
      };
  }
  // The mobile number lives in one field shared by both methods, so a number typed on one tab is on the other.
  const form = useForm<Field>({ ...EMPTY, affiliateCode: affiliateFromUrl(search) }, specs);
  const checked: Field[] = [
    ...shown,
    ...(askBirthDate ? (['birthDate'] as const) : []),
    ...(settings.captcha.enabled ? (['captcha'] as const) : []),
  ];

  // validateUsername (issue 28): about 400 ms after typing stops, only for a name the rule set accepts (no call
  // before the rules are in); "taken" shows under the field without moving the focus.
  const username = shown.includes('username') ? form.values.username.trim() : '';
  const { setError } = form;
  useEffect(() => {
    const wellFormed =
      rules?.username !== undefined && ruleValidator(rules.username, true)(username, {}) === null;
    checkUsernameSoon(username, wellFormed, () =>
      setError('username', { id: 'error.username_exists' }, false),
    );
  }, [username, rules, setError]);

  // verification (issue 28): once the player leaves a well-formed SMS code, it is checked against the number's code
  // without using it up, and a wrong one is flagged at the field before the rest of the form is filled.
  // Where the identity provider verifies numbers (the manifest's phoneVerification), it sends the code and confirms
  // it at submit; the platform has no code to check the typed one against.
  const byIdp = method === 'mobile' && usesIdentityProvider();
  async function precheckCode(): Promise<void> {
    if (byIdp) return;
    const { mobileNum, verificationCode } = form.values;
    if (
      !verificationCode ||
      form.validate(['mobileNum', 'verificationCode'], { focus: false, onlyFilled: true })
    )
      return;
    if (!mobileNum) return;
    const valid = await checkSmsCode(mobileNum, verificationCode.trim());
    if (valid === false && form.values.verificationCode === verificationCode)
      setError('verificationCode', { id: 'error.verification_code' }, false);
  }
  const fieldOf = (name: RegField) => {
    const binding = form.field(name);
    if (name !== 'verificationCode') return binding;
    return {
      ...binding,
      onBlur: () => {
        binding.onBlur();
        void precheckCode();
      },
    };
  };

  async function sendCode(): Promise<number | false> {
    if (form.validate(['mobileNum'])) return false;
    return byIdp ? sendPhoneCode(form.values.mobileNum) : sendSmsCodeWithFeedback(form.values.mobileNum);
  }

  async function affiliateOk(code: string): Promise<boolean> {
    if (!code || !settings.fields.affiliateCode.required) return true;
    const valid = await checkAffiliateCode(code).catch(() => false);
    if (!valid) {
      toast({ id: 'invitation_code_error' }, { kind: 'error', duration: DURATION.short });
      form.setError('affiliateCode', { id: 'invitation_code_error' });
    }
    return valid;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || !agreed || form.validate(checked)) return;
    const v = form.values;
    setBusy(true);
    try {
      // Spec section 4: the identity provider confirms the code first, and registration stops if it refuses.
      const confirmed = byIdp ? await confirmPhoneCode(v.mobileNum.trim(), v.verificationCode.trim()) : null;
      if (confirmed && 'error' in confirmed) {
        form.setError('verificationCode', { id: confirmed.error });
        return;
      }
      if (!(await affiliateOk(v.affiliateCode.trim()))) return;
      const payload: Partial<Record<Field, string>> &
        Pick<RegisterRequest, 'firebaseChannel' | 'firebaseIdToken'> = {};
      for (const name of shown)
        if (v[name] !== '')
          payload[name] = name.toLowerCase().includes('password') ? v[name] : v[name].trim();
      if (confirmed) {
        // The provider's ID token stands for the code, which stays between the player and the provider.
        delete payload.verificationCode;
        payload.firebaseChannel = 'sms';
        payload.firebaseIdToken = confirmed.idToken;
      }
      if (askBirthDate) payload.birthDate = v.birthDate;
      const recommender = recommenderFromUrl(search);
      if (recommender && !payload.recommenderId) payload.recommenderId = recommender;
      if (settings.captcha.enabled && captcha)
        Object.assign(payload, { captcha: v.captcha, captchaKey: captcha.captchaKey });
      await register(payload);
      toast({ id: 'in_registered_successfully' }, { kind: 'success', duration: DURATION.success });
      navigate(safeRedirect(search), { replace: true });
    } catch (err) {
      const f = toastFailure(err);
      const field = f.value?.field as Field | undefined;
      if (field && checked.includes(field)) form.setError(field, { id: f.key });
      if (settings.captcha.enabled) {
        form.setValue('captcha', '');
        refreshCaptcha(); // a challenge is single-use, right or wrong
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={auth.card}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={intl.formatMessage({ id: 'account.register.title' })}
    >
      {methods.tabs && <MethodTabs value={method} onChange={setMethod} />}
      {shown.map((name) => (
        <RegisterField
          key={name}
          name={name}
          binding={fieldOf(name)}
          required={isRequired(name, method, settings)}
          settings={settings}
          onSendCode={sendCode}
        />
      ))}
      {askBirthDate && (
        <TextField
          {...form.field('birthDate')}
          label={intl.formatMessage({ id: 'protection.dob.label' })}
          type="date"
          autoComplete="bday"
          required
        />
      )}
      {settings.captcha.enabled && (
        <CaptchaField
          {...form.field('captcha')}
          image={captcha?.image ?? null}
          length={captcha?.length}
          challengeKey={captcha?.captchaKey}
          onRefresh={refreshCaptcha}
          required
        />
      )}
      <p className={auth.tip}>
        <FormattedMessage
          id="account.register.currencyTip"
          values={{ currency: config().currency.iso, symbol: config().currency.symbol }}
        />
      </p>
      <Checkbox id="agree" checked={agreed} onChange={setAgreed}>
        <FormattedMessage
          id="account.register.agree"
          values={{
            age: config().ageLimit,
            link: (chunks) => (
              <Link className={auth.link} to={pathOf('help')}>
                {chunks}
              </Link>
            ),
          }}
        />
      </Checkbox>
      <SubmitButton disabled={!agreed} busy={busy} badge={<FormattedMessage id="account.register.gift" />}>
        <FormattedMessage id="account.register.submit" />
      </SubmitButton>
      <p className={auth.links}>
        <FormattedMessage
          id="account.register.haveAccount"
          values={{
            link: (chunks) => (
              <Link className={auth.link} to={pathOf('login', search)}>
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    </form>
  );
}
