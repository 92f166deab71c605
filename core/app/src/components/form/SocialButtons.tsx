import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { beginSocialLogin } from '../../state/social.ts';
import styles from './auth.module.css';
import { runtime, useRuntime, type RuntimeConfig } from '../../state/runtime.ts';

const PROVIDERS = [
  {
    flag: 'FACEBOOKLOGIN3',
    id: 'facebook',
    name: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z',
  },
  {
    flag: 'GOOGLELOGIN3',
    id: 'google',
    name: 'Google',
    path: 'M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.9h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.4ZM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22Zm-5.6-8c-.4-1.3-.4-2.7 0-4V7.4H3.1a10 10 0 0 0 0 9.2L6.4 14ZM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.7 9.4 6 12 6Z',
  },
  {
    flag: 'TELEGRAMLOGIN3',
    id: 'telegram',
    name: 'Telegram',
    path: 'M21.5 4.3 2.9 11.5c-1.3.5-1.3 1.2-.2 1.5l4.8 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8L22.8 5.6c.3-1.4-.5-2-1.3-1.3ZM8.4 14l9.2-5.8c.4-.3.8-.1.5.2l-7.6 6.9-.3 3.3L8.4 14Z',
  },
] as const;

/** The one-click providers whose whitelabel flag is on (the runtime flags: the manifest's, as the platform says now). */
export function enabledProviders(
  wl: RuntimeConfig['whitelabel'] = runtime().whitelabel,
): (typeof PROVIDERS)[number][] {
  return PROVIDERS.filter((p) => wl[p.flag]);
}

/**
 * Facebook / Google / Telegram one-click buttons, each gated by its flag. A tap leaves for the provider (the
 * manifest's socialLogin entry, else the sandbox gateway's stand-in); state/social.ts finishes the login on return.
 */
export function SocialButtons() {
  const intl = useIntl();
  const { search } = useLocation();
  const providers = enabledProviders(useRuntime().whitelabel);
  if (providers.length === 0) return null;
  return (
    <div className={styles.social}>
      <p className={styles.socialTitle}>{intl.formatMessage({ id: 'account.social.title' })}</p>
      <ul className={styles.socialList}>
        {providers.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className={styles.socialButton}
              aria-label={intl.formatMessage({ id: `account.social.${p.id}` })}
              onClick={() => beginSocialLogin(p.id, search)}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d={p.path} />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
