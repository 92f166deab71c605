import { useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from './TextField.tsx';
import { digitsOnly } from './validation.ts';
import styles from './form.module.css';

export type CaptchaFieldProps = Omit<
  TextFieldProps,
  'type' | 'suffix' | 'inputMode' | 'filter' | 'maxLength' | 'label'
> & {
  /** The challenge image (data URL), or null while it loads. */
  image: string | null;
  /** Digits in the answer, if the challenge says so (at most 6). */
  length?: number;
  /** The challenge's key (public: it travels with the answer), on the image's button for tools that read the page. */
  challengeKey?: string;
  onRefresh: () => void;
};

/** Captcha answer, numeric, at most 6 digits (spec sections 5 and 9); tapping the image fetches a new one. */
export function CaptchaField({ image, length, challengeKey, onRefresh, ...props }: CaptchaFieldProps) {
  const intl = useIntl();
  const max = Math.min(length ?? 6, 6);
  return (
    <TextField
      {...props}
      label={intl.formatMessage({ id: 'account.captcha.label' })}
      inputMode="numeric"
      autoComplete="off"
      maxLength={max}
      filter={(raw) => digitsOnly(raw, max)}
      suffix={
        <button
          type="button"
          className={styles.captchaButton}
          aria-label={intl.formatMessage({ id: 'account.captcha.refresh' })}
          data-challenge={challengeKey}
          onClick={onRefresh}
        >
          {image ? (
            <img src={image} alt="" width={112} height={40} />
          ) : (
            <span className={styles.captchaPlaceholder} />
          )}
        </button>
      }
    />
  );
}
