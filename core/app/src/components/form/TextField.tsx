import type { HTMLAttributes, ReactNode } from 'react';
import type { FieldBinding } from './useForm.ts';
import { FieldError } from './FieldError.tsx';
import styles from './form.module.css';

export interface TextFieldProps extends FieldBinding {
  /** Visible label (already translated). */
  label: ReactNode;
  /** Element id; defaults to the field name so that password managers and tests find stable ids. */
  id?: string;
  type?: 'text' | 'password' | 'tel' | 'email' | 'date';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  placeholder?: string;
  readOnly?: boolean;
  required?: boolean;
  /** Shown before the input inside the box (e.g. the dialing code); `prefixId` lets the input be described by it. */
  prefix?: ReactNode;
  prefixId?: string;
  /** Shown after the input inside the box (e.g. a show-password toggle or an SMS button). */
  suffix?: ReactNode;
  /** Rewrites what is typed before it reaches the form (e.g. digits only). */
  filter?: (raw: string) => string;
}

/**
 * A labelled text input bound to a form field. Errors are announced through aria-invalid + aria-describedby,
 * so a screen reader hears the rule's message when the field is focused.
 */
export function TextField(props: TextFieldProps) {
  const {
    name,
    value,
    error,
    onValue,
    onBlur,
    inputRef,
    label,
    id = name,
    prefix,
    prefixId,
    suffix,
    filter,
  } = props;
  const errorId = `${id}-error`;
  const describedBy = [prefixId, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.box} data-invalid={error ? '' : undefined}>
        {prefix}
        <input
          ref={inputRef}
          id={id}
          name={name}
          className={styles.input}
          type={props.type ?? 'text'}
          value={value}
          onChange={(e) => onValue(filter ? filter(e.target.value) : e.target.value)}
          onBlur={onBlur}
          autoComplete={props.autoComplete ?? 'off'}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          readOnly={props.readOnly}
          aria-required={props.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
        />
        {suffix}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
