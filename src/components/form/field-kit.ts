import type { ComponentProps, ComponentType, ReactNode } from 'react';
import type { RegisterOptions } from 'react-hook-form';
import type { NativeSelect, NativeTextArea, NativeTextField } from '@/components/ui/native-field';

/**
 * What a field of the native kit takes. Two kits render them: the form kit (native-fields.tsx, registered with
 * react-hook-form) and the shell kit (shell-fields.tsx, the same HTML without a form library), so a form's fields are
 * written once and shown by either (see lib/interaction-part.tsx).
 */
interface KitProps {
  name: string;
  label: string;
  /** Shown under the control while it has no error. */
  hint?: ReactNode;
}

type Control<C extends typeof NativeTextField | typeof NativeTextArea | typeof NativeSelect> = Omit<
  ComponentProps<C>,
  'id' | 'label' | 'name' | 'error' | 'helperText'
>;

export type KitTextFieldProps = KitProps &
  Control<typeof NativeTextField> & {
    /** What else happens on a change or on leaving the field (react-hook-form's register options), after the form's own. */
    registerOptions?: Pick<RegisterOptions, 'onChange' | 'onBlur'>;
    /** Shown as an error even when the rules pass (an answer of the server, e.g. an address already registered). */
    flagged?: boolean;
  };

export type KitTextAreaProps = KitProps & Control<typeof NativeTextArea>;

export type KitSelectProps = KitProps & Control<typeof NativeSelect>;

export interface KitSubmitProps {
  children: ReactNode;
  busyLabel?: ReactNode;
  /** 'medium' beside other buttons of that size (a form's Cancel). */
  size?: 'medium' | 'large';
}

export interface FieldKit {
  TextField: ComponentType<KitTextFieldProps>;
  TextArea: ComponentType<KitTextAreaProps>;
  Select: ComponentType<KitSelectProps>;
  Submit: ComponentType<KitSubmitProps>;
}
