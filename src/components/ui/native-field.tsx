import { PHONE_INPUT_MAX } from '@alva/rules';
import type { ComponentProps, ReactNode } from 'react';
import styles from './native-field.module.css';

/**
 * An Indonesian phone number typed without its country code: +62 shown before it, a number pad, the browser's
 * suggestion of the national number. Spread into a text field before any prop it overrides (a shipping address's
 * autocomplete, the sign-in's keypad).
 */
export const phoneInputProps = {
  type: 'tel',
  autoComplete: 'tel-national',
  inputMode: 'numeric',
  maxLength: PHONE_INPUT_MAX,
  prefix: '+62',
} as const;

/**
 * Labelled native inputs and selects for public pages (DESIGN §7): the look of the outlined MUI field without its
 * JavaScript. The label names the control, the helper or error text describes it (aria-describedby), and an error
 * sets aria-invalid. A `ref` (React 19 passes it as a prop) reaches the control, so a form can focus it.
 */
interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  className?: string;
  /** Text shown before the value inside the box, e.g. the +62 country code. */
  prefix?: ReactNode;
  /** A control at the end of the box, e.g. a password's show/hide button. */
  suffix?: ReactNode;
  children: (control: { id: string; className: string; describedBy?: string; invalid?: true }) => ReactNode;
}

function FieldShell({ id, label, required, error, helperText, className, prefix, suffix, children }: FieldShellProps) {
  const helpId = helperText ? `${id}-helper-text` : undefined;
  return (
    <div className={[styles.field, error ? styles.fieldError : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.asterisk}>
            *
          </span>
        )}
      </label>
      <div className={styles.control}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        {children({ id, className: styles.input, describedBy: helpId, invalid: error ? true : undefined })}
        {suffix && <span className={styles.suffix}>{suffix}</span>}
      </div>
      {helperText && (
        <p id={helpId} className={styles.help}>
          {helperText}
        </p>
      )}
    </div>
  );
}

type Common = Omit<FieldShellProps, 'children'>;

export function NativeTextField({
  id,
  label,
  required,
  error,
  helperText,
  className,
  prefix,
  suffix,
  ...input
}: Common & Omit<ComponentProps<'input'>, 'id' | 'className' | 'prefix'>) {
  return (
    <FieldShell {...{ id, label, required, error, helperText, className, prefix, suffix }}>
      {(c) => (
        <input
          {...input}
          id={c.id}
          className={c.className}
          required={required}
          aria-invalid={c.invalid}
          aria-describedby={c.describedBy}
        />
      )}
    </FieldShell>
  );
}

export function NativeTextArea({
  id,
  label,
  required,
  error,
  helperText,
  className,
  ...textarea
}: Omit<Common, 'prefix' | 'suffix'> & Omit<ComponentProps<'textarea'>, 'id' | 'className'>) {
  return (
    <FieldShell {...{ id, label, required, error, helperText, className }}>
      {(c) => (
        <textarea
          {...textarea}
          id={c.id}
          className={c.className}
          required={required}
          aria-invalid={c.invalid}
          aria-describedby={c.describedBy}
        />
      )}
    </FieldShell>
  );
}

export function NativeSelect({
  id,
  label,
  required,
  error,
  helperText,
  className,
  children,
  ...select
}: Omit<Common, 'prefix' | 'suffix'> & Omit<ComponentProps<'select'>, 'id' | 'className'>) {
  return (
    <FieldShell {...{ id, label, required, error, helperText, className }}>
      {(c) => (
        <select
          {...select}
          id={c.id}
          className={c.className}
          required={required}
          aria-invalid={c.invalid}
          aria-describedby={c.describedBy}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}
