import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import auth from '../../components/form/auth.module.css';
import { toastFailure } from '../../state/accountErrors.ts';
import { revokeExclusion, shownDateTime } from '../../state/protection.ts';

/**
 * Under a login refused for a self-exclusion: the player may ask to end it (issue 16). The gateway refuses during
 * the irrevocable months (the message names the date) and otherwise ends it after a 24-hour cooling-off, whose end
 * is shown here. The request carries the login's own username and password: the player has no session.
 */
export function RevokeExclusion({ username, password }: { username: string; password: string }) {
  const [busy, setBusy] = useState(false);
  const [until, setUntil] = useState<number | null>(null);

  async function ask() {
    setBusy(true);
    try {
      setUntil(await revokeExclusion(username, password));
    } catch (err) {
      toastFailure(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={auth.card} data-testid="revoke-exclusion">
      {until === null ? (
        <button type="button" className={auth.secondary} disabled={busy} onClick={() => void ask()}>
          <FormattedMessage id="protection.revoke.ask" />
        </button>
      ) : (
        <p role="status">
          <FormattedMessage id="protection.revoke.done" values={{ until: shownDateTime(until) }} />
        </p>
      )}
    </div>
  );
}
