import { Input, Label, Textarea } from '@vendure/dashboard';

/** A labelled text input outside a detail form (a page block's own inputs), with its hint and error. */
export function Field({
    id,
    label,
    value,
    onChange,
    error,
    multiline,
    hint,
    type,
    rows,
}: Readonly<{
    id: string;
    label: string;
    value: string;
    onChange: (v: string) => void;
    error?: string;
    multiline?: boolean;
    hint?: string;
    type?: string;
    rows?: number;
}>) {
    const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
    const props = {
        id,
        value,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
    };
    return (
        <div className="grid gap-1.5">
            <Label htmlFor={id}>{label}</Label>
            {multiline ? <Textarea rows={rows ?? 6} {...props} /> : <Input type={type} {...props} />}
            {hint ? (
                <span id={`${id}-hint`} className="text-xs text-muted-foreground">
                    {hint}
                </span>
            ) : null}
            {error ? (
                <span id={`${id}-error`} className="text-sm text-destructive">
                    {error}
                </span>
            ) : null}
        </div>
    );
}

/** What an action did, for StatusLine and OutcomeMessage. */
export type Outcome = { kind: 'ok' | 'error'; text: string } | null;

/** What the last action did, in a live region that is always there (empty before the first). */
export function StatusLine({ status }: Readonly<{ status: Outcome }>) {
    return (
        <span role="status" className={status?.kind === 'error' ? 'text-destructive' : ''}>
            {status?.text ?? ''}
        </span>
    );
}

/** What a decision did once made: a status line, or an alert when it failed. */
export function OutcomeMessage({ outcome }: Readonly<{ outcome: Outcome }>) {
    if (!outcome) return null;
    const failed = outcome.kind === 'error';
    return (
        <p role={failed ? 'alert' : 'status'} className={failed ? 'text-destructive mt-3' : 'mt-3'}>
            {outcome.text}
        </p>
    );
}
