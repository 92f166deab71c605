import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathOf } from '../../routes/paths.ts';
import { toastFailure } from '../../state/accountErrors.ts';
import { finishSocialLogin, type SocialProvider } from '../../state/social.ts';
import { toast } from '../../state/ui.ts';

/** A first social login waiting for the player's date of birth. */
export interface SocialSignUp {
  provider: SocialProvider;
  code: string;
  redirect: string;
  close: () => void;
}

export const NAME: Record<SocialProvider, string> = {
  facebook: 'Facebook',
  google: 'Google',
  telegram: 'Telegram',
};

/**
 * On /m/login opened by a provider's redirect: exchanges the one-time code for a session and continues where the
 * player was going, or explains what went wrong; either way the address with the code is replaced.
 */
export function useSocialReturn(): SocialSignUp | null {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [signUp, setSignUp] = useState<SocialSignUp | null>(null);
  useEffect(() => {
    let live = true;
    void finishSocialLogin(search).then((r) => {
      if (!live || r.kind === 'none') return;
      if (r.kind === 'ok') {
        navigate(r.redirect, { replace: true });
        return;
      }
      navigate(pathOf('login'), { replace: true });
      if (r.kind === 'birthDate') setSignUp({ ...r, close: () => setSignUp(null) });
      else if (r.kind === 'cancelled') toast({ id: 'social.cancelled' });
      else if (r.error) toastFailure(r.error);
      else
        toast(
          { id: 'social.failed', values: { provider: r.provider ? NAME[r.provider] : '' } },
          { kind: 'error' },
        );
    });
    return () => {
      live = false;
    };
  }, [search, navigate]);
  return signUp;
}
