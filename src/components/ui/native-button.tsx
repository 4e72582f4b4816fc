import Link from '@/components/ui/link';
import type { ButtonHTMLAttributes, ComponentProps, HTMLAttributes } from 'react';
import styles from './native-button.module.css';

type Look = {
  variant?: 'contained' | 'outlined';
  size?: 'medium' | 'large';
};

const lookClasses = ({ variant = 'contained', size = 'medium' }: Look, className?: string) =>
  [styles.button, styles[variant], size === 'large' ? styles.large : '', className ?? ''].filter(Boolean).join(' ');

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
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
  return (
    <button
      {...props}
      type={type}
      className={lookClasses({ variant, size }, className)}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A link that looks like a NativeButton (a call to action that goes to another page). */
export function NativeButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & Look) {
  return <Link {...props} className={lookClasses({ variant, size }, className)} />;
}

/** A coloured notice (success, error, info) in place of MUI's Alert; the caller sets role="alert" where needed. */
export function Notice({
  severity,
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { severity: 'success' | 'error' | 'info' }) {
  return <div {...props} className={[styles.notice, styles[severity], className ?? ''].filter(Boolean).join(' ')} />;
}
