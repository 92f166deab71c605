import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CaptchaField } from '../../components/form/CaptchaField.tsx';
import { PasswordField } from '../../components/form/PasswordField.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { captchaValidator, ruleValidator } from '../../components/form/validation.ts';
import auth from '../../components/form/auth.module.css';
import { pathOf } from '../../routes/paths.ts';
import { REDIRECT_PARAM, safeRedirect } from '../../routes/redirect.ts';
import { toastFailure } from '../../state/accountErrors.ts';
import { useCaptcha, useRules } from '../../state/accountHooks.ts';
import { agentLogin } from '../../state/agent.ts';

type Field = 'username' | 'password' | 'captcha';

/**
 * /m/agent/login: the agent login, separate from the member login (spec section 6). Agents (types 1, 2, 41, 42)
 * get a session and open their team; anyone else gets "Non-agents cannot log in" from the gateway.
 */
export default function AgentLogin() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  const rules = useRules();
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [busy, setBusy] = useState(false);
  const { captcha, refresh: refreshCaptcha } = useCaptcha(needsCaptcha);
  const form = useForm<Field>(
    { username: '', password: '', captcha: '' },
    {
      username: { validate: ruleValidator(rules?.loginUsername, true) },
      password: { validate: ruleValidator(rules?.loginPassword, true) },
      captcha: { validate: captchaValidator },
    },
  );
  const fields: Field[] = needsCaptcha ? ['username', 'password', 'captcha'] : ['username', 'password'];

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || form.validate(fields)) return;
    const v = form.values;
    setBusy(true);
    try {
      await agentLogin({
        username: v.username.trim(),
        password: v.password,
        ...(needsCaptcha && captcha ? { captcha: v.captcha, captchaKey: captcha.captchaKey } : {}),
      });
      // Back to the agent screen that sent a guest here, else the team.
      const back = new URLSearchParams(search).has(REDIRECT_PARAM)
        ? safeRedirect(search)
        : pathOf('agentTeam');
      navigate(back, { replace: true });
    } catch (err) {
      const f = toastFailure(err);
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
      <form
        className={auth.card}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={intl.formatMessage({ id: 'route.agentLogin' })}
      >
        <p className={auth.intro}>
          <FormattedMessage id="agent.login.intro" />
        </p>
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
        <SubmitButton busy={busy}>
          <FormattedMessage id="agent.login.submit" />
        </SubmitButton>
        <div className={auth.links}>
          <Link className={auth.link} to={pathOf('login')} replace>
            <FormattedMessage id="agent.login.member" />
          </Link>
        </div>
      </form>
    </div>
  );
}
