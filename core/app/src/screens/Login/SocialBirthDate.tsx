import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../components/Modal.tsx';
import auth from '../../components/form/auth.module.css';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { config } from '../../config/config.ts';
import { toastFailure } from '../../state/accountErrors.ts';
import { birthDateError } from '../../state/protection.ts';
import { finishSocialSignUp } from '../../state/social.ts';
import { NAME, type SocialSignUp } from './useSocialReturn.ts';

/**
 * A first social login on a merchant whose compliance profile requires a date of birth: the account is opened only
 * with one, so the player is asked for it (checked against the merchant's age here and again by the gateway) and
 * the provider's code, still unused, is exchanged again with it.
 */
export function SocialBirthDate({ signUp }: { signUp: SocialSignUp }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useForm<'birthDate'>(
    { birthDate: '' },
    { birthDate: { validate: (v) => birthDateError(v, config().ageLimit) } },
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || form.validate(['birthDate'], { focus: true })) return;
    setBusy(true);
    try {
      await finishSocialSignUp(signUp.provider, signUp.code, form.values.birthDate);
      signUp.close();
      navigate(signUp.redirect, { replace: true });
    } catch (err) {
      signUp.close();
      toastFailure(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={intl.formatMessage({ id: 'protection.dob.social_title' })}
      onClose={signUp.close}
      closeOnMask={false}
    >
      <form className={auth.card} onSubmit={(e) => void submit(e)} noValidate>
        <p className={auth.intro}>
          <FormattedMessage
            id="protection.dob.social_text"
            values={{ provider: NAME[signUp.provider], age: config().ageLimit }}
          />
        </p>
        <TextField
          {...form.field('birthDate')}
          label={intl.formatMessage({ id: 'protection.dob.label' })}
          type="date"
          autoComplete="bday"
          required
        />
        <SubmitButton busy={busy}>
          <FormattedMessage id="protection.dob.social_submit" />
        </SubmitButton>
      </form>
    </Modal>
  );
}
