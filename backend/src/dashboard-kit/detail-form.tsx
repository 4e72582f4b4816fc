import {
    Button,
    FormFieldWrapper,
    Input,
    PageActionBar,
    PageActionBarRight,
    Textarea,
    toast,
    useMutation,
    z,
} from '@vendure/dashboard';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

import { errorText } from './errors';

/** The site's two languages, in the order the editors show them. */
export const SITE_LANGUAGES = [
    { code: 'en', label: 'English' },
    { code: 'id', label: 'Indonesian' },
] as const;

/**
 * A record's translations as a detail form edits them: one row per site language in SITE_LANGUAGES order (a
 * missing language gets `blank`), so `translations.<i>` is always the i-th language of SITE_LANGUAGES.
 */
export function translationsForForm<T extends { languageCode: string }, R extends { languageCode: string }>(
    existing: readonly T[] | null | undefined,
    toRow: (translation: T | undefined, languageCode: string) => R,
): R[] {
    return SITE_LANGUAGES.map(l => toRow(existing?.find(t => t.languageCode === l.code), l.code));
}

export const requiredText = z.string().trim().min(1, { message: 'This field is required' });
export const SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const slugRule = z
    .string()
    .trim()
    .regex(SLUG_RE, { message: 'Lower-case letters, digits and dashes (it is part of the page address).' });
export const positionRule = z.number({
    invalid_type_error: 'A whole number; lower numbers come first.',
    required_error: 'A whole number; lower numbers come first.',
}).int({ message: 'A whole number; lower numbers come first.' });

/** A field of a useDetailPage form: its name is checked against the form's values (the API input). */
type FieldProps<T extends FieldValues> = Readonly<{
    // useDetailPage's form carries an untyped context.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    control: Control<T, any, T>;
    name: FieldPath<T>;
    label: string;
    description?: ReactNode;
}>;

/** A text (or multi-line text) field of a detail form. */
export function TextField<T extends FieldValues>({
    control,
    multiline,
    rows,
    type,
    ...props
}: FieldProps<T> & Readonly<{ multiline?: boolean; rows?: number; type?: string }>) {
    return (
        <FormFieldWrapper
            control={control as Control<FieldValues>}
            {...props}
            render={({ field }) =>
                multiline ? (
                    <Textarea rows={rows ?? 6} {...field} value={(field.value as string | null) ?? ''} />
                ) : (
                    <Input type={type} {...field} value={(field.value as string | null) ?? ''} />
                )
            }
        />
    );
}

/** A number field of a detail form: the form holds a number (or null while empty), not the input's text. */
export function NumberField<T extends FieldValues>({ control, step, ...props }: FieldProps<T> & Readonly<{ step?: string }>) {
    return (
        <FormFieldWrapper
            control={control as Control<FieldValues>}
            {...props}
            render={({ field }) => (
                <Input
                    type="number"
                    step={step}
                    inputMode={step === 'any' ? 'decimal' : 'numeric'}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={(field.value as number | null) ?? ''}
                    onChange={e => field.onChange(Number.isNaN(e.target.valueAsNumber) ? null : e.target.valueAsNumber)}
                />
            )}
        />
    );
}

/** The action bar of a detail form: its submit button (enabled once something changed) and e.g. a delete button. */
export function DetailActionBar({
    form,
    isPending,
    label,
    children,
}: Readonly<{ form: { formState: { isDirty: boolean } }; isPending: boolean; label: string; children?: ReactNode }>) {
    return (
        <PageActionBar>
            <PageActionBarRight>
                {children}
                <Button type="submit" disabled={!form.formState.isDirty || isPending}>
                    {label}
                </Button>
            </PageActionBarRight>
        </PageActionBar>
    );
}

export const SAVED = 'Saved. The site shows the change in a few seconds.';

/**
 * What a detail form says when the server refuses a save: a toast with the server's reason, and the reason under
 * the field it is about (a taken or malformed slug, say) when `fieldOf` names one.
 */
export function showSaveError<T extends FieldValues>(
    form: { setError: UseFormSetError<T> },
    title: string,
    error: unknown,
    fieldOf: (message: string) => FieldPath<T> | null = () => null,
) {
    const message = errorText(error);
    const field = fieldOf(message);
    if (field) form.setError(field, { type: 'server', message });
    toast.error(title, { description: message });
}

/**
 * Deleting the record of a detail page (after ConfirmDelete): a refusal (DeletionResponse NOT_DELETED, e.g. a topic
 * that still has answers) is shown with its reason; on success `onDeleted` (go back to the list).
 */
export function useDeletion(
    what: string,
    remove: () => Promise<{ result: string; message?: string | null }>,
    onDeleted: () => void,
) {
    return useMutation({
        mutationFn: remove,
        onSuccess: r => {
            if (r.result !== 'DELETED') {
                toast.error(`The ${what} was not deleted`, { description: r.message ?? undefined });
                return;
            }
            toast.success(`The ${what} was deleted.`);
            onDeleted();
        },
        onError: e => toast.error(`The ${what} was not deleted`, { description: errorText(e) }),
    });
}
