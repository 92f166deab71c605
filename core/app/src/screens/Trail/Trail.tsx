import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { pathOf } from '../../routes/paths.ts';
import { startTrial } from '../../state/account.ts';
import { failureOf } from '../../state/accountErrors.ts';
import { sessionState, isTrial } from '../../state/session.ts';
import auth from '../../components/form/auth.module.css';
import type { MessageId } from '../../i18n/messageIds.ts';

/**
 * /m/trail, the free-play button's target: "please wait", the trial account call, then (spec section 4) a trial
 * (type 4) session and home, unless the trial's value is 0: then the player stays here and is told free play is not
 * available. A logged-in real member keeps their session and just goes home.
 */
export default function Trail() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState<MessageId | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  // StrictMode runs effects twice in development; one trial account per visit is enough.
  const started = useRef(false);

  const run = useCallback(() => {
    setFailed(null);
    startTrial().then(
      (info) => (info ? navigate(pathOf('home'), { replace: true }) : setUnavailable(true)),
      (e: unknown) => setFailed(failureOf(e).key),
    );
  }, [navigate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const info = sessionState.info;
    if (info && !isTrial(info)) navigate(pathOf('home'), { replace: true });
    else run();
  }, [navigate, run]);

  if (unavailable)
    return (
      <div className={auth.page}>
        <div className={auth.status} role="status">
          <p>
            <FormattedMessage id="account.trial.unavailable" />
          </p>
          <Link className={auth.link} to={pathOf('home')} replace>
            <FormattedMessage id="account.backHome" />
          </Link>
        </div>
      </div>
    );
  if (!failed)
    return (
      <div className={auth.status} role="status">
        <FormattedMessage id="account.trial.wait" />
      </div>
    );
  return (
    <div className={auth.page}>
      <div className={auth.status} role="alert">
        <p>
          <FormattedMessage id={failed} />
        </p>
        <button type="button" className={auth.secondary} onClick={run}>
          <FormattedMessage id="action.retry" />
        </button>
        <Link className={auth.link} to={pathOf('home')} replace>
          <FormattedMessage id="account.backHome" />
        </Link>
      </div>
    </div>
  );
}
