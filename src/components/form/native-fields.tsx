import type { ReactNode } from 'react';
import { type RegisterOptions, useFormState } from 'react-hook-form';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { NativeSelect, NativeTextArea, NativeTextField } from '@/components/ui/native-field';
import { useErrorText } from './error-text';
import type { FieldKit, KitSelectProps, KitSubmitProps, KitTextAreaProps, KitTextFieldProps } from './field-kit';
import { useFieldId } from './field-ids';
import { useFormMethods } from './rules-form';

/**
 * The field kit on native controls (public pages, no MUI JavaScript): each field registers itself with the form
 * around it, shows its label, its hint or its translated error (aria-describedby) and sets aria-invalid.
 */
function useKitField(name: string, label: string, hint: ReactNode, options?: RegisterOptions) {
  const { register, getFieldState } = useFormMethods();
  const state = useFormState({ name });
  const errorText = useErrorText();
  const error = errorText(getFieldState(name, state).error?.message, label);
  return {
    id: useFieldId(name),
    registration: register(name, options),
    error: Boolean(error),
    helperText: error ?? hint,
  };
}

export function FormTextField({ name, label, hint, registerOptions, flagged, ...input }: KitTextFieldProps) {
  const { id, registration, error, helperText } = useKitField(name, label, hint, registerOptions);
  return (
    <NativeTextField
      {...input}
      {...registration}
      id={id}
      label={label}
      error={error || Boolean(flagged)}
      helperText={helperText}
    />
  );
}

export function FormTextArea({ name, label, hint, ...textarea }: KitTextAreaProps) {
  const { id, registration, error, helperText } = useKitField(name, label, hint);
  return <NativeTextArea {...textarea} {...registration} id={id} label={label} error={error} helperText={helperText} />;
}

export function FormSelect({ name, label, hint, children, ...select }: KitSelectProps) {
  const { id, registration, error, helperText } = useKitField(name, label, hint);
  return (
    <NativeSelect {...select} {...registration} id={id} label={label} error={error} helperText={helperText}>
      {children}
    </NativeSelect>
  );
}

/** The submit button: busy and refusing clicks while the submit runs (no double sends). */
export function FormSubmit({ children, busyLabel, size = 'large' }: KitSubmitProps) {
  const { isSubmitting } = useFormState();
  return (
    <NativeButton type="submit" variant="contained" size={size} busy={isSubmitting}>
      {isSubmitting && busyLabel ? busyLabel : children}
    </NativeButton>
  );
}

/** The kit registered with the RulesForm around it, for fields written once for it and for a static shell. */
export const formKit: FieldKit = {
  TextField: FormTextField,
  TextArea: FormTextArea,
  Select: FormSelect,
  Submit: FormSubmit,
};

/** The form-level message (rate limit, system error): set with setError('root.server', { message }). */
export function FormAlert() {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <Notice severity="error" role="alert">
      {message}
    </Notice>
  );
}
