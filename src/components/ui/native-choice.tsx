import type { ComponentProps, ReactNode } from 'react';
import styles from './native-choice.module.css';

/**
 * Radio and checkbox groups on native controls for public pages (DESIGN §7): a fieldset named by its legend, the
 * options as labelled inputs, and the hint or error under the group, linked to it (aria-describedby).
 */
export function ChoiceGroup({
  id,
  legend,
  required,
  error,
  helperText,
  layout = 'column',
  maxHeight,
  children,
}: {
  /** The group's id; the legend is `<id>-label` and the hint or error `<id>-helper-text`. */
  id: string;
  legend: ReactNode;
  required?: boolean;
  error?: boolean;
  /** The translated error, or a hint while there is none. */
  helperText?: ReactNode;
  layout?: 'column' | 'row' | 'twoColumns';
  /** Past this height the options scroll (a long list of places). */
  maxHeight?: number;
  children: ReactNode;
}) {
  const helpId = helperText ? `${id}-helper-text` : undefined;
  return (
    <fieldset
      id={id}
      className={error ? `${styles.group} ${styles.groupError}` : styles.group}
      aria-describedby={helpId}
    >
      <legend id={`${id}-label`} className={styles.legend}>
        {legend}
        {required && (
          <span aria-hidden="true" className={styles.asterisk}>
            *
          </span>
        )}
      </legend>
      <div className={maxHeight ? styles.scroll : styles[layout]} style={maxHeight ? { maxHeight } : undefined}>
        {children}
      </div>
      {helperText && (
        <p id={helpId} className={styles.help}>
          {helperText}
        </p>
      )}
    </fieldset>
  );
}

/** One option of a ChoiceGroup: a radio or a checkbox with its label and an optional second line. */
export function ChoiceOption({
  label,
  description,
  type = 'radio',
  ...input
}: {
  label: ReactNode;
  description?: ReactNode;
  type?: 'radio' | 'checkbox';
} & Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  return (
    <label className={styles.option}>
      <input {...input} type={type} className={styles.input} />
      <span className={styles.text}>
        {label}
        {description && <span className={styles.description}>{description}</span>}
      </span>
    </label>
  );
}
