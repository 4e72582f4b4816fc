import type { FormHTMLAttributes, ReactNode } from 'react';
import { NativeButton } from '@/components/ui/native-button';
import { NativeSelect, NativeTextArea, NativeTextField } from '@/components/ui/native-field';
import type { FieldKit, KitSelectProps, KitSubmitProps, KitTextAreaProps, KitTextFieldProps } from './field-kit';
import { IdPrefixContext, useFieldId } from './field-ids';

/**
 * The shell kit: a form's fields as plain HTML with the ids, labels and hints of the form kit, shown until the form
 * kit (react-hook-form and the rules) has loaded (lib/interaction-part.tsx). Uncontrolled: what is typed stays in the
 * controls and is handed to the form when it takes over. Errors exist only in the form kit.
 */
function ShellTextField({
  name,
  label,
  hint,
  registerOptions: _events,
  flagged: _flagged,
  ...input
}: KitTextFieldProps) {
  return <NativeTextField {...input} id={useFieldId(name)} name={name} label={label} helperText={hint} />;
}

function ShellTextArea({ name, label, hint, ...textarea }: KitTextAreaProps) {
  return <NativeTextArea {...textarea} id={useFieldId(name)} name={name} label={label} helperText={hint} />;
}

function ShellSelect({ name, label, hint, children, ...select }: KitSelectProps) {
  return (
    <NativeSelect {...select} id={useFieldId(name)} name={name} label={label} helperText={hint}>
      {children}
    </NativeSelect>
  );
}

function ShellSubmit({ children, size = 'large' }: KitSubmitProps) {
  return (
    <NativeButton type="submit" variant="contained" size={size}>
      {children}
    </NativeButton>
  );
}

export const shellKit: FieldKit = {
  TextField: ShellTextField,
  TextArea: ShellTextArea,
  Select: ShellSelect,
  Submit: ShellSubmit,
};

/**
 * The <form> of a shell: the RulesForm's element and id prefix, without the form library. interaction-part takes its
 * submits; one made before hydration is a POST, so what was typed (a phone number, a message) is not put in the URL.
 */
export function ShellForm({
  idPrefix,
  children,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'action'> & { idPrefix: string; children: ReactNode }) {
  return (
    <IdPrefixContext.Provider value={idPrefix}>
      <form {...props} method="post" noValidate>
        {children}
      </form>
    </IdPrefixContext.Provider>
  );
}
