import type { I18n } from '@lingui/core';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
    type AnyRoute,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    useDetailPage,
    useNavigate,
    type DetailPageOptions,
    type UseDetailPageResult,
} from '@vendure/dashboard';
import type { ResultOf } from 'gql.tada';
import { type FormEvent, type ReactNode, useEffect } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';

import { inStaffLanguage } from './refusals';
import { afterSave, DetailActionBar, type RecordDeletion, showSaveError, SITE_LANGUAGES } from './detail-form';

/* eslint-disable @typescript-eslint/no-explicit-any -- the document types are as open as useDetailPage's own */
type Doc = TypedDocumentNode<any, any>;

/** The values of the form useDetailPage makes for an update document (its `input`). */
type FormValues<T extends Doc, U extends Doc> =
    UseDetailPageResult<T, U, any>['form'] extends UseFormReturn<infer V> ? V : never;

export type RecordFormOptions<T extends Doc, C extends Doc, U extends Doc, E extends keyof ResultOf<T>> = Omit<
    DetailPageOptions<T, C, U, E>,
    'onSuccess' | 'onError' | 'params'
> & {
    /** The detail route (`<list>/$id`): its `id` is the record's, `new` creates one. */
    route?: AnyRoute;
    /** Instead of `route`, for a single record whose query takes no id (as Vendure's global settings). */
    params?: { id: string };
    /** The list's path: a created record's page is `<listPath>/<id>`, and a deleted record goes back there. */
    listPath?: string;
    /** The title of the toast when the server refuses a save ("The area was not saved"). */
    notSaved: string;
    /** The field a refusal is about, to show it there too (see showSaveError). */
    fieldOf?: (
        message: string,
    ) => FieldPath<FormValues<T, U>> | { field: FieldPath<FormValues<T, U>>; message: string } | null;
    /** A new record's first values, on top of the form's blanks. */
    newRecord?: Partial<FormValues<T, U>>;
};

/**
 * Vendure's useDetailPage with what every one of our detail forms does around it: the record is the route's `$id`,
 * `new` creates (with the `newRecord` values to start from) and then opens the created record, a save says so and
 * makes the saved values the form's baseline (afterSave), a refusal is shown in a toast and under its field
 * (showSaveError). Returns useDetailPage's result with `isNew`, `recordId`, `listPath` and the page id (for
 * RecordFormPage).
 */
export function useRecordForm<
    T extends Doc,
    C extends Doc,
    U extends Doc,
    E extends keyof ResultOf<T> = keyof ResultOf<T>,
>({ route, params, listPath, notSaved, fieldOf, newRecord, ...options }: RecordFormOptions<T, C, U, E>) {
    const { id: recordId } = params ?? (route?.useParams() as { id: string });
    const navigate = useNavigate();
    const isNew = recordId === 'new';
    const openCreated = listPath ? (id: string) => navigate({ to: `${listPath}/${id}` }) : undefined;
    const { extendSchema = schema => schema } = options;
    const detail: UseDetailPageResult<T, U, E> = useDetailPage<T, C, U, E>({
        ...options,
        extendSchema: schema => inStaffLanguage(extendSchema(schema)),
        params: { id: recordId },
        onSuccess: saved => afterSave(saved, { isNew, resetForm: detail.resetForm, openCreated }),
        onError: e => showSaveError(detail.form, notSaved, e, fieldOf),
    });
    const { form } = detail;
    useEffect(() => {
        if (isNew && newRecord) form.reset({ ...form.getValues(), ...newRecord });
        // The new record's values are set once, when the blank form is there.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [isNew, form]);
    return { ...detail, isNew, recordId, listPath, pageId: options.pageId };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * The page of a detail form (useRecordForm): its title, the action bar (save, and delete once the record exists;
 * none with `saveLabel` null, for staff who may only look) and its page blocks.
 */
export function RecordFormPage({
    detail,
    title,
    saveLabel,
    deletion,
    children,
}: Readonly<{
    detail: {
        // Page takes any form.
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        form: UseFormReturn<any>;
        submitHandler: (event: FormEvent<HTMLFormElement>) => void;
        entity?: unknown;
        isPending: boolean;
        isNew: boolean;
        recordId: string;
        listPath?: string;
        pageId?: string;
    };
    title: string;
    saveLabel: string | null;
    /** Deleting the record (back to its list, unless `backTo` says where). */
    deletion?: Omit<RecordDeletion, 'backTo'> & Partial<Pick<RecordDeletion, 'backTo'>>;
    children: ReactNode;
}>) {
    const { form, submitHandler, entity, isPending, isNew, recordId, listPath, pageId } = detail;
    const backTo = deletion?.backTo ?? listPath;
    return (
        <Page pageId={pageId} form={form} submitHandler={submitHandler} entity={entity}>
            <PageTitle>{title}</PageTitle>
            {saveLabel === null ? null : (
                <DetailActionBar
                    form={form}
                    isPending={isPending}
                    label={saveLabel}
                    deletion={isNew || !deletion || !backTo ? null : { ...deletion, backTo }}
                    recordId={recordId}
                />
            )}
            <PageLayout>{children}</PageLayout>
        </Page>
    );
}

/**
 * One page block per site language (SITE_LANGUAGES order, so the fields are `translations.<i>`), titled with the
 * language's name: `fields(i, language)` are the block's fields. Page blocks, not a component: PageLayout places only
 * its direct PageBlock children.
 */
export function languageBlocks(i18n: I18n, blockIdPrefix: string, fields: (i: number, language: string) => ReactNode) {
    return SITE_LANGUAGES.map((l, i) => {
        const language = i18n._(l.label);
        return (
            <PageBlock key={l.code} column="main" blockId={`${blockIdPrefix}-${l.code}`} title={language}>
                <div className="grid gap-4">{fields(i, language)}</div>
            </PageBlock>
        );
    });
}
