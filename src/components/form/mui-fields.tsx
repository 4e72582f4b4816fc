import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, useFormState } from 'react-hook-form';
import { BusyButton } from '@/components/ui/busy-button';
import { useErrorText } from './error-text';
import { useFieldId } from './field-ids';
import { useFormMethods } from './rules-form';

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
  const { register, getFieldState } = useFormMethods();
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

/**
 * A choice of one among a few (a fieldset of radios): the legend is the label, the translated error sits under the
 * group and is linked to it (aria-describedby), and the first radio takes the focus when the submit finds it invalid (a controller: MUI's group owns the
 * checked state).
 */
export function FormMuiRadioGroup({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { field, fieldState } = useController({ name });
  const error = useErrorText()(fieldState.error?.message, label);
  const id = useFieldId(name);
  return (
    <FormControl component="fieldset" error={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined}>
      <FormLabel component="legend" id={`${id}-label`}>
        {label}
      </FormLabel>
      <RadioGroup
        name={field.name}
        value={field.value ?? ''}
        onChange={(_, value) => field.onChange(value)}
        onBlur={field.onBlur}
        aria-labelledby={`${id}-label`}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            // The first radio takes the focus when the submit finds no choice.
            control={
              <Radio
                slotProps={{ input: { ref: index === 0 ? field.ref : undefined, id: index === 0 ? id : undefined } }}
              />
            }
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
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
