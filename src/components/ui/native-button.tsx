import Link from '@/components/ui/link';
import type { ButtonHTMLAttributes, ComponentProps, HTMLAttributes, ReactNode } from 'react';
import styles from './native-button.module.css';
import { Spinner } from './spinner';

type Look = {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  /** `error` for a destructive action (cancel a booking or an order), as MUI's `color="error"`. */
  color?: 'primary' | 'error';
};

/** The class names of a NativeButton's look, for an element neither component renders (a download `<a>`). */
export const nativeButtonClass = (
  { variant = 'contained', size = 'medium', color = 'primary' }: Look,
  className?: string,
) =>
  [
    styles.button,
    styles[variant],
    size === 'medium' ? '' : styles[size],
    color === 'error' ? styles.colorError : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
    /** Shows a spinner and refuses clicks while the action runs (no double submits). */
    busy?: boolean;
  };

/** A native button styled like MUI's, for public pages that should not ship MUI's Button (DESIGN §7). */
export function NativeButton({
  variant = 'contained',
  size = 'medium',
  color = 'primary',
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
      className={nativeButtonClass({ variant, size, color }, className)}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

/** A link that looks like a NativeButton (a call to action that goes to another page). */
export function NativeButtonLink({ variant, size, color, className, ...props }: ComponentProps<typeof Link> & Look) {
  return <Link {...props} className={nativeButtonClass({ variant, size, color }, className)} />;
}

/** A coloured notice in place of MUI's Alert; the caller sets role="alert" where needed. */
export function Notice({
  severity,
  action,
  className,
  children,
  ...props
}: HTMLAttributes<HTMLDivElement> & {
  severity: 'success' | 'error' | 'info' | 'warning';
  /** A button at the notice's end (e.g. "Book at a dealer instead"). */
  action?: ReactNode;
}) {
  const classes = [styles.notice, styles[severity], action ? styles.withAction : '', className ?? ''];
  return (
    <div {...props} className={classes.filter(Boolean).join(' ')}>
      {action ? <span>{children}</span> : children}
      {action}
    </div>
  );
}
