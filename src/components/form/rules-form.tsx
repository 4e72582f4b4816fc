import { yupResolver } from '@hookform/resolvers/yup';
import { createContext, type FormHTMLAttributes, type ReactNode, useContext } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { IdPrefixContext } from './field-ids';

/**
 * The one way a form is built (CONVENTIONS §13): react-hook-form resolving with a schema of @alva/rules, the same
 * schema the back end checks. Validation runs on submit and again on every change after it; the first invalid
 * field gets the focus; values stay as typed when a submit fails.
 */
export function useRulesForm<V extends FieldValues>(
  schema: AnyObjectSchema,
  defaultValues: DefaultValues<V>,
  options: {
    /** What only the page knows that the schema's tests read (e.g. which document numbers are stored). */
    context?: object;
  } = {},
) {
  return useForm<V>({
    context: options.context,
    // The rules answer codes, not text: the fields translate them. The schema's casts are not applied, so the
    // submitted values are what the person typed (strict, as the server checks them) and the server normalises them.
    resolver: yupResolver(schema, { strict: true }, { mode: 'sync', raw: true }) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

// The form's methods (register, getFieldState, setValue…) in a context whose value never changes: useForm returns
// the same object on every render. react-hook-form's own context (useFormContext) gets a new value with each new
// form state, the first one already right after mounting (its ready flag), and every field reading it renders again;
// the fields read the methods here instead, and their own state through useFormState/useController (issue 19).
const FormMethodsContext = createContext<UseFormReturn | null>(null);

/** The methods of the RulesForm around: stable, so reading them does not render again with each form state. */
export function useFormMethods<V extends FieldValues = FieldValues>(): UseFormReturn<V> {
  const form = useContext(FormMethodsContext);
  if (!form) throw new Error('useFormMethods is used outside a RulesForm');
  return form as unknown as UseFormReturn<V>;
}

interface RulesFormProps<V extends FieldValues> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  form: UseFormReturn<V>;
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  onValid: SubmitHandler<V>;
  children: ReactNode;
}

/** The <form> element with the form's context: fields of the kit find their registration, error and id in it. */
export function RulesForm<V extends FieldValues>({ form, idPrefix, onValid, children, ...props }: RulesFormProps<V>) {
  return (
    <FormProvider {...form}>
      <FormMethodsContext.Provider value={form as unknown as UseFormReturn}>
        <IdPrefixContext.Provider value={idPrefix}>
          <form {...props} noValidate onSubmit={form.handleSubmit(onValid)}>
            {children}
          </form>
        </IdPrefixContext.Provider>
      </FormMethodsContext.Provider>
    </FormProvider>
  );
}
