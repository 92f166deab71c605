import { useIntl } from 'react-intl';
import { formatDigits } from '../../i18n/format.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';
import { digitsOnly } from './validation.ts';
import styles from './form.module.css';

export type MobileFieldProps = Omit<
  TextFieldProps,
  'type' | 'prefix' | 'prefixId' | 'inputMode' | 'filter' | 'placeholder'
> & {
  /** Country dialing code without the plus sign (config.phone.dialingCode). */
  dialingCode: string;
  /** Digits of a local number, shown in the placeholder (the setting's maxLength or config.phone.digits). */
  digits: number;
};

/**
 * A local mobile number with the merchant's dialing code shown before it. The code is part of the input's
 * description, so assistive technology reads "+63" with the field; only digits can be typed. The code is written
 * in the language's digits like every number on the screen (+৮৮০ in Bengali), the typed number in any digits.
 */
export function MobileField({ dialingCode, digits, maxLength = 20, ...props }: MobileFieldProps) {
  const intl = useIntl();
  const prefixId = `${props.id ?? props.name}-dialing-code`;
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete={props.autoComplete ?? 'tel-national'}
      maxLength={maxLength}
      filter={(raw) => digitsOnly(raw, maxLength)}
      placeholder={intl.formatMessage({ id: 'account.mobile.placeholder' }, { digits })}
      prefixId={prefixId}
      prefix={
        <span id={prefixId} className={styles.prefix}>
          +{formatDigits(dialingCode)}
        </span>
      }
    />
  );
}
