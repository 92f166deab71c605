import type { ReactNode } from 'react';
import styles from './form.module.css';

export interface CheckboxProps {
  id: string;
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Visible label; may contain links (they stay outside the clickable label text's semantics). */
  children: ReactNode;
}

/** A native checkbox with its label, styled with theme tokens. */
export function Checkbox({ id, name, checked, onChange, children }: CheckboxProps) {
  return (
    <div className={styles.checkRow}>
      <input
        id={id}
        name={name ?? id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className={styles.checkLabel}>
        {children}
      </label>
    </div>
  );
}
