import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Trans } from '@lingui/react/macro';
import {
    type AnyRoute,
    api,
    Button,
    Page,
    PageLayout,
    PageTitle,
    Table,
    TableBody,
    TableHead,
    TableHeader,
    TableRow,
    useMutation,
    useQuery,
    useQueryClient,
} from '@vendure/dashboard';
import { type ComponentProps, type ReactNode, useState } from 'react';

import { errorText } from './errors';
import type { Outcome } from './form-fields';

/** A read-only record's page (a proof, an application, a booking): its title and its page blocks. */
export function RecordViewPage({
    pageId,
    title,
    entity,
    children,
}: Readonly<{ pageId: string; title: string; entity?: unknown; children: ReactNode }>) {
    return (
        <Page pageId={pageId} entity={entity}>
            <PageTitle>{title}</PageTitle>
            <PageLayout>{children}</PageLayout>
        </Page>
    );
}

/** The record a read-only page shows: the route's `$id`, loaded with `document` under the query key `[key, id]`. */
export function useRouteRecord<R>(route: AnyRoute, key: string, document: TypedDocumentNode<R, { id: string }>) {
    const { id } = route.useParams() as { id: string };
    const queryKey = [key, id];
    return { id, queryKey, query: useQuery({ queryKey, queryFn: () => api.query(document, { id }) }) };
}

/**
 * The block of a read-only record: what it says while the record loads, when loading failed (`failed` gets the
 * server's reason) and when there is no such record; otherwise `children(record)`.
 */
export function LoadedRecord<R>({
    query,
    record,
    failed,
    missing,
    children,
}: Readonly<{
    query: { isPending: boolean; isError: boolean; error: unknown };
    record: R | null | undefined;
    failed: (reason: string) => string;
    missing: string;
    children: (record: R) => ReactNode;
}>) {
    if (query.isError)
        return (
            <p role="alert" className="text-destructive">
                {failed(errorText(query.error))}
            </p>
        );
    if (query.isPending)
        return (
            <p aria-live="polite">
                <Trans>Loading…</Trans>
            </p>
        );
    if (record == null) return <p role="alert">{missing}</p>;
    return <>{children(record)}</>;
}

/** A label and its value on a read-only record's page; `false`/`null` for a line the record has not. */
export type DetailLine = readonly [label: string, value: ReactNode] | false | null | undefined;

/** A read-only record's label/value lines (`<dl>`): label a third, value two thirds; an empty value shows "—". */
export function DetailRows({ rows }: Readonly<{ rows: DetailLine[] }>) {
    return (
        <dl>
            {rows.map(row =>
                row ? (
                    <div key={row[0]} className="grid grid-cols-3 gap-2 py-1.5 border-b last:border-b-0">
                        <dt className="text-muted-foreground">{row[0]}</dt>
                        <dd className="col-span-2 whitespace-pre-wrap break-words">{row[1] ?? '—'}</dd>
                    </div>
                ) : null,
            )}
        </dl>
    );
}

/**
 * A staff action on a read-only record (a decision, a status change): the mutation, and its outcome for
 * OutcomeMessage/StatusLine (`done` words a success; a refusal shows the server's reason). The queries named by
 * `refresh` (query keys) load again after a success.
 */
export function useRecordAction<V, R>({
    mutationFn,
    done,
    refresh,
}: Readonly<{
    mutationFn: (variables: V) => Promise<R>;
    done: (result: R) => Outcome;
    refresh: unknown[][];
}>) {
    const queryClient = useQueryClient();
    const [outcome, setOutcome] = useState<Outcome>(null);
    const mutation = useMutation({
        mutationFn,
        onMutate: () => setOutcome(null),
        onSuccess: result => {
            setOutcome(done(result));
            for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
        },
        onError: (e: unknown) => setOutcome({ kind: 'error', text: errorText(e) }),
    });
    return { ...mutation, outcome };
}

/**
 * A reviewer's two answers: accept, or refuse with a reason of three characters or more (`reasonLabel` says who reads
 * it; an acceptance gets the reason too, maybe empty). The reason is the panel's own: give the panel the record's
 * status as its key, so that it starts empty after a decision.
 */
export function ReviewDecision({
    acceptLabel,
    refuseLabel,
    reasonLabel,
    busy,
    onAccept,
    onRefuse,
    children,
}: Readonly<{
    acceptLabel: ReactNode;
    refuseLabel: ReactNode;
    reasonLabel: ReactNode;
    busy: boolean;
    onAccept: (reason: string) => void;
    onRefuse: (reason: string) => void;
    /** Below the buttons: a note on the decision. */
    children?: ReactNode;
}>) {
    const [reason, setReason] = useState('');
    return (
        <div className="flex flex-col gap-3">
            <Button disabled={busy} onClick={() => onAccept(reason.trim())}>
                {acceptLabel}
            </Button>
            <label className="flex flex-col gap-1 text-sm">
                {reasonLabel}
                <textarea
                    className="border rounded p-2"
                    rows={3}
                    maxLength={500}
                    value={reason}
                    onChange={e => setReason(e.target.value)}
                />
            </label>
            <Button
                variant="destructive"
                disabled={busy || reason.trim().length < 3}
                onClick={() => onRefuse(reason.trim())}
            >
                {refuseLabel}
            </Button>
            {children}
        </div>
    );
}

/**
 * A small table of a record's related rows (`children`: TableRows) under a header row, one heading a column. Vendure's
 * table cells never wrap; with `wrap` they do, so a few columns fit a tablet's narrow page column instead of running
 * off the block's right edge (the dashboard's Tailwind build scans the kit: vite.config.mts).
 */
export function RecordTable({
    headings,
    wrap = false,
    className,
    children,
    ...table
}: Readonly<ComponentProps<typeof Table> & { headings: ReactNode[]; wrap?: boolean }>) {
    const classes = [wrap ? '[&_td]:whitespace-normal [&_th]:whitespace-normal' : '', className ?? ''];
    return (
        <Table {...table} className={classes.join(' ').trim() || undefined}>
            <TableHeader>
                <TableRow>
                    {headings.map((heading, i) => (
                        <TableHead key={i}>{heading}</TableHead>
                    ))}
                </TableRow>
            </TableHeader>
            <TableBody>{children}</TableBody>
        </Table>
    );
}
