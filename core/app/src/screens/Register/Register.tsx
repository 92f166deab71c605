import { FormattedMessage, useIntl } from 'react-intl';
import { config } from '../../config/config.ts';
import { useRegistrationSettings, useRules } from '../../state/accountHooks.ts';
import { PaymentStrip } from '../../components/form/PaymentStrip.tsx';
import { SocialButtons } from '../../components/form/SocialButtons.tsx';
import auth from '../../components/form/auth.module.css';
import { RegisterBanner } from './RegisterBanner.tsx';
import { RegisterForm } from './RegisterForm.tsx';

/**
 * /m/register (and /m/register.html): the form waits for the gateway's registration settings, because which
 * fields exist is the server's call; rules that arrive later simply tighten the checks.
 */
export default function Register() {
  const intl = useIntl();
  const settings = useRegistrationSettings();
  const rules = useRules();
  return (
    <div className={auth.page}>
      <RegisterBanner />
      {settings.state === 'ready' ? (
        <RegisterForm settings={settings.value} rules={rules} />
      ) : settings.state === 'error' ? (
        <div className={auth.status} role="alert">
          <p>
            <FormattedMessage id="error.load_failed" />
          </p>
          <button type="button" className={auth.secondary} onClick={settings.retry}>
            <FormattedMessage id="action.retry" />
          </button>
        </div>
      ) : (
        <div className={auth.status}>
          <div
            className="spinner"
            role="progressbar"
            aria-label={intl.formatMessage({ id: 'app.loading' })}
          />
        </div>
      )}
      <SocialButtons />
      {config().footer.licences.length > 0 && (
        <>
          <p className={auth.logosTitle}>
            <FormattedMessage id="account.register.certified" />
          </p>
          <ul className={auth.logos}>
            {config().footer.licences.map((l) => (
              <li key={l.name}>
                <img src={l.logo} alt={l.name} width={72} height={36} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </>
      )}
      <PaymentStrip />
    </div>
  );
}
