import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { BusyButton } from '@/components/ui/busy-button';
import { useErrorText } from './error-text';
import { useFieldId } from './rules-form';

/**
 * The field kit on MUI controls (signed-in and app-like pages that ship MUI anyway): the same registration,
 * translated error, hint, aria-invalid and aria-describedby (MUI links the helper text) as the native kit.
 */
type MuiTextFieldProps = Omit<TextFieldProps, 'name' | 'label' | 'error' | 'helperText' | 'id' | 'inputRef'> & {
  name: string;
  label: string;
  /** Shown under the control while it has no error. */
  hint?: ReactNode;
};

/** The props an MUI text control takes from the form: registration, id, label and the translated error or hint. */
export function useMuiFieldProps(name: string, label: string, hint?: ReactNode) {
  const { register, getFieldState } = useFormContext();
  const state = useFormState({ name });
  const errorText = useErrorText();
  const error = errorText(getFieldState(name, state).error?.message, label);
  const { ref, ...registration } = register(name);
  return {
    ...registration,
    inputRef: ref,
    id: useFieldId(name),
    label,
    error: Boolean(error),
    helperText: error ?? hint,
  };
}

export function FormMuiTextField({ name, label, hint, ...props }: MuiTextFieldProps) {
  return <TextField {...props} {...useMuiFieldProps(name, label, hint)} />;
}

/** The submit button: busy and refusing clicks while the submit runs. */
export function FormMuiSubmit({ children, busyLabel }: { children: ReactNode; busyLabel?: ReactNode }) {
  const { isSubmitting } = useFormState();
  return (
    <BusyButton type="submit" variant="contained" busy={isSubmitting}>
      {isSubmitting && busyLabel ? busyLabel : children}
    </BusyButton>
  );
}
