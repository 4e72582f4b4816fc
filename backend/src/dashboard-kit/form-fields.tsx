import { Button, Form } from '@vendure/dashboard';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A small form of its own (kit fields over `form`) inside a page's <form>, which forms cannot nest in: its button and
 * Enter in one of its inputs submit it, not the page. With a `label`, it is a group of that name.
 */
export function InlineForm<T extends FieldValues>({
    form,
    onSubmit,
    submitLabel,
    disabled,
    label,
    className,
    buttonClassName,
    small = false,
    children,
}: Readonly<{
    form: UseFormReturn<T>;
    onSubmit: (values: T) => void;
    submitLabel: ReactNode;
    disabled: boolean;
    label?: string;
    className?: string;
    buttonClassName?: string;
    small?: boolean;
    children: ReactNode;
}>) {
    const submit = () => void form.handleSubmit(onSubmit)();
    return (
        <Form {...form}>
            <div
                role={label ? 'group' : undefined}
                aria-label={label}
                className={className}
                onKeyDown={e => {
                    if (e.key !== 'Enter' || (e.target as HTMLElement).tagName !== 'INPUT') return;
                    e.preventDefault();
                    submit();
                }}
            >
                {children}
                <Button
                    type="button"
                    size={small ? 'sm' : undefined}
                    className={buttonClassName}
                    disabled={disabled}
                    onClick={submit}
                >
                    {submitLabel}
                </Button>
            </div>
        </Form>
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
