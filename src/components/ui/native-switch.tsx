import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './native-switch.module.css';

/** An on/off switch (MUI's Switch with its label) on a native checkbox, for pages that do not load MUI (issue 19). */
export function NativeSwitch({
  label,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> & { label: ReactNode }) {
  return (
    <label className={styles.label}>
      <input {...props} type="checkbox" role="switch" className={styles.input} />
      {label}
    </label>
  );
}
