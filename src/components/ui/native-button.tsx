import type { ButtonHTMLAttributes, HTMLAttributes } from 'react';
import styles from './native-button.module.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'contained' | 'outlined';
  size?: 'medium' | 'large';
  /** Shows a spinner and refuses clicks while the action runs (no double submits). */
  busy?: boolean;
};

/** A native button styled like MUI's, for public pages that should not ship MUI's Button (DESIGN §7). */
export function NativeButton({
  variant = 'contained',
  size = 'medium',
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = [styles.button, styles[variant], size === 'large' ? styles.large : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button {...props} type={type} className={classes} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A coloured notice (success, error, info) in place of MUI's Alert; the caller sets role="alert" where needed. */
export function Notice({
  severity,
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { severity: 'success' | 'error' | 'info' }) {
  return <div {...props} className={[styles.notice, styles[severity], className ?? ''].filter(Boolean).join(' ')} />;
}
