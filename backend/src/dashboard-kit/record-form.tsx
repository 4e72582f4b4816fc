import type { I18n } from '@lingui/core';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
    type AnyRoute,
    api,
    Button,
    Page,
    PageActionBar,
    PageActionBarRight,
    PageBlock,
    PageLayout,
    PageTitle,
    toast,
    useDetailPage,
    useMutation,
    useNavigate,
    type DetailPageOptions,
    type UseDetailPageResult,
} from '@vendure/dashboard';
import { useLingui } from '@lingui/react/macro';
import type { ResultOf } from 'gql.tada';
import { type FormEvent, type ReactNode, useEffect } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';

import { ConfirmDelete, type RecordDeletion, savedMessage, showSaveError, SITE_LANGUAGES } from './detail-form';
import { errorText } from './errors';
import { inStaffLanguage } from './refusals';

/* eslint-disable @typescript-eslint/no-explicit-any -- the document types are as open as useDetailPage's own */
type Doc = TypedDocumentNode<any, any>;

/** One of the translations of the record a detail query answers, as the API gives it. */
export type TranslationOf<T extends Doc> =
    NonNullable<ResultOf<T>[keyof ResultOf<T>]> extends { translations: ReadonlyArray<infer R> } ? R : never;

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
 * makes the saved values the form's baseline (the save button greys out, the leave guard is quiet), a refusal is
 * shown in a toast and under its field (showSaveError). Returns useDetailPage's result with `isNew`, `recordId`,
 * `listPath` and the page id (for RecordFormPage).
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
        onSuccess: async (saved: { id?: string | number } | null | undefined) => {
            toast.success(savedMessage());
            detail.resetForm();
            if (isNew && saved?.id && openCreated) await openCreated(String(saved.id));
        },
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
 * The page of a detail form (useRecordForm): its title, the action bar (save, enabled once something changed, and
 * delete once the record exists; none with `saveLabel` null, for staff who may only look) and its page blocks.
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
                <PageActionBar>
                    <PageActionBarRight>
                        {isNew || !deletion || !backTo ? null : (
                            <DeleteRecordButton deletion={{ ...deletion, backTo }} recordId={recordId} />
                        )}
                        <Button type="submit" disabled={!form.formState.isDirty || isPending}>
                            {saveLabel}
                        </Button>
                    </PageActionBarRight>
                </PageActionBar>
            )}
            <PageLayout>{children}</PageLayout>
        </Page>
    );
}

/**
 * Deleting a record after asking: a refusal (DeletionResponse NOT_DELETED, e.g. a topic that still has answers) is
 * shown with its reason; once deleted, back to the list.
 */
function DeleteRecordButton({ deletion, recordId }: Readonly<{ deletion: RecordDeletion; recordId: string }>) {
    const { t } = useLingui();
    const navigate = useNavigate();
    const { what, description, document, backTo } = deletion;
    const notDeleted = t`The ${what} was not deleted`;
    const remove = useMutation({
        // The mutation's one field is its DeletionResponse.
        mutationFn: async () => Object.values(await api.mutate(document, { id: recordId }))[0],
        onSuccess: r => {
            if (r.result !== 'DELETED') {
                toast.error(notDeleted, { description: r.message ?? undefined });
                return;
            }
            toast.success(t`The ${what} was deleted.`);
            void navigate({ to: backTo });
        },
        onError: e => toast.error(notDeleted, { description: errorText(e) }),
    });
    return (
        <ConfirmDelete
            label={t`Delete ${what}`}
            title={t`Delete this ${what}?`}
            description={description}
            disabled={remove.isPending}
            onConfirm={() => remove.mutate()}
        />
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
