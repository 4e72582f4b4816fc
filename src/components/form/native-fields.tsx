import type { ComponentProps, ReactNode } from 'react';
import { type RegisterOptions, useFormState } from 'react-hook-form';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { NativeSelect, NativeTextArea, NativeTextField } from '@/components/ui/native-field';
import { useErrorText } from './error-text';
import { useFieldId, useFormMethods } from './rules-form';

/**
 * The field kit on native controls (public pages, no MUI JavaScript): each field registers itself with the form
 * around it, shows its label, its hint or its translated error (aria-describedby) and sets aria-invalid.
 */
interface KitProps {
  name: string;
  label: string;
  /** Shown under the control while it has no error. */
  hint?: ReactNode;
}

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

type InputProps = Omit<ComponentProps<typeof NativeTextField>, 'id' | 'label' | 'name' | 'error' | 'helperText'> & {
  /** What else happens on a change or on leaving the field (react-hook-form's register options), after the form's own. */
  registerOptions?: Pick<RegisterOptions, 'onChange' | 'onBlur'>;
  /** Shown as an error even when the rules pass (an answer of the server, e.g. an address already registered). */
  flagged?: boolean;
};

export function FormTextField({ name, label, hint, registerOptions, flagged, ...input }: KitProps & InputProps) {
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

type TextAreaProps = Omit<ComponentProps<typeof NativeTextArea>, 'id' | 'label' | 'name' | 'error' | 'helperText'>;

export function FormTextArea({ name, label, hint, ...textarea }: KitProps & TextAreaProps) {
  const { id, registration, error, helperText } = useKitField(name, label, hint);
  return <NativeTextArea {...textarea} {...registration} id={id} label={label} error={error} helperText={helperText} />;
}

type SelectProps = Omit<ComponentProps<typeof NativeSelect>, 'id' | 'label' | 'name' | 'error' | 'helperText'>;

export function FormSelect({ name, label, hint, children, ...select }: KitProps & SelectProps) {
  const { id, registration, error, helperText } = useKitField(name, label, hint);
  return (
    <NativeSelect {...select} {...registration} id={id} label={label} error={error} helperText={helperText}>
      {children}
    </NativeSelect>
  );
}

/** The submit button: busy and refusing clicks while the submit runs (no double sends). */
export function FormSubmit({
  children,
  busyLabel,
  size = 'large',
}: {
  children: ReactNode;
  busyLabel?: ReactNode;
  /** 'medium' beside other buttons of that size (a form's Cancel). */
  size?: 'medium' | 'large';
}) {
  const { isSubmitting } = useFormState();
  return (
    <NativeButton type="submit" variant="contained" size={size} busy={isSubmitting}>
      {isSubmitting && busyLabel ? busyLabel : children}
    </NativeButton>
  );
}

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
