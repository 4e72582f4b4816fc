import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
    Button,
    ConfirmationDialog,
    FormFieldWrapper,
    Input,
    NativeSelect,
    NativeSelectOption,
    Switch,
    Textarea,
    toast,
    z,
} from '@vendure/dashboard';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import type { Control, FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

import { errorText, serverWords } from './errors';
import { refusalText } from './refusals';

/** The site's two languages, in the order the editors show them (`label` is a message: `i18n._(label)`). */
export const SITE_LANGUAGES = [
    { code: 'en', label: msg`English` },
    { code: 'id', label: msg`Indonesian` },
] as const;

/**
 * A record's translations as a detail form edits them: one row per site language in SITE_LANGUAGES order, so
 * `translations.<i>` is always the i-th language of SITE_LANGUAGES. Each row has the `texts` of its language (blank
 * when the language is missing) and what `more` makes of the translation (tags as one line, say).
 */
export function translationsForForm<T extends { languageCode: string }, K extends keyof T, R extends object = object>(
    existing: readonly T[] | null | undefined,
    texts: readonly K[],
    more?: (translation: T | undefined) => R,
) {
    return SITE_LANGUAGES.map(({ code }) => {
        const translation = existing?.find(t => t.languageCode === code);
        const row = Object.fromEntries(texts.map(key => [key, translation?.[key] ?? ''])) as Record<K, string>;
        return { languageCode: code as string, ...row, ...(more?.(translation) as R) };
    });
}

/** The named fields of a record: a detail form's values where they are the record's own (`setValuesForUpdate`). */
export function pick<R extends object, K extends keyof R>(record: R, keys: readonly K[]): Pick<R, K> {
    return Object.fromEntries(keys.map(key => [key, record[key]])) as Pick<R, K>;
}

// Vendure's forms use zod's v3 API, where a check's own message is fixed when the rule is made. The message is given
// as the schema's error map instead: translated when the rule fails, in the language staff have chosen then (the form
// shows it as given).
export const failsWith = (message: () => string) => ({ errorMap: () => ({ message: message() }) });
export const requiredText = z
    .string(failsWith(() => t`This field is required`))
    .trim()
    .min(1);
const SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const slugRule = z
    .string(failsWith(() => t`Lower-case letters, digits and dashes (it is part of the page address).`))
    .trim()
    .regex(SLUG_RE);
export const positionRule = z.number(failsWith(() => t`A whole number; lower numbers come first.`)).int();

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
export function NumberField<T extends FieldValues>({
    control,
    step,
    ...props
}: FieldProps<T> & Readonly<{ step?: string }>) {
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

/** How a TextBackedField reads and writes its value as text, and the input's kind. */
type TextBacking<V> = Readonly<{
    format: (value: V) => string;
    parse: (text: string) => V;
    same?: (a: V, b: V) => boolean;
    type?: string;
    step?: string;
    inputMode?: 'decimal' | 'text';
}>;

/**
 * A field over a form value that is not the text itself (hundredths, a list of dates): keeps the text as typed ("11."
 * on the way to "11.5", "2026-12-25, " on the way to the next date) and rewrites it only on an outside change of the
 * value (a load, a reset, a save).
 */
export function TextBackedField<T extends FieldValues, V>({
    control,
    format,
    parse,
    same = Object.is,
    type,
    step,
    inputMode,
    ...props
}: FieldProps<T> & TextBacking<V>) {
    return (
        <FormFieldWrapper
            control={control as Control<FieldValues>}
            {...props}
            render={({ field }) => (
                <TextBackedInput<V>
                    name={field.name}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    value={field.value as V}
                    onChange={field.onChange}
                    {...{ format, parse, same, type, step, inputMode }}
                />
            )}
        />
    );
}

/** An amount the API holds in minor units (Rp × 100), typed in rupiah with up to two decimals. */
export const MoneyField = HundredthsField;

/** A percentage the API holds in basis points (11.5 % = 1150), typed as a percentage with up to two decimals. */
export const PercentField = HundredthsField;

function HundredthsField<T extends FieldValues>(props: FieldProps<T>) {
    return (
        <TextBackedField<T, number | null>
            {...props}
            format={v => (typeof v === 'number' ? String(v / 100) : '')}
            parse={readHundredths}
            type="number"
            step="any"
            inputMode="decimal"
        />
    );
}

/** TextBackedField's input: the label's id and aria attributes (from FormFieldWrapper) reach it as `attributes`. */
function TextBackedInput<V>({
    value,
    onChange,
    inputRef,
    format,
    parse,
    same = Object.is,
    ...attributes
}: TextBacking<V> &
    Readonly<{
        name: string;
        value: V;
        onChange: (value: V) => void;
        onBlur: () => void;
        inputRef: (element: HTMLInputElement | null) => void;
    }>) {
    const [text, setText] = useState(() => format(value));
    useEffect(() => {
        if (!same(parse(text), value)) setText(format(value));
        // Only an outside change of the value rewrites the text.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [value]);
    return (
        <Input
            {...attributes}
            ref={inputRef}
            value={text}
            onChange={e => {
                setText(e.target.value);
                onChange(parse(e.target.value));
            }}
        />
    );
}

/** Hundredths as typed: 9.75 → 975 (floating-point noise rounded away); 9.755 stays 975.5, which the rules refuse. */
function readHundredths(text: string): number | null {
    if (text.trim() === '' || Number.isNaN(Number(text))) return null;
    const hundredths = Number(text) * 100;
    return Math.abs(hundredths - Math.round(hundredths)) < 1e-6 ? Math.round(hundredths) : hundredths;
}

/** A choice among fixed values (value → label) of a detail form. */
export function SelectField<T extends FieldValues>({
    control,
    options,
    ...props
}: FieldProps<T> & Readonly<{ options: Readonly<Record<string, string>> }>) {
    return (
        <FormFieldWrapper
            control={control as Control<FieldValues>}
            {...props}
            render={({ field }) => (
                <NativeSelect {...field} value={(field.value as string | null) ?? ''}>
                    {Object.entries(options).map(([value, label]) => (
                        <NativeSelectOption key={value} value={value}>
                            {label}
                        </NativeSelectOption>
                    ))}
                </NativeSelect>
            )}
        />
    );
}

/** An on/off setting of a detail form. */
export function SwitchField<T extends FieldValues>({ control, ...props }: FieldProps<T>) {
    return (
        <FormFieldWrapper
            control={control as Control<FieldValues>}
            {...props}
            render={({ field }) => <Switch checked={field.value === true} onCheckedChange={field.onChange} />}
        />
    );
}

/** Deleting the record a detail page shows: what it is ("topic", translated), what deleting it does, and how. */
export type RecordDeletion = Readonly<{
    what: string;
    description: string;
    /** The delete mutation: takes the record's id, answers a DeletionResponse (a refusal carries its reason). */
    document: TypedDocumentNode<Record<string, DeletionResponse>, { id: string }>;
    /** Where to go once the record is gone (its list). */
    backTo: string;
}>;
type DeletionResponse = { result: string; message?: string | null };

/** A destructive button that asks first (Vendure's ConfirmationDialog; "Keep it" leaves things as they are). */
export function ConfirmDelete({
    label,
    title,
    description,
    onConfirm,
    disabled,
}: Readonly<{ label: string; title: string; description: string; onConfirm: () => void; disabled?: boolean }>) {
    const { t } = useLingui();
    return (
        <ConfirmationDialog
            title={title}
            description={description}
            confirmText={label}
            cancelText={t`Keep it`}
            onConfirm={onConfirm}
        >
            <Button type="button" variant="destructive" disabled={disabled}>
                {label}
            </Button>
        </ConfirmationDialog>
    );
}

/** What staff read after a save that the site shows (translated when called). */
export const savedMessage = () => t`Saved. The site shows the change in a few seconds.`;

/**
 * What a detail form says when the server refuses a save: a toast with the server's reason, and the reason under
 * the field it is about (a taken or malformed slug, say) when `fieldOf` names one — with its own wording for the
 * field when it gives one.
 */
export function showSaveError<T extends FieldValues>(
    form: { setError: UseFormSetError<T> },
    title: string,
    error: unknown,
    fieldOf: (message: string) => FieldPath<T> | { field: FieldPath<T>; message: string } | null = () => null,
) {
    // The field is found from the server's own (English) words; staff read them in their language.
    const found = fieldOf(serverWords(error));
    const message = errorText(error);
    if (typeof found === 'string') form.setError(found, { type: 'server', message });
    else if (found) form.setError(found.field, { type: 'server', message: refusalText(found.message) });
    toast.error(title, { description: message });
}

/** An amount the API holds in minor units (Rp × 100), as the back office shows it: "Rp 31.500.000", "—" for none. */
export function rupiah(minor: number | null | undefined): string {
    return minor == null ? '—' : `Rp ${(minor / 100).toLocaleString('id-ID', { maximumFractionDigits: 2 })}`;
}
