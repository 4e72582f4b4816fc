import { Trans } from '@lingui/react/macro';
import { Button, TableHead, TableHeader, TableRow } from '@vendure/dashboard';
import { type ReactNode, useState } from 'react';

import { errorText } from './errors';

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

/** A table's header row, one heading a column. */
export function TableHeadings({ headings }: Readonly<{ headings: ReactNode[] }>) {
    return (
        <TableHeader>
            <TableRow>
                {headings.map((heading, i) => (
                    <TableHead key={i}>{heading}</TableHead>
                ))}
            </TableRow>
        </TableHeader>
    );
}
