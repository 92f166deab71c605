import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { config } from '../../config/config.ts';
import { i18nState } from '../../i18n/i18n.ts';
import type { LoginRequest } from '@wl/contract';
import { login, sendSmsCodeWithFeedback } from '../../state/account.ts';
import { confirmPhoneCode, sendPhoneCode, usesIdentityProvider } from '../../state/phoneVerification.ts';
import { toastFailure } from '../../state/accountErrors.ts';
import { useCaptcha, useRules } from '../../state/accountHooks.ts';
import { readRemembered, rememberedFor, type LoginMethod } from '../../state/accountRemember.ts';
import { CaptchaField } from '../../components/form/CaptchaField.tsx';
import { Checkbox } from '../../components/form/Checkbox.tsx';
import { MethodTabs } from '../../components/form/MethodTabs.tsx';
import { MobileField } from '../../components/form/MobileField.tsx';
import { PasswordField } from '../../components/form/PasswordField.tsx';
import { PaymentStrip } from '../../components/form/PaymentStrip.tsx';
import { SmsCodeField } from '../../components/form/SmsCodeField.tsx';
import { SocialButtons } from '../../components/form/SocialButtons.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { all, captchaValidator, ruleValidator } from '../../components/form/validation.ts';
import auth from '../../components/form/auth.module.css';
import { loginTarget } from './loginTarget.ts';
import { RevokeExclusion } from './RevokeExclusion.tsx';
import { SocialBirthDate } from './SocialBirthDate.tsx';
import { useSocialReturn } from './useSocialReturn.ts';
import { pathOf } from '../../routes/paths.ts';
import { runtime, useRuntime } from '../../state/runtime.ts';
import { useDialingCode } from '../../state/dialing.ts';

type Field = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';

const MOBILE_MAX = 20;
/** Spec section 4: a language change re-validates the filled fields, debounced 200 ms. */
const REVALIDATE_MS = 200;

/**
 * The method to open with: the last remembered one if it is still offered; else SMS on a merchant whose players
 * register by mobile only (their account is their number), username otherwise.
 */
export function initialMethod(): LoginMethod {
  const wl = runtime().whitelabel;
  const last = readRemembered()[0]?.type;
  if (last && (last !== 'sms' || wl.MOBILEVERCODELOGIN3)) return last === 'sms' ? 'sms' : 'username';
  return wl.MOBILEVERCODELOGIN3 && wl.registerByMobile && !wl.registerByUsername ? 'sms' : 'username';
}

/** /m/login: username + password or mobile + SMS code, remember me, captcha after a failed attempt. */
export default function Login() {
  const dialing = useDialingCode();
  const intl = useIntl();
  const rt = useRuntime();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { lang } = useSnapshot(i18nState);
  const rules = useRules();
  const [method, setMethod] = useState<LoginMethod>(initialMethod);
  const [remember, setRemember] = useState(() => rememberedFor(method) !== undefined);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [busy, setBusy] = useState(false);
  const { captcha, refresh: refreshCaptcha } = useCaptcha(needsCaptcha);
  const socialSignUp = useSocialReturn();
  const [revocable, setRevocable] = useState<{ username: string; password: string } | null>(null);

  const form = useForm<Field>(
    {
      username: rememberedFor('username')?.username ?? '',
      password: '',
      mobileNum: rememberedFor('sms')?.username ?? '',
      verificationCode: '',
      captcha: '',
    },
    {
      username: { validate: ruleValidator(rules?.loginUsername, true) },
      password: { validate: ruleValidator(rules?.loginPassword, true) },
      mobileNum: { validate: ruleValidator(rules?.loginMobileNum, true) },
      verificationCode: {
        validate: all(ruleValidator(undefined, true), ruleValidator(rules?.verificationCode, true)),
      },
      captcha: { validate: captchaValidator },
    },
  );
  const fields: Field[] = [
    ...(method === 'username'
      ? (['username', 'password'] as const)
      : (['mobileNum', 'verificationCode'] as const)),
    ...(needsCaptcha ? (['captcha'] as const) : []),
  ];

  // Messages follow the language by themselves (they are ids); re-checking lets a language-specific rule apply.
  const validateRef = useRef(form.validate);
  validateRef.current = form.validate;
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  const firstLang = useRef(lang);
  useEffect(() => {
    if (lang === firstLang.current) return;
    const timer = setTimeout(
      () => validateRef.current(fieldsRef.current, { focus: false, onlyFilled: true }),
      REVALIDATE_MS,
    );
    return () => clearTimeout(timer);
  }, [lang]);

  function switchMethod(next: LoginMethod) {
    setMethod(next);
    const saved = rememberedFor(next);
    if (saved) form.setValue(next === 'username' ? 'username' : 'mobileNum', saved.username);
    setRemember(saved !== undefined);
    form.setValue('captcha', '');
    if (needsCaptcha) refreshCaptcha();
  }

  // Where the identity provider verifies numbers (the manifest's phoneVerification), it sends the code and confirms it.
  const byIdp = method === 'sms' && usesIdentityProvider();

  async function sendCode(): Promise<number | false> {
    if (form.validate(['mobileNum'])) return false;
    return byIdp
      ? sendPhoneCode(form.values.mobileNum, 10_000)
      : sendSmsCodeWithFeedback(form.values.mobileNum, 10_000);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || form.validate(fields)) return;
    const v = form.values;
    setBusy(true);
    try {
      const captchaFields =
        needsCaptcha && captcha ? { captcha: v.captcha, captchaKey: captcha.captchaKey } : {};
      let request: LoginRequest;
      if (byIdp) {
        // Spec section 4: the firebase SMS variant needs a verified code, otherwise login aborts.
        const confirmed = await confirmPhoneCode(v.mobileNum, v.verificationCode);
        if ('error' in confirmed) {
          form.setError('verificationCode', { id: confirmed.error });
          setBusy(false);
          return;
        }
        request = {
          type: 'firebase',
          username: v.mobileNum,
          firebaseChannel: 'sms',
          firebaseIdToken: confirmed.idToken,
          firebaseMobileNo: v.mobileNum,
          ...captchaFields,
        };
      } else
        request = {
          type: method,
          username: method === 'username' ? v.username.trim() : v.mobileNum,
          password: method === 'username' ? v.password : v.verificationCode,
          ...captchaFields,
        };
      const info = await login(request, remember);
      navigate(loginTarget(info, search), { replace: true });
    } catch (err) {
      const f = toastFailure(err);
      // A self-exclusion past its irrevocable months may be revoked (RevokeExclusion): the gateway decides.
      setRevocable(
        method === 'username' &&
          f.key === 'protection.error.self_excluded' &&
          f.value?.revokeRequestedAt === undefined
          ? { username: v.username.trim(), password: v.password }
          : null,
      );
      // The gateway asks for a captcha after a failure (value.captcha); each challenge is single-use.
      if (f.value?.captcha || needsCaptcha) {
        setNeedsCaptcha(true);
        form.setValue('captcha', '');
        refreshCaptcha();
      }
      setBusy(false);
    }
  }

  return (
    <div className={auth.page}>
      {/* The brand above the form (the login screen has no app header): the player knows where they log in. */}
      <p className={auth.brand}>
        <img
          src={config().assets.logo}
          alt={config().brandName}
          width={160}
          height={40}
          data-testid="login-logo"
        />
      </p>
      {socialSignUp && <SocialBirthDate signUp={socialSignUp} />}
      <form
        className={auth.card}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={intl.formatMessage({ id: 'account.login.title' })}
      >
        {rt.whitelabel.MOBILEVERCODELOGIN3 && (
          <MethodTabs
            value={method === 'sms' ? 'mobile' : 'username'}
            onChange={(m) => switchMethod(m === 'mobile' ? 'sms' : 'username')}
          />
        )}
        {method === 'username' ? (
          <>
            <TextField
              {...form.field('username')}
              label={intl.formatMessage({ id: 'account.field.username' })}
              autoComplete="username"
              required
            />
            <PasswordField
              {...form.field('password')}
              label={intl.formatMessage({ id: 'account.field.password' })}
              autoComplete="current-password"
              required
            />
          </>
        ) : (
          <>
            <MobileField
              {...form.field('mobileNum')}
              label={intl.formatMessage({ id: 'account.field.mobileNum' })}
              dialingCode={dialing}
              digits={config().phone.digits}
              maxLength={MOBILE_MAX}
              autoComplete="username"
              required
            />
            <SmsCodeField
              {...form.field('verificationCode')}
              label={intl.formatMessage({ id: 'account.field.verificationCode' })}
              onSend={sendCode}
              required
            />
          </>
        )}
        {needsCaptcha && (
          <CaptchaField
            {...form.field('captcha')}
            image={captcha?.image ?? null}
            length={captcha?.length}
            challengeKey={captcha?.captchaKey}
            onRefresh={refreshCaptcha}
            required
          />
        )}
        <Checkbox id="remember" checked={remember} onChange={setRemember}>
          <FormattedMessage id="account.login.remember" />
        </Checkbox>
        <SubmitButton busy={busy}>
          <FormattedMessage id="account.login.submit" />
        </SubmitButton>
        <div className={auth.links}>
          <span>
            <FormattedMessage
              id="account.login.noAccount"
              values={{
                link: (chunks) => (
                  <Link className={auth.link} to={pathOf('register', search)}>
                    {chunks}
                  </Link>
                ),
              }}
            />
          </span>
          <Link className={auth.link} to={pathOf('forget')}>
            <FormattedMessage id="account.login.forgot" />
          </Link>
        </div>
        <Link className={auth.secondary} to={pathOf('trail')} replace>
          <FormattedMessage id="account.login.trial" />
        </Link>
        <Link className={auth.link} to={pathOf('agentLogin')} replace>
          <FormattedMessage id="agent.login.link" />
        </Link>
      </form>
      {revocable && method === 'username' && <RevokeExclusion key={revocable.username} {...revocable} />}
      {method === 'username' && <SocialButtons />}
      <PaymentStrip />
    </div>
  );
}
