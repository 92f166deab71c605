import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import * as protectionApi from '../../api/protection.ts';
import auth from '../../components/form/auth.module.css';
import { toastFailure } from '../../state/accountErrors.ts';
import { shownDateTime } from '../../state/protection.ts';

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
      setUntil((await protectionApi.protectionRevoke({ username, password })).until);
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
