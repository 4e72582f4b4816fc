import { useFormState } from 'react-hook-form';
import { useErrorText } from '@/components/form/error-text';
import { useFormMethods } from '@/components/form/rules-form';
import styles from './purchase.module.css';

/** The translated error of a form-layer field that is not a kit control (a radio group, a checkbox, a file). */
export function FieldError({ name, label, id }: { name: string; label: string; id?: string }) {
  const { getFieldState } = useFormMethods();
  const state = useFormState({ name });
  const text = useErrorText()(getFieldState(name, state).error?.message, label);
  if (!text) return null;
  return (
    <p id={id} role="alert" className={styles.fieldError}>
      {text}
    </p>
  );
}
