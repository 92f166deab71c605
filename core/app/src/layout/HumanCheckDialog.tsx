import { useId, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { CaptchaField } from '../components/form/CaptchaField.tsx';
import { useForm } from '../components/form/useForm.ts';
import { captchaValidator } from '../components/form/validation.ts';
import { Modal } from '../components/Modal.tsx';
import { useCaptcha } from '../state/accountHooks.ts';
import { humanCheckState, type HumanProof } from '../state/humanCheck.ts';
import hosts from '../components/Hosts.module.css';

/**
 * The human check before an SMS code is sent (state/humanCheck.ts): the gateway's numeric captcha in a dialog.
 * Confirm hands the answer to the request (which the gateway checks, once); Cancel, Escape or the mask send nothing.
 */
export default function HumanCheckDialog() {
  const { pending } = useSnapshot(humanCheckState);
  if (!pending) return null;
  return <Check />;
}

function Check() {
  const intl = useIntl();
  const introId = useId();
  // Its own id: the page beneath may have a captcha field of its own (registration), and a label must find this one.
  const fieldId = useId();
  const { captcha, refresh } = useCaptcha(true);
  const form = useForm<'captcha'>({ captcha: '' }, { captcha: { validate: captchaValidator } });
  const answer = (proof: HumanProof | null) => humanCheckState.pending?.resolve(proof);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (form.validate(['captcha']) || !captcha) return;
    answer({ captchaKey: captcha.captchaKey, captcha: form.values.captcha });
  }

  return (
    <Modal
      title={<FormattedMessage id="account.human.title" />}
      describedBy={introId}
      onClose={() => answer(null)}
    >
      <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'account.human.title' })}>
        <p id={introId} className={hosts.message}>
          <FormattedMessage id="account.human.intro" />
        </p>
        <CaptchaField
          {...form.field('captcha')}
          id={fieldId}
          image={captcha?.image ?? null}
          length={captcha?.length}
          challengeKey={captcha?.captchaKey}
          onRefresh={refresh}
          required
        />
        <div className={hosts.actions}>
          <button type="button" className={hosts.secondary} onClick={() => answer(null)}>
            <FormattedMessage id="action.cancel" />
          </button>
          <button type="submit" className={hosts.primary} disabled={!captcha}>
            <FormattedMessage id="account.human.confirm" />
          </button>
        </div>
      </form>
    </Modal>
  );
}
